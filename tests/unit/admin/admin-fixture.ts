/** A throw-away copy of the seeded content/ as the process store, for admin and auth tests. */
import { cp, mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import type { ActionContext } from "~/lib/admin/action.server";
import { saveEntity, type EntityKind, type EntityServer } from "~/lib/admin/entity.server";
import type { FormFailure } from "~/lib/admin/form-state";
import { getSession } from "~/lib/auth/session.server";
import { getContentStore, resetContentStoreForTests, type ContentStore } from "~/lib/content/store.server";
import type { Message } from "~/lib/i18n/message";

const SEEDED = ["menus.json", "company.json", "dictionary.json", "links.json", "videos.json", "users.json", "articles"];

/** The seeded content without its uploads; `withConsole` adds the console screens' data (content/console). */
export async function useSeededStore({ withConsole = false } = {}): Promise<{
  store: ContentStore;
  dir: string;
  cleanup: () => Promise<void>;
}> {
  const dir = await mkdtemp(path.join(tmpdir(), "admin-test-"));
  for (const entry of withConsole ? [...SEEDED, "console"] : SEEDED) {
    await cp(path.join("content", entry), path.join(dir, entry), { recursive: true });
  }
  process.env.CONTENT_DIR = dir;
  resetContentStoreForTests();
  const store = await getContentStore();
  return {
    store,
    dir,
    cleanup: async () => {
      await store.idle();
      resetContentStoreForTests();
      await rm(dir, { recursive: true, force: true });
    },
  };
}

/** FormData from a plain object (arrays repeat the name). */
export function form(fields: Record<string, string | string[]>): FormData {
  const data = new FormData();
  for (const [name, value] of Object.entries(fields)) {
    for (const v of Array.isArray(value) ? value : [value]) data.append(name, v);
  }
  return data;
}

/** What an admin action receives for a post of `fields` by the admin, against `store`. */
export async function adminActionContext(
  store: ContentStore,
  fields: Record<string, string | string[]>,
  uploadErrors: Record<string, Message> = {},
): Promise<ActionContext> {
  const formData = form(fields);
  const request = new Request("http://127.0.0.1/eKwU1RHjdG/x", { method: "POST" });
  return {
    formData,
    uploadErrors,
    intent: String(formData.get("intent") ?? "save"),
    user: { id: 1, username: "admin", name: "admin", role: "admin" },
    change: { actor: { id: 1, username: "admin" }, client: "127.0.0.1" },
    session: await getSession(request),
    store,
    request,
  };
}

/** The body of a data() result or the Response of a redirect. */
export function unwrap(result: unknown): { status: number; failure?: FormFailure; location?: string | null } {
  if (result instanceof Response) return { status: result.status, location: result.headers.get("Location") };
  const d = result as { data: FormFailure; init?: { status?: number } };
  return { status: d.init?.status ?? 200, failure: d.data };
}

/** The schema type an entity's form may have (what saveEntity accepts). */
type FormSchemaOf = Parameters<typeof saveEntity>[0]["schema"];

/**
 * Posts `fields` to an entity's form as the admin, against `store`, and saves them as the form's action does
 * (`id` null: a new record); the outcome, unwrapped.
 */
export async function adminSave<K extends EntityKind, S extends FormSchemaOf>(
  store: ContentStore,
  entity: EntityServer<K, S>,
  fields: Record<string, string | string[]>,
  id: number | null = null,
) {
  return unwrap(await saveEntity(entity, await adminActionContext(store, fields), id));
}
