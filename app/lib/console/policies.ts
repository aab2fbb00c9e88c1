/**
 * The search table's query: filters, sort and page read from the URL (SPEC §7 list/policy: `current` default
 * 1, `pageSize` default 10), applied on the server. Bad values fall back to defaults instead of failing, so a
 * hand-edited URL still shows a page.
 */
import { z } from "zod";
import { POLICY_CONTENT_TYPES, POLICY_FILTER_TYPES, POLICY_STATUSES, type Policy } from "~/lib/content/console-schema";

export const DEFAULT_PAGE_SIZE = 10;
export const PAGE_SIZES = [10, 20, 50] as const;
export const POLICY_SORT_FIELDS = ["id", "count", "createdTime"] as const;

const optionalText = z
  .string()
  .trim()
  .max(50)
  .optional()
  .catch(undefined)
  .transform((v) => (v ? v : undefined));
const optionalDate = z.iso.date().optional().catch(undefined);
const optionalEnum = <T extends readonly [string, ...string[]]>(values: T) =>
  z.enum(values).optional().catch(undefined);

export const PolicyQuerySchema = z.object({
  current: z.coerce.number().int().min(1).max(10_000).catch(1).default(1),
  pageSize: z.coerce
    .number()
    .int()
    .refine((n) => (PAGE_SIZES as readonly number[]).includes(n))
    .catch(DEFAULT_PAGE_SIZE)
    .default(DEFAULT_PAGE_SIZE),
  number: optionalText,
  name: optionalText,
  contentType: optionalEnum(POLICY_CONTENT_TYPES),
  filterType: optionalEnum(POLICY_FILTER_TYPES),
  status: optionalEnum(POLICY_STATUSES),
  createdFrom: optionalDate,
  createdTo: optionalDate,
  sortField: z.enum(POLICY_SORT_FIELDS).catch("id").default("id"),
  sortOrder: z.enum(["asc", "desc"]).catch("asc").default("asc"),
});
export type PolicyQuery = z.infer<typeof PolicyQuerySchema>;

/** The query a URL asks for; unknown or invalid parameters are ignored. */
export function parsePolicyQuery(params: URLSearchParams): PolicyQuery {
  const raw: Record<string, string> = {};
  for (const key of Object.keys(PolicyQuerySchema.shape)) {
    const value = params.get(key);
    if (value !== null && value !== "") raw[key] = value;
  }
  return PolicyQuerySchema.parse(raw);
}

export interface PolicyPage<T> {
  list: T[];
  total: number;
  current: number;
  pageSize: number;
  pageCount: number;
  /** 1-based position of the first row on this page (the table's "#" column). */
  offset: number;
}

/** Start of a YYYY-MM-DD day (UTC+8, the company's time zone) in unix seconds. */
export function dayStart(date: string): number {
  return Math.floor(Date.parse(`${date}T00:00:00+08:00`) / 1000);
}

/** Filters, sorts and cuts one page; a page past the end shows the last page. */
export function queryPolicies<T extends Policy>(rows: readonly T[], query: PolicyQuery): PolicyPage<T> {
  const from = query.createdFrom ? dayStart(query.createdFrom) : -Infinity;
  const to = query.createdTo ? dayStart(query.createdTo) + 86_400 : Infinity;
  const name = query.name?.toLowerCase();
  const filtered = rows.filter(
    (row) =>
      (!query.number || row.number.includes(query.number)) &&
      (!name || row.name.toLowerCase().includes(name)) &&
      (!query.contentType || row.contentType === query.contentType) &&
      (!query.filterType || row.filterType === query.filterType) &&
      (!query.status || row.status === query.status) &&
      row.createdTime >= from &&
      row.createdTime < to,
  );
  const direction = query.sortOrder === "desc" ? -1 : 1;
  const field = query.sortField;
  const sorted = [...filtered].sort((a, b) => (a[field] - b[field] || a.id - b.id) * direction);
  const total = sorted.length;
  const pageCount = Math.max(1, Math.ceil(total / query.pageSize));
  const current = Math.min(query.current, pageCount);
  const start = (current - 1) * query.pageSize;
  return {
    list: sorted.slice(start, start + query.pageSize),
    total,
    current,
    pageSize: query.pageSize,
    pageCount,
    offset: start + 1,
  };
}

/**
 * The URL search string for a query with some fields changed, keeping every filter (the template dropped
 * them on page change). Defaults are left out to keep URLs short.
 */
export function policyQueryToSearch(query: PolicyQuery, changes: Partial<PolicyQuery> = {}): string {
  const merged = { ...query, ...changes };
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(merged)) {
    if (value === undefined || value === "") continue;
    if (key === "current" && value === 1) continue;
    if (key === "pageSize" && value === DEFAULT_PAGE_SIZE) continue;
    if (key === "sortField" && value === "id") continue;
    if (key === "sortOrder" && value === "asc") continue;
    params.set(key, String(value));
  }
  const search = params.toString();
  return search ? `?${search}` : "";
}

/** True when any filter is set (the screen offers "Reset" then). */
export function hasPolicyFilters(query: PolicyQuery): boolean {
  return Boolean(
    query.number ||
    query.name ||
    query.contentType ||
    query.filterType ||
    query.status ||
    query.createdFrom ||
    query.createdTo,
  );
}

export const POLICY_COLUMNS = [
  "index",
  "number",
  "name",
  "contentType",
  "filterType",
  "count",
  "createdTime",
  "status",
  "operations",
] as const;
export type PolicyColumn = (typeof POLICY_COLUMNS)[number];
export const TABLE_DENSITIES = ["mini", "small", "middle", "large"] as const;
export type TableDensity = (typeof TABLE_DENSITIES)[number];

export interface PolicyTableView {
  density: TableDensity;
  /** Visible columns, in display order. */
  columns: PolicyColumn[];
}

/**
 * The table's density and column settings from the URL (`density`, and `cols` as a comma list in display
 * order), so they work through a plain GET form. The operations column is always kept last.
 */
export function parsePolicyTableView(params: URLSearchParams): PolicyTableView {
  const densityParam = params.get("density");
  const density = TABLE_DENSITIES.find((d) => d === densityParam) ?? "middle";
  const listed = params.getAll("cols").flatMap((value) => value.split(","));
  const known = listed.filter(
    (c): c is PolicyColumn => (POLICY_COLUMNS as readonly string[]).includes(c) && c !== "operations",
  );
  const unique = [...new Set(known)];
  const columns: PolicyColumn[] = params.has("cols") ? [...unique, "operations"] : [...POLICY_COLUMNS];
  return { density, columns };
}

/** The query string of a table view (empty for the defaults). */
export function policyTableViewParams(view: PolicyTableView): [string, string][] {
  const params: [string, string][] = [];
  if (view.density !== "middle") params.push(["density", view.density]);
  const data = view.columns.filter((c) => c !== "operations");
  if (data.join(",") !== POLICY_COLUMNS.filter((c) => c !== "operations").join(","))
    params.push(["cols", data.join(",")]);
  return params;
}
