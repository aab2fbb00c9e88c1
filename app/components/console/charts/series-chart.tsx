/**
 * The chart kinds every chart screen shows (Recharts): the cartesian chart (lines, areas and bars over one
 * category axis, stacked or not) and the donut. They share one module so Rollup keeps them, and Recharts' core,
 * in one chunk. The zoom slider (./zoom-series-chart) and the radar (./radar-chart) are separate, so screens
 * without them do not download Recharts' Brush or radar code. Only rendered in the browser, inside a chart box
 * (see ./lazy-charts), which also draws the legends.
 */
import type { ReactElement } from "react";
import {
  Area,
  Bar,
  CartesianGrid,
  Cell,
  ComposedChart,
  Line,
  Pie,
  PieChart,
  ResponsiveContainer,
  Tooltip,
  XAxis,
  YAxis,
} from "recharts";
import {
  axisTick,
  chartColor,
  tooltipStyle,
  type DonutChartProps,
  type DonutSlice,
  type SeriesChartProps,
} from "./chart-theme";

/** Lines, areas and bars over one category axis. */
export function SeriesChart({
  data,
  xKey,
  series,
  mini = false,
  brush = false,
  horizontal = false,
  yFormatter,
  tooltipFormatter,
  smooth = true,
  brushSlot,
}: SeriesChartProps & {
  /** The zoom slider element (a Recharts `<Brush>`), passed in by ./zoom-series-chart when `brush` is set. */
  brushSlot?: ReactElement;
}) {
  const curve = smooth ? "monotone" : "linear";
  const rows = data as Record<string, unknown>[];
  // Both axes look alike: tick labels without tick marks or an axis line (a column chart's category axis adds its line).
  const axis = { hide: mini, tick: axisTick, axisLine: false, tickLine: false } as const;
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
            <XAxis type="number" {...axis} tickFormatter={yFormatter} />
            <YAxis type="category" dataKey={xKey} {...axis} width={72} />
          </>
        ) : (
          <>
            <XAxis dataKey={xKey} {...axis} axisLine={{ stroke: "var(--line)" }} />
            <YAxis {...axis} width={44} tickFormatter={yFormatter} />
          </>
        )}
        <Tooltip
          {...tooltipStyle}
          formatter={tooltipFormatter ? (value) => tooltipFormatter(Number(value)) : undefined}
        />
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
          // Lines and areas draw the same stroke; an area also fills below it with its gradient.
          const stroke = {
            dataKey: s.key,
            name: s.name,
            type: curve,
            stroke: color,
            strokeWidth: 2,
            dot: false,
            isAnimationActive: false,
          } as const;
          if (s.type === "area") {
            return <Area key={s.key} {...stroke} fill={`url(#fill-${s.key})`} stackId={s.stackId} />;
          }
          return <Line key={s.key} {...stroke} strokeDasharray={s.dashed ? "4 4" : undefined} />;
        })}
        {brush && !mini ? brushSlot : null}
      </ComposedChart>
    </ResponsiveContainer>
  );
}

/** A donut with an optional centre caption. */
export function DonutChart({ data, centerLabel, centerValue, labels = false }: DonutChartProps) {
  const total = data.reduce((sum, slice) => sum + slice.value, 0) || 1;
  return (
    <ResponsiveContainer width="100%" height="100%">
      <PieChart>
        <Tooltip {...tooltipStyle} />
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
          <text x="50%" y="48%" textAnchor="middle" dominantBaseline="middle" fill="var(--fg-muted)" fontSize={12}>
            {centerLabel}
          </text>
        ) : null}
        {centerValue ? (
          <text
            x="50%"
            y="57%"
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
