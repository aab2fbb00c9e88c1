import { readdirSync, readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { parseShard, planShard, weighUnits, type ShardUnit } from "../../fixtures/shard-plan";

const units = (seconds: number[]): ShardUnit[] =>
  seconds.map((value, i) => ({ file: `f${i}.spec.ts`, project: "js", seconds: value }));
const total = (list: ShardUnit[]) => list.reduce((sum, unit) => sum + unit.seconds, 0);

describe("e2e shard plan", () => {
  it("gives every unit to exactly one shard", () => {
    const all = units([50, 40, 30, 20, 10, 5, 5, 1]);
    const shards = [1, 2, 3].map((i) => planShard(all, i, 3));
    const names = shards.flat().map((unit) => unit.file).sort();
    expect(names).toEqual(all.map((unit) => unit.file).sort());
  });

  it("balances by time, not by count: one long unit against many short ones", () => {
    const all = units([100, 10, 10, 10, 10, 10, 10, 10, 10, 10, 10]);
    const [first, second] = [planShard(all, 1, 2), planShard(all, 2, 2)];
    expect(total(first)).toBe(100);
    expect(first).toHaveLength(1);
    expect(total(second)).toBe(100);
  });

  it("weighs a file not measured yet as the median one, in each project", () => {
    const weighed = weighUnits(["old.spec.ts", "new.spec.ts"], ["js", "nojs"], {
      "old.spec.ts|js": 30,
      "old.spec.ts|nojs": 10,
      "other.spec.ts|js": 20,
    });
    expect(weighed).toEqual([
      { file: "old.spec.ts", project: "js", seconds: 30 },
      { file: "old.spec.ts", project: "nojs", seconds: 10 },
      { file: "new.spec.ts", project: "js", seconds: 20 },
      { file: "new.spec.ts", project: "nojs", seconds: 20 },
    ]);
  });

  it("reads i/n and refuses anything else", () => {
    expect(parseShard(undefined)).toBeUndefined();
    expect(parseShard("2/3")).toEqual({ index: 2, count: 3 });
    expect(() => parseShard("2 of 3")).toThrow(/i\/n/);
    expect(() => planShard(units([1]), 3, 2)).toThrow(/1 ≤ i ≤ n/);
  });

  it("the recorded weights split today's specs into two halves within 10 % of each other", () => {
    const dir = "tests/e2e";
    const files = readdirSync(dir).filter((name) => name.endsWith(".spec.ts"));
    const recorded = JSON.parse(readFileSync(`${dir}/durations.json`, "utf8")) as Record<string, number>;
    const all = weighUnits(files, ["js", "nojs"], recorded);
    const [a, b] = [total(planShard(all, 1, 2)), total(planShard(all, 2, 2))];
    expect(Math.abs(a - b) / Math.max(a, b)).toBeLessThan(0.1);
  });
});
