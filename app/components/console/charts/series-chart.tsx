/**
 * The console's Recharts pieces: one cartesian chart (lines, areas, bars, stacked or not, optional zoom
 * brush), a donut with a centre label and a radar. Colours are CSS variables, so dark mode and the theme
 * colour setting restyle them. Only rendered in the browser, inside ChartContainer.
 */
import {
  Area,
  Bar,
  Brush,
  CartesianGrid,
  Cell,
  ComposedChart,
  Legend,
  Line,
  Pie,
  PieChart,
  PolarAngleAxis,
  PolarGrid,
  PolarRadiusAxis,
  Radar,
  RadarChart,
  ResponsiveContainer,
  Tooltip,
  XAxis,
  YAxis,
} from "recharts";

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

const axisTick = { fill: "var(--fg-subtle)", fontSize: 12 };
const tooltipStyle = {
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

/** Lines, areas and bars over one category axis. */
export function SeriesChart({
  data,
  xKey,
  series,
  mini = false,
  legend = false,
  brush = false,
  horizontal = false,
  yFormatter,
  tooltipFormatter,
  smooth = true,
}: SeriesChartProps) {
  const curve = smooth ? "monotone" : "linear";
  const rows = data as Record<string, unknown>[];
  return (
    <ResponsiveContainer width="100%" height="100%">
      <ComposedChart
        data={rows}
        layout={horizontal ? "vertical" : "horizontal"}
        margin={mini ? { top: 4, right: 0, bottom: 0, left: 0 } : { top: 8, right: 16, bottom: 0, left: 0 }}
      >
        <defs>
          {series.map((s, i) => (
            <linearGradient key={s.key} id={`fill-${s.key}`} x1="0" y1="0" x2="0" y2="1">
              <stop offset="0%" stopColor={s.color ?? chartColor(i)} stopOpacity={0.35} />
              <stop offset="100%" stopColor={s.color ?? chartColor(i)} stopOpacity={0.02} />
            </linearGradient>
          ))}
        </defs>
        {mini ? null : (
          <CartesianGrid stroke="var(--line)" strokeDasharray="3 3" vertical={horizontal} horizontal={!horizontal} />
        )}
        {horizontal ? (
          <>
            <XAxis
              type="number"
              hide={mini}
              tick={axisTick}
              axisLine={false}
              tickLine={false}
              tickFormatter={yFormatter}
            />
            <YAxis
              type="category"
              dataKey={xKey}
              hide={mini}
              tick={axisTick}
              axisLine={false}
              tickLine={false}
              width={72}
            />
          </>
        ) : (
          <>
            <XAxis dataKey={xKey} hide={mini} tick={axisTick} axisLine={{ stroke: "var(--line)" }} tickLine={false} />
            <YAxis
              hide={mini}
              tick={axisTick}
              axisLine={false}
              tickLine={false}
              width={44}
              tickFormatter={yFormatter}
            />
          </>
        )}
        <Tooltip
          {...tooltipStyle}
          formatter={tooltipFormatter ? (value) => tooltipFormatter(Number(value)) : undefined}
        />
        {legend && !mini ? (
          <Legend
            verticalAlign={brush ? "top" : "bottom"}
            iconType="circle"
            iconSize={8}
            wrapperStyle={{ fontSize: 12, color: "var(--fg-muted)" }}
          />
        ) : null}
        {series.map((s, i) => {
          const color = s.color ?? chartColor(i);
          if (s.type === "bar") {
            return (
              <Bar
                key={s.key}
                dataKey={s.key}
                name={s.name}
                fill={color}
                stackId={s.stackId}
                radius={s.stackId ? 0 : 2}
                maxBarSize={horizontal ? 18 : 24}
                isAnimationActive={false}
              />
            );
          }
          if (s.type === "area") {
            return (
              <Area
                key={s.key}
                dataKey={s.key}
                name={s.name}
                type={curve}
                stroke={color}
                strokeWidth={2}
                fill={`url(#fill-${s.key})`}
                stackId={s.stackId}
                dot={false}
                isAnimationActive={false}
              />
            );
          }
          return (
            <Line
              key={s.key}
              dataKey={s.key}
              name={s.name}
              type={curve}
              stroke={color}
              strokeWidth={2}
              strokeDasharray={s.dashed ? "4 4" : undefined}
              dot={false}
              isAnimationActive={false}
            />
          );
        })}
        {brush && !mini ? (
          <Brush dataKey={xKey} height={22} stroke="var(--primary-6)" fill="var(--surface-muted)" travellerWidth={8} />
        ) : null}
      </ComposedChart>
    </ResponsiveContainer>
  );
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

/** A donut with an optional centre caption. */
export function DonutChart({ data, centerLabel, centerValue, legend = true, labels = false }: DonutChartProps) {
  const total = data.reduce((sum, slice) => sum + slice.value, 0) || 1;
  return (
    <ResponsiveContainer width="100%" height="100%">
      <PieChart>
        <Tooltip {...tooltipStyle} />
        {legend ? (
          <Legend
            verticalAlign="bottom"
            iconType="circle"
            iconSize={8}
            wrapperStyle={{ fontSize: 12, color: "var(--fg-muted)" }}
          />
        ) : null}
        <Pie
          data={data as DonutSlice[]}
          dataKey="value"
          nameKey="name"
          innerRadius="55%"
          outerRadius="78%"
          paddingAngle={2}
          stroke="var(--surface)"
          isAnimationActive={false}
          label={labels ? ({ value }: { value?: number }) => `${Math.round(((value ?? 0) / total) * 100)}%` : false}
          labelLine={labels}
        >
          {data.map((slice, i) => (
            <Cell key={slice.name} fill={chartColor(i)} />
          ))}
        </Pie>
        {centerLabel ? (
          <text
            x="50%"
            y={legend ? "44%" : "48%"}
            textAnchor="middle"
            dominantBaseline="middle"
            fill="var(--fg-muted)"
            fontSize={12}
          >
            {centerLabel}
          </text>
        ) : null}
        {centerValue ? (
          <text
            x="50%"
            y={legend ? "52%" : "57%"}
            textAnchor="middle"
            dominantBaseline="middle"
            fill="var(--fg)"
            fontSize={16}
            fontWeight={600}
          >
            {centerValue}
          </text>
        ) : null}
      </PieChart>
    </ResponsiveContainer>
  );
}

export interface RadarSeriesChartProps {
  data: readonly object[];
  axisKey: string;
  series: { key: string; name: string }[];
}

/** Several series over the same axes (content type distribution). */
export function RadarSeriesChart({ data, axisKey, series }: RadarSeriesChartProps) {
  return (
    <ResponsiveContainer width="100%" height="100%">
      <RadarChart data={data as Record<string, unknown>[]} outerRadius="70%">
        <PolarGrid stroke="var(--line)" />
        <PolarAngleAxis dataKey={axisKey} tick={axisTick} />
        <PolarRadiusAxis tick={false} axisLine={false} />
        <Tooltip {...tooltipStyle} />
        <Legend iconType="circle" iconSize={8} wrapperStyle={{ fontSize: 12, color: "var(--fg-muted)" }} />
        {series.map((s, i) => (
          <Radar
            key={s.key}
            dataKey={s.key}
            name={s.name}
            stroke={chartColor(i)}
            fill={chartColor(i)}
            fillOpacity={0.15}
            isAnimationActive={false}
          />
        ))}
      </RadarChart>
    </ResponsiveContainer>
  );
}
