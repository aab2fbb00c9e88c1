/**
 * The chart components as the screens use them: each loads its Recharts module (./series-chart, ./radar-chart,
 * ./zoom-series-chart; every chunk with Recharts code is named recharts-*.js) with a dynamic import the
 * first time a chart box mounts in the browser, so the library never reaches the server render or the first
 * JavaScript of a page, and a screen only downloads the chart kinds it shows. The server renders each chart as
 * plain SVG (./static-charts, the same numbers without a chart library), which is what a visitor without
 * JavaScript sees and what the box keeps showing until the interactive chart arrives (same size: no layout
 * shift). Only ./chart-theme and ./static-charts (no Recharts) are imported statically here; a value import of a
 * chart module would pull Recharts into every screen's bundle.
 *
 * Legends are plain HTML drawn here rather than Recharts' `<Legend>` (about 4 KB less chart code), so they
 * show while the chart's code is still on its way, and the chart keeps the rest of the box.
 */
import { startTransition, useEffect, useRef, useState, type ComponentType, type ReactNode } from "react";
import { chartColor, type DonutChartProps, type RadarSeriesChartProps, type SeriesChartProps } from "./chart-theme";
import { StaticDonutChart, StaticRadarChart, StaticSeriesChart } from "./static-charts";

export type { DonutChartProps, DonutSlice, RadarSeriesChartProps, Series, SeriesChartProps } from "./chart-theme";

/** A chart component fetched on first use and kept once it has arrived. */
function loadable<P>(load: () => Promise<ComponentType<P>>) {
  let component: ComponentType<P> | undefined;
  let pending: Promise<ComponentType<P>> | undefined;
  return {
    get: () => component,
    load: () =>
      (pending ??= load().then((loaded) => {
        component = loaded;
        return loaded;
      })),
  };
}

const seriesChart = loadable(() => import("./series-chart").then((module) => module.SeriesChart));
const zoomSeriesChart = loadable(() => import("./zoom-series-chart").then((module) => module.ZoomSeriesChart));
const donutChart = loadable(() => import("./series-chart").then((module) => module.DonutChart));
const radarChart = loadable(() => import("./radar-chart").then((module) => module.RadarSeriesChart));

/**
 * Charts waiting to be drawn, one at a time: each gets its own task after the previous one has rendered, so
 * a screen with several charts never blocks the main thread with all of them at once (Recharts' first render
 * of a chart is the costly part).
 */
const turns: (() => Promise<void>)[] = [];
let drawing = false;

function takeTurn(turn: () => Promise<void>) {
  turns.push(turn);
  if (!drawing) void drawNext();
}

async function drawNext() {
  const turn = turns.shift();
  if (!turn) {
    drawing = false;
    return;
  }
  drawing = true;
  await turn().catch(() => undefined);
  // Let React render this chart (its own task) and the browser paint before the next one starts.
  await new Promise((resolve) => window.setTimeout(resolve, 16));
  void drawNext();
}

/**
 * Draws a chart once its box is near the viewport and the browser is idle, after its code has arrived and the
 * charts before it have been drawn. Until then (and on the server) the box shows the static SVG of the same data.
 */
function Loading<P extends object>({
  chart,
  props,
  legend,
  placeholder,
}: {
  chart: ReturnType<typeof loadable<P>>;
  props: P;
  legend?: { items: LegendItem[]; at: "top" | "bottom" };
  placeholder: ReactNode;
}) {
  const ref = useRef<HTMLDivElement>(null);
  const [Chart, setChart] = useState<ComponentType<P> | undefined>(undefined);
  useEffect(() => {
    const box = ref.current;
    let cancelled = false;
    const draw = () =>
      takeTurn(async () => {
        const loaded = await chart.load();
        // A transition: React renders the chart in slices of a few milliseconds, yielding to the browser
        // between them, instead of one long task.
        if (!cancelled) startTransition(() => setChart(() => loaded));
      });
    if (!box || typeof IntersectionObserver === "undefined") {
      draw();
      return () => {
        cancelled = true;
      };
    }
    let idle = 0;
    const observer = new IntersectionObserver(
      (entries) => {
        if (!entries.some((entry) => entry.isIntersecting)) return;
        observer.disconnect();
        idle =
          typeof requestIdleCallback === "function"
            ? requestIdleCallback(draw, { timeout: 1000 })
            : window.setTimeout(draw, 1);
      },
      { rootMargin: "200px" },
    );
    observer.observe(box);
    return () => {
      cancelled = true;
      observer.disconnect();
      if (typeof cancelIdleCallback === "function") cancelIdleCallback(idle);
      else window.clearTimeout(idle);
    };
  }, [chart]);
  const key = legend ? <ChartLegend items={legend.items} /> : null;
  return (
    <div ref={ref} className="flex size-full flex-col">
      {legend?.at === "top" ? key : null}
      <div className="min-h-0 flex-1">{Chart ? <Chart {...props} /> : placeholder}</div>
      {legend?.at === "bottom" ? key : null}
    </div>
  );
}

interface LegendItem {
  name: string;
  color: string;
}

/** The series (or slices) of a chart with their colours, in the chart's order. */
function ChartLegend({ items }: { items: LegendItem[] }) {
  return (
    <ul className="flex flex-wrap justify-center gap-x-4 gap-y-1 py-1.5 text-xs leading-4 text-fg-muted">
      {items.map((item) => (
        <li key={item.name} className="inline-flex items-center gap-1.5">
          <span aria-hidden="true" className="size-2 shrink-0 rounded-full" style={{ background: item.color }} />
          {item.name}
        </li>
      ))}
    </ul>
  );
}

export function SeriesChart(props: SeriesChartProps) {
  const zoom = Boolean(props.brush && !props.mini);
  const items = props.series.map((s, i) => ({ name: s.name, color: s.color ?? chartColor(i) }));
  return (
    <Loading
      chart={zoom ? zoomSeriesChart : seriesChart}
      props={props}
      legend={props.legend && !props.mini ? { items, at: zoom ? "top" : "bottom" } : undefined}
      placeholder={<StaticSeriesChart {...props} />}
    />
  );
}

export function DonutChart(props: DonutChartProps) {
  const items = props.data.map((slice, i) => ({ name: slice.name, color: chartColor(i) }));
  return (
    <Loading
      chart={donutChart}
      props={props}
      legend={props.legend === false ? undefined : { items, at: "bottom" }}
      placeholder={<StaticDonutChart {...props} />}
    />
  );
}

export function RadarSeriesChart(props: RadarSeriesChartProps) {
  const items = props.series.map((s, i) => ({ name: s.name, color: chartColor(i) }));
  return (
    <Loading
      chart={radarChart}
      props={props}
      legend={{ items, at: "bottom" }}
      placeholder={<StaticRadarChart {...props} />}
    />
  );
}
