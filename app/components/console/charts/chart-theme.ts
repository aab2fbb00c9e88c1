/**
 * What the console's chart modules share without importing Recharts: colours, axis and tooltip styles, and the
 * props of each chart. Colours are CSS variables, so dark mode and the theme colour setting restyle the charts.
 */
/** Series colours: the theme colour first, then fixed accents that read in light and dark. */
export const CHART_COLORS = [
  "var(--primary-6)",
  "var(--chart-2, #14c9c9)",
  "var(--chart-3, #f7ba1e)",
  "var(--chart-4, #722ed1)",
  "var(--success)",
];

export function chartColor(index: number): string {
  return CHART_COLORS[index % CHART_COLORS.length] ?? "var(--primary-6)";
}

export const axisTick = { fill: "var(--fg-subtle)", fontSize: 12 };
export const tooltipStyle = {
  contentStyle: {
    background: "var(--surface-raised)",
    border: "1px solid var(--line)",
    borderRadius: 4,
    color: "var(--fg)",
    fontSize: 12,
  },
  labelStyle: { color: "var(--fg-muted)" },
  itemStyle: { color: "var(--fg)" },
  cursor: { stroke: "var(--line-strong)", fill: "var(--surface-muted)" },
};

export interface Series {
  key: string;
  name: string;
  type: "line" | "area" | "bar";
  color?: string;
  dashed?: boolean;
  /** Series with the same stack id are stacked. */
  stackId?: string;
}

export interface SeriesChartProps {
  data: readonly object[];
  /** The category field of each row. */
  xKey: string;
  series: Series[];
  /** Sparkline look: no axes, grid, legend or brush. */
  mini?: boolean;
  legend?: boolean;
  /** A zoom slider under the chart (the template's dataZoom). */
  brush?: boolean;
  /** Bars run left to right, categories on the y axis. */
  horizontal?: boolean;
  yFormatter?: (value: number) => string;
  tooltipFormatter?: (value: number) => string;
  smooth?: boolean;
}

export interface DonutSlice {
  name: string;
  value: number;
}

export interface DonutChartProps {
  data: readonly DonutSlice[];
  /** Two lines in the hole: a caption and a figure. */
  centerLabel?: string;
  centerValue?: string;
  legend?: boolean;
  /** Percent labels beside the slices. */
  labels?: boolean;
}

export interface RadarSeriesChartProps {
  data: readonly object[];
  axisKey: string;
  series: { key: string; name: string }[];
}
