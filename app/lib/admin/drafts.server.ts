/**
 * Keeps a form's typed input across an expired session: the text fields of the refused post are held in
 * memory for 30 minutes under a random id, which only this browser knows (a signed, httpOnly cookie that
 * also names the page). After signing in again, that page's loader takes the draft back once.
 * Files are not kept (they would have to be chosen again). Memory is bounded by the number of drafts, the
 * size of each, and the size of all of them together (the oldest go first), so posts cannot pin more.
 */
import { createCookie } from "@remix-run/node";
import { randomBytes } from "node:crypto";
import { getEnv } from "~/lib/env.server";

const TTL_MS = 30 * 60 * 1000;
const MAX_DRAFTS = 200;
const MAX_DRAFT_BYTES = 512 * 1024;
export const MAX_TOTAL_DRAFT_BYTES = 8 * 1024 * 1024;

export type DraftFields = [string, string][];
interface Draft {
  path: string;
  fields: DraftFields;
  bytes: number;
  createdAt: number;
}

const DRAFTS_KEY = Symbol.for("wenlv-portal.form-drafts");
type Holder = { [DRAFTS_KEY]?: Map<string, Draft> };
function drafts(): Map<string, Draft> {
  const holder = globalThis as typeof globalThis & Holder;
  holder[DRAFTS_KEY] ??= new Map();
  return holder[DRAFTS_KEY];
}

let cookie: ReturnType<typeof createCookie> | undefined;
function draftCookie() {
  cookie ??= createCookie("__admin_draft", {
    path: "/",
    httpOnly: true,
    sameSite: "lax",
    maxAge: TTL_MS / 1000,
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

function fieldBytes(name: string, value: string): number {
  return Buffer.byteLength(name) + Buffer.byteLength(value);
}

/** The fields that fit in one draft (the first ones, in form order), measured in UTF-8 bytes. */
function withinDraftLimit(fields: DraftFields): { fields: DraftFields; bytes: number } {
  const kept: DraftFields = [];
  let bytes = 0;
  for (const [name, value] of fields) {
    const size = fieldBytes(name, value);
    if (bytes + size > MAX_DRAFT_BYTES) break;
    kept.push([name, value]);
    bytes += size;
  }
  return { fields: kept, bytes };
}

/** Bytes of typed input all drafts hold now. */
export function heldDraftBytes(): number {
  let total = 0;
  for (const draft of drafts().values()) total += draft.bytes;
  return total;
}

/** Stores a draft for `path`; returns the Set-Cookie header value that lets this browser take it back. */
export async function saveDraft(path: string, fields: DraftFields, now = Date.now()): Promise<string> {
  const map = drafts();
  const draft = { path, ...withinDraftLimit(fields), createdAt: now };
  for (const [id, held] of map) if (now - held.createdAt > TTL_MS) map.delete(id);
  // Oldest first (a Map keeps insertion order) until the new draft fits both the count and the total.
  let total = heldDraftBytes();
  for (const [id, held] of map) {
    if (map.size < MAX_DRAFTS && total + draft.bytes <= MAX_TOTAL_DRAFT_BYTES) break;
    map.delete(id);
    total -= held.bytes;
  }
  const id = randomBytes(18).toString("base64url");
  map.set(id, draft);
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
  const map = drafts();
  const draft = map.get(id);
  map.delete(id);
  const setCookie = await draftCookie().serialize("", { maxAge: 0 });
  if (!draft || draft.path !== path || now - draft.createdAt > TTL_MS) return { fields: [], setCookie };
  return { fields: draft.fields, setCookie };
}

/** Rebuilds FormData from draft fields (to parse it like a post). */
export function formDataOf(fields: DraftFields): FormData {
  const formData = new FormData();
  for (const [name, value] of fields) formData.append(name, value);
  return formData;
}
