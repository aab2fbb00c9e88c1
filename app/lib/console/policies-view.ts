/** The search table's URL helpers and column/density settings, without zod (the screen imports these). */
import type { PolicyQuery } from "./policies";

export const DEFAULT_PAGE_SIZE = 10;

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
