import type { ReactNode } from "react";
import { cn } from "~/lib/utils/cn";
import { ClientOnly } from "./client-only";
import { Skeleton } from "./skeleton";

export interface ChartContainerProps {
  /** Describes the chart for screen readers (what it shows, the key figure). */
  label: string;
  /** Fixed height in px, so the page does not jump when the chart appears. */
  height?: number;
  /**
   * A function returning the Recharts element, only called in the browser after mount (a skeleton until then);
   * or an element that is safe to render on the server too (one drawing its own static version first).
   */
  children: ReactNode | (() => ReactNode);
  /**
   * The chart's numbers (e.g. a data table), after the chart box: outside the role="img" box, so it is read. No
   * default: left out, only `label` describes the chart.
   */
  table?: ReactNode;
  /**
   * Text shown under the chart as its caption, for readers without charts, e.g. a short summary or a table link. No
   * default: left out, no caption.
   */
  summary?: ReactNode;
  /** Extra classes on the `<figure>`. No default. */
  className?: string;
}

/**
 * A fixed-height box for a Recharts chart: a skeleton on the server and before mount (Recharts
 * measures the DOM), the chart after. Wrap the chart in `<ResponsiveContainer width="100%" height="100%">`.
 * Children given as an element rather than a function render on the server as well (the console's lazy charts
 * draw a static SVG there).
 */
export function ChartContainer({ label, height = 280, children, summary, table, className }: ChartContainerProps) {
  return (
    <figure className={cn("m-0 w-full", className)}>
      <div role="img" aria-label={label} className="w-full text-xs text-fg-muted" style={{ height }}>
        {typeof children === "function" ? (
          <ClientOnly fallback={<Skeleton className="size-full" />}>{children}</ClientOnly>
        ) : (
          children
        )}
      </div>
      {table}
      {summary ? <figcaption className="mt-2 text-xs text-fg-subtle">{summary}</figcaption> : null}
    </figure>
  );
}
