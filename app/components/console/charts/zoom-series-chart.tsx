/** The cartesian chart with a zoom slider under it (the template's dataZoom): Recharts' Brush is only here. */
import { Brush } from "recharts";
import type { SeriesChartProps } from "./chart-theme";
import { SeriesChart } from "./series-chart";

export function ZoomSeriesChart(props: SeriesChartProps) {
  return (
    <SeriesChart
      {...props}
      brush
      brushSlot={
        <Brush
          dataKey={props.xKey}
          height={22}
          stroke="var(--primary-6)"
          fill="var(--surface-muted)"
          travellerWidth={8}
        />
      }
    />
  );
}
