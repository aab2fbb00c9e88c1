/** The console's radar (Recharts): several series over the same axes. Only rendered in the browser. */
import {
  Legend,
  PolarAngleAxis,
  PolarGrid,
  PolarRadiusAxis,
  Radar,
  RadarChart,
  ResponsiveContainer,
  Tooltip,
} from "recharts";
import { axisTick, chartColor, tooltipStyle, type RadarSeriesChartProps } from "./chart-theme";

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
