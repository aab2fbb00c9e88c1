import type { HTMLAttributes, ReactNode } from "react";
import { cn } from "~/lib/utils/cn";

export interface BadgeProps extends HTMLAttributes<HTMLSpanElement> {
  /** The number to show; over `max` it shows "max+". Hidden at 0 unless `showZero`. */
  count?: number;
  /** The largest number shown as is; above it the badge reads "99+" (with the default). */
  max?: number;
  /** A small dot instead of a number. */
  dot?: boolean;
  /** Shows the badge at a count of 0 (otherwise it is hidden). */
  showZero?: boolean;
  /**
   * Screen-reader text for the badge, e.g. "3 条未读消息". No default: left out, the number is read as is, and a dot is
   * hidden from screen readers.
   */
  label?: string;
  /** Colour of the badge: `danger` (red) for unread or urgent counts, `primary`, `success`, `warning`, `gray`. */
  status?: "primary" | "danger" | "success" | "warning" | "gray";
  /**
   * The element the badge sits on the corner of (an icon or avatar). No default: left out, the badge stands alone
   * inline.
   */
  children?: ReactNode;
}

const statusBg = {
  primary: "bg-primary text-primary-foreground dark:bg-primary-400",
  danger: "bg-danger text-white dark:bg-[color-mix(in_oklab,var(--danger)_65%,black)]",
  success: "bg-[color-mix(in_oklab,var(--success)_70%,black)] text-white",
  warning: "bg-[color-mix(in_oklab,var(--warning)_80%,black)] text-white",
  gray: "bg-fg-subtle text-surface",
} as const;

/** A count or dot on the corner of an element (unread messages, new items). */
export function Badge({
  count = 0,
  max = 99,
  dot = false,
  showZero = false,
  label,
  status = "danger",
  className,
  children,
  ...props
}: BadgeProps) {
  const hidden = !dot && count <= 0 && !showZero;
  const text = count > max ? `${max}+` : String(count);
  const mark = hidden ? null : dot ? (
    <span
      className={cn("block size-2 rounded-full ring-2 ring-surface", statusBg[status])}
      aria-hidden={label ? undefined : true}
    >
      {label ? <span className="sr-only">{label}</span> : null}
    </span>
  ) : (
    <span
      className={cn(
        "inline-flex h-[18px] min-w-[18px] items-center justify-center rounded-full px-1.5 text-xs leading-none tabular-nums ring-2 ring-surface",
        statusBg[status],
      )}
    >
      <span aria-hidden={label ? true : undefined}>{text}</span>
      {label ? <span className="sr-only">{label}</span> : null}
    </span>
  );
  if (!children)
    return (
      <span className={cn("inline-flex", className)} {...props}>
        {mark}
      </span>
    );
  return (
    <span className={cn("relative inline-flex", className)} {...props}>
      {children}
      {mark ? <span className="absolute right-0 top-0 -translate-y-1/2 translate-x-1/2">{mark}</span> : null}
    </span>
  );
}
