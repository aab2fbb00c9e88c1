import { forwardRef, useState, type ChangeEvent, type TextareaHTMLAttributes } from "react";
import { cn } from "~/lib/utils/cn";

export interface TextareaProps extends TextareaHTMLAttributes<HTMLTextAreaElement> {
  /** Shows a "used / maxLength" counter under the box (only when `maxLength` is set). */
  showCount?: boolean;
  /** Classes for the outer box (the `className` goes to the `<textarea>`). No default. */
  wrapperClassName?: string;
  /** Visible lines of text before it scrolls (the user can drag it taller). */
  rows?: number;
}

/** A multi-line text field; with `maxLength` and `showCount` it counts characters as you type. */
export const Textarea = forwardRef<HTMLTextAreaElement, TextareaProps>(function Textarea(
  { className, wrapperClassName, showCount = true, maxLength, onChange, value, defaultValue, rows = 4, ...props },
  ref,
) {
  const [uncontrolledLength, setUncontrolledLength] = useState(() => String(defaultValue ?? "").length);
  const length = value !== undefined ? String(value).length : uncontrolledLength;
  const counting = showCount && maxLength !== undefined;

  function handleChange(event: ChangeEvent<HTMLTextAreaElement>) {
    setUncontrolledLength(event.target.value.length);
    onChange?.(event);
  }

  return (
    <div
      className={cn(
        "relative w-full rounded border border-line-strong bg-surface text-sm text-fg transition-colors",
        "hover:border-primary-400 focus-within:border-primary focus-within:ring-2 focus-within:ring-primary/20",
        "has-[[aria-invalid=true]]:border-danger has-[>:disabled]:border-line has-[>:disabled]:bg-surface-muted has-[>:disabled]:text-fg-subtle",
        wrapperClassName,
      )}
    >
      <textarea
        ref={ref}
        rows={rows}
        maxLength={maxLength}
        value={value}
        defaultValue={defaultValue}
        onChange={handleChange}
        className={cn(
          "block w-full resize-y bg-transparent px-3 py-1.5 leading-relaxed outline-none placeholder:text-fg-subtle focus-visible:outline-none disabled:cursor-not-allowed",
          className,
        )}
        {...props}
      />
      {counting ? (
        <div className="px-3 pb-1 text-right text-xs text-fg-muted tabular-nums">
          {length}/{maxLength}
        </div>
      ) : null}
    </div>
  );
});
