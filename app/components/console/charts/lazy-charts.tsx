/**
 * The chart components as the screens use them: each loads Recharts (./series-chart) with a dynamic import the
 * first time a chart box mounts in the browser, so the library never reaches the server render or the first
 * JavaScript of a page. Until it arrives, the box keeps showing its skeleton (same size: no layout shift).
 * Only types come from ./series-chart here; a value import would pull Recharts into every screen's bundle.
 */
import { lazy, Suspense, useEffect, useRef, useState, type ReactNode } from "react";
import { Skeleton } from "~/components/ui/skeleton";
import type { DonutChartProps, RadarSeriesChartProps, SeriesChartProps } from "./series-chart";

export type { DonutChartProps, DonutSlice, RadarSeriesChartProps, Series, SeriesChartProps } from "./series-chart";

const load = () => import("./series-chart");

const LazySeries = lazy(() => load().then((module) => ({ default: module.SeriesChart })));
const LazyDonut = lazy(() => load().then((module) => ({ default: module.DonutChart })));
const LazyRadar = lazy(() => load().then((module) => ({ default: module.RadarSeriesChart })));

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
