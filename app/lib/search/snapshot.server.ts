/**
 * The search index's snapshot on disk (docs/decisions/013-site-search.md): the built index saved under the
 * content folder's `.cache/` (never tracked, never loaded by the store), loaded at the next start instead of a
 * build, and checked there against the store record by record (SearchIndex.loadSnapshot). A missing, damaged,
 * outdated or foreign snapshot is never an error: the index is built as before and the snapshot written anew.
 */
import cluster from "node:cluster";
import { mkdir, readFile } from "node:fs/promises";
import path from "node:path";
import { writeFileAtomic } from "~/lib/content/atomic-write.server";
import type { SearchIndex, SnapshotOutcome } from "./search-index.server";

/** The snapshot file of a content folder. */
export function snapshotFileOf(contentDir: string): string {
  return path.join(contentDir, ".cache", "search-index.snapshot");
}

/** The snapshot's text, or null when there is none (or it cannot be read). */
export async function readSnapshot(file: string): Promise<string | null> {
  try {
    return await readFile(file, "utf8");
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== "ENOENT") console.error(`search snapshot ${file} unreadable`, error);
    return null;
  }
}

/** Saves the index (atomically: a reader sees the old snapshot or the new one). */
export async function saveSnapshot(index: SearchIndex, file: string): Promise<void> {
  await mkdir(path.dirname(file), { recursive: true });
  await writeFileAtomic(file, index.snapshot());
}

/** What starting the index did. */
export type IndexStart =
  { from: "snapshot"; outcome: SnapshotOutcome } | { from: "build"; refused: SnapshotOutcome | null };

/**
 * Fills `index`: from the snapshot in `file` where it is usable, else by a build in slices (pages are served
 * meanwhile). The snapshot is then (re)written when it was refused, missing, or needed records re-indexed — in
 * a cluster by the first worker only — so the next start loads it. `file` null: no snapshot (always a build).
 */
export async function startIndex(index: SearchIndex, file: string | null): Promise<IndexStart> {
  const text = file ? await readSnapshot(file) : null;
  // Synchronous from here to the end of loadSnapshot: a store change can only come before (the check against
  // the store sees it) or after (applied to the loaded index).
  const outcome = text === null ? null : index.loadSnapshot(text);
  const writer = !cluster.isWorker || cluster.worker?.id === 1;
  if (outcome?.loaded) {
    if (file && writer && outcome.reindexed > 0) {
      saveSnapshot(index, file).catch((error: unknown) => console.error("search snapshot not saved", error));
    }
    return { from: "snapshot", outcome };
  }
  await index.buildInSlices();
  if (file && writer) {
    saveSnapshot(index, file).catch((error: unknown) => console.error("search snapshot not saved", error));
  }
  return { from: "build", refused: outcome };
}
