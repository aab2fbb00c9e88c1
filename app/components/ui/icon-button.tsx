import { forwardRef, type ReactNode } from "react";
import { cn } from "~/lib/utils/cn";
import { Button, type ButtonProps } from "./button";

export interface IconButtonProps extends Omit<ButtonProps, "children" | "aria-label"> {
  /** Required accessible name (also shown as the native tooltip unless `title` is given). */
  label: string;
  /** The icon; it is hidden from assistive tech, the label names the button. */
  icon: ReactNode;
  /** `square` (rounded corners) or `circle`. */
  shape?: "square" | "circle";
  /** Height and width: `mini` 24 px, `small` 28 px, `medium` 32 px, `large` 40 px. */
  size?: ButtonProps["size"];
  /** The look, as Button's; `text` (no background) suits toolbars and table rows. */
  variant?: ButtonProps["variant"];
}

const squareSize = { mini: "w-6 px-0", small: "w-7 px-0", medium: "w-8 px-0", large: "w-10 px-0" } as const;

/** A button showing only an icon; `label` is mandatory so it always has an accessible name. */
export const IconButton = forwardRef<HTMLButtonElement, IconButtonProps>(function IconButton(
  { label, icon, shape = "square", size = "medium", variant = "text", className, title, loading, ...props },
  ref,
) {
  return (
    <Button
      ref={ref}
      size={size}
      variant={variant}
      aria-label={label}
      title={title ?? label}
      loading={loading}
      className={cn(
        squareSize[size ?? "medium"],
        shape === "circle" && "rounded-full",
        variant === "text" && "text-fg-muted hover:text-primary",
        "[&_svg]:size-4",
        className,
      )}
      {...props}
    >
      {loading ? null : (
        <span aria-hidden="true" className="inline-flex">
          {icon}
        </span>
      )}
    </Button>
  );
});
