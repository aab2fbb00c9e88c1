/**
 * What d3-scale gets when it imports `d3-interpolate` in the chart chunk (vite.config.ts aliases it here):
 * interpolation between numbers only. The console's scales map numbers to pixel positions, and d3's generic
 * interpolator would also bring colour parsing and string, date, array and object interpolation (d3-color and
 * most of d3-interpolate: about 4 KB gzipped). A range of anything but numbers is held at its end value.
 * Same results as d3-interpolate for numbers (tests/unit/console/d3-interpolate-numbers.test.ts).
 */

/** d3's interpolateNumber: a(1 - t) + bt, written that way so t = 1 gives exactly b. */
export function interpolateNumber(a: number | string, b: number | string): (t: number) => number {
  const from = +a;
  const to = +b;
  return (t) => from * (1 - t) + to * t;
}

/** d3's interpolateRound: interpolateNumber rounded to the nearest integer. */
export function interpolateRound(a: number | string, b: number | string): (t: number) => number {
  const from = +a;
  const to = +b;
  return (t) => Math.round(from * (1 - t) + to * t);
}

/** d3's generic interpolate, for numbers (and numeric strings); any other range value is held constant. */
export function interpolate<T>(a: T, b: T): (t: number) => T | number {
  if (typeof b === "number" || (typeof b === "string" && b.trim() !== "" && !Number.isNaN(+b))) {
    return interpolateNumber(a as number | string, b);
  }
  return () => b;
}

/** d3's piecewise (used by the sequential and diverging scales, which the charts never create). */
export function piecewise<T>(
  interpolator: (a: T, b: T) => (t: number) => unknown,
  values: readonly T[],
): (t: number) => unknown {
  const n = values.length - 1;
  const pieces: ((t: number) => unknown)[] = [];
  for (let i = 0; i < n; i += 1) pieces.push(interpolator(values[i] as T, values[i + 1] as T));
  return (t) => {
    const scaled = t * n;
    const i = Math.max(0, Math.min(n - 1, Math.floor(scaled)));
    return pieces[i]?.(scaled - i);
  };
}
