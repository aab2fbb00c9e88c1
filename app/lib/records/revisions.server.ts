/**
 * Revisions: one JSON file per saved version of a record under `content/.revisions/<kind>/<id>/NNNNNN.json`
 * (docs/decisions/017-revisions-and-audit.md). Written by the store inside the same queued step as the change;
 * never loaded at start-up, read per record when someone opens its history. The newest REVISION_LIMIT files of
 * a record are kept, and every older one that published the record (`NNNNNN.published.json`, written by a publish
 * decision: docs/decisions/018-status-and-review.md); other older ones are deleted as new ones arrive.
 */
import { readdir, readFile } from "node:fs/promises";
import { ensureDir } from "./ensure-dir.server";
import path from "node:path";
import { atomicFileWriter, type FileWriter } from "~/lib/content/atomic-write.server";
import type { Actor, RevisionedKind } from "./change-context";

/** How many revisions of one record are kept. */
export const REVISION_LIMIT = 50;
export const REVISIONS_DIR = ".revisions";

import type { RevisionAction } from "./types";

export type { RevisionAction } from "./types";

/** One saved version of a record: who, when, what changed, and the whole record as it was saved. */
export interface Revision {
  rev: number;
  kind: RevisionedKind;
  id: number;
  /** Unix seconds. */
  time: number;
  actor: Actor | null;
  client: string | null;
  action: RevisionAction;
  /** Top-level fields (and `en.*` fields) that differ from the previous version. */
  changed: string[];
  /** For a restore: the revision whose fields came back. */
  restoredFrom?: number;
  /** The record after the change (before it, for a hard delete). */
  record: Record<string, unknown>;
}

/** A revision without its record: what the history list shows. */
export type RevisionSummary = Omit<Revision, "record">;

const FILE_PATTERN = /^(\d{6,})(\.published)?\.json$/;

/** The revisions kept beyond the limit: the versions a publish decision put on the site. */
export function isPublishingRevision(action: RevisionAction): boolean {
  return action === "publish" || action === "republish";
}

interface RevisionFile {
  rev: number;
  name: string;
  published: boolean;
}

/** The folder holding a record's revisions. */
export function revisionDirOf(contentDir: string, kind: RevisionedKind, id: number): string {
  return path.join(contentDir, REVISIONS_DIR, kind, String(id));
}

/** The file name of revision `rev` (marked when it published the record, so pruning needs no read). */
export function revisionFileName(rev: number, published = false): string {
  return `${String(rev).padStart(6, "0")}${published ? ".published" : ""}.json`;
}

/** Revision numbers present in a record's folder, oldest first (an absent folder has none). */
async function revisionFiles(dir: string): Promise<RevisionFile[]> {
  let names: string[];
  try {
    names = await readdir(dir);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === "ENOENT") return [];
    throw error;
  }
  const files: RevisionFile[] = [];
  for (const name of names) {
    const match = FILE_PATTERN.exec(name);
    if (match) files.push({ rev: Number(match[1]), name, published: Boolean(match[2]) });
  }
  return files.sort((a, b) => a.rev - b.rev);
}

/**
 * Writes the next revision of a record durably (temp file + fsync + rename) and deletes the oldest beyond
 * `limit`. Callers serialize writes per record (the store's write queue does); returns the revision number.
 */
export async function writeRevision(
  contentDir: string,
  revision: Omit<Revision, "rev">,
  { limit = REVISION_LIMIT, writer = atomicFileWriter }: { limit?: number; writer?: FileWriter } = {},
): Promise<number> {
  const dir = revisionDirOf(contentDir, revision.kind, revision.id);
  const existing = await revisionFiles(dir);
  const rev = (existing.at(-1)?.rev ?? 0) + 1;
  await ensureDir(dir);
  const name = revisionFileName(rev, isPublishingRevision(revision.action));
  await writer.write(path.join(dir, name), `${JSON.stringify({ rev, ...revision })}\n`);
  const surplus = existing.length + 1 - limit;
  // Pruning after the new file is durable: a crash in between leaves one revision too many, never one too few.
  // Beyond the newest `limit`, the versions that were published stay.
  for (const old of existing.slice(0, Math.max(0, surplus))) {
    if (!old.published) await writer.remove(path.join(dir, old.name));
  }
  return rev;
}

async function readRevisionFile(dir: string, rev: number, published?: boolean): Promise<Revision | null> {
  if (published === undefined) {
    // Asked by number only: the plain name first, then the published one.
    return (await readRevisionFile(dir, rev, false)) ?? (await readRevisionFile(dir, rev, true));
  }
  try {
    return JSON.parse(await readFile(path.join(dir, revisionFileName(rev, published)), "utf8")) as Revision;
  } catch (error) {
    // Pruned meanwhile, or (after a crash of the disk itself) unreadable: the history shows the rest.
    if ((error as NodeJS.ErrnoException).code === "ENOENT" || error instanceof SyntaxError) return null;
    throw error;
  }
}

/** A record's kept revisions, newest first, each with its record. */
export async function listRevisions(contentDir: string, kind: RevisionedKind, id: number): Promise<Revision[]> {
  const dir = revisionDirOf(contentDir, kind, id);
  const files = await revisionFiles(dir);
  const read = await Promise.all(files.reverse().map((file) => readRevisionFile(dir, file.rev, file.published)));
  return read.filter((revision): revision is Revision => revision !== null);
}

/** One revision of a record, or null when it is not kept. */
export function readRevision(
  contentDir: string,
  kind: RevisionedKind,
  id: number,
  rev: number,
): Promise<Revision | null> {
  if (!Number.isInteger(rev) || rev < 1) return Promise.resolve(null);
  return readRevisionFile(revisionDirOf(contentDir, kind, id), rev);
}

/**
 * Bookkeeping, not content: the record's id (it never changes), store-managed times, who saved last (the revision says who), the share-link version
 * (lib/site/share-link.ts), the review trail and who submitted (the audit log has each decision), and in `en` when and from which Chinese it was translated.
 */
const UNTRACKED = new Set([
  "id",
  "updatetime",
  "createtime",
  "admin_id",
  "share_version",
  "review_log",
  "submitted_by",
]);
const UNTRACKED_ENGLISH = new Set(["translated_at", "source"]);

/**
 * The fields whose values differ between two versions of a record (bookkeeping left out); the English
 * object is compared field by field (`en.title`). Before = null (a create) lists every field that has a value.
 */
export function changedFields(before: object | null, after: object | null): string[] {
  const a = (before ?? {}) as Record<string, unknown>;
  const b = (after ?? {}) as Record<string, unknown>;
  const changed: string[] = [];
  for (const key of new Set([...Object.keys(a), ...Object.keys(b)])) {
    if (UNTRACKED.has(key)) continue;
    if (key === "en" && isObject(a.en ?? {}) && isObject(b.en ?? {})) {
      for (const field of changedFields((a.en as object) ?? {}, (b.en as object) ?? {})) {
        if (!UNTRACKED_ENGLISH.has(field)) changed.push(`en.${field}`);
      }
      continue;
    }
    if (JSON.stringify(a[key]) !== JSON.stringify(b[key])) changed.push(key);
  }
  return changed;
}

function isObject(value: unknown): value is Record<string, unknown> {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}
