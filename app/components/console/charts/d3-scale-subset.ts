/**
 * What Recharts gets when it imports `victory-vendor/d3-scale` (vite.config.ts aliases it here): every d3 scale
 * except the time, UTC, sequential and diverging ones. Recharts looks scales up by name through a namespace
 * import (`import * as d3Scales`), which keeps every export of d3-scale, and with them d3-time and
 * d3-time-format (~8 KB gzipped), in the chart chunk. The console's charts use category and number axes only
 * ("auto" resolves to point, band or linear); a chart that asked for `scale="time"` would fall back to point.
 */
export {
  scaleBand,
  scaleIdentity,
  scaleImplicit,
  scaleLinear,
  scaleLog,
  scaleOrdinal,
  scalePoint,
  scalePow,
  scaleQuantile,
  scaleQuantize,
  scaleRadial,
  scaleSqrt,
  scaleSymlog,
  scaleThreshold,
  tickFormat,
} from "d3-scale";
