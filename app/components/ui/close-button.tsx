import X from "lucide-react/icons/x";
import { forwardRef, type ButtonHTMLAttributes } from "react";
import { cn } from "~/lib/utils/cn";

export interface CloseButtonProps extends ButtonHTMLAttributes<HTMLButtonElement> {
  /** The accessible name (the button shows only a cross). */
  label: string;
  /** `medium` (24 px, dialogs and drawers) or `small` (20 px, alerts and tags). */
  size?: "small" | "medium";
}

/** The cross that closes a dialog, a drawer or an alert. */
export const CloseButton = forwardRef<HTMLButtonElement, CloseButtonProps>(function CloseButton(
  { label, size = "medium", className, ...props },
  ref,
) {
  return (
    <button
      ref={ref}
      type="button"
      aria-label={label}
      className={cn(
        "inline-flex shrink-0 items-center justify-center rounded text-fg-muted hover:bg-surface-muted hover:text-fg focus-visible:outline-2 focus-visible:outline-primary",
        size === "small" ? "size-5" : "size-6",
        className,
      )}
      {...props}
    >
      <X className={size === "small" ? "size-3.5" : "size-4"} aria-hidden="true" />
    </button>
  );
});
