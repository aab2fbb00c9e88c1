import { describe, expect, it } from "vitest";
import { analysisData, monitorData, multiDimensionData, workplaceData } from "~/lib/console/charts";
import { createRandom } from "~/lib/console/prng";

describe("chart demo data", () => {
  it("is the same on every call (deterministic seeds)", () => {
    expect(workplaceData()).toEqual(workplaceData());
    expect(analysisData()).toEqual(analysisData());
    expect(multiDimensionData()).toEqual(multiDimensionData());
  });

  it("has the shapes the screens draw", () => {
    const work = workplaceData();
    expect(work.contentData).toHaveLength(8);
    expect(Object.values(work.popular).map((rows) => rows.length)).toEqual([5, 5, 5]);
    expect(work.categories.slices.reduce((s, x) => s + x.value, 0)).toBe(work.categories.total);
    const analysis = analysisData();
    expect(analysis.opinion.map((o) => o.kind)).toEqual(["line", "bar", "area", "pie"]);
    expect(analysis.publish).toHaveLength(12);
    expect(analysis.authors).toHaveLength(7);
    const multi = multiDimensionData();
    expect(multi.overview).toHaveLength(8);
    expect(multi.radar).toHaveLength(6);
    expect(multi.chain.map((c) => c.up)).toEqual(multi.chain.map((c) => c.growth > 50));
    expect(multi.sources.map((s) => s.slices.length)).toEqual([5, 5, 5]);
    expect(monitorData().programs).toHaveLength(1);
  });
});

describe("createRandom", () => {
  it("repeats for a seed and stays in range", () => {
    const a = createRandom(7);
    const b = createRandom(7);
    const values = Array.from({ length: 100 }, () => a.int(3, 5));
    expect(values).toEqual(Array.from({ length: 100 }, () => b.int(3, 5)));
    expect(Math.min(...values)).toBe(3);
    expect(Math.max(...values)).toBe(5);
    expect(() => a.pick([])).toThrow();
  });
});
