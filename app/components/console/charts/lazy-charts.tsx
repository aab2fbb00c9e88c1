/**
 * The chart components as the screens use them: each loads its Recharts module (./series-chart, ./radar-chart,
 * ./zoom-series-chart; every chunk with Recharts code is named recharts-*.js) with a dynamic import the
 * first time a chart box mounts in the browser, so the library never reaches the server render or the first
 * JavaScript of a page, and a screen only downloads the chart kinds it shows. Until a chart arrives, the box
 * keeps showing its skeleton (same size: no layout shift). Only ./chart-theme (no Recharts) is imported
 * statically here; a value import of a chart module would pull Recharts into every screen's bundle.
 */
import { lazy, Suspense, useEffect, useRef, useState, type ReactNode } from "react";
import { Skeleton } from "~/components/ui/skeleton";
import type { DonutChartProps, RadarSeriesChartProps, SeriesChartProps } from "./chart-theme";

export type { DonutChartProps, DonutSlice, RadarSeriesChartProps, Series, SeriesChartProps } from "./chart-theme";

const LazySeries = lazy(() => import("./series-chart").then((module) => ({ default: module.SeriesChart })));
const LazyZoomSeries = lazy(() =>
  import("./zoom-series-chart").then((module) => ({ default: module.ZoomSeriesChart })),
);
const LazyDonut = lazy(() => import("./series-chart").then((module) => ({ default: module.DonutChart })));
const LazyRadar = lazy(() => import("./radar-chart").then((module) => ({ default: module.RadarSeriesChart })));

/**
 * Mounts a chart once its box is near the viewport and the browser is idle: each chart then renders in its own
 * short task instead of all of them blocking the main thread right after hydration.
 */
function Loading({ children }: { children: ReactNode }) {
  const ref = useRef<HTMLDivElement>(null);
  const [ready, setReady] = useState(false);
  useEffect(() => {
    const box = ref.current;
    if (!box || typeof IntersectionObserver === "undefined") {
      setReady(true);
      return;
    }
    let idle = 0;
    const observer = new IntersectionObserver(
      (entries) => {
        if (!entries.some((entry) => entry.isIntersecting)) return;
        observer.disconnect();
        idle =
          typeof requestIdleCallback === "function"
            ? requestIdleCallback(() => setReady(true), { timeout: 1000 })
            : window.setTimeout(() => setReady(true), 1);
      },
      { rootMargin: "200px" },
    );
    observer.observe(box);
    return () => {
      observer.disconnect();
      if (typeof cancelIdleCallback === "function") cancelIdleCallback(idle);
      else window.clearTimeout(idle);
    };
  }, []);
  const skeleton = <Skeleton className="size-full" />;
  return (
    <div ref={ref} className="size-full">
      {ready ? <Suspense fallback={skeleton}>{children}</Suspense> : skeleton}
    </div>
  );
}

export function SeriesChart(props: SeriesChartProps) {
  return <Loading>{props.brush && !props.mini ? <LazyZoomSeries {...props} /> : <LazySeries {...props} />}</Loading>;
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
