import * as d3 from "d3-interpolate";
import { scaleLinear } from "d3-scale";
import { describe, expect, it } from "vitest";
import {
  interpolate,
  interpolateNumber,
  interpolateRound,
  piecewise,
} from "~/components/console/charts/d3-interpolate-numbers";

// Vitest does not apply the build's alias, so "d3-interpolate" here is the real library.
const pairs: [number, number][] = [
  [0, 1],
  [0, 0],
  [-3.5, 12.25],
  [1e9, -1e9],
  [0.1, 0.3],
  [437, 0],
  [-0, 5],
];
const times = [0, 0.001, 0.25, 1 / 3, 0.5, 0.75, 0.999, 1, -0.5, 1.5];

describe("the charts' number-only d3-interpolate", () => {
  it("gives d3's results for numbers and numeric strings", () => {
    for (const [a, b] of pairs) {
      for (const t of times) {
        expect(interpolateNumber(a, b)(t)).toBe(d3.interpolateNumber(a, b)(t));
        expect(interpolateRound(a, b)(t)).toBe(d3.interpolateRound(a, b)(t));
        expect(interpolate(a, b)(t)).toBe(d3.interpolate(a, b)(t));
        expect(interpolateNumber(String(a), String(b))(t)).toBe(
          d3.interpolateNumber(Number(String(a)), Number(String(b)))(t),
        );
      }
    }
  });

  it("holds any other range value at its end value", () => {
    expect(interpolate("red", "blue")(0.5)).toBe("blue");
    expect(interpolate(null, null)(0.2)).toBeNull();
  });

  it("interpolates piece by piece like d3's piecewise", () => {
    const values = [0, 10, 40, 45];
    for (const t of times.filter((x) => x >= 0 && x <= 1)) {
      expect(piecewise(interpolateNumber, values)(t)).toBe(d3.piecewise(d3.interpolateNumber, values)(t));
    }
  });

  it("makes a linear scale place values exactly where d3's own interpolation does", () => {
    const reference = scaleLinear().domain([0, 2400]).range([310, 8]);
    const ours = scaleLinear()
      .domain([0, 2400])
      .range([310, 8])
      .interpolate(interpolate as never);
    for (const value of [0, 1, 600, 1234.5, 2400, 3000]) expect(ours(value)).toBe(reference(value));
    const rounded = scaleLinear().domain([0, 7]).rangeRound([0, 333]);
    const oursRounded = scaleLinear()
      .domain([0, 7])
      .range([0, 333])
      .interpolate(interpolateRound as never);
    for (const value of [0, 1, 2.5, 7]) expect(oursRounded(value)).toBe(rounded(value));
  });
});
