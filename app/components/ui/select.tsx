import * as SelectPrimitive from "@radix-ui/react-select";
import Check from "lucide-react/icons/check";
import ChevronDown from "lucide-react/icons/chevron-down";
import { forwardRef, useState, type ComponentPropsWithoutRef, type ElementRef, type SelectHTMLAttributes } from "react";
import { cn } from "~/lib/utils/cn";
import { fieldControlClass, fieldShellVariants } from "./input";
import { useUiText } from "./use-ui-text";

export interface SelectOption {
  value: string;
  label: string;
  disabled?: boolean;
  /** NativeSelect lists options with the same group under one `<optgroup>` of that label. */
  group?: string;
}

type Size = "small" | "medium" | "large";

export interface SelectProps {
  /** The choices: `{ value, label, disabled? }` each, listed in order (`group` is used only by NativeSelect). */
  options: SelectOption[];
  /**
   * Form field name: a hidden input carries the value, so the form posts it even before hydration. No default:
   * left out, nothing is posted.
   */
  name?: string;
  /** Controlled value: the chosen option's `value`. No default: left out, the select keeps its own choice. */
  value?: string;
  /** The option chosen at first when uncontrolled. No default: none chosen, the placeholder shows. */
  defaultValue?: string;
  /** Called with the chosen option's `value`. No default. */
  onValueChange?: (value: string) => void;
  /** Text in the box while nothing is chosen. Default: the catalogue's `ui.selectPlaceholder` (请选择 / Select). */
  placeholder?: string;
  /** Greys the select out; it cannot open and its value is not posted. No default: enabled. */
  disabled?: boolean;
  /** Marks the choice as required for Radix's form validation (after hydration). No default: optional. */
  required?: boolean;
  /** Height: `small` 28 px, `medium` 32 px, `large` 40 px. Default: `medium`. */
  size?: Size;
  /** Id of the trigger button, for a `<label htmlFor>` (FormField sets it). No default. */
  id?: string;
  /** Extra classes on the trigger button. No default. */
  className?: string;
  /** Accessible name when no `<label>` points at the select. No default. */
  "aria-label"?: string;
  /** Id(s) of the element(s) that name the select. No default. */
  "aria-labelledby"?: string;
  /** Id(s) of the help or error text read after the name (FormField sets it). No default. */
  "aria-describedby"?: string;
  /** Marks the choice as wrong: red border, announced as invalid (FormField sets it with an error). No default. */
  "aria-invalid"?: boolean | "true" | "false";
  /** Announces the select as required (FormField sets it with `required`). No default. */
  "aria-required"?: boolean | "true" | "false";
}

/**
 * A styled listbox (Radix Select). It needs JavaScript to open; the value it holds posts without it.
 * For forms that must be fully usable with JavaScript off, use `NativeSelect`.
 */
export const Select = /* @__PURE__ */ forwardRef<HTMLButtonElement, SelectProps>(function Select(
  {
    options,
    name,
    value,
    defaultValue,
    onValueChange,
    placeholder: placeholderText,
    disabled,
    required,
    size,
    id,
    className,
    ...aria
  },
  ref,
) {
  const { t } = useUiText();
  const placeholder = placeholderText ?? t("selectPlaceholder");
  const [inner, setInner] = useState(defaultValue);
  const current = value ?? inner;
  const selected = options.find((option) => option.value === current);

  function handleChange(next: string) {
    setInner(next);
    onValueChange?.(next);
  }

  return (
    <SelectPrimitive.Root value={current ?? ""} onValueChange={handleChange} disabled={disabled} required={required}>
      <SelectTrigger ref={ref} id={id} size={size} className={className} {...aria}>
        {/* Children given explicitly so the server renders the chosen label, not an empty box. */}
        <SelectPrimitive.Value placeholder={placeholder}>{selected?.label}</SelectPrimitive.Value>
      </SelectTrigger>
      <SelectContent>
        {options.map((option) => (
          <SelectItem key={option.value} value={option.value} disabled={option.disabled}>
            {option.label}
          </SelectItem>
        ))}
      </SelectContent>
      {name ? <input type="hidden" name={name} value={current ?? ""} disabled={disabled} /> : null}
    </SelectPrimitive.Root>
  );
});

export const SelectTrigger = /* @__PURE__ */ forwardRef<
  ElementRef<typeof SelectPrimitive.Trigger>,
  ComponentPropsWithoutRef<typeof SelectPrimitive.Trigger> & {
    /** Height: `small` 28 px, `medium` 32 px, `large` 40 px. Default: `medium`. */
    size?: Size;
  }
>(function SelectTrigger({ className, size, children, ...props }, ref) {
  return (
    <SelectPrimitive.Trigger
      ref={ref}
      className={cn(
        fieldShellVariants({ size }),
        "justify-between text-left outline-none focus-visible:border-primary focus-visible:ring-2 focus-visible:ring-primary/20 focus-visible:outline-none",
        "aria-[invalid=true]:border-danger data-[placeholder]:text-fg-subtle disabled:cursor-not-allowed disabled:border-line disabled:bg-surface-muted disabled:text-fg-subtle",
        className,
      )}
      {...props}
    >
      <span className="min-w-0 flex-1 truncate">{children}</span>
      <SelectPrimitive.Icon asChild>
        <ChevronDown className="size-4 shrink-0 text-fg-subtle" aria-hidden="true" />
      </SelectPrimitive.Icon>
    </SelectPrimitive.Trigger>
  );
});

export const SelectContent = /* @__PURE__ */ forwardRef<
  ElementRef<typeof SelectPrimitive.Content>,
  ComponentPropsWithoutRef<typeof SelectPrimitive.Content> & {
    /** `popper` opens the list under the trigger at its width; `item-aligned` lays the chosen item over the trigger. */
    position?: ComponentPropsWithoutRef<typeof SelectPrimitive.Content>["position"];
  }
>(function SelectContent({ className, children, position = "popper", ...props }, ref) {
  return (
    <SelectPrimitive.Portal>
      <SelectPrimitive.Content
        ref={ref}
        position={position}
        sideOffset={4}
        className={cn(
          "relative z-50 max-h-72 min-w-[8rem] overflow-hidden rounded border border-line bg-surface-raised text-sm text-fg shadow-pop",
          position === "popper" && "w-[var(--radix-select-trigger-width)]",
          className,
        )}
        {...props}
      >
        <SelectPrimitive.Viewport className="p-1">{children}</SelectPrimitive.Viewport>
      </SelectPrimitive.Content>
    </SelectPrimitive.Portal>
  );
});

export const SelectItem = /* @__PURE__ */ forwardRef<
  ElementRef<typeof SelectPrimitive.Item>,
  ComponentPropsWithoutRef<typeof SelectPrimitive.Item>
>(function SelectItem({ className, children, ...props }, ref) {
  return (
    <SelectPrimitive.Item
      ref={ref}
      className={cn(
        "relative flex h-8 cursor-pointer select-none items-center rounded-sm pl-3 pr-8 outline-none",
        "data-[highlighted]:bg-surface-muted data-[state=checked]:font-medium data-[state=checked]:text-primary data-[disabled]:pointer-events-none data-[disabled]:opacity-50",
        className,
      )}
      {...props}
    >
      <SelectPrimitive.ItemText>{children}</SelectPrimitive.ItemText>
      <SelectPrimitive.ItemIndicator className="absolute right-2 inline-flex">
        <Check className="size-4" aria-hidden="true" />
      </SelectPrimitive.ItemIndicator>
    </SelectPrimitive.Item>
  );
});

export interface NativeSelectProps extends Omit<SelectHTMLAttributes<HTMLSelectElement>, "size"> {
  /**
   * The choices: `{ value, label, disabled?, group? }` each; consecutive options of the same `group` go in one
   * <optgroup>.
   */
  options: SelectOption[];
  /** Adds a first, empty option with this text (it posts an empty value). No default: no empty option. */
  placeholder?: string;
  /** Height: `small` 28 px, `medium` 32 px, `large` 40 px. Default: `medium`. */
  size?: Size;
  /** Classes for the outer box (the `className` goes to the `<select>`). No default. */
  wrapperClassName?: string;
}

/** A styled native `<select>`: fully usable and posted with JavaScript off. */
export const NativeSelect = forwardRef<HTMLSelectElement, NativeSelectProps>(function NativeSelect(
  { options, placeholder, size, className, wrapperClassName, ...props },
  ref,
) {
  return (
    <span className={cn(fieldShellVariants({ size }), "px-0", wrapperClassName)}>
      <select
        ref={ref}
        className={cn(
          fieldControlClass,
          "cursor-pointer appearance-none pl-3 pr-8",
          size === "small" && "pl-2",
          className,
        )}
        {...props}
      >
        {placeholder !== undefined ? <option value="">{placeholder}</option> : null}
        {groupRuns(options).map(({ group, items }) => {
          const rendered = items.map((option) => (
            <option key={option.value} value={option.value} disabled={option.disabled}>
              {option.label}
            </option>
          ));
          return group === undefined ? (
            rendered
          ) : (
            <optgroup key={`group-${group}`} label={group}>
              {rendered}
            </optgroup>
          );
        })}
      </select>
      <ChevronDown className="pointer-events-none absolute right-2 size-4 text-fg-subtle" aria-hidden="true" />
    </span>
  );
});

/** Consecutive options of the same group, in order (ungrouped options form runs of their own). */
function groupRuns(options: SelectOption[]): { group: string | undefined; items: SelectOption[] }[] {
  const runs: { group: string | undefined; items: SelectOption[] }[] = [];
  for (const option of options) {
    const last = runs[runs.length - 1];
    if (last && last.group === option.group) last.items.push(option);
    else runs.push({ group: option.group, items: [option] });
  }
  return runs;
}
