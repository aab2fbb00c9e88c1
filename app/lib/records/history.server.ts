/**
 * The history screen of a record (`/{ADMIN_PATH}/history/:kind/:id`): its kept revisions, a field-by-field
 * comparison of one revision with the current version, and restore — a new revision made with the old fields,
 * through the store's validation and stale-save check like any save.
 */
import { writeCapability } from "~/lib/auth/capabilities";
import { data } from "@remix-run/node";
import { adminHref, requireCapability } from "~/lib/auth/guard.server";
import { beginAdminAction, redirectWithToast, refusedCommand, type ActionContext } from "~/lib/admin/action.server";
import { articleEntity, companyEntity, linkEntity, menuEntity, videoEntity } from "~/lib/admin/entities";
import { fieldsOf, type EntityDescription } from "~/lib/admin/entity";
import { ContentValidationError, getContentStore, type ContentStore } from "~/lib/content/store.server";
import { editableFields } from "~/lib/content/tables";
import { contentOf, isWorkflowKind, restoredFields } from "~/lib/content/workflow";
import { reviewStepsOf, workflowActorOf, workflowOf } from "~/lib/admin/workflow.server";
import { message } from "~/lib/i18n/message";
import { fieldLabelKey } from "./audit-text";
import { siteHrefOf } from "~/lib/admin/site-link.server";
import { isRevisionedKind, type RevisionedKind } from "./change-context";
import { recordDiff } from "./diff";
import type { FieldName, HistoryData } from "./types";

export type { FieldName, HistoryData, HistoryRow } from "./types";
import { changedFields, listRevisions, readRevision, type Revision } from "./revisions.server";

/** The admin description (labels, paths) of each kind that keeps revisions. */
export const HISTORY_ENTITIES: Record<RevisionedKind, EntityDescription> = {
  articles: articleEntity,
  menus: menuEntity,
  company: companyEntity,
  videos: videoEntity,
  links: linkEntity,
};

/** The history page of a record. */
export function historyHref(kind: RevisionedKind, id: number): string {
  return adminHref(`history/${kind}/${id}`);
}

export function fieldNameOf(kind: RevisionedKind, field: string): FieldName {
  const english = field.startsWith("en.");
  return { field, label: fieldLabelKey(kind, english ? field.slice(3) : field), english };
}

function isRichField(entity: EntityDescription, field: string): boolean {
  const name = field.startsWith("en.") ? field.slice(3) : field;
  return fieldsOf(entity).some((candidate) => candidate.name === name && candidate.widget === "rich");
}

function parseTarget(kindParam: string | undefined, idParam: string | undefined) {
  if (!kindParam || !isRevisionedKind(kindParam)) throw new Response("Not Found", { status: 404 });
  const id = Number(idParam);
  if (!/^\d{1,9}$/.test(idParam ?? "") || !Number.isSafeInteger(id)) throw new Response("Not Found", { status: 404 });
  return { kind: kindParam, id };
}

function currentRecord(store: ContentStore, kind: RevisionedKind, id: number): Record<string, unknown> | null {
  if (kind === "company") {
    const company = store.getCompany();
    return company.id === id ? (company as unknown as Record<string, unknown>) : null;
  }
  return (store.get(kind, id) as unknown as Record<string, unknown> | undefined) ?? null;
}

function titleOf(record: Record<string, unknown> | null): string {
  if (!record) return "";
  for (const key of ["title", "menu_name", "video_name", "company_name", "name"]) {
    if (typeof record[key] === "string" && record[key]) return record[key];
  }
  return "";
}

/** Where staff see a revision of an article or video in the public layout (lib/site/preview.server.ts), or null. */
function revisionPreviewHref(store: ContentStore, kind: RevisionedKind, id: number, rev: number): string | null {
  if (kind !== "articles" && kind !== "videos") return null;
  const href = siteHrefOf(kind, id, store);
  return href ? `${href}?preview=1&of=${kind === "articles" ? "a" : "v"}${id}&rev=${rev}` : null;
}

/** Builds the history screen's data from the revisions on disk (read now, never held in memory). */
export async function historyData(store: ContentStore, kind: RevisionedKind, id: number, selectedParam: string | null) {
  const entity = HISTORY_ENTITIES[kind];
  const current = currentRecord(store, kind, id);
  const revisions = await listRevisions(store.contentDir, kind, id);
  const wanted = selectedParam ? Number(selectedParam) : null;
  const selected: Revision | undefined =
    (wanted !== null ? revisions.find((revision) => revision.rev === wanted) : undefined) ?? revisions[0];
  const fields = selected ? changedFields(selected.record, current) : [];
  const diff = selected
    ? recordDiff(selected.record, current, fields, (field) => isRichField(entity, field)).map((entry) => ({
        name: fieldNameOf(kind, entry.field),
        parts: entry.parts,
      }))
    : [];
  const history: HistoryData = {
    kind,
    id,
    title: titleOf(current ?? selected?.record ?? null),
    editHref: adminHref(entity.single ? entity.path : `${entity.path}/${id}`),
    exists: current !== null,
    updatetime: typeof current?.updatetime === "number" ? current.updatetime : 0,
    previewHref: selected ? revisionPreviewHref(store, kind, id, selected.rev) : null,
    rows: revisions.map((revision) => ({
      rev: revision.rev,
      time: revision.time,
      user: revision.actor?.username ?? null,
      client: revision.client,
      action: revision.action,
      restoredFrom: revision.restoredFrom ?? null,
      changed: revision.changed.map((field) => fieldNameOf(kind, field)),
    })),
    selected: selected?.rev ?? null,
    diff,
  };
  return history;
}

/** The history screen's loader (every role that reads content may see what changed). */
export async function loadHistory(request: Request, kindParam?: string, idParam?: string) {
  await requireCapability(request, "content.read");
  const { kind, id } = parseTarget(kindParam, idParam);
  const store = await getContentStore();
  const started = performance.now();
  const history = await historyData(store, kind, id, new URL(request.url).searchParams.get("rev"));
  // Reading the revisions and comparing: the part that grows with the history (npm run scale reads it).
  const took = (performance.now() - started).toFixed(1);
  if (!history.exists && history.rows.length === 0) throw new Response("Not Found", { status: 404 });
  return data(history, { headers: { "Cache-Control": "private, no-store", "Server-Timing": `history;dur=${took}` } });
}

/**
 * Restores a revision: its fields are written as a new revision, validated by the content schema and refused
 * when the record changed since the page was read (the posted updatetime). Back to the history with a toast.
 */
export async function restoreAction(request: Request, kindParam?: string, idParam?: string, context?: unknown) {
  // Who asks is checked before what: an anonymous post to any address here goes to the login page.
  // A restore is an edit of the record (menus and the company: a change of the site's structure).
  const started = await beginAdminAction(request, writeCapability(kindParam ?? "", "edit"), context);
  if (started.expired) return started.expired;
  const { kind, id } = parseTarget(kindParam, idParam);
  const { ctx } = started;
  const back = historyHref(kind, id);
  if (ctx.intent !== "restore") throw new Response("Bad Request", { status: 400 });
  const rev = Number(ctx.formData.get("rev"));
  const expected = Number(ctx.formData.get("updatetime"));
  const revision = Number.isInteger(rev) ? await readRevision(ctx.store.contentDir, kind, id, rev) : null;
  if (!revision) return redirectWithToast(ctx, back, message("history.revisionGone"), "error");
  if (!currentRecord(ctx.store, kind, id)) return redirectWithToast(ctx, back, message("history.recordGone"), "error");
  const guard = { expectedUpdatetime: Number.isFinite(expected) && expected > 0 ? expected : null };
  const change = { ...ctx.change, action: "restore" as const, restoredFrom: rev };
  const restored = restoreFieldsOf(ctx, kind, id, revision.record);
  const fields = restored.fields;
  try {
    if (kind === "company") await ctx.store.updateCompany(fields, guard, change);
    else await ctx.store.update(kind, id, fields as never, guard, change);
  } catch (error) {
    if (error instanceof ContentValidationError) {
      const detail = Object.entries(error.fieldErrors)
        .map(([field, problem]) => `${field}: ${problem}`)
        .join("; ");
      return redirectWithToast(ctx, `${back}?rev=${rev}`, message("history.restoreInvalid", { detail }), "error");
    }
    return refusedCommand(ctx, `${back}?rev=${rev}`, error);
  }
  return redirectWithToast(
    ctx,
    back,
    message(restored.asDraft ? "history.restoredAsDraft" : "history.restored", { rev }),
  );
}

/** The fields a restore writes: articles and videos follow their workflow (lib/content/workflow.ts). */
function restoreFieldsOf(ctx: ActionContext, kind: RevisionedKind, id: number, record: Record<string, unknown>) {
  const current = kind === "articles" || kind === "videos" ? ctx.store.get(kind, id) : undefined;
  if (!current || !isWorkflowKind(kind)) return { fields: editableFields(record), asDraft: false };
  return restoredFields(workflowOf(current), contentOf(record), workflowActorOf(ctx.user), reviewStepsOf(ctx.store));
}
