import { describe, expect, it } from "vitest";
import {
  isLiveAt,
  nextBoundary,
  passedBoundaries,
  scheduleBoundaries,
  scheduleStateAt,
  unixSecondsOf,
} from "~/lib/content/schedule";

const T = 1_800_000_000;

describe("an article's schedule", () => {
  it("is live with no times set", () => {
    expect(scheduleStateAt({}, T)).toBe("live");
    expect(scheduleStateAt({ publish_at: 0, unpublish_at: 0 }, T)).toBe("live");
  });

  it("waits until its publish time, and is live from that very second", () => {
    expect(scheduleStateAt({ publish_at: T }, T - 1)).toBe("scheduled");
    expect(scheduleStateAt({ publish_at: T }, T)).toBe("live");
    expect(isLiveAt({ publish_at: T }, T + 1)).toBe(true);
  });

  it("leaves at its unpublish time, and stays out", () => {
    expect(scheduleStateAt({ unpublish_at: T }, T - 1)).toBe("live");
    expect(scheduleStateAt({ unpublish_at: T }, T)).toBe("expired");
    expect(isLiveAt({ publish_at: T - 100, unpublish_at: T }, T + 5000)).toBe(false);
  });

  it("is live only inside a window", () => {
    const window = { publish_at: T, unpublish_at: T + 60 };
    expect([T - 1, T, T + 59, T + 60].map((t) => scheduleStateAt(window, t))).toEqual([
      "scheduled",
      "live",
      "live",
      "expired",
    ]);
  });
});

describe("schedule moments", () => {
  const boundaries = scheduleBoundaries([
    { publish_at: T + 20, unpublish_at: T + 50 },
    { publish_at: T + 20 },
    { unpublish_at: T + 10 },
    {},
  ]);

  it("lists each moment once, ascending", () => {
    expect(boundaries).toEqual([T + 10, T + 20, T + 50]);
  });

  it("counts the moments passed, which changes exactly at each moment", () => {
    expect([T, T + 9, T + 10, T + 19, T + 20, T + 50, T + 999].map((t) => passedBoundaries(boundaries, t))).toEqual([
      0, 0, 1, 1, 2, 3, 3,
    ]);
  });

  it("names the next moment still to come", () => {
    expect(nextBoundary(boundaries, T)).toBe(T + 10);
    expect(nextBoundary(boundaries, T + 10)).toBe(T + 20);
    expect(nextBoundary(boundaries, T + 50)).toBeNull();
    expect(nextBoundary([], T)).toBeNull();
  });

  it("reads the clock in whole seconds", () => {
    expect(unixSecondsOf(1_800_000_000_999)).toBe(1_800_000_000);
  });
});
