/**
 * The loader and action skeleton every admin edit page shares: guard, `:id` parsing, 404 for a missing record,
 * the draft kept across an expired session, and the hand-off to the entity's save action.
 */
import { requireUser } from "~/lib/auth/guard.server";
import { getContentStore, type ListKind, type ReadonlyRecord } from "~/lib/content/store.server";
import { beginAdminAction, restoreDraft, type ActionContext } from "./action.server";
import type { FormValues } from "./form-state";
import { parseIdParam } from "./loader.server";

/** The form's values: a draft restored after sign-in wins over what is stored; its cookie is consumed. */
export async function formValuesFor(request: Request, stored: () => FormValues) {
  const draft = await restoreDraft(request);
  const restored = Boolean(draft && Object.keys(draft.values).length);
  return {
    values: restored ? draft!.values : stored(),
    restored,
    init: draft ? { headers: { "Set-Cookie": draft.setCookie } } : undefined,
  };
}

/** Loads a record's edit page (`:id` is "new" or an existing id, otherwise 404) for a signed-in user. */
export async function loadRecordForm<K extends ListKind>(
  request: Request,
  idParam: string | undefined,
  kind: K,
  toValues: (record: ReadonlyRecord<K>) => FormValues,
  defaults: FormValues,
) {
  await requireUser(request);
  const id = parseIdParam(idParam);
  const store = await getContentStore();
  const record = id === "new" ? undefined : store.get(kind, id);
  if (id !== "new" && !record) throw new Response("Not Found", { status: 404 });
  const form = await formValuesFor(request, () => (record ? toValues(record) : defaults));
  return { ...form, isNew: id === "new", record, store };
}

/** Runs a record's edit action: expired sessions keep their input, missing records are 404, then `save`. */
export async function recordFormAction<K extends ListKind, R>(
  request: Request,
  idParam: string | undefined,
  kind: K,
  save: (ctx: ActionContext, id: number | null) => Promise<R>,
) {
  const id = parseIdParam(idParam);
  const started = await beginAdminAction(request);
  if (started.expired) return started.expired;
  if (id !== "new" && !started.ctx.store.get(kind, id)) throw new Response("Not Found", { status: 404 });
  return save(started.ctx, id === "new" ? null : id);
}
