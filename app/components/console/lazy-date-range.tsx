/**
 * The search table's created-time range: two native date inputs (they work without JavaScript and post the
 * same `yyyy-MM-dd` fields) until the pointer or focus reaches the field; only then is the calendar picker
 * (react-day-picker, date-fns, the popover) fetched, so the screen's first JavaScript stays small.
 */
import { lazy, Suspense, useState } from "react";
import { dateControlClass, dateRangeShellClass, fieldShellVariants } from "~/components/ui/input";
import type { DateRangePickerProps, DateRangeValue } from "~/components/ui/date-picker";
import { cn } from "~/lib/utils/cn";

const DateRangePicker = lazy(() =>
  import("~/components/ui/date-picker").then((module) => ({ default: module.DateRangePicker })),
);

type Props = DateRangePickerProps & { labels: { start: string; end: string }; separator: string };

export function LazyDateRangePicker({ defaultValue, labels, separator, ...props }: Props) {
  const [wanted, setWanted] = useState(false);
  const [value, setValue] = useState<DateRangeValue>(defaultValue ?? {});
  const native = (
    <span
      className={cn(fieldShellVariants({ size: props.size }), dateRangeShellClass, props.className)}
      onPointerEnter={() => setWanted(true)}
      onFocus={() => setWanted(true)}
    >
      <input
        type="date"
        id={props.id}
        name={props.startName}
        value={value.from ?? ""}
        onChange={(event) => setValue((v) => ({ ...v, from: event.target.value || undefined }))}
        className={dateControlClass}
        aria-label={labels.start}
      />
      <span className="text-fg-subtle" aria-hidden="true">
        {separator}
      </span>
      <input
        type="date"
        name={props.endName}
        value={value.to ?? ""}
        onChange={(event) => setValue((v) => ({ ...v, to: event.target.value || undefined }))}
        className={dateControlClass}
        aria-label={labels.end}
      />
    </span>
  );
  if (!wanted) return native;
  return (
    <Suspense fallback={native}>
      <DateRangePicker {...props} labels={labels} defaultValue={value} />
    </Suspense>
  );
}
