import Check from "lucide-react/icons/check";
import Minus from "lucide-react/icons/minus";
import { forwardRef, useEffect, useImperativeHandle, useRef, type InputHTMLAttributes, type ReactNode } from "react";
import { cn } from "~/lib/utils/cn";
import { ControlLabel } from "./control-label";

export interface CheckboxProps extends Omit<InputHTMLAttributes<HTMLInputElement>, "type" | "children"> {
  /**
   * Text beside the box; clicking it toggles the box. No default: left out, the bare box renders, so give it an
   * `aria-label`.
   */
  label?: ReactNode;
  /** Shows the "some selected" dash (e.g. a select-all box). */
  indeterminate?: boolean;
}

/**
 * A styled native checkbox: it toggles, submits `name=value` and validates with JavaScript off.
 */
export const Checkbox = forwardRef<HTMLInputElement, CheckboxProps>(function Checkbox(
  { className, label, indeterminate = false, disabled, ...props },
  ref,
) {
  const inputRef = useRef<HTMLInputElement>(null);
  useImperativeHandle(ref, () => inputRef.current as HTMLInputElement);
  useEffect(() => {
    if (inputRef.current) inputRef.current.indeterminate = indeterminate;
  }, [indeterminate]);

  const box = (
    <span className="relative inline-flex size-4 shrink-0 items-center justify-center">
      <input
        ref={inputRef}
        type="checkbox"
        disabled={disabled}
        aria-checked={indeterminate ? "mixed" : undefined}
        className={cn(
          "peer absolute inset-0 m-0 size-4 cursor-pointer appearance-none rounded-sm border border-line-strong bg-surface transition-colors",
          "hover:border-primary checked:border-primary checked:bg-primary indeterminate:border-primary indeterminate:bg-primary",
          "aria-[invalid=true]:border-danger disabled:cursor-not-allowed disabled:border-line disabled:bg-surface-muted disabled:checked:bg-primary-300",
          "focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-primary",
          !label && className,
        )}
        {...props}
      />
      <Check
        className="pointer-events-none relative size-3 text-white opacity-0 peer-checked:opacity-100 peer-indeterminate:opacity-0"
        strokeWidth={3}
        aria-hidden="true"
      />
      <Minus
        className="pointer-events-none absolute size-3 text-white opacity-0 peer-indeterminate:opacity-100"
        strokeWidth={3}
        aria-hidden="true"
      />
    </span>
  );

  return (
    <ControlLabel label={label} disabled={disabled} className={className}>
      {box}
    </ControlLabel>
  );
});
