import ChevronLeft from "lucide-react/icons/chevron-left";
import ChevronRight from "lucide-react/icons/chevron-right";
import { useMemo, type ComponentProps } from "react";
import { DayPicker, type DayPickerProps } from "react-day-picker";
import { enUS, zhCN } from "react-day-picker/locale";
import { cn } from "~/lib/utils/cn";
import { useUiText, type UiText } from "./use-ui-text";

export type CalendarProps = ComponentProps<typeof DayPicker> & {
  /** Language of the week's layout and of the full dates read to screen readers. Default: the page's language. */
  lang?: "zh-CN" | "en-US";
};

/**
 * The calendar's words from the catalogue (common.json `ui.calendar`): month and weekday names, the caption,
 * the navigation's names and what a day button reads (its full date by Intl in the page's language).
 */
function calendarText({ t, list }: UiText, lang: string) {
  const months = list("calendar.months");
  const weekdays = list("calendar.weekdays");
  const weekdaysLong = list("calendar.weekdaysLong");
  const fullDate = new Intl.DateTimeFormat(lang, { dateStyle: "full" });
  const caption = (month: Date) =>
    t("calendar.caption", { year: month.getFullYear(), month: months[month.getMonth()] ?? month.getMonth() + 1 });
  const formatters: DayPickerProps["formatters"] = {
    formatCaption: caption,
    formatWeekdayName: (day) => weekdays[day.getDay()] ?? "",
  };
  const labels: DayPickerProps["labels"] = {
    labelPrevious: () => t("calendar.previous"),
    labelNext: () => t("calendar.next"),
    labelNav: () => t("calendar.nav"),
    labelGrid: caption,
    labelWeekday: (day) => weekdaysLong[day.getDay()] ?? "",
    labelDayButton: (day, modifiers) => {
      let label = fullDate.format(day);
      if (modifiers.today) label = t("calendar.today", { date: label });
      if (modifiers.selected) label = t("calendar.selected", { date: label });
      return label;
    },
    labelGridcell: (day, modifiers) => {
      const label = fullDate.format(day);
      return modifiers?.today ? t("calendar.today", { date: label }) : label;
    },
  };
  return { formatters, labels };
}

/** A month grid (react-day-picker) styled with the design tokens; used inside the date pickers. */
export function Calendar({ className, classNames, lang, formatters, labels, ...props }: CalendarProps) {
  const text = useUiText();
  const language = lang ?? (text.locale === "en-US" ? "en-US" : "zh-CN");
  const words = useMemo(() => calendarText(text, language), [text, language]);
  return (
    <DayPicker
      locale={language === "en-US" ? enUS : zhCN}
      formatters={{ ...words.formatters, ...formatters }}
      labels={{ ...words.labels, ...labels }}
      showOutsideDays
      className={cn("relative w-fit text-sm text-fg", className)}
      classNames={{
        months: "flex flex-col gap-4 sm:flex-row",
        month: "flex flex-col gap-3",
        month_caption: "flex h-8 items-center justify-center px-9 font-medium",
        caption_label: "text-sm",
        nav: "absolute inset-x-0 top-0 z-10 flex items-center justify-between",
        button_previous:
          "inline-flex size-8 items-center justify-center rounded text-fg-muted hover:bg-surface-muted disabled:opacity-40",
        button_next:
          "inline-flex size-8 items-center justify-center rounded text-fg-muted hover:bg-surface-muted disabled:opacity-40",
        month_grid: "border-collapse",
        weekday: "size-9 text-xs font-normal text-fg-subtle",
        day: "p-0 text-center",
        day_button:
          "inline-flex size-9 items-center justify-center rounded text-sm hover:bg-surface-muted focus-visible:outline-2 focus-visible:outline-offset-0 focus-visible:outline-primary",
        today: "font-semibold text-primary",
        selected: "[&>button]:bg-primary [&>button]:text-primary-foreground [&>button]:hover:bg-primary-500",
        range_middle: "bg-primary-100 [&>button]:!bg-transparent [&>button]:!text-fg [&>button]:rounded-none",
        range_start: "rounded-l bg-primary-100",
        range_end: "rounded-r bg-primary-100",
        outside: "text-fg-subtle",
        disabled: "[&>button]:cursor-not-allowed [&>button]:opacity-40",
        hidden: "invisible",
        ...classNames,
      }}
      components={{
        Chevron: ({ orientation }) =>
          orientation === "left" ? (
            <ChevronLeft className="size-4" aria-hidden="true" />
          ) : (
            <ChevronRight className="size-4" aria-hidden="true" />
          ),
      }}
      {...props}
    />
  );
}
