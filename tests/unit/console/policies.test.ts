import { describe, expect, it } from "vitest";
import {
  DEFAULT_PAGE_SIZE,
  hasPolicyFilters,
  parsePolicyQuery,
  policyQueryToSearch,
  queryPolicies,
  parsePolicyTableView,
  policyTableViewParams,
  POLICY_COLUMNS,
} from "~/lib/console/policies";
import { dayStartInCompanyZone as dayStart } from "~/lib/format/date";
import { seedPolicies } from "~/lib/console/seed";
import type { Policy } from "~/lib/content/console-schema";

const policy = (id: number, extra: Partial<Policy> = {}): Policy => ({
  id,
  number: String(10_000_000 + id),
  name: `集合${id}`,
  contentType: "img",
  filterType: "rules",
  count: id * 10,
  status: "online",
  createdTime: dayStart("2026-01-01") + id,
  updatetime: 0,
  ...extra,
});

const q = (search: string) => parsePolicyQuery(new URLSearchParams(search));

describe("parsePolicyQuery", () => {
  it("defaults to page 1 of 10 with no filters", () => {
    const query = q("");
    expect(query).toMatchObject({ current: 1, pageSize: DEFAULT_PAGE_SIZE, sortField: "id", sortOrder: "asc" });
    expect(hasPolicyFilters(query)).toBe(false);
  });

  it("reads current, pageSize and every filter from the URL", () => {
    const query = q(
      "current=3&pageSize=20&number=123&name=%E9%9B%86&contentType=img&filterType=rules&status=offline&createdFrom=2026-01-01&createdTo=2026-01-31",
    );
    expect(query).toMatchObject({
      current: 3,
      pageSize: 20,
      number: "123",
      name: "集",
      contentType: "img",
      filterType: "rules",
      status: "offline",
      createdFrom: "2026-01-01",
      createdTo: "2026-01-31",
    });
    expect(hasPolicyFilters(query)).toBe(true);
  });

  it("falls back to defaults for invalid values instead of failing", () => {
    const query = q("current=-4&pageSize=7&contentType=pdf&status=&createdFrom=yesterday&sortField=evil");
    expect(query).toMatchObject({ current: 1, pageSize: 10, sortField: "id" });
    expect(query.contentType).toBeUndefined();
    expect(query.createdFrom).toBeUndefined();
  });
});

describe("queryPolicies", () => {
  const rows = Array.from({ length: 55 }, (_, i) => policy(i + 1, { status: i % 2 ? "offline" : "online" }));

  it("pages 55 rows into 6 pages of 10 with a global offset", () => {
    const page = queryPolicies(rows, q("current=6"));
    expect(page).toMatchObject({ total: 55, pageCount: 6, current: 6, offset: 51 });
    expect(page.list.map((r) => r.id)).toEqual([51, 52, 53, 54, 55]);
  });

  it("shows the last page when asked for one past the end", () => {
    expect(queryPolicies(rows, q("current=99")).current).toBe(6);
  });

  it("filters by status, number substring and name, case-insensitively", () => {
    expect(queryPolicies(rows, q("status=offline")).total).toBe(27);
    expect(queryPolicies(rows, q("number=1000005")).list.map((r) => r.id)).toEqual([50, 51, 52, 53, 54, 55]);
    const named = [policy(1, { name: "Daily Video" }), policy(2, { name: "news" })];
    expect(queryPolicies(named, q("name=daily")).list.map((r) => r.id)).toEqual([1]);
  });

  it("filters by created date range, both ends included (UTC+8 days)", () => {
    const dated = [
      policy(1, { createdTime: dayStart("2025-12-31") + 86_399 }),
      policy(2, { createdTime: dayStart("2026-01-01") }),
      policy(3, { createdTime: dayStart("2026-01-02") + 86_399 }),
      policy(4, { createdTime: dayStart("2026-01-03") }),
    ];
    const page = queryPolicies(dated, q("createdFrom=2026-01-01&createdTo=2026-01-02"));
    expect(page.list.map((r) => r.id)).toEqual([2, 3]);
  });

  it("sorts by count descending, ties by id", () => {
    const sorted = queryPolicies(
      [policy(1, { count: 5 }), policy(2, { count: 9 }), policy(3, { count: 5 })],
      q("sortField=count&sortOrder=desc"),
    );
    expect(sorted.list.map((r) => r.id)).toEqual([2, 3, 1]);
  });

  it("returns an empty first page when nothing matches", () => {
    expect(queryPolicies(rows, q("name=nothing"))).toMatchObject({ total: 0, pageCount: 1, current: 1, list: [] });
  });
});

describe("policyQueryToSearch", () => {
  it("keeps the filters when changing page and leaves defaults out", () => {
    const query = q("status=online&name=a");
    expect(policyQueryToSearch(query, { current: 2 })).toBe("?current=2&name=a&status=online");
    expect(policyQueryToSearch(q(""))).toBe("");
  });
});

describe("seeded policies", () => {
  it("are 55, with unique ids and numbers, and the same on every run", () => {
    const a = seedPolicies();
    expect(a).toHaveLength(55);
    expect(new Set(a.map((p) => p.id)).size).toBe(55);
    expect(seedPolicies()).toEqual(a);
  });
});

describe("parsePolicyTableView", () => {
  it("defaults to medium density and every column", () => {
    const view = parsePolicyTableView(new URLSearchParams(""));
    expect(view.density).toBe("middle");
    expect(view.columns).toEqual([...POLICY_COLUMNS]);
    expect(policyTableViewParams(view)).toEqual([]);
  });

  it("reads density and the visible columns in order, keeping operations last", () => {
    const view = parsePolicyTableView(new URLSearchParams("density=mini&cols=name,number,bogus,operations"));
    expect(view).toEqual({ density: "mini", columns: ["name", "number", "operations"] });
    expect(policyTableViewParams(view)).toEqual([
      ["density", "mini"],
      ["cols", "name,number"],
    ]);
  });

  it("accepts repeated cols parameters from checkboxes", () => {
    const view = parsePolicyTableView(new URLSearchParams("cols=status&cols=count"));
    expect(view.columns).toEqual(["status", "count", "operations"]);
  });
});
