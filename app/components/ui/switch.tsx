import { forwardRef, type InputHTMLAttributes, type ReactNode } from "react";
import { cn } from "~/lib/utils/cn";
import { ControlLabel } from "./control-label";

export interface SwitchProps extends Omit<InputHTMLAttributes<HTMLInputElement>, "type" | "size" | "children"> {
  /**
   * Text beside the switch; clicking it toggles. No default: left out, the bare switch renders, so give it an
   * `aria-label`.
   */
  label?: ReactNode;
  /** `medium` (40 × 24 px) or `small` (28 × 16 px) for table rows. */
  size?: "small" | "medium";
}

/**
 * An on/off switch built on a native checkbox with `role="switch"`: it toggles and posts `name=value`
 * (default "on") with JavaScript off; an unchecked switch posts nothing, like any checkbox.
 */
export const Switch = forwardRef<HTMLInputElement, SwitchProps>(function Switch(
  { className, label, size = "medium", disabled, ...props },
  ref,
) {
  const small = size === "small";
  const control = (
    <span className={cn("relative inline-flex shrink-0 items-center", small ? "h-4 w-7" : "h-6 w-10")}>
      <input
        ref={ref}
        type="checkbox"
        role="switch"
        disabled={disabled}
        className={cn(
          "peer absolute inset-0 m-0 size-full cursor-pointer appearance-none rounded-full bg-line-strong transition-colors",
          "checked:bg-primary disabled:cursor-not-allowed disabled:opacity-50",
          "focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-primary",
          !label && className,
        )}
        {...props}
      />
      <span
        aria-hidden="true"
        className={cn(
          "pointer-events-none absolute left-0.5 rounded-full bg-white shadow transition-transform",
          small ? "size-3 peer-checked:translate-x-3" : "size-5 peer-checked:translate-x-4",
        )}
      />
    </span>
  );
  return (
    <ControlLabel label={label} disabled={disabled} className={className}>
      {control}
    </ControlLabel>
  );
});
