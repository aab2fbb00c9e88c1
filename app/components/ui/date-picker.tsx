import { format, isValid, parseISO } from "date-fns";
import CalendarDays from "lucide-react/icons/calendar-days";
import { forwardRef, useState, type ComponentPropsWithoutRef, type Ref } from "react";
import type { DateRange } from "react-day-picker";
import { cn } from "~/lib/utils/cn";
import { Calendar } from "./calendar";
import { useIsClient } from "./client-only";
import { dateControlClass, dateRangeShellClass, fieldShellVariants } from "./input";
import { Popover, PopoverContent, PopoverTrigger } from "./popover";
import { useUiText, type UiText } from "./use-ui-text";

const ISO = "yyyy-MM-dd";
type Size = "small" | "medium" | "large";
type Lang = "zh-CN" | "en-US";

function toDate(value: string | undefined): Date | undefined {
  if (!value) return undefined;
  const date = parseISO(value);
  return isValid(date) ? date : undefined;
}
function toIso(date: Date | undefined): string {
  return date ? format(date, ISO) : "";
}
/** A day as the language writes it: "2025年10月1日", "Oct 1, 2025". */
function display(value: string | undefined, lang: Lang): string {
  const date = toDate(value);
  return date ? new Intl.DateTimeFormat(lang, { dateStyle: "medium" }).format(date) : "";
}

/** The picker's language: its `lang` prop, else the page's. */
function useLang(lang: Lang | undefined): { lang: Lang; t: UiText["t"] } {
  const { t, locale } = useUiText();
  return { lang: lang ?? (locale === "en-US" ? "en-US" : "zh-CN"), t };
}

/**
 * The popover's first focus goes to the calendar's selected day (or today, or the first day it allows), not to
 * its first button (the previous-month arrow): the one day button in the tab order (the calendar's roving
 * focus) takes it instead of Radix's first tabbable element.
 */
function focusCalendarDay(event: Event) {
  const day = (event.target as HTMLElement | null)?.querySelector<HTMLElement>(
    '[role="gridcell"] button[tabindex="0"]',
  );
  if (!day) return;
  event.preventDefault();
  day.focus();
}

/** The days outside [min, max] for the calendar's `disabled` matcher. */
function outOfRange(min: string | undefined, max: string | undefined) {
  const first = toDate(min);
  const last = toDate(max);
  return [...(first ? [{ before: first }] : []), ...(last ? [{ after: last }] : [])];
}

interface Limits {
  min?: string;
  max?: string;
  disabled?: boolean;
  required?: boolean;
}

/** What every native date input of the server rendering has: its type, limits and the shell's control look. */
function nativeDate(limits: Limits) {
  return { type: "date", ...limits, className: dateControlClass } as const;
}

/** The button that opens the calendar, showing the chosen value(s) and a calendar icon. */
const PickerTrigger = forwardRef<HTMLButtonElement, ComponentPropsWithoutRef<typeof PopoverTrigger> & { size?: Size }>(
  function PickerTrigger({ size, className, children, ...props }, ref) {
    return (
      <PopoverTrigger
        ref={ref}
        className={cn(
          fieldShellVariants({ size }),
          "justify-between text-left outline-none focus-visible:border-primary focus-visible:ring-2 focus-visible:ring-primary/20 focus-visible:outline-none",
          "aria-[invalid=true]:border-danger disabled:cursor-not-allowed disabled:bg-surface-muted disabled:text-fg-subtle",
          className,
        )}
        {...props}
      >
        {children}
        <CalendarDays className="size-4 shrink-0 text-fg-subtle" aria-hidden="true" />
      </PopoverTrigger>
    );
  },
);

interface AriaProps {
  /** Accessible name when no `<label>` points at the field (FormField gives one). No default. */
  "aria-label"?: string;
  /** Id(s) of the help or error text read after the name (FormField sets it). No default. */
  "aria-describedby"?: string;
  /** Marks the value as wrong: red border, announced as invalid (FormField sets it with an error). No default. */
  "aria-invalid"?: boolean | "true" | "false";
  /**
   * Announces the field as required on the native inputs; the button after hydration cannot carry it, so the label's
   * mark conveys it. No default.
   */
  "aria-required"?: boolean | "true" | "false";
}

export interface DatePickerProps extends AriaProps {
  /**
   * Field name; the value posts as `yyyy-MM-dd` (a hidden input after hydration). No default: left out, nothing is
   * posted.
   */
  name?: string;
  /** Controlled value, `yyyy-MM-dd` (empty string for none). No default: left out, the picker keeps its own value. */
  value?: string;
  /** Starting value when uncontrolled, `yyyy-MM-dd`. No default: empty. */
  defaultValue?: string;
  /** Called with the chosen day as `yyyy-MM-dd` when a day is picked (after hydration). No default. */
  onValueChange?: (value: string) => void;
  /** Earliest selectable day, `yyyy-MM-dd`. No default: no lower limit. */
  min?: string;
  /** Latest selectable day, `yyyy-MM-dd`. No default: no upper limit. */
  max?: string;
  /** Text on the button while no day is chosen (after hydration). Default: "请选择日期" or "Select date" by `lang`. */
  placeholder?: string;
  /** Greys the field out and leaves its value out of the posted form. No default: enabled. */
  disabled?: boolean;
  /**
   * The native input refuses an empty value on submit (before hydration; after it, validate on the server). No default:
   * optional.
   */
  required?: boolean;
  /** Height: `small` 28 px, `medium` 32 px, `large` 40 px. Default: `medium`. */
  size?: Size;
  /** Language of the shown date and the calendar. Default: the page's language. */
  lang?: Lang;
  /** Id of the input (before hydration) or the button (after), for a `<label htmlFor>`. No default. */
  id?: string;
  /** Extra classes on the field's shell. No default. */
  className?: string;
}

/**
 * A date field. On the server and before hydration it is a native `<input type="date">` (usable and
 * posted with JavaScript off); in the browser it becomes a button opening a calendar popover, with a
 * hidden input carrying the value under the same name.
 */
export const DatePicker = forwardRef<HTMLElement, DatePickerProps>(function DatePicker(
  {
    name,
    value,
    defaultValue,
    onValueChange,
    min,
    max,
    placeholder,
    disabled,
    required,
    size,
    lang: langProp,
    id,
    className,
    ...aria
  },
  ref,
) {
  const { lang, t } = useLang(langProp);
  const isClient = useIsClient();
  const [inner, setInner] = useState(defaultValue ?? "");
  const [open, setOpen] = useState(false);
  const current = value ?? inner;
  // A button may not carry aria-required; the label's required mark conveys it after hydration.
  const { "aria-required": _ariaRequired, ...triggerAria } = aria;
  const text = placeholder ?? t("datePicker.placeholder");

  function commit(next: string) {
    setInner(next);
    onValueChange?.(next);
  }

  if (!isClient) {
    return (
      <span className={cn(fieldShellVariants({ size }), className)}>
        <input
          ref={ref as Ref<HTMLInputElement>}
          id={id}
          name={name}
          defaultValue={current}
          {...nativeDate({ min, max, disabled, required })}
          {...aria}
        />
      </span>
    );
  }

  return (
    <Popover open={open} onOpenChange={setOpen}>
      <PickerTrigger
        ref={ref as Ref<HTMLButtonElement>}
        id={id}
        disabled={disabled}
        size={size}
        className={className}
        {...triggerAria}
      >
        <span className={cn("truncate", !current && "text-fg-subtle")}>{display(current, lang) || text}</span>
      </PickerTrigger>
      <PopoverContent className="w-auto p-3" onOpenAutoFocus={focusCalendarDay}>
        <Calendar
          lang={lang}
          mode="single"
          selected={toDate(current)}
          defaultMonth={toDate(current)}
          disabled={outOfRange(min, max)}
          onSelect={(date) => {
            commit(toIso(date));
            setOpen(false);
          }}
        />
      </PopoverContent>
      {name ? <input type="hidden" name={name} value={current} disabled={disabled} /> : null}
    </Popover>
  );
});

export interface DateRangeValue {
  from?: string;
  to?: string;
}

export interface DateRangePickerProps extends Omit<AriaProps, "aria-label"> {
  /** Field name of the start day; posts `yyyy-MM-dd`. No default: left out, the start is not posted. */
  startName?: string;
  /** Field name of the end day; posts `yyyy-MM-dd`. No default: left out, the end is not posted. */
  endName?: string;
  /** Controlled value, `{ from?, to? }` as `yyyy-MM-dd`. No default: left out, the picker keeps its own value. */
  value?: DateRangeValue;
  /** Starting value when uncontrolled, `{ from?, to? }`. No default: empty. */
  defaultValue?: DateRangeValue;
  /** Called with `{ from?, to? }` on every click in the calendar (the first click sets only `from`). No default. */
  onValueChange?: (value: DateRangeValue) => void;
  /** Earliest selectable day, `yyyy-MM-dd`. No default: no lower limit. */
  min?: string;
  /** Latest selectable day, `yyyy-MM-dd`. No default: no upper limit. */
  max?: string;
  /** Greys the field out and leaves both values out of the posted form. No default: enabled. */
  disabled?: boolean;
  /** The native inputs refuse empty values on submit (before hydration). No default: optional. */
  required?: boolean;
  /** Height: `small` 28 px, `medium` 32 px, `large` 40 px. Default: `medium`. */
  size?: Size;
  /** Language of the calendar, the shown dates, the separator (至 / to) and the default labels. Default: the page's language. */
  lang?: Lang;
  /**
   * Accessible names of the two ends, also the button's placeholders. Default: 开始日期 / 结束日期, or Start date / End date by
   * `lang`.
   */
  labels?: { start: string; end: string };
  /** Id of the start input (before hydration) or the button (after), for a `<label htmlFor>`. No default. */
  id?: string;
  /** Extra classes on the field's shell. No default. */
  className?: string;
}

/**
 * A start–end date field: two native date inputs before hydration, a two-month range calendar after.
 */
export function DateRangePicker({
  startName,
  endName,
  value,
  defaultValue,
  onValueChange,
  min,
  max,
  disabled,
  required,
  size,
  lang: langProp,
  labels,
  id,
  className,
  ...aria
}: DateRangePickerProps) {
  const { lang, t } = useLang(langProp);
  const isClient = useIsClient();
  const [inner, setInner] = useState<DateRangeValue>(defaultValue ?? {});
  const [open, setOpen] = useState(false);
  const current = value ?? inner;
  const names = labels ?? { start: t("datePicker.start"), end: t("datePicker.end") };
  const separator = t("datePicker.separator");
  const { "aria-required": _ariaRequired, ...triggerAria } = aria;

  if (!isClient) {
    return (
      <span className={cn(fieldShellVariants({ size }), dateRangeShellClass, className)}>
        <input
          id={id}
          name={startName}
          defaultValue={current.from}
          {...nativeDate({ min, max, disabled, required })}
          {...aria}
          aria-label={names.start}
        />
        <span className="text-fg-subtle" aria-hidden="true">
          {separator}
        </span>
        <input
          name={endName}
          defaultValue={current.to}
          {...nativeDate({ min, max, disabled, required })}
          {...aria}
          aria-label={names.end}
        />
      </span>
    );
  }

  const selected: DateRange | undefined = current.from
    ? { from: toDate(current.from), to: toDate(current.to) }
    : undefined;
  return (
    <Popover open={open} onOpenChange={setOpen}>
      <PickerTrigger id={id} disabled={disabled} size={size} className={className} {...triggerAria}>
        <span className={cn("flex-1 truncate", !current.from && "text-fg-subtle")}>
          {display(current.from, lang) || names.start}
        </span>
        <span className="text-fg-subtle" aria-hidden="true">
          {separator}
        </span>
        <span className={cn("flex-1 truncate", !current.to && "text-fg-subtle")}>
          {display(current.to, lang) || names.end}
        </span>
      </PickerTrigger>
      <PopoverContent className="w-auto p-3" onOpenAutoFocus={focusCalendarDay}>
        <Calendar
          lang={lang}
          mode="range"
          numberOfMonths={2}
          selected={selected}
          defaultMonth={selected?.from}
          disabled={outOfRange(min, max)}
          onSelect={(range) => {
            const next = { from: toIso(range?.from) || undefined, to: toIso(range?.to) || undefined };
            setInner(next);
            onValueChange?.(next);
            if (range?.from && range.to && range.from.getTime() !== range.to.getTime()) setOpen(false);
          }}
        />
      </PopoverContent>
      {startName ? <input type="hidden" name={startName} value={current.from ?? ""} disabled={disabled} /> : null}
      {endName ? <input type="hidden" name={endName} value={current.to ?? ""} disabled={disabled} /> : null}
    </Popover>
  );
}
