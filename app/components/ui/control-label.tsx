import type { ReactNode } from "react";
import { cn } from "~/lib/utils/cn";

/** A checkbox or switch with its text beside it, the whole line clickable; the bare control without a label. */
export function ControlLabel({
  label,
  disabled,
  className,
  children,
}: {
  /** The text beside the control. No default: left out, the control renders bare, without a `<label>`. */
  label?: ReactNode;
  /** Greys the text and shows the not-allowed cursor (disable the control itself too). No default: enabled. */
  disabled?: boolean;
  /** Extra classes on the `<label>`. No default. */
  className?: string;
  /** The control: a checkbox or a switch input. */
  children: ReactNode;
}) {
  if (!label) return <>{children}</>;
  return (
    <label
      className={cn(
        "inline-flex cursor-pointer items-center gap-2 text-sm text-fg",
        disabled && "cursor-not-allowed text-fg-subtle",
        className,
      )}
    >
      {children}
      <span>{label}</span>
    </label>
  );
}
