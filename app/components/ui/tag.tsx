import { cva, type VariantProps } from "class-variance-authority";
import X from "lucide-react/icons/x";
import { useState, type HTMLAttributes, type ReactNode } from "react";
import { cn } from "~/lib/utils/cn";
import { useUiText } from "./use-ui-text";

/*
 * Tag colours are categorical (not status), so gray/arcoblue/red use the theme tokens and the other hues
 * use Tailwind's palette with an explicit dark-theme pairing.
 */
export const tagVariants = cva("inline-flex max-w-full items-center gap-1 rounded-sm border font-normal leading-none", {
  variants: {
    color: {
      gray: "border-line bg-surface-muted text-fg-muted",
      arcoblue: "border-primary-200 bg-primary-100 text-primary-700 dark:text-primary-700",
      blue: "border-sky-200 bg-sky-50 text-sky-800 dark:border-sky-800 dark:bg-sky-950 dark:text-sky-200",
      green: "border-green-200 bg-green-50 text-green-800 dark:border-green-800 dark:bg-green-950 dark:text-green-200",
      red: "border-danger/30 bg-danger/10 text-[color-mix(in_oklab,var(--danger)_85%,black)] dark:text-danger",
      orange:
        "border-orange-200 bg-orange-50 text-orange-800 dark:border-orange-800 dark:bg-orange-950 dark:text-orange-200",
    },
    size: {
      small: "h-5 px-1.5 text-xs",
      medium: "h-6 px-2 text-xs",
      large: "h-7 px-2.5 text-sm",
    },
  },
  defaultVariants: { color: "gray", size: "medium" },
});

export type TagColor = NonNullable<VariantProps<typeof tagVariants>["color"]>;

export interface TagProps extends Omit<HTMLAttributes<HTMLSpanElement>, "color">, VariantProps<typeof tagVariants> {
  /** Shows a × button; the tag hides itself unless `visible` is controlled. No default: not closable. */
  closable?: boolean;
  /** Called when the × is pressed (after the tag hides itself, if uncontrolled). No default. */
  onClose?: () => void;
  /** Accessible name of the close button. Default: the catalogue's `ui.tag.removeNamed` (“移除 标签名” / “Remove tag name”) when the children are a string, else `ui.tag.remove`. */
  closeLabel?: string;
  /**
   * Controlled visibility; set it to keep the tag shown or hidden whatever the × does. No default: the tag keeps its
   * own state.
   */
  visible?: boolean;
  /** A small icon before the text (decorative, hidden from screen readers). No default. */
  icon?: ReactNode;
  /** Categorical colour: `gray`, `arcoblue` (brand), `blue`, `green`, `red`, `orange`. Default: `gray`. */
  color?: VariantProps<typeof tagVariants>["color"];
  /** Height: `small` 20 px, `medium` 24 px, `large` 28 px. Default: `medium`. */
  size?: VariantProps<typeof tagVariants>["size"];
}

/** A short label for a category or state; optionally removable. */
export function Tag({
  color,
  size,
  closable,
  onClose,
  closeLabel,
  visible,
  icon,
  className,
  children,
  ...props
}: TagProps) {
  const [shown, setShown] = useState(true);
  const { t } = useUiText();
  if (!(visible ?? shown)) return null;
  return (
    <span className={cn(tagVariants({ color, size }), className)} {...props}>
      {icon ? (
        <span className="inline-flex [&_svg]:size-3" aria-hidden="true">
          {icon}
        </span>
      ) : null}
      <span className="truncate py-0.5">{children}</span>
      {closable ? (
        <button
          type="button"
          aria-label={
            closeLabel ?? (typeof children === "string" ? t("tag.removeNamed", { name: children }) : t("tag.remove"))
          }
          onClick={() => {
            setShown(false);
            onClose?.();
          }}
          className="-mr-0.5 inline-flex size-4 items-center justify-center rounded-sm opacity-80 hover:bg-black/10 hover:opacity-100 focus-visible:outline-2 focus-visible:outline-primary dark:hover:bg-white/10"
        >
          <X className="size-3" aria-hidden="true" />
        </button>
      ) : null}
    </span>
  );
}
