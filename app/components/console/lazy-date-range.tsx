/**
 * The search table's created-time range. The server renders two native date inputs: with JavaScript off they are
 * the field (a GET form posts the same `yyyy-MM-dd` fields, and the browser shows the dates in its own
 * language's format). Once the page runs, the library's range picker (react-day-picker, date-fns, the popover)
 * is fetched right away and replaces them, so the field looks and reads like the rest of the interface in its
 * language instead of the browser's `mm/dd/yyyy`; the picker is a chunk of its own, so the screen's first
 * JavaScript stays small.
 */
import { lazy, Suspense, useEffect, useState } from "react";
import { dateControlClass, dateRangeShellClass, fieldShellVariants } from "~/components/ui/input";
import type { DateRangePickerProps, DateRangeValue } from "~/components/ui/date-picker";
import { useUiText } from "~/components/ui/use-ui-text";
import { cn } from "~/lib/utils/cn";

const loadPicker = () => import("~/components/ui/date-picker");
const DateRangePicker = lazy(() => loadPicker().then((module) => ({ default: module.DateRangePicker })));

type Props = DateRangePickerProps & { labels: { start: string; end: string } };

export function LazyDateRangePicker({ defaultValue, labels, ...props }: Props) {
  const { t } = useUiText();
  const [running, setRunning] = useState(false);
  const [value, setValue] = useState<DateRangeValue>(defaultValue ?? {});
  useEffect(() => setRunning(true), []);
  const native = (
    <span
      className={cn(fieldShellVariants({ size: props.size }), dateRangeShellClass, props.className)}
      data-date-range="native"
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
        {t("datePicker.separator")}
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
  if (!running) return native;
  return (
    <Suspense fallback={native}>
      <DateRangePicker {...props} labels={labels} defaultValue={value} />
    </Suspense>
  );
}
