/**
 * The media library screen's loader and actions (app/admin/_shell.media.tsx stays thin): list with search,
 * kind filter and pages; the selected item with where-used; rename; delete (refused while used); and the upload
 * of several files at once, for the page's own form (no script) and the script's per-file requests.
 */
import { data, redirect } from "@remix-run/node";
import { z } from "zod";
import { adminHref, getAuthState, refusal, requireCapability } from "~/lib/auth/guard.server";
import { can } from "~/lib/auth/capabilities";
import { assertSameOrigin } from "~/lib/auth/origin.server";
import { commitSession, flashToast } from "~/lib/auth/session.server";
import { getContentStore, type ContentStore, type ReadonlyRecord } from "~/lib/content/store.server";
import { formEncodingOf } from "~/lib/http/request-body.server";
import { message, type Message } from "~/lib/i18n/message";
import { parseLibraryQuery, queryLibrary } from "~/lib/media/library";
import { syncMediaRecords, usageIndexOf, deleteMedia, renameMedia } from "~/lib/media/library.server";
import { readLibraryUpload, type FileOutcome } from "~/lib/media/library-upload.server";
import type { MediaUsage } from "~/lib/media/where-used";
import type { MediaItem } from "~/lib/media/library";
export type { MediaItem } from "~/lib/media/library";
import {
  beginAdminAction,
  diskRefusalMessage,
  redirectWithToast,
  refusedCommand,
  type ActionContext,
} from "./action.server";
import { uploadsDirOf } from "./form-data.server";

/** The admin screen where a using record is edited (null for a user's avatar: edited on their own profile). */
function usageHref(usage: MediaUsage): string | null {
  switch (usage.kind) {
    case "articles":
      return adminHref(`articleList/${usage.id}`);
    case "videos":
      return adminHref(`videosList/${usage.id}`);
    case "links":
      return adminHref(`linksList/${usage.id}`);
    case "menus":
      return adminHref(`menuList/${usage.id}`);
    case "company":
      return adminHref("company_info");
    case "users":
      return null;
  }
}

function itemsOf(store: ContentStore) {
  const usage = usageIndexOf(store);
  return (r: ReadonlyRecord<"media">): MediaItem => ({
    id: r.id,
    url: r.url,
    name: r.name,
    kind: r.kind,
    mime: r.mime,
    size: r.size,
    width: r.width ?? null,
    height: r.height ?? null,
    createtime: r.createtime,
    updatetime: r.updatetime,
    uploadedBy: r.uploaded_by,
    usedBy: (usage.get(r.url) ?? []).map((u) => ({ ...u, href: usageHref(u) })),
  });
}

/** The library screen's data (also read by the picker dialog through a fetcher). */
export async function loadMediaLibrary(request: Request) {
  await requireCapability(request, "content.read");
  const store = await getContentStore();
  // Files already in uploads/ (the seeded ones) get their records the first time the library is listed.
  await syncMediaRecords(store, uploadsDirOf(store.contentDir));
  const url = new URL(request.url);
  const query = parseLibraryQuery(url.searchParams);
  const toItem = itemsOf(store);
  const page = queryLibrary(store.list("media"), query);
  const selectedId = Number(url.searchParams.get("item"));
  const selectedRecord = Number.isInteger(selectedId) ? store.get("media", selectedId) : undefined;
  return {
    ...page,
    items: page.items.map(toItem),
    query,
    selected: selectedRecord ? toItem(selectedRecord) : null,
    confirmDelete: url.searchParams.get("confirm") === "delete",
    base: adminHref(),
  };
}

/** Most files offered as suggestions in a media field without script (the newest first). */
const CHOICES_MAX = 300;

/**
 * The library's files for the edit screens' media fields without script: `{ url, name, kind }`, newest first.
 * Files found in uploads/ get their records here too, so the suggestions never miss the seeded ones.
 */
export async function mediaChoicesOf(
  store: ContentStore,
): Promise<{ url: string; name: string; kind: MediaItem["kind"] }[]> {
  await syncMediaRecords(store, uploadsDirOf(store.contentDir));
  return [...store.list("media")]
    .sort((a, b) => b.createtime - a.createtime || b.id - a.id)
    .slice(0, CHOICES_MAX)
    .map((r) => ({ url: r.url, name: r.name, kind: r.kind }));
}

/** What a failed library post sends back to the page (status 400 or 409). */
export interface MediaActionFailure {
  ok: false;
  /** Per-file outcomes of an upload in which some file was refused (the stored ones are listed too). */
  outcomes?: FileOutcome[];
  rename?: { id: number; value: string; error: Message };
  deleteRefused?: { id: number; name: string; usedBy: MediaItem["usedBy"] };
  formError?: Message;
}

const RenameSchema = z.object({
  id: z.coerce.number().int().positive(),
  updatetime: z.coerce.number().int().nonnegative(),
  name: z.string().max(1000),
});
const DeleteSchema = RenameSchema.pick({ id: true, updatetime: true });

/** The page's own post: an upload without script (multipart), or rename / delete. */
export async function mediaLibraryAction(request: Request) {
  if (formEncodingOf(request.headers.get("Content-Type")) === "multipart") {
    const upload = await uploadFromRequest(request);
    if ("response" in upload) return upload.response;
    const { outcomes, ctx } = upload;
    if (outcomes.length === 0) {
      return data<MediaActionFailure>({ ok: false, formError: message("media.upload.none") }, { status: 400 });
    }
    if (outcomes.every((o) => o.ok)) {
      flashToast(ctx.session, { type: "success", message: message("media.upload.done", { count: outcomes.length }) });
      return redirect(adminHref("media"), { headers: { "Set-Cookie": await commitSession(ctx.session, request) } });
    }
    return data<MediaActionFailure>({ ok: false, outcomes }, { status: 400 });
  }
  // Deleting a file is deleting content; renaming it is like an upload's own naming.
  const started = await beginAdminAction(request, (form) =>
    form.get("intent") === "delete" ? "content.delete" : "uploads.write",
  );
  if (started.expired) return started.expired;
  const { ctx } = started;
  const back = backHref(ctx.request);
  if (ctx.intent === "rename") return renameAction(ctx, back);
  if (ctx.intent === "delete") return deleteAction(ctx, back);
  throw new Response("Bad Request", { status: 400 });
}

/** The script's upload of one file at a time (per-file progress): JSON outcomes, never a page. */
export async function mediaUploadApi(request: Request) {
  const upload = await uploadFromRequest(request);
  if ("response" in upload) return upload.response;
  return Response.json({ outcomes: upload.outcomes }, { status: upload.outcomes.every((o) => o.ok) ? 200 : 400 });
}

async function uploadFromRequest(request: Request) {
  assertSameOrigin(request);
  const auth = await getAuthState(request);
  if (!auth.user) {
    const loginHref = `${adminHref("login")}?redirect=${encodeURIComponent(adminHref("media"))}`;
    if (request.headers.get("Accept")?.includes("application/json"))
      return { response: Response.json({ sessionExpired: true, loginHref }, { status: 401 }) };
    return { response: redirect(loginHref) };
  }
  if (!can(auth.user.role, "uploads.write")) throw refusal("uploads.write");
  const store = await getContentStore();
  const { outcomes } = await readLibraryUpload(request, store, uploadsDirOf(store.contentDir), auth.user.username);
  return { outcomes, ctx: { session: auth.session } };
}

/** Back to the list with its search and page (only this screen's own query string is kept). */
function backHref(request: Request): string {
  const params = new URL(request.url).searchParams;
  const kept = new URLSearchParams();
  for (const key of ["q", "kind", "page", "item"]) {
    const value = params.get(key);
    if (value) kept.set(key, value);
  }
  const search = kept.toString();
  return adminHref(`media${search ? `?${search}` : ""}`);
}

async function renameAction(ctx: ActionContext, back: string) {
  const parsed = RenameSchema.safeParse(Object.fromEntries(ctx.formData));
  if (!parsed.success) throw new Response("Bad Request", { status: 400 });
  const { id, updatetime, name } = parsed.data;
  if (!ctx.store.get("media", id)) throw new Response("Not Found", { status: 404 });
  const fail = (error: Message, status = 400) =>
    data<MediaActionFailure>({ ok: false, rename: { id, value: name, error } }, { status });
  try {
    const renamed = await renameMedia(ctx.store, id, name, updatetime || null);
    if (!renamed) return fail(message("media.rename.empty"));
  } catch (error) {
    if (error instanceof Error && error.name === "ConflictError") return fail(message("toast.conflict"), 409);
    const refused = diskRefusalMessage(error);
    if (refused) return fail(refused, 503);
    throw error;
  }
  return redirectWithToast(ctx, back, message("media.rename.done"));
}

async function deleteAction(ctx: ActionContext, back: string) {
  const parsed = DeleteSchema.safeParse(Object.fromEntries(ctx.formData));
  if (!parsed.success) throw new Response("Bad Request", { status: 400 });
  const { id, updatetime } = parsed.data;
  const record = ctx.store.get("media", id);
  if (!record) return redirectWithToast(ctx, listOnly(back), message("media.delete.gone"), "info");
  try {
    const outcome = await deleteMedia(ctx.store, uploadsDirOf(ctx.store.contentDir), id, updatetime || null);
    if (!outcome.ok) {
      const usedBy = outcome.usedBy.map((u) => ({ ...u, href: usageHref(u) }));
      return data<MediaActionFailure>({ ok: false, deleteRefused: { id, name: record.name, usedBy } }, { status: 409 });
    }
  } catch (error) {
    return refusedCommand(ctx, back, error);
  }
  return redirectWithToast(ctx, listOnly(back), message("media.delete.done", { name: record.name }));
}

/** The list address without the selected item (it no longer exists). */
function listOnly(back: string): string {
  const [path, search = ""] = back.split("?");
  const params = new URLSearchParams(search);
  params.delete("item");
  const rest = params.toString();
  return rest ? `${path}?${rest}` : path!;
}
