/**
 * How an audit entry reads on screen and in the CSV export, in the reader's language (browser-safe).
 */
import type { AuditEntry } from "./types";

type Translate = (key: string, params?: Record<string, unknown>) => string;

/** "Article #12 Title" (or "" for entries without a target). */
export function auditTargetText(entry: Pick<AuditEntry, "target">, t: Translate): string {
  if (!entry.target) return "";
  const { entity, id, title } = entry.target;
  const known = ["articles", "menus", "company", "videos", "links", "users"].includes(entity);
  return `${known ? t(`audit.entities.${entity}`) : entity} #${id}${title ? ` ${title}` : ""}`;
}

/** The summary column: fields changed, the revision written, what was uploaded, a throttled sign-in. */
export function auditSummaryText(entry: Pick<AuditEntry, "action" | "fields" | "revision" | "note">, t: Translate) {
  const parts: string[] = [];
  if (entry.action === "upload") {
    if (entry.fields?.[0]) parts.push(t("audit.uploaded", { name: entry.fields[0] }));
    if (entry.note) parts.push(entry.note);
    return parts.join(" · ");
  }
  if (entry.action === "login-failed" && entry.note === "throttled") parts.push(t("audit.throttled"));
  if (entry.fields?.length) parts.push(t("audit.fields", { fields: entry.fields.join(", ") }));
  const restored = /^r(\d+)$/.exec(entry.note ?? "");
  if (restored) parts.push(t("audit.restoredFrom", { rev: Number(restored[1]) }));
  if (entry.revision) parts.push(t("audit.revision", { rev: entry.revision }));
  return parts.join(" · ");
}
