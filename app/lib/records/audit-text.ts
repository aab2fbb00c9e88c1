/**
 * How an audit entry reads on screen and in the CSV export, in the reader's language (browser-safe).
 */
import { articleEntity, companyEntity, linkEntity, menuEntity, videoEntity } from "~/lib/admin/entities";
import { fieldsOf, type EntityDescription } from "~/lib/admin/entity";
import type { AuditEntry } from "./types";

const DESCRIPTIONS: Record<string, EntityDescription> = {
  articles: articleEntity,
  menus: menuEntity,
  company: companyEntity,
  videos: videoEntity,
  links: linkEntity,
};

/** A changed field by its form label where the entity describes it ("标题", "正文（英文）"), else its key. */
export function auditFieldText(entity: string | undefined, field: string, t: Translate): string {
  const description = entity ? DESCRIPTIONS[entity] : undefined;
  if (!description) return field;
  const english = field.startsWith("en.");
  const name = english ? field.slice(3) : field;
  const label = fieldsOf(description).find((candidate) => candidate.name === name)?.label;
  if (!label) return field;
  return english ? t("history.english", { label: t(label) }) : t(label);
}

type Translate = (key: string, params?: Record<string, unknown>) => string;

/** "Article #12 Title" (or "" for entries without a target). */
export function auditTargetText(entry: Pick<AuditEntry, "target">, t: Translate): string {
  if (!entry.target) return "";
  const { entity, id, title } = entry.target;
  const known = ["articles", "menus", "company", "videos", "links", "users"].includes(entity);
  return `${known ? t(`audit.entities.${entity}`) : entity} #${id}${title ? ` ${title}` : ""}`;
}

/** The summary column: fields changed, the revision written, what was uploaded, a throttled sign-in. */
export function auditSummaryText(
  entry: Pick<AuditEntry, "action" | "fields" | "revision" | "note" | "target">,
  t: Translate,
) {
  const parts: string[] = [];
  if (entry.action === "upload") {
    if (entry.fields?.[0]) parts.push(t("audit.uploaded", { name: entry.fields[0] }));
    if (entry.note) parts.push(entry.note);
    return parts.join(" · ");
  }
  if (entry.action === "login-failed" && entry.note === "throttled") parts.push(t("audit.throttled"));
  if (entry.fields?.length) {
    const names = entry.fields.map((field) => auditFieldText(entry.target?.entity, field, t));
    parts.push(t("audit.fields", { fields: names.join(t("history.listSeparator")) }));
  }
  const restored = /^r(\d+)$/.exec(entry.note ?? "");
  if (restored) parts.push(t("audit.restoredFrom", { rev: Number(restored[1]) }));
  if (entry.revision) parts.push(t("audit.revision", { rev: entry.revision }));
  return parts.join(" · ");
}
