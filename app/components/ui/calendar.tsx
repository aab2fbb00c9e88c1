import ChevronLeft from "lucide-react/icons/chevron-left";
import ChevronRight from "lucide-react/icons/chevron-right";
import type { ComponentProps } from "react";
import { DayPicker } from "react-day-picker";
import { enUS, zhCN } from "react-day-picker/locale";
import { cn } from "~/lib/utils/cn";

export type CalendarProps = ComponentProps<typeof DayPicker> & {
  /** Interface language of month names, weekdays and navigation labels. */
  lang?: "zh-CN" | "en-US";
};

/** A month grid (react-day-picker) styled with the design tokens; used inside the date pickers. */
export function Calendar({ className, classNames, lang = "zh-CN", ...props }: CalendarProps) {
  return (
    <DayPicker
      locale={lang === "en-US" ? enUS : zhCN}
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
