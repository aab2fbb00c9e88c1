/**
 * The search table's query: filters, sort and page read from the URL (docs/product.md §9: `current` default 1,
 * `pageSize` default 10), applied on the server. Bad values fall back to defaults instead of failing, so a
 * hand-edited URL still shows a page.
 */
import { z } from "zod";
import { DEFAULT_PAGE_SIZE } from "./policies-view";
import { dayStartInCompanyZone } from "~/lib/format/date";
import { POLICY_CONTENT_TYPES, POLICY_FILTER_TYPES, POLICY_STATUSES, type Policy } from "~/lib/content/console-schema";

export {
  DEFAULT_PAGE_SIZE,
  POLICY_COLUMNS,
  TABLE_DENSITIES,
  parsePolicyTableView,
  policyQueryToSearch,
  policyTableViewParams,
  type PolicyColumn,
  type PolicyTableView,
  type TableDensity,
} from "./policies-view";

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

/** Filters, sorts and cuts one page; a page past the end shows the last page. */
export function queryPolicies<T extends Policy>(rows: readonly T[], query: PolicyQuery): PolicyPage<T> {
  const from = query.createdFrom ? dayStartInCompanyZone(query.createdFrom) : -Infinity;
  const to = query.createdTo ? dayStartInCompanyZone(query.createdTo) + 86_400 : Infinity;
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
