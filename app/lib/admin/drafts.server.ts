/**
 * Keeps a form's typed input across an expired session: the text fields of the refused post are held in
 * memory for 30 minutes under a random id, which only this browser knows (a signed, httpOnly cookie that
 * also names the page). After signing in again, that page's loader takes the draft back once.
 * Files are not kept (they would have to be chosen again). The drafts are kept in one place for the whole
 * server, bounded in count and size (draft-shelf.ts), so posts cannot pin more memory.
 */
import { createCookie } from "@remix-run/node";
import { randomBytes } from "node:crypto";
import { channelDrafts, primaryChannel } from "~/lib/cluster/worker-channel.server";
import { getEnv } from "~/lib/env.server";
import { DRAFT_TTL_MS, DraftShelf, type DraftFields } from "./draft-shelf";

export { MAX_TOTAL_DRAFT_BYTES, type DraftFields } from "./draft-shelf";

/** The shelf's two operations, as the primary answers them over the channel (so possibly later). */
interface DraftStore {
  put(id: string, path: string, fields: DraftFields, now: number): void | Promise<void>;
  take(id: string, path: string, now: number): DraftFields | null | Promise<DraftFields | null>;
}

/** The shelf of this process (the only one when the server is not a cluster). */
const SHELF_KEY = Symbol.for("wenlv-portal.form-drafts");
type Holder = { [SHELF_KEY]?: DraftShelf };
function localShelf(): DraftShelf {
  const holder = globalThis as typeof globalThis & Holder;
  holder[SHELF_KEY] ??= new DraftShelf();
  return holder[SHELF_KEY];
}

/** Where drafts are kept: with the cluster primary in a worker (any worker may serve the sign-in), else here. */
function shelf(): DraftStore {
  const channel = primaryChannel();
  return channel ? channelDrafts(channel) : localShelf();
}

let cookie: ReturnType<typeof createCookie> | undefined;
function draftCookie() {
  cookie ??= createCookie("__admin_draft", {
    path: "/",
    httpOnly: true,
    sameSite: "lax",
    maxAge: DRAFT_TTL_MS / 1000,
    secrets: getEnv().sessionSecrets,
  });
  return cookie;
}

/** The text fields of a form (files and the control fields left out); saveDraft keeps what fits. */
export function draftFieldsOf(formData: FormData): DraftFields {
  const fields: DraftFields = [];
  for (const [name, value] of formData) {
    if (typeof value !== "string" || name === "intent" || name === "js" || name.includes(":")) continue;
    // A password is never kept, not even for the user who typed it.
    if (/password/i.test(name)) continue;
    fields.push([name, value]);
  }
  return fields;
}

/** Bytes of typed input the drafts of this process hold now. */
export function heldDraftBytes(): number {
  return localShelf().heldBytes();
}

/** Stores a draft for `path`; returns the Set-Cookie header value that lets this browser take it back. */
export async function saveDraft(path: string, fields: DraftFields, now = Date.now()): Promise<string> {
  const id = randomBytes(18).toString("base64url");
  await shelf().put(id, path, fields, now);
  return draftCookie().serialize({ id, path });
}

/** Takes (once) the draft this browser left for `path`; returns it with the header that clears the cookie. */
export async function takeDraft(
  request: Request,
  path: string,
  now = Date.now(),
): Promise<{ fields: DraftFields; setCookie: string } | null> {
  const value: unknown = await draftCookie().parse(request.headers.get("Cookie"));
  if (!value || typeof value !== "object") return null;
  const { id, path: draftPath } = value as { id?: unknown; path?: unknown };
  if (typeof id !== "string" || draftPath !== path) return null;
  const fields = await shelf().take(id, path, now);
  const setCookie = await draftCookie().serialize("", { maxAge: 0 });
  return { fields: fields ?? [], setCookie };
}

/** Rebuilds FormData from draft fields (to parse it like a post). */
export function formDataOf(fields: DraftFields): FormData {
  const formData = new FormData();
  for (const [name, value] of fields) formData.append(name, value);
  return formData;
}
