import { afterEach, describe, expect, it, vi } from "vitest";
import type { ContentStore } from "~/lib/content/store.server";
import type { MourningSetting } from "~/lib/site/site-modes";
import { displayVersion, liveArticles, nextDisplayChange, onDisplayBoundary } from "~/lib/site/display.server";

/** Just what the module asks of the store: the company record, no articles, its version, and change events. */
function fakeStore(company: MourningSetting) {
  const listeners = new Set<() => void>();
  const store = {
    company,
    getCompany: () => store.company,
    list: () => [],
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
    const stop = onDisplayBoundary(store, () => calls.push(Date.now()));
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

describe("scheduled articles at run time", () => {
  const T = 1_800_000_000;
  function storeWith(
    records: { id: number; del_status: 0 | 1; publish_at?: number; unpublish_at?: number; status?: string }[],
  ) {
    const listeners = new Set<() => void>();
    // The store fills in the status of records saved before the workflow: published.
    const articles = records.map((record) => ({ status: "published", ...record }));
    const store = {
      articles,
      list: () => store.articles,
      getCompany: () => ({ mourning: 0 }),
      versionTag: () => "v1",
      onChange: (listener: () => void) => {
        listeners.add(listener);
        return () => listeners.delete(listener);
      },
      save(next: typeof articles) {
        store.articles = next;
        listeners.forEach((l) => l());
      },
    };
    return store as unknown as typeof store & ContentStore;
  }

  it("never shows a draft, a record in review or an unpublished one, whatever its schedule", () => {
    const store = storeWith([
      { id: 1, del_status: 1 },
      { id: 2, del_status: 1, status: "draft" },
      { id: 3, del_status: 1, status: "review", publish_at: T - 10 },
      { id: 4, del_status: 1, status: "unpublished" },
      { id: 5, del_status: 1, publish_at: T + 10 },
    ]);
    const ids = (ms: number) => liveArticles(store, ms).map((a) => a.id);
    expect(ids(T * 1000)).toEqual([1]);
    expect(ids((T + 10) * 1000)).toEqual([1, 5]);
  });

  it("shows an article from its publish time and hides it from its unpublish time", () => {
    const store = storeWith([
      { id: 1, del_status: 1 },
      { id: 2, del_status: 1, publish_at: T + 10 },
      { id: 3, del_status: 1, unpublish_at: T + 20 },
    ]);
    const ids = (ms: number) => liveArticles(store, ms).map((a) => a.id);
    expect(ids(T * 1000)).toEqual([1, 3]);
    expect(ids((T + 10) * 1000)).toEqual([1, 2, 3]);
    expect(ids((T + 20) * 1000 - 1)).toEqual([1, 2, 3]);
    expect(ids((T + 20) * 1000)).toEqual([1, 2]);
  });

  it("keeps the same list and version between moments, and changes both at each", () => {
    const store = storeWith([{ id: 2, del_status: 1, publish_at: T + 10 }]);
    expect(liveArticles(store, T * 1000)).toBe(liveArticles(store, (T + 9) * 1000));
    expect(displayVersion(store, T * 1000)).toBe("v1");
    expect(displayVersion(store, (T + 9) * 1000 + 999)).toBe("v1");
    expect(displayVersion(store, (T + 10) * 1000)).toBe("v1-s1");
  });

  it("ignores the times of deleted articles", () => {
    const store = storeWith([{ id: 2, del_status: 0, publish_at: T + 10 }]);
    expect(displayVersion(store, (T + 10) * 1000)).toBe("v1");
    expect(nextDisplayChange(store, T * 1000)).toBeNull();
  });

  it("calls at each publish and unpublish time, and follows a save", () => {
    vi.useFakeTimers({ now: T * 1000 });
    const store = storeWith([{ id: 2, del_status: 1, publish_at: T + 10, unpublish_at: T + 30 }]);
    const calls: number[] = [];
    const stop = onDisplayBoundary(store, () => calls.push(Date.now()));
    vi.advanceTimersByTime(10_010);
    expect(calls).toHaveLength(1);
    expect(calls[0]).toBeGreaterThanOrEqual((T + 10) * 1000);
    vi.advanceTimersByTime(20_000);
    expect(calls).toHaveLength(2);
    store.save([{ id: 2, del_status: 1, publish_at: T + 100, status: "published" }]);
    vi.advanceTimersByTime(70_000);
    expect(calls).toHaveLength(3);
    stop();
  });
});
