/**
 * The audit log screen (`/{ADMIN_PATH}/audit`, admins only) and its CSV export: the query string's filters are
 * checked with zod (a malformed date is a field error, status 400, with the input kept), then the month files
 * are read and filtered on the server and paged.
 */
import { data } from "@remix-run/node";
import { z } from "zod";
import { adminHref, requireCapability } from "~/lib/auth/guard.server";
import { getContentStore } from "~/lib/content/store.server";
import { formatDateTime } from "~/lib/format/date";
import { i18nServer } from "~/lib/i18n/i18n.server";
import { message, type Message } from "~/lib/i18n/message";
import { i18nFor } from "~/lib/site/i18n.server";
import { auditCsv, dayStart, pageOf, readAudit, type AuditEntry, type AuditFilter } from "./audit.server";
import { auditSummaryText, auditTargetText } from "./audit-text";
import { AUDIT_ACTIONS } from "./change-context";

/** Entries per page. */
export const AUDIT_PAGE_SIZE = 50;

const dateField = z
  .string()
  .trim()
  .max(10, "audit.badDate")
  .refine((value) => value === "" || dayStart(value) !== null, "audit.badDate");

export const AuditQuerySchema = z
  .object({
    user: z.string().trim().max(64).default(""),
    action: z.union([z.enum(AUDIT_ACTIONS), z.literal("")]).default(""),
    target: z.string().trim().max(100).default(""),
    from: dateField.default(""),
    to: dateField.default(""),
    page: z.coerce.number().int().min(1).max(1_000_000).catch(1).default(1),
  })
  .refine((query) => !query.from || !query.to || query.from <= query.to, { message: "audit.badRange", path: ["to"] });

export type AuditQuery = z.output<typeof AuditQuerySchema>;

/** Parses the query string; bad fields come back as messages by field name, the raw input kept. */
export function parseAuditQuery(url: URL): {
  query: AuditQuery;
  values: Record<string, string>;
  errors: Record<string, Message>;
} {
  const values: Record<string, string> = {};
  for (const key of ["user", "action", "target", "from", "to", "page"]) {
    const value = url.searchParams.get(key);
    if (value !== null) values[key] = value.slice(0, 200);
  }
  const parsed = AuditQuerySchema.safeParse(values);
  if (parsed.success) return { query: parsed.data, values, errors: {} };
  const errors: Record<string, Message> = {};
  for (const issue of parsed.error.issues) {
    const field = String(issue.path[0] ?? "");
    if (!errors[field]) errors[field] = message(issue.message.startsWith("audit.") ? issue.message : "audit.badDate");
  }
  // Show every entry rather than none while the filter is wrong: the message says what to fix.
  return { query: AuditQuerySchema.parse({}), values, errors };
}

function filterOf(query: AuditQuery): AuditFilter {
  return { user: query.user, action: query.action, target: query.target, from: query.from, to: query.to };
}

/** The audit screen's loader data. */
export async function loadAudit(request: Request) {
  await requireCapability(request, "audit.read");
  const url = new URL(request.url);
  const { query, values, errors } = parseAuditQuery(url);
  const store = await getContentStore();
  const entries = await readAudit(store.contentDir, filterOf(query));
  const { items, page, pages } = pageOf(entries, query.page, AUDIT_PAGE_SIZE);
  const csv = new URLSearchParams(url.search);
  csv.delete("page");
  return data(
    {
      entries: items,
      total: entries.length,
      page,
      pages,
      values,
      errors,
      actions: AUDIT_ACTIONS,
      csvHref: `${adminHref("audit.csv")}${csv.size ? `?${csv.toString()}` : ""}`,
    },
    { status: Object.keys(errors).length ? 400 : 200, headers: { "Cache-Control": "private, no-store" } },
  );
}

/** The CSV export of every entry matching the filter, in the reader's language. */
export async function auditCsvResponse(request: Request): Promise<Response> {
  await requireCapability(request, "audit.read");
  const { query, errors } = parseAuditQuery(new URL(request.url));
  if (Object.keys(errors).length) throw new Response("Bad Request", { status: 400 });
  const store = await getContentStore();
  const entries = await readAudit(store.contentDir, filterOf(query));
  const t = i18nFor(await i18nServer.getLocale(request)).getFixedT(null, "admin") as unknown as (
    key: string,
    params?: Record<string, unknown>,
  ) => string;
  const csv = auditCsv(
    entries,
    {
      time: t("audit.time"),
      action: t("audit.action"),
      user: t("audit.user"),
      client: t("audit.client"),
      target: t("audit.target"),
      summary: t("audit.summary"),
    },
    {
      time: (entry: AuditEntry) => formatDateTime(entry.time),
      action: (entry: AuditEntry) => t(`audit.actions.${entry.action}`),
      target: (entry: AuditEntry) => auditTargetText(entry, t),
      summary: (entry: AuditEntry) => auditSummaryText(entry, t),
    },
  );
  const stamp = new Date().toISOString().slice(0, 10);
  return new Response(csv, {
    headers: {
      "Content-Type": "text/csv; charset=utf-8",
      "Content-Disposition": `attachment; filename="audit-${stamp}.csv"`,
      "Cache-Control": "private, no-store",
    },
  });
}
