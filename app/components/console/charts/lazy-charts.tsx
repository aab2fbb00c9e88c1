/**
 * The chart components as the screens use them: each loads Recharts (./series-chart) with a dynamic import the
 * first time a chart box mounts in the browser, so the library never reaches the server render or the first
 * JavaScript of a page. Until it arrives, the box keeps showing its skeleton (same size: no layout shift).
 * Only types come from ./series-chart here; a value import would pull Recharts into every screen's bundle.
 */
import { lazy, Suspense, type ReactNode } from "react";
import { Skeleton } from "~/components/ui/skeleton";
import type { DonutChartProps, RadarSeriesChartProps, SeriesChartProps } from "./series-chart";

export type { DonutChartProps, DonutSlice, RadarSeriesChartProps, Series, SeriesChartProps } from "./series-chart";

const load = () => import("./series-chart");

const LazySeries = lazy(() => load().then((module) => ({ default: module.SeriesChart })));
const LazyDonut = lazy(() => load().then((module) => ({ default: module.DonutChart })));
const LazyRadar = lazy(() => load().then((module) => ({ default: module.RadarSeriesChart })));

function Loading({ children }: { children: ReactNode }) {
  return <Suspense fallback={<Skeleton className="size-full" />}>{children}</Suspense>;
}

export function SeriesChart(props: SeriesChartProps) {
  return (
    <Loading>
      <LazySeries {...props} />
    </Loading>
  );
}

export function DonutChart(props: DonutChartProps) {
  return (
    <Loading>
      <LazyDonut {...props} />
    </Loading>
  );
}

export function RadarSeriesChart(props: RadarSeriesChartProps) {
  return (
    <Loading>
      <LazyRadar {...props} />
    </Loading>
  );
}

/** Starts fetching Recharts early (e.g. when a chart screen mounts), without rendering anything. */
export function preloadCharts(): void {
  void load();
}
