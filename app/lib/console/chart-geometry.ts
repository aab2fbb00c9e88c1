/**
 * The geometry of the console's static charts: the SVG the server renders for every chart (and the browser shows
 * until the interactive chart's code has arrived), and the numbers of each chart as a table. Pure functions over
 * plain rows, so the server, the browser and the unit tests compute the same shapes. Coordinates are in a unit
 * plot (x and y from 0 to 100, y downwards) that the SVG stretches to its box; round charts use their own square.
 */

export interface SeriesSpec {
  key: string;
  type: "line" | "area" | "bar";
  /** Series with the same stack id are stacked. */
  stackId?: string;
}

/** A value axis from zero: a round maximum and its ticks (zero included), about `count` steps. */
export function niceScale(max: number, count = 4): { max: number; ticks: number[] } {
  if (!(max > 0)) return { max: 1, ticks: [0, 1] };
  const rough = max / count;
  const magnitude = 10 ** Math.floor(Math.log10(rough));
  const step = ([1, 2, 2.5, 5, 10].find((m) => m * magnitude >= rough) ?? 10) * magnitude;
  const top = Math.ceil(max / step - 1e-9) * step;
  const ticks: number[] = [];
  for (let value = 0; value <= top + step / 2; value += step) ticks.push(round(value));
  return { max: round(top), ticks };
}

function round(value: number): number {
  return Math.round(value * 1e6) / 1e6;
}

function num(row: object, key: string): number {
  const value = (row as Record<string, unknown>)[key];
  return typeof value === "number" && Number.isFinite(value) ? value : 0;
}

export interface BarRect {
  x: number;
  y: number;
  width: number;
  height: number;
}

export interface SeriesShape {
  key: string;
  type: SeriesSpec["type"];
  /** Lines and areas: the stroke's path. */
  line?: string;
  /** Areas: the filled region under the stroke (down to the stack below). */
  area?: string;
  /** Bars: one rectangle per category. */
  bars?: BarRect[];
}

export interface SeriesLayout {
  scale: { max: number; ticks: number[] };
  /** Each category's centre along the category axis (0–100). */
  positions: number[];
  series: SeriesShape[];
}

/**
 * Lines, areas and bars over one category axis, in the unit plot: categories along x (or along y when
 * `horizontal`), values from zero; stacked series sit on the ones before them; unstacked bars share each
 * category's band side by side.
 */
export function seriesLayout(
  rows: readonly object[],
  series: readonly SeriesSpec[],
  { horizontal = false }: { horizontal?: boolean } = {},
): SeriesLayout {
  const n = rows.length;
  // Stack bases: what the series before each one in its stack add up to, per row.
  const bases = new Map<string, number[]>();
  const stacked = series.map((s) => {
    const base = s.stackId ? (bases.get(s.stackId) ?? new Array<number>(n).fill(0)) : new Array<number>(n).fill(0);
    const top = rows.map((row, i) => (base[i] ?? 0) + num(row, s.key));
    if (s.stackId) bases.set(s.stackId, top);
    return { spec: s, base, top };
  });
  const scale = niceScale(Math.max(0, ...stacked.flatMap((s) => s.top)));
  const hasBars = series.some((s) => s.type === "bar");
  // Bars need a band per category; lines alone run edge to edge.
  const band = n > 0 ? 100 / n : 100;
  const positions = rows.map((_, i) => (hasBars || n === 1 ? band * (i + 0.5) : (100 * i) / (n - 1)));
  const value = (v: number) => (horizontal ? (100 * v) / scale.max : 100 - (100 * v) / scale.max);
  const point = (i: number, v: number) =>
    horizontal ? `${fmt(value(v))},${fmt(positions[i] ?? 0)}` : `${fmt(positions[i] ?? 0)},${fmt(value(v))}`;

  const barGroups = [...new Set(series.filter((s) => s.type === "bar").map((s) => s.stackId ?? `#${s.key}`))];
  const groupWidth = (band * 0.6) / Math.max(1, barGroups.length);

  const shapes = stacked.map(({ spec, base, top }): SeriesShape => {
    if (spec.type === "bar") {
      const group = barGroups.indexOf(spec.stackId ?? `#${spec.key}`);
      const bars = rows.map((_, i) => {
        const start = (positions[i] ?? 0) - (band * 0.6) / 2 + group * groupWidth;
        const from = base[i] ?? 0;
        const to = top[i] ?? 0;
        return horizontal
          ? { x: value(from), y: start, width: value(to) - value(from), height: groupWidth }
          : { x: start, y: value(to), width: groupWidth, height: value(from) - value(to) };
      });
      return { key: spec.key, type: spec.type, bars: bars.map(roundRect) };
    }
    const line = rows.length ? `M${rows.map((_, i) => point(i, top[i] ?? 0)).join("L")}` : "";
    if (spec.type === "line") return { key: spec.key, type: spec.type, line };
    const back = rows
      .map((_, i) => point(i, base[i] ?? 0))
      .reverse()
      .join("L");
    return { key: spec.key, type: spec.type, line, area: rows.length ? `${line}L${back}Z` : "" };
  });
  return { scale, positions, series: shapes };
}

function fmt(value: number): string {
  return String(Math.round(value * 100) / 100);
}

function roundRect(rect: BarRect): BarRect {
  const r = (v: number) => Math.round(v * 100) / 100;
  return { x: r(rect.x), y: r(rect.y), width: r(rect.width), height: r(rect.height) };
}

/** Which category labels fit along an axis: every k-th, at most `most` of them, always the first. */
export function labelEvery(count: number, most = 7): number {
  return Math.max(1, Math.ceil(count / Math.max(1, most)));
}

export interface DonutArc {
  /** The slice's ring segment, centred on (0,0). */
  path: string;
  /** The slice's share of the whole, 0–1. */
  share: number;
}

/** A donut's slices as ring segments around (0,0), clockwise from 12 o'clock. */
export function donutArcs(values: readonly number[], inner: number, outer: number): DonutArc[] {
  const total = values.reduce((sum, v) => sum + Math.max(0, v), 0);
  if (total <= 0) return [];
  let angle = 0;
  return values.map((raw) => {
    const share = Math.max(0, raw) / total;
    const start = angle;
    angle += share * 2 * Math.PI;
    // A whole ring cannot be one arc: stop just short of the full turn.
    const end = share >= 1 ? start + 2 * Math.PI - 1e-4 : angle;
    const large = end - start > Math.PI ? 1 : 0;
    const at = (r: number, a: number) => `${fmt(r * Math.sin(a))},${fmt(-r * Math.cos(a))}`;
    const path = [
      `M${at(outer, start)}`,
      `A${outer},${outer} 0 ${large} 1 ${at(outer, end)}`,
      `L${at(inner, end)}`,
      `A${inner},${inner} 0 ${large} 0 ${at(inner, start)}`,
      "Z",
    ].join("");
    return { path, share };
  });
}

/** A radar's axes (spokes) and each series' polygon around (0,0), the first axis at 12 o'clock. */
export function radarLayout(
  rows: readonly object[],
  seriesKeys: readonly string[],
  radius: number,
): { max: number; spokes: { x: number; y: number }[]; polygons: string[]; rings: string[] } {
  const n = rows.length;
  const scale = niceScale(Math.max(0, ...rows.flatMap((row) => seriesKeys.map((key) => num(row, key)))));
  const at = (i: number, r: number) => {
    const a = (2 * Math.PI * i) / Math.max(1, n);
    return { x: round(r * Math.sin(a)), y: round(-r * Math.cos(a)) };
  };
  const polygon = (r: (i: number) => number) =>
    rows
      .map((_, i) => at(i, r(i)))
      .map((p) => `${fmt(p.x)},${fmt(p.y)}`)
      .join(" ");
  return {
    max: scale.max,
    spokes: rows.map((_, i) => at(i, radius)),
    polygons: seriesKeys.map((key) => polygon((i) => (radius * num(rows[i] ?? {}, key)) / scale.max)),
    rings: scale.ticks.slice(1).map((tick) => polygon(() => (radius * tick) / scale.max)),
  };
}

export interface ChartTable {
  columns: string[];
  /** One row per category: its label, then one cell per series. */
  rows: { label: string; cells: string[] }[];
}

/**
 * A chart's numbers as a table: one row per category (the `xKey` field), one column per series, each value
 * written by `format`.
 */
export function seriesTable(
  rows: readonly object[],
  xKey: string,
  series: readonly { key: string; name: string }[],
  categoryTitle: string,
  format: (value: number) => string = String,
): ChartTable {
  return {
    columns: [categoryTitle, ...series.map((s) => s.name)],
    rows: rows.map((row) => ({
      label: String((row as Record<string, unknown>)[xKey] ?? ""),
      cells: series.map((s) => format(num(row, s.key))),
    })),
  };
}

/** A donut's numbers as a table: each slice's value and its share in whole percent. */
export function sliceTable(
  slices: readonly { name: string; value: number }[],
  titles: { category: string; value: string; share: string },
  format: (value: number) => string = String,
): ChartTable {
  const total = slices.reduce((sum, s) => sum + Math.max(0, s.value), 0);
  return {
    columns: [titles.category, titles.value, titles.share],
    rows: slices.map((s) => ({
      label: s.name,
      cells: [format(s.value), `${total > 0 ? Math.round((100 * Math.max(0, s.value)) / total) : 0}%`],
    })),
  };
}
