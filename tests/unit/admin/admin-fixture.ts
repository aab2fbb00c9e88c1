/** A throw-away copy of the seeded content/ as the process store, for admin and auth tests. */
import { cp, mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { getContentStore, resetContentStoreForTests, type ContentStore } from "~/lib/content/store.server";

export async function useSeededStore(): Promise<{ store: ContentStore; dir: string; cleanup: () => Promise<void> }> {
  const dir = await mkdtemp(path.join(tmpdir(), "admin-test-"));
  for (const entry of [
    "menus.json",
    "company.json",
    "dictionary.json",
    "links.json",
    "videos.json",
    "users.json",
    "articles",
  ]) {
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
