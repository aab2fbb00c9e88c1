import { afterEach, describe, expect, it, vi } from "vitest";
import type { ContentStore } from "~/lib/content/store.server";
import type { MourningSetting } from "~/lib/site/site-modes";
import { displayVersion, onMourningBoundary } from "~/lib/site/mourning.server";

/** Just what the module asks of the store: the company record, its version, and change events. */
function fakeStore(company: MourningSetting) {
  const listeners = new Set<() => void>();
  const store = {
    company,
    getCompany: () => store.company,
    versionTag: () => "v1",
    onChange: (listener: () => void) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    save(next: MourningSetting) {
      store.company = next;
      listeners.forEach((l) => l());
    },
  };
  return store as typeof store & ContentStore;
}

const beijing = (iso: string) => Date.parse(`${iso}+08:00`);

afterEach(() => vi.useRealTimers());

describe("mourning at run time", () => {
  it("gives caches a different version while the site is in mourning", () => {
    const store = fakeStore({ mourning: 1, mourning_start: "2026-12-13", mourning_end: "2026-12-13" });
    expect(displayVersion(store, beijing("2026-12-12T23:00:00"))).toBe("v1");
    expect(displayVersion(store, beijing("2026-12-13T01:00:00"))).toBe("v1-mourning");
    expect(displayVersion(store, beijing("2026-12-14T00:00:00"))).toBe("v1");
  });

  it("calls at the start and at the end of the window, and follows a save", () => {
    vi.useFakeTimers({ now: beijing("2026-12-12T22:00:00") });
    const store = fakeStore({ mourning: 1, mourning_start: "2026-12-13", mourning_end: "2026-12-13" });
    const calls: number[] = [];
    const stop = onMourningBoundary(store, () => calls.push(Date.now()));
    vi.advanceTimersByTime(2 * 60 * 60 * 1000 + 1000);
    expect(calls).toHaveLength(1);
    expect(calls[0]).toBeGreaterThanOrEqual(beijing("2026-12-13T00:00:00"));
    vi.advanceTimersByTime(24 * 60 * 60 * 1000);
    expect(calls).toHaveLength(2);
    // A save moving the window re-arms the timer for its new start.
    store.save({ mourning: 1, mourning_start: "2026-12-20", mourning_end: "" });
    vi.advanceTimersByTime(7 * 24 * 60 * 60 * 1000);
    expect(calls).toHaveLength(3);
    stop();
  });
});
