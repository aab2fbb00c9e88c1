import { describe, expect, it } from "vitest";
import {
  donutArcs,
  labelEvery,
  niceScale,
  radarLayout,
  seriesLayout,
  seriesTable,
  sliceTable,
} from "~/lib/console/chart-geometry";

describe("niceScale", () => {
  it("rounds the maximum up to a round step and lists the ticks from zero", () => {
    expect(niceScale(87)).toEqual({ max: 100, ticks: [0, 25, 50, 75, 100] });
    expect(niceScale(2700)).toEqual({ max: 3000, ticks: [0, 1000, 2000, 3000] });
  });

  it("gives a unit axis when there is nothing to show", () => {
    expect(niceScale(0)).toEqual({ max: 1, ticks: [0, 1] });
  });
});

describe("seriesLayout", () => {
  const rows = [
    { day: "a", v: 0, w: 50 },
    { day: "b", v: 100, w: 50 },
  ];

  it("draws a line from edge to edge, the largest value at the top", () => {
    const layout = seriesLayout(rows, [{ key: "v", type: "line" }]);
    expect(layout.scale.max).toBe(100);
    expect(layout.series[0]?.line).toBe("M0,100L100,0");
  });

  it("stacks areas on the series before them", () => {
    const layout = seriesLayout(rows, [
      { key: "w", type: "area", stackId: "s" },
      { key: "v", type: "area", stackId: "s" },
    ]);
    expect(layout.scale.max).toBe(150);
    // The second series starts where the first one ends (50 of 150 from the bottom).
    expect(layout.series[1]?.area).toContain("L100,0L100,66.67L0,66.67Z");
  });

  it("puts bars in the middle of each category's band, tall as their value", () => {
    const layout = seriesLayout(rows, [{ key: "v", type: "bar" }]);
    expect(layout.positions).toEqual([25, 75]);
    expect(layout.series[0]?.bars?.[1]).toEqual({ x: 60, y: 0, width: 30, height: 100 });
    expect(layout.series[0]?.bars?.[0]?.height).toBe(0);
  });

  it("lays horizontal bars out from the left", () => {
    const layout = seriesLayout(rows, [{ key: "w", type: "bar" }], { horizontal: true });
    // 50 on an axis rounded up to 60.
    expect(layout.series[0]?.bars?.[0]).toMatchObject({ x: 0, width: 83.33 });
  });
});

describe("donutArcs", () => {
  it("gives each slice its share of the ring", () => {
    const arcs = donutArcs([1, 3], 50, 80);
    expect(arcs.map((a) => a.share)).toEqual([0.25, 0.75]);
    expect(arcs[0]?.path.startsWith("M0,-80A80,80 0 0 1 80,0")).toBe(true);
    expect(arcs[1]?.path).toContain(" 0 1 1 ");
  });

  it("draws nothing for an empty donut", () => {
    expect(donutArcs([0, 0], 50, 80)).toEqual([]);
  });
});

describe("radarLayout", () => {
  it("puts the first axis at 12 o'clock and scales each polygon to the rounded maximum", () => {
    const layout = radarLayout(
      [
        { axis: "a", x: 100 },
        { axis: "b", x: 50 },
      ],
      ["x"],
      80,
    );
    expect(layout.spokes[0]).toEqual({ x: 0, y: -80 });
    expect(layout.polygons[0]).toBe("0,-80 0,40");
  });
});

describe("tables", () => {
  it("lists one row per category and one column per series", () => {
    expect(
      seriesTable(
        [
          { day: "1", a: 1, b: 2 },
          { day: "2", a: 3, b: 4 },
        ],
        "day",
        [
          { key: "a", name: "A" },
          { key: "b", name: "B" },
        ],
        "Day",
        (v) => `${v}k`,
      ),
    ).toEqual({
      columns: ["Day", "A", "B"],
      rows: [
        { label: "1", cells: ["1k", "2k"] },
        { label: "2", cells: ["3k", "4k"] },
      ],
    });
  });

  it("gives each slice its value and whole-percent share", () => {
    const table = sliceTable(
      [
        { name: "x", value: 1 },
        { name: "y", value: 3 },
      ],
      { category: "C", value: "V", share: "S" },
    );
    expect(table.rows).toEqual([
      { label: "x", cells: ["1", "25%"] },
      { label: "y", cells: ["3", "75%"] },
    ]);
  });

  it("shows at most the given number of axis labels", () => {
    expect(labelEvery(24, 7)).toBe(4);
    expect(labelEvery(5, 7)).toBe(1);
  });
});
