/**
 * The one loader and action of the admin's list screens: the session is checked once, the entity's rows are
 * read from the store (with the query string for filters and pages), and a row command (delete, restore,
 * move…) runs with the same expired-session handling as every admin form.
 */
import { adminHref, requireCapability } from "~/lib/auth/guard.server";
import { writeCapability, type Capability } from "~/lib/auth/capabilities";
import { getContentStore, type ContentStore } from "~/lib/content/store.server";
import { DEL_STATUS } from "~/lib/content/codes";
import { message } from "~/lib/i18n/message";
import type { EntityDescription } from "./entity";
import { beginAdminAction, redirectWithToast, refusedCommand, type ActionContext } from "./action.server";

/** A list screen's loader data (for a role that may read content): what `rows` reads, plus the admin base path. */
export async function loadEntityList<T extends object>(
  request: Request,
  rows: (store: ContentStore, url: URL) => T,
  capability: Capability = "content.read",
) {
  await requireCapability(request, capability);
  return { ...rows(await getContentStore(), new URL(request.url)), base: adminHref() };
}

/**
 * A list screen's action: a row command for a signed-in user whose role may do it (delete and restore need the
 * kind's delete capability, any other command — moving a menu — its edit capability), told the list's address
 * to return to; an ended session answers as on every form.
 */
export async function entityListAction(
  request: Request,
  kind: "menus" | "articles" | "links" | "videos",
  entity: EntityDescription,
  command: (ctx: ActionContext, listHref: string) => Promise<Response>,
  context?: unknown,
) {
  const started = await beginAdminAction(request, (form) => listCommandCapability(kind, form.get("intent")), context);
  if (started.expired) return started.expired;
  return command(started.ctx, adminHref(entity.path));
}

/** Delete (soft: del_status 0) or restore a record from its list; back to `back` with a toast either way. */
export async function softDeleteAction(ctx: ActionContext, kind: "articles" | "links" | "videos", back: string) {
  const id = Number(ctx.formData.get("id"));
  const expected = Number(ctx.formData.get("updatetime"));
  if (!Number.isInteger(id) || !ctx.store.get(kind, id)) throw new Response("Not Found", { status: 404 });
  const del_status = ctx.intent === "delete" ? DEL_STATUS.deleted : ctx.intent === "restore" ? DEL_STATUS.active : null;
  if (del_status === null) throw new Response("Bad Request", { status: 400 });
  let updatetime: number;
  try {
    ({ updatetime } = await ctx.store.update(
      kind,
      id,
      { del_status },
      { expectedUpdatetime: expected > 0 ? expected : null },
      { ...ctx.change, action: del_status === DEL_STATUS.deleted ? "delete" : "undelete" },
    ));
  } catch (error) {
    return refusedCommand(ctx, back, error);
  }
  if (del_status === DEL_STATUS.active) return redirectWithToast(ctx, back, message("toast.restored"));
  // A delete can be taken back from its toast: the restore is posted to the page that deleted.
  const undo = { action: back, fields: { intent: "restore", id: String(id), updatetime: String(updatetime), back } };
  return redirectWithToast(ctx, back, message("toast.deleted"), "success", undo);
}

/** The capability a list's row command needs: delete and restore are deletes, anything else an edit. */
export function listCommandCapability(kind: string, intent: FormDataEntryValue | null) {
  return writeCapability(kind, intent === "delete" || intent === "restore" ? "delete" : "edit");
}
