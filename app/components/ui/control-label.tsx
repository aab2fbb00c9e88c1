import type { ReactNode } from "react";
import { cn } from "~/lib/utils/cn";

/** A checkbox or switch with its text beside it, the whole line clickable; the bare control without a label. */
export function ControlLabel({
  label,
  disabled,
  className,
  children,
}: {
  label?: ReactNode;
  disabled?: boolean;
  className?: string;
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
