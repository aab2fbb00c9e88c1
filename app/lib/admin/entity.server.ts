/**
 * The one loader and action every admin edit screen runs (lib/admin/entity.ts describes the screens): the
 * session is checked once, `:id` is "new" or an existing record (else 404), a draft kept across an expired
 * session wins over what is stored, row buttons change the form without saving, and a save is validated by
 * the entity's schema, then its own rules, then written with the stale-save check.
 */
import { recordAudit } from "~/lib/records/record-audit.server";
import type { PreviewPanel } from "./preview-panel";
import { siteHrefOf } from "./site-link.server";
import { data } from "@remix-run/node";
import type { z } from "zod";
import { adminHref, requireCapability } from "~/lib/auth/guard.server";
import { writeCapability, type Capability } from "~/lib/auth/capabilities";
import { DEL_STATUS } from "~/lib/content/codes";
import type { CompanyInfo } from "~/lib/content/schema";
import {
  getContentStore,
  type ContentStore,
  type CreateInput,
  type DeepReadonly,
  type ListKind,
  type ReadonlyRecord,
  type ChangeContext,
} from "~/lib/content/store.server";
import { message, type Message } from "~/lib/i18n/message";
import {
  beginAdminAction,
  formFailure,
  parseForm,
  rawValues,
  redirectWithToast,
  restoreDraft,
  saveOrFail,
  type ActionContext,
} from "./action.server";
import { mediaChoicesOf } from "./media.server";
import {
  fieldsOf,
  postsFiles,
  rowFieldsOf,
  sectionFieldNames,
  sectionIndex,
  sectionKey,
  type EntityDescription,
  type FieldOption,
} from "./entity";
import type { FormValues } from "./form-state";
import { parseIdParam } from "./loader.server";
import { applyRowIntent } from "./rows";
import { englishFormValues, englishRowCell, englishToStore, withoutEnglish } from "./english.server";
import { translationStatus, type TranslatableKind } from "~/lib/content/translation";
import { isRevisionedKind } from "~/lib/records/change-context";
import { hasPending, isWorkflowKind, workingCopy, type SaveIntent, type WorkflowRecord } from "~/lib/content/workflow";
import { workflowPanelOf, workflowSaveToast, writeWorkflowSave } from "./workflow.server";

export type EntityKind = ListKind | "company";
type StoredOf<K extends EntityKind> = K extends ListKind ? ReadonlyRecord<K> : DeepReadonly<CompanyInfo>;
type FormSchema = z.ZodObject<{ updatetime: z.ZodType<number | undefined> }>;

/** How the server reads and writes one described entity; everything but the schema is optional. */
export interface EntityServer<K extends EntityKind, S extends FormSchema = FormSchema> {
  kind: K;
  description: EntityDescription;
  schema: S;
  /** Form values of a new record (may read the query, e.g. `?type=`, and the stored records). */
  defaults?: (url: URL, store: ContentStore) => FormValues;
  /** Values the form shows that are not a stored field as it is (derived, or in another shape). */
  storedValues?: (record: StoredOf<K>) => FormValues;
  /** Choices of the select fields, by field name. */
  options?: (store: ContentStore, record: StoredOf<K> | undefined) => Record<string, FieldOption[]>;
  /** Rules the schema cannot see (uniqueness, tree shape); errors by field name. */
  check?: (store: ContentStore, value: z.output<S>, id: number | null) => Record<string, Message>;
  /** The stored fields a valid form writes; the form's own fields when absent. */
  toRecord?: (
    value: Omit<z.output<S>, "updatetime">,
    store: ContentStore,
    id: number | null,
  ) => object | Promise<object>;
  /** Records who saved last (`admin_id`). */
  stampsAdmin?: boolean;
  /** The kind of record its English translates (lib/content/translation), when it has English fields. */
  translation?: TranslatableKind;
  /** The preview panel of a stored record the site does not show yet (articles: lib/admin/preview-links.server.ts). */
  preview?: (store: ContentStore, record: StoredOf<K>, siteHref: string | null) => PreviewPanel | null;
  /** Commands of a stored record's edit screen besides saving (`intent` → what it does). */
  intents?: Record<string, (ctx: ActionContext, id: number) => Promise<Response | ReturnType<typeof formFailure>>>;
  /**
   * Writes the record instead of the plain store create or update (accounts hash a password and keep the
   * admin rules); a store error it throws (a conflict) is answered like the plain write's.
   */
  write?: (
    store: ContentStore,
    id: number | null,
    record: Record<string, unknown>,
    guard: { expectedUpdatetime: number | null },
  ) => Promise<unknown>;
  /** The capability opening the form needs; "content.read" when absent. */
  readCapability?: Capability;
  /** The capability saving needs; when absent, the kind's create or edit capability (lib/auth/capabilities). */
  writeCapability?: Capability;
  /** False when no public page shows what the form edits (the site settings), so it has no "view on site". */
  viewOnSite?: false;
  /** What the audit log calls a save of this form, when "update" says too little (the site settings). */
  changeAction?: "settings";
}

/** Defines an entity's server side with its types checked against the kind and the schema. */
export function defineEntityServer<K extends EntityKind, S extends FormSchema>(entity: EntityServer<K, S>) {
  return entity;
}

/** A stored record as form values: each described field as text (checkboxes "on", rows as lists). */
export function toFormValues<K extends EntityKind>(
  entity: EntityServer<K, FormSchema>,
  record: StoredOf<K>,
): FormValues {
  const stored = record as unknown as Record<string, unknown>;
  const values: FormValues = { updatetime: String(stored.updatetime) };
  for (const field of fieldsOf(entity.description)) {
    const value = stored[field.name];
    if (field.widget === "checkbox") values[field.name] = value ? "on" : "";
    else if (field.widget === "rows")
      values[field.name] = Array.isArray(value)
        ? value.map((row: Record<string, unknown>, i) =>
            Object.fromEntries(
              field.columns.map((c) => [c.key, row[c.key] ?? englishRowCell(stored, field.name, i, c.key)]),
            ),
          )
        : [];
    else if (Array.isArray(value)) values[field.name] = value.join("\n");
    else values[field.name] = value === undefined || value === null ? "" : String(value);
  }
  return { ...values, ...englishFormValues(entity.description, stored), ...entity.storedValues?.(record) };
}

/** The form's values: a draft restored after sign-in wins over what is stored; its cookie is consumed. */
async function formValuesFor(request: Request, stored: () => FormValues) {
  const draft = await restoreDraft(request);
  const restored = Boolean(draft && Object.keys(draft.values).length);
  return {
    values: restored ? draft!.values : stored(),
    restored,
    init: draft ? { headers: { "Set-Cookie": draft.setCookie } } : undefined,
  };
}

function storedRecord<K extends EntityKind>(
  entity: EntityServer<K, FormSchema>,
  store: ContentStore,
  id: number | "new",
): StoredOf<K> | undefined {
  if (entity.kind === "company") return store.getCompany() as StoredOf<K>;
  if (id === "new") return undefined;
  const record = store.get(entity.kind as ListKind, id);
  if (!record) throw new Response("Not Found", { status: 404 });
  return record as StoredOf<K>;
}

/** True for an article or video whose editor shows what the public site does not (lib/content/workflow.ts). */
function showsAsPreview(record: object): boolean {
  const state = record as Partial<WorkflowRecord>;
  return state.status !== undefined && (state.status !== "published" || hasPending(state as WorkflowRecord));
}

/** The edit screen's loader data: values (or a restored draft), select choices, whether it is new. */
export async function loadEntityForm<K extends EntityKind>(
  entity: EntityServer<K, FormSchema>,
  request: Request,
  idParam?: string,
) {
  const { user } = await requireCapability(request, entity.readCapability ?? "content.read");
  const id = entity.kind === "company" ? 0 : parseIdParam(idParam);
  const store = await getContentStore();
  const stored = storedRecord(entity, store, id);
  // Articles and videos are edited as their working copy (lib/content/workflow.ts): unpublished edits first.
  const record = stored && isWorkflowKind(entity.kind) ? (workingCopy(stored as object) as StoredOf<K>) : stored;
  const siteHref = record && entity.viewOnSite !== false ? siteHrefOf(entity.kind, id === "new" ? 0 : id, store) : null;
  const mediaChoices = postsFiles(entity.description) ? await mediaChoicesOf(store) : [];
  const form = await formValuesFor(request, () =>
    record ? toFormValues(entity, record) : (entity.defaults?.(new URL(request.url), store) ?? {}),
  );
  return data(
    {
      isNew: record === undefined,
      values: form.values,
      restored: form.restored,
      options: entity.options?.(store, record) ?? {},
      base: adminHref(),
      translation: entity.translation && record ? translationStatus(entity.translation, record as never) : null,
      // What visitors do not see yet (a draft, or edits beside the live version) opens as the staff preview.
      siteHref: siteHref && stored && showsAsPreview(stored) ? `${siteHref}?preview=1` : siteHref,
      preview: stored && entity.preview ? entity.preview(store, stored, siteHref) : null,
      workflow: isWorkflowKind(entity.kind)
        ? workflowPanelOf(store, user, stored as Parameters<typeof workflowPanelOf>[2])
        : null,
      mediaChoices,
      // Every saved record of a kind that keeps revisions links to its history.
      history:
        record && isRevisionedKind(entity.kind)
          ? adminHref(`history/${entity.kind}/${(record as { id: number }).id}`)
          : null,
    },
    form.init,
  );
}

/** The edit screen's action: an expired session keeps the input, a missing record is 404, then the save. */
export async function entityFormAction<K extends EntityKind>(
  entity: EntityServer<K, FormSchema>,
  request: Request,
  idParam?: string,
  context?: unknown,
) {
  const id = entity.kind === "company" ? 0 : parseIdParam(idParam);
  const started = await beginAdminAction(
    request,
    entity.writeCapability ?? writeCapability(entity.kind, id === "new" ? "create" : "edit"),
    context,
  );
  if (started.expired) return started.expired;
  storedRecord(entity, started.ctx.store, id);
  const command = id === "new" ? undefined : entity.intents?.[started.ctx.intent];
  if (command) return command(started.ctx, id as number);
  return saveEntity(entity, started.ctx, id === "new" ? null : id);
}

/** Applies a row button, or validates and writes the form; redirects to the list with a toast when saved. */
export async function saveEntity<K extends EntityKind, S extends FormSchema>(
  entity: EntityServer<K, S>,
  ctx: ActionContext,
  id: number | null,
) {
  const rowFields = rowFieldsOf(entity.description);
  if (rowFields.length > 0) {
    const rowsApplied = applyRowIntent(rawValues(ctx.formData, entity.schema), ctx.intent, rowFields);
    if (rowsApplied) return formFailure(rowsApplied, { fieldErrors: ctx.uploadErrors, rowsChanged: true }, 200);
  }
  const part = sectionOf(entity, ctx.formData);
  const schema = part ? ((entity.schema as z.ZodObject).pick(part.pick as never) as unknown as S) : entity.schema;
  const parsed = parseForm(ctx.formData, schema, ctx.uploadErrors);
  // A password typed into the form is never sent back into the page.
  const kept = withoutSecrets(entity.description, parsed.values);
  if (!parsed.ok) return formFailure(kept, { fieldErrors: parsed.fieldErrors, formError: message("toast.invalid") });
  const ruleErrors = entity.check?.(ctx.store, parsed.value, id) ?? {};
  if (Object.keys(ruleErrors).length > 0)
    return formFailure(kept, { fieldErrors: ruleErrors, formError: message("toast.invalid") });

  const { updatetime, ...all } = parsed.value as z.output<S> & { updatetime?: number };
  const value = withoutEnglish(entity.description, all) as typeof all;
  const fields = entity.toRecord ? await entity.toRecord(value, ctx.store, id) : value;
  const stamped = entity.stampsAdmin ? { ...fields, admin_id: ctx.user.id } : fields;
  const record = withEnglish(entity, ctx.store, id, all, stamped);
  const guard = { expectedUpdatetime: updatetime ?? null };
  const workflow = isWorkflowKind(entity.kind) && !entity.write ? entity.kind : null;
  const saved = await saveOrFail(
    kept,
    () =>
      entity.write
        ? entity.write(ctx.store, id, record as Record<string, unknown>, guard)
        : workflow
          ? writeWorkflowSave(workflow, ctx, id, record as Record<string, unknown>, guard)
          : writeRecord(
              entity.kind,
              ctx.store,
              id,
              record,
              guard,
              entity.changeAction ? { ...ctx.change, action: entity.changeAction } : ctx.change,
            ),
    (current) => toFormValues(entity as EntityServer<K, FormSchema>, workingCopy(current as object) as StoredOf<K>),
  );
  if (!saved.ok) return saved.response;
  // Kinds written by their own `write` (accounts) keep no revisions: their audit entry is written here.
  if (entity.write && entity.kind === "users") {
    const title = String(
      (record as { username?: unknown }).username ?? ctx.store.get("users", id ?? -1)?.username ?? "",
    );
    const savedId = id ?? ctx.store.list("users").find((u) => u.username === title)?.id ?? 0;
    await recordAudit({
      action: id === null ? "user-create" : "user-update",
      actor: ctx.change.actor,
      client: ctx.change.client,
      target: { entity: "users", id: savedId, title },
      fields: Object.keys(record).filter((field) => field !== "password"),
    });
  }
  const back = part ? `?section=${sectionKey(entity.description, part.index)}` : "";
  const toast = workflow ? workflowSaveToast(saved.record as { live: boolean; intent: SaveIntent }) : undefined;
  return redirectWithToast(ctx, adminHref(entity.description.path) + back, toast);
}

/** Form values without the password fields (never sent back into the page). */
function withoutSecrets(description: EntityDescription, values: FormValues): FormValues {
  const secret = fieldsOf(description).filter((field) => field.widget === "text" && field.type === "password");
  if (secret.length === 0) return values;
  const kept = { ...values };
  for (const field of secret) delete kept[field.name];
  return kept;
}

/**
 * The section a tabbed form's save is for: only its fields are read and written. A post that names no section
 * (a script, an old page) saves the whole record, as an untabbed form does.
 */
function sectionOf<K extends EntityKind, S extends FormSchema>(entity: EntityServer<K, S>, formData: FormData) {
  const posted = formData.get("section");
  if (!entity.description.tabbed || typeof posted !== "string") return null;
  const index = sectionIndex(entity.description, posted);
  const names = sectionFieldNames(entity.description.sections[index]!);
  const pick = Object.fromEntries(["updatetime", ...names].map((name) => [name, true])) as Record<string, true>;
  return { index, pick };
}

/** The record with its `en` object, when the entity has English fields. */
function withEnglish<K extends EntityKind, S extends FormSchema>(
  entity: EntityServer<K, S>,
  store: ContentStore,
  id: number | null,
  value: object,
  record: object,
): object {
  if (!entity.translation) return record;
  const current = (
    entity.kind === "company" ? store.getCompany() : id === null ? undefined : store.get(entity.kind as ListKind, id)
  ) as Record<string, unknown> | undefined;
  const next = { ...current, ...record } as Record<string, unknown>;
  const en = englishToStore(
    entity.translation,
    entity.description,
    value as Record<string, unknown>,
    next,
    current,
    Math.floor(Date.now() / 1000),
  );
  return en === undefined ? record : { ...record, en };
}

/**
 * The store write; the store validates the whole record with the content schema, so the loose type here
 * cannot let a bad record through.
 */
function writeRecord(
  kind: EntityKind,
  store: ContentStore,
  id: number | null,
  record: object,
  guard: { expectedUpdatetime: number | null },
  change: ChangeContext,
): Promise<unknown> {
  if (kind === "company") return store.updateCompany(record, guard, change);
  if (id === null)
    return store.create(kind, { ...record, del_status: DEL_STATUS.active } as CreateInput<typeof kind>, change);
  return store.update(kind, id, record as CreateInput<typeof kind>, guard, change);
}
