import Minus from "lucide-react/icons/minus";
import Plus from "lucide-react/icons/plus";
import { forwardRef, useImperativeHandle, useRef, type InputHTMLAttributes, type ReactNode } from "react";
import { cn } from "~/lib/utils/cn";
import { useIsClient } from "./client-only";
import { fieldControlClass, fieldShellVariants } from "./input";
import { useUiText } from "./use-ui-text";

export interface NumberInputProps extends Omit<InputHTMLAttributes<HTMLInputElement>, "size" | "type"> {
  /** Height: `small` 28 px, `medium` 32 px, `large` 40 px. Default: `medium`. */
  size?: "small" | "medium" | "large";
  /** Accessible names of the − and + buttons (they are out of the tab order; the arrow keys step the number). Default: the catalogue's `ui.numberInput` (减少 / Decrease, 增加 / Increase). */
  labels?: { decrement: string; increment: string };
  /** Classes for the outer box (the `className` goes to the `<input>`). No default. */
  wrapperClassName?: string;
}

/**
 * A native number field (min/max/step and arrow keys work without JavaScript). Once hydrated it
 * adds − / + buttons that step the same input and fire a normal change event.
 */
export const NumberInput = forwardRef<HTMLInputElement, NumberInputProps>(function NumberInput(
  { className, wrapperClassName, size, labels: labelOverrides, disabled, readOnly, ...props },
  ref,
) {
  const { t } = useUiText();
  const labels = { decrement: t("numberInput.decrement"), increment: t("numberInput.increment"), ...labelOverrides };
  const inputRef = useRef<HTMLInputElement>(null);
  useImperativeHandle(ref, () => inputRef.current as HTMLInputElement);
  const isClient = useIsClient();

  function step(direction: 1 | -1) {
    const input = inputRef.current;
    if (!input) return;
    const before = input.value;
    try {
      if (direction === 1) input.stepUp();
      else input.stepDown();
    } catch {
      return;
    }
    const after = input.value;
    if (after === before) return;
    // Reset then set through the native setter so React's controlled-input tracking sees a change.
    const setter = Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, "value")?.set;
    setter?.call(input, before);
    setter?.call(input, after);
    input.dispatchEvent(new Event("input", { bubbles: true }));
  }

  const inactive = disabled || readOnly;

  return (
    <span className={cn(fieldShellVariants({ size }), isClient && "px-0", wrapperClassName)}>
      {isClient ? (
        <StepButton
          label={labels.decrement}
          disabled={inactive}
          onClick={() => step(-1)}
          className="rounded-l border-r"
        >
          <Minus className="size-3.5" aria-hidden="true" />
        </StepButton>
      ) : null}
      <input
        ref={inputRef}
        type="number"
        inputMode="decimal"
        disabled={disabled}
        readOnly={readOnly}
        className={cn(
          fieldControlClass,
          isClient &&
            "px-2 text-center [appearance:textfield] [&::-webkit-inner-spin-button]:appearance-none [&::-webkit-outer-spin-button]:appearance-none",
          className,
        )}
        {...props}
      />
      {isClient ? (
        <StepButton label={labels.increment} disabled={inactive} onClick={() => step(1)} className="rounded-r border-l">
          <Plus className="size-3.5" aria-hidden="true" />
        </StepButton>
      ) : null}
    </span>
  );
});

/** A minus or plus button beside the number (out of the tab order: the arrow keys do the same). */
function StepButton({
  label,
  disabled,
  onClick,
  className,
  children,
}: {
  label: string;
  disabled?: boolean;
  onClick: () => void;
  className: string;
  children: ReactNode;
}) {
  return (
    <button
      type="button"
      tabIndex={-1}
      aria-label={label}
      disabled={disabled}
      onClick={onClick}
      className={cn(
        "flex h-full w-7 shrink-0 items-center justify-center border-line text-fg-muted hover:bg-surface-muted hover:text-primary disabled:pointer-events-none disabled:opacity-50",
        className,
      )}
    >
      {children}
    </button>
  );
}
