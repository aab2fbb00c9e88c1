import {
  createContext,
  forwardRef,
  useContext,
  useId,
  useState,
  type ChangeEvent,
  type HTMLAttributes,
  type InputHTMLAttributes,
  type ReactNode,
} from "react";
import { cn } from "~/lib/utils/cn";

interface RadioGroupContextValue {
  name: string;
  value: string | undefined;
  disabled?: boolean;
  invalid?: boolean;
  onChange: (event: ChangeEvent<HTMLInputElement>) => void;
}

const RadioGroupContext = createContext<RadioGroupContextValue | null>(null);

export interface RadioGroupProps extends Omit<HTMLAttributes<HTMLDivElement>, "onChange" | "defaultValue"> {
  /** Form field name shared by the radios. No default: a generated one (then nothing meaningful posts). */
  name?: string;
  /** Controlled value: the `value` of the checked radio. No default: left out, the group keeps its own choice. */
  value?: string;
  /** The radio checked at first when uncontrolled. No default: none checked. */
  defaultValue?: string;
  /** Called with the newly checked radio's `value`. No default. */
  onValueChange?: (value: string) => void;
  /** Disables every radio of the group. No default: enabled. */
  disabled?: boolean;
  /** `horizontal` lays the radios in a wrapping row, `vertical` in a column (also set as aria-orientation). */
  orientation?: "horizontal" | "vertical";
  /** Shortcut for simple groups; or pass `<Radio>` children. No default: the children are the radios. */
  options?: { value: string; label: ReactNode; disabled?: boolean }[];
}

/**
 * A group of native radio buttons (arrow keys, form posting and validation work with JavaScript off).
 * Label it with `aria-label`/`aria-labelledby`, or put it in a FormField with `group`.
 */
export const RadioGroup = forwardRef<HTMLDivElement, RadioGroupProps>(function RadioGroup(
  {
    name,
    value,
    defaultValue,
    onValueChange,
    disabled,
    orientation = "horizontal",
    options,
    className,
    children,
    ...props
  },
  ref,
) {
  const generated = useId();
  const [inner, setInner] = useState(defaultValue);
  const current = value ?? inner;
  const invalid = props["aria-invalid"] === true || props["aria-invalid"] === "true";

  function onChange(event: ChangeEvent<HTMLInputElement>) {
    setInner(event.target.value);
    onValueChange?.(event.target.value);
  }

  return (
    <RadioGroupContext.Provider value={{ name: name ?? generated, value: current, disabled, invalid, onChange }}>
      <div
        ref={ref}
        role="radiogroup"
        aria-orientation={orientation}
        className={cn("flex gap-x-6 gap-y-2", orientation === "vertical" ? "flex-col" : "flex-wrap", className)}
        {...props}
      >
        {options?.map((option) => (
          <Radio key={option.value} value={option.value} disabled={option.disabled}>
            {option.label}
          </Radio>
        ))}
        {children}
      </div>
    </RadioGroupContext.Provider>
  );
});

export interface RadioProps extends Omit<InputHTMLAttributes<HTMLInputElement>, "type" | "name" | "value"> {
  /** The value this radio posts and that the group's `value` matches. */
  value: string;
  /** The label beside the radio; clicking it checks the radio. No default: left out, give the radio an `aria-label`. */
  children?: ReactNode;
}

/** One option of a RadioGroup. */
export const Radio = forwardRef<HTMLInputElement, RadioProps>(function Radio(
  { value, children, disabled, className, ...props },
  ref,
) {
  const group = useContext(RadioGroupContext);
  const isDisabled = disabled || group?.disabled;
  return (
    <label
      className={cn(
        "inline-flex cursor-pointer items-center gap-2 text-sm text-fg",
        isDisabled && "cursor-not-allowed text-fg-subtle",
        className,
      )}
    >
      <span className="relative inline-flex size-4 shrink-0 items-center justify-center">
        <input
          ref={ref}
          type="radio"
          name={group?.name}
          value={value}
          checked={group ? group.value === value : undefined}
          onChange={group?.onChange}
          disabled={isDisabled}
          className={cn(
            "peer absolute inset-0 m-0 size-4 cursor-pointer appearance-none rounded-full border border-line-strong bg-surface transition-colors",
            "hover:border-primary checked:border-primary disabled:cursor-not-allowed disabled:border-line disabled:bg-surface-muted",
            group?.invalid && "border-danger",
            "focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-primary",
          )}
          {...props}
        />
        <span
          aria-hidden="true"
          className="pointer-events-none relative size-2 scale-0 rounded-full bg-primary transition-transform peer-checked:scale-100 peer-disabled:bg-primary-300"
        />
      </span>
      {children}
    </label>
  );
});
