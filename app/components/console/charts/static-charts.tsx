/**
 * The console's charts as plain SVG, drawn on the server from the same props as the interactive charts: what a
 * visitor sees without JavaScript, and what the chart box shows until Recharts has arrived (no grey box, no
 * layout shift). No chart library here — the shapes come from lib/console/chart-geometry — so this module may be
 * imported statically by ./lazy-charts. Marks only: the chart box around them names the chart (role="img"),
 * and its data table gives the numbers.
 *
 * The cartesian chart stretches a unit plot (viewBox 0–100) to its box, with strokes that keep their width, and
 * writes its axis labels as HTML beside it, so it fills any width without distorting text.
 */
import { donutArcs, labelEvery, radarLayout, seriesLayout } from "~/lib/console/chart-geometry";
import { chartColor, type DonutChartProps, type RadarSeriesChartProps, type SeriesChartProps } from "./chart-theme";

/** The plot's margins inside the box, in px (the same as the interactive chart's axes). */
function plotMargins(mini: boolean, horizontal: boolean) {
  if (mini) return { top: 4, right: 0, bottom: 0, left: 0 };
  return { top: 8, right: 16, bottom: 24, left: horizontal ? 76 : 48 };
}

const thin = { vectorEffect: "non-scaling-stroke" } as const;

/** Lines, areas and bars over one category axis. */
export function StaticSeriesChart({
  data,
  xKey,
  series,
  mini = false,
  horizontal = false,
  yFormatter = String,
}: SeriesChartProps) {
  const layout = seriesLayout(data, series, { horizontal });
  const m = plotMargins(mini, horizontal);
  const rows = data as Record<string, unknown>[];
  const every = labelEvery(rows.length, horizontal ? rows.length : 7);
  // Positions along the plot, as CSS lengths in the whole box.
  const alongX = (percent: number) => `calc(${m.left}px + (100% - ${m.left + m.right}px) * ${percent / 100})`;
  const alongY = (percent: number) => `calc(${m.top}px + (100% - ${m.top + m.bottom}px) * ${percent / 100})`;
  const valuePercent = (tick: number) => (100 * tick) / layout.scale.max;
  return (
    <div className="relative size-full text-xs text-fg-subtle" data-static-chart="series">
      {mini ? null : (
        <>
          {layout.scale.ticks.map((tick) =>
            horizontal ? (
              <span
                key={tick}
                className="absolute bottom-0 -translate-x-1/2 whitespace-nowrap"
                style={{ left: alongX(valuePercent(tick)) }}
              >
                {yFormatter(tick)}
              </span>
            ) : (
              <span
                key={tick}
                className="absolute -translate-y-1/2 whitespace-nowrap pr-2 text-right"
                style={{ top: alongY(100 - valuePercent(tick)), left: 0, width: m.left }}
              >
                {yFormatter(tick)}
              </span>
            ),
          )}
          {rows.map((row, i) =>
            i % every === 0 ? (
              horizontal ? (
                <span
                  key={i}
                  className="absolute -translate-y-1/2 truncate pr-2 text-right"
                  style={{ top: alongY(layout.positions[i] ?? 0), left: 0, width: m.left }}
                >
                  {String(row[xKey] ?? "")}
                </span>
              ) : (
                <span
                  key={i}
                  className="absolute bottom-0 -translate-x-1/2 whitespace-nowrap"
                  style={{ left: alongX(layout.positions[i] ?? 0) }}
                >
                  {String(row[xKey] ?? "")}
                </span>
              )
            ) : null,
          )}
        </>
      )}
      <div className="absolute" style={{ top: m.top, right: m.right, bottom: m.bottom, left: m.left }}>
        <svg
          viewBox="0 0 100 100"
          preserveAspectRatio="none"
          className="block size-full overflow-visible"
          aria-hidden="true"
          focusable="false"
        >
          {mini
            ? null
            : layout.scale.ticks.map((tick) => {
                const at = horizontal ? valuePercent(tick) : 100 - valuePercent(tick);
                return (
                  <line
                    key={tick}
                    {...(horizontal ? { x1: at, x2: at, y1: 0, y2: 100 } : { x1: 0, x2: 100, y1: at, y2: at })}
                    style={{ stroke: "var(--line)", ...thin }}
                    strokeDasharray="3 3"
                  />
                );
              })}
          {layout.series.map((shape, i) => {
            const spec = series[i];
            const color = spec?.color ?? chartColor(i);
            if (shape.bars) {
              return (
                <g key={shape.key} style={{ fill: color }}>
                  {shape.bars.map((bar, j) => (
                    <rect key={j} {...bar} />
                  ))}
                </g>
              );
            }
            return (
              <g key={shape.key}>
                {shape.area ? <path d={shape.area} style={{ fill: color, fillOpacity: 0.15 }} /> : null}
                <path
                  d={shape.line}
                  style={{ fill: "none", stroke: color, strokeWidth: 2, ...thin }}
                  strokeDasharray={spec?.dashed ? "4 4" : undefined}
                  strokeLinejoin="round"
                />
              </g>
            );
          })}
        </svg>
      </div>
    </div>
  );
}

/** A donut with an optional centre caption. */
export function StaticDonutChart({ data, centerLabel, centerValue }: DonutChartProps) {
  const arcs = donutArcs(
    data.map((slice) => slice.value),
    55,
    78,
  );
  return (
    <svg
      viewBox="-100 -100 200 200"
      className="block size-full"
      aria-hidden="true"
      focusable="false"
      data-static-chart="donut"
    >
      {arcs.map((arc, i) => (
        <path key={i} d={arc.path} style={{ fill: chartColor(i), stroke: "var(--surface)", strokeWidth: 1.5 }} />
      ))}
      {centerLabel ? (
        <text
          y={centerValue ? -6 : 0}
          textAnchor="middle"
          dominantBaseline="middle"
          fontSize={10}
          fill="var(--fg-muted)"
        >
          {centerLabel}
        </text>
      ) : null}
      {centerValue ? (
        <text y={10} textAnchor="middle" dominantBaseline="middle" fontSize={13} fontWeight={600} fill="var(--fg)">
          {centerValue}
        </text>
      ) : null}
    </svg>
  );
}

/** Several series over the same axes. */
export function StaticRadarChart({ data, axisKey, series }: RadarSeriesChartProps) {
  const radius = 78;
  const layout = radarLayout(
    data,
    series.map((s) => s.key),
    radius,
  );
  const rows = data as Record<string, unknown>[];
  return (
    <svg
      viewBox="-150 -96 300 192"
      className="block size-full overflow-visible"
      aria-hidden="true"
      focusable="false"
      data-static-chart="radar"
    >
      {layout.rings.map((ring, i) => (
        <polygon key={i} points={ring} style={{ fill: "none", stroke: "var(--line)" }} />
      ))}
      {layout.spokes.map((spoke, i) => (
        <g key={i}>
          <line x1={0} y1={0} x2={spoke.x} y2={spoke.y} style={{ stroke: "var(--line)" }} />
          <text
            x={spoke.x * 1.14}
            y={spoke.y * 1.14}
            textAnchor={Math.abs(spoke.x) < 1 ? "middle" : spoke.x > 0 ? "start" : "end"}
            dominantBaseline="middle"
            fontSize={11}
            fill="var(--fg-subtle)"
          >
            {String(rows[i]?.[axisKey] ?? "")}
          </text>
        </g>
      ))}
      {layout.polygons.map((points, i) => (
        <polygon
          key={series[i]?.key ?? i}
          points={points}
          style={{ fill: chartColor(i), fillOpacity: 0.15, stroke: chartColor(i), strokeWidth: 1.5 }}
        />
      ))}
    </svg>
  );
}
