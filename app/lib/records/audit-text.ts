/**
 * How an audit entry reads on screen and in the CSV export, in the reader's language (browser-safe).
 */
import {
  articleEntity,
  companyEntity,
  linkEntity,
  menuEntity,
  settingsEntity,
  videoEntity,
} from "~/lib/admin/entities";
import { fieldsOf, type EntityDescription } from "~/lib/admin/entity";
import type { AuditEntry } from "./types";

const DESCRIPTIONS: Record<string, readonly EntityDescription[]> = {
  articles: [articleEntity],
  menus: [menuEntity],
  // The site settings are stored with the company information.
  company: [companyEntity, settingsEntity],
  videos: [videoEntity],
  links: [linkEntity],
};

/** The workflow's own fields of articles and videos (lib/content/workflow.ts), which no form shows as fields. */
const WORKFLOW_LABELS: Record<string, string> = {
  status: "workflow.statusLabel",
  review_stage: "workflow.stageColumn",
  pending: "workflow.pendingField",
};

/**
 * The label key of a field of `entity` (its form label, or the workflow's name for its fields), or null when
 * nothing describes it. Shared by the audit log and the history screen.
 */
export function fieldLabelKey(entity: string | undefined, name: string): string | null {
  const descriptions = entity ? DESCRIPTIONS[entity] : undefined;
  if (!descriptions) return null;
  for (const description of descriptions) {
    const label = fieldsOf(description).find((candidate) => candidate.name === name)?.label;
    if (label) return label;
  }
  if (name === "del_status") return "history.deletedField";
  return entity === "articles" || entity === "videos" ? (WORKFLOW_LABELS[name] ?? null) : null;
}

/** A changed field by its form label where the entity describes it ("标题", "正文（英文）"), else its key. */
export function auditFieldText(entity: string | undefined, field: string, t: Translate): string {
  const english = field.startsWith("en.");
  const label = fieldLabelKey(entity, english ? field.slice(3) : field);
  if (!label) return field;
  return english ? t("history.english", { label: t(label) }) : t(label);
}

const REVIEW_ACTIONS = new Set<string>(["approve", "reject", "publish", "submit"]);

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
  const restored = entry.action === "restore" ? /^r(\d+)$/.exec(entry.note ?? "") : null;
  if (restored) parts.push(t("audit.restoredFrom", { rev: Number(restored[1]) }));
  // A reviewer's comment on a decision.
  else if (entry.note && REVIEW_ACTIONS.has(entry.action)) parts.push(t("audit.comment", { comment: entry.note }));
  if (entry.revision) parts.push(t("audit.revision", { rev: entry.revision }));
  return parts.join(" · ");
}
