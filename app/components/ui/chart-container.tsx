import type { ReactNode } from "react";
import { cn } from "~/lib/utils/cn";
import { ClientOnly } from "./client-only";
import { Skeleton } from "./skeleton";

export interface ChartContainerProps {
  /** Describes the chart for screen readers (what it shows, the key figure). */
  label: string;
  /** Fixed height in px, so the page does not jump when the chart appears. */
  height?: number;
  /** A function returning the Recharts element; it is only called in the browser after mount. */
  children: () => ReactNode;
  /** Text shown under the chart for readers without charts, e.g. a short summary or a table link. */
  summary?: ReactNode;
  className?: string;
}

/**
 * A fixed-height box for a Recharts chart: a skeleton on the server and before mount (Recharts
 * measures the DOM), the chart after. Wrap the chart in <ResponsiveContainer width="100%" height="100%">.
 */
export function ChartContainer({ label, height = 280, children, summary, className }: ChartContainerProps) {
  return (
    <figure className={cn("m-0 w-full", className)}>
      <div role="img" aria-label={label} className="w-full text-xs text-fg-muted" style={{ height }}>
        <ClientOnly fallback={<Skeleton className="size-full" />}>{children}</ClientOnly>
      </div>
      {summary ? <figcaption className="mt-2 text-xs text-fg-subtle">{summary}</figcaption> : null}
    </figure>
  );
}
