import { cva, type VariantProps } from "class-variance-authority";
import { forwardRef, type InputHTMLAttributes, type ReactNode } from "react";
import { cn } from "~/lib/utils/cn";

/**
 * The bordered box shared by text-like controls (Input, NumberInput, NativeSelect, Select and date
 * triggers). Error and disabled states follow the inner control's `aria-invalid` / `disabled`, so a
 * FormField only has to mark the control itself.
 */
export const fieldShellVariants = cva(
  [
    "relative flex w-full items-center gap-2 rounded border border-line-strong bg-surface text-fg transition-colors",
    "hover:border-primary-400 focus-within:border-primary focus-within:ring-2 focus-within:ring-primary/20",
    "has-[[aria-invalid=true]]:border-danger has-[[aria-invalid=true]]:focus-within:ring-danger/20",
    "has-[>:disabled]:cursor-not-allowed has-[>:disabled]:border-line has-[>:disabled]:bg-surface-muted has-[>:disabled]:text-fg-subtle",
  ],
  {
    variants: {
      size: {
        small: "h-7 px-2 text-sm",
        medium: "h-8 px-3 text-sm",
        large: "h-10 px-3 text-base",
      },
    },
    defaultVariants: { size: "medium" },
  },
);

/**
 * A native date input inside a shell: never narrower than its own date (a clipped "2025/08/0" reads as another
 * date), so a range of two needs a field wide enough for both (about 310 px with its separator).
 */
export const dateControlClass =
  "h-[30px] min-w-max flex-1 bg-transparent text-inherit outline-none disabled:cursor-not-allowed focus-visible:outline-none";

/**
 * The shell of a start–end pair of native date inputs: tight gaps keep both dates on one line at a 375 px phone;
 * on a narrower field the end date wraps to a second line inside the box instead of being cut.
 */
export const dateRangeShellClass = "h-auto min-h-8 flex-wrap gap-x-1.5 gap-y-0 px-2";

/** Classes for the bare control inside a shell: it takes the room and shows no border of its own. */
export const fieldControlClass =
  "h-full min-w-0 flex-1 bg-transparent text-inherit outline-none placeholder:text-fg-subtle disabled:cursor-not-allowed focus-visible:outline-none";

export interface InputProps
  extends Omit<InputHTMLAttributes<HTMLInputElement>, "size" | "prefix">, VariantProps<typeof fieldShellVariants> {
  /** Shown before the text, e.g. an icon or a unit; decorative unless it is text the user must read. No default. */
  prefix?: ReactNode;
  /** Shown after the text, e.g. a unit or a clear button. No default. */
  suffix?: ReactNode;
  /** Classes for the outer box (the `className` goes to the `<input>`). No default. */
  wrapperClassName?: string;
  /** Height: `small` 28 px, `medium` 32 px, `large` 40 px. Default: `medium`. */
  size?: VariantProps<typeof fieldShellVariants>["size"];
  /** The input type: e.g. `text`, `search`, `email`, `tel`, `url`, `password` (numbers: NumberInput; dates: DatePicker). */
  type?: InputHTMLAttributes<HTMLInputElement>["type"];
}

/** A single-line text field with optional prefix/suffix; mark errors with `aria-invalid`. */
export const Input = forwardRef<HTMLInputElement, InputProps>(function Input(
  { className, wrapperClassName, size, prefix, suffix, type = "text", ...props },
  ref,
) {
  return (
    <span className={cn(fieldShellVariants({ size }), wrapperClassName)}>
      {prefix ? <span className="flex shrink-0 items-center text-fg-subtle">{prefix}</span> : null}
      <input ref={ref} type={type} className={cn(fieldControlClass, className)} {...props} />
      {suffix ? <span className="flex shrink-0 items-center text-fg-subtle">{suffix}</span> : null}
    </span>
  );
});
