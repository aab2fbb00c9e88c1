/** The console's radar (Recharts): several series over the same axes. Only rendered in the browser; its legend is drawn by ./lazy-charts. */
import { PolarAngleAxis, PolarGrid, PolarRadiusAxis, Radar, RadarChart, ResponsiveContainer, Tooltip } from "recharts";
import { axisTick, chartColor, tooltipStyle, type RadarSeriesChartProps } from "./chart-theme";

/** Several series over the same axes (content type distribution). */
export function RadarSeriesChart({ data, axisKey, series }: RadarSeriesChartProps) {
  const rows = data as Record<string, unknown>[];
  // Long axis names (English) need room beside the web; short ones (Chinese) let it be larger.
  const widest = Math.max(0, ...rows.map((row) => labelWidth(String(row[axisKey] ?? ""))));
  return (
    // Axis names may run into the card's padding: long English ones would be cut at the chart's edge.
    <ResponsiveContainer width="100%" height="100%" className="[&_.recharts-surface]:overflow-visible">
      <RadarChart data={rows} outerRadius={widest > 44 ? "50%" : "68%"}>
        <PolarGrid stroke="var(--line)" />
        <PolarAngleAxis dataKey={axisKey} tick={{ ...axisTick, fontSize: 11 }} />
        <PolarRadiusAxis tick={false} axisLine={false} />
        <Tooltip {...tooltipStyle} />
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

/** A label's approximate width in px at the axis font size (11 px): CJK characters are about 1 em, others 0.56. */
function labelWidth(label: string): number {
  let width = 0;
  for (const char of label) width += (char.codePointAt(0) ?? 0) >= 0x2e80 ? 11 : 6.2;
  return width;
}
