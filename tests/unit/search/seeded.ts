/** The seeded content/ for the search tests: read-only, or as a throw-away copy a test may write to. */
import { cp, mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { openContentStore, type ContentStore } from "~/lib/content/store.server";

export const SEEDED_CONTENT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../../../content");

const copies: string[] = [];

/** A store over a copy of the seeded content (pictures left out), at a pinned clock. */
export async function seededCopy(now = () => 1_790_000_000): Promise<ContentStore> {
  const dir = await mkdtemp(path.join(tmpdir(), "wenlv-search-"));
  copies.push(dir);
  await cp(SEEDED_CONTENT, dir, { recursive: true, filter: (src) => !src.includes(`${path.sep}uploads`) });
  return openContentStore(dir, { now });
}

/** Removes every copy; call from afterAll / afterEach. */
export async function removeSeededCopies(): Promise<void> {
  await Promise.all(copies.splice(0).map((dir) => rm(dir, { recursive: true, force: true })));
}

export type { ContentStore };
