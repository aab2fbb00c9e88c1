/**
 * The media library's server side (docs/decisions/015-media-library.md): a record for every upload, records for
 * files found in the uploads folder without one (made lazily, when the library is first listed), renaming, and
 * deleting — refused while any record uses the file.
 */
import { VARIANTS_FOLDER } from "./responsive-image";
import { readdir, rm, stat } from "node:fs/promises";
import path from "node:path";
import sharp from "sharp";
import type { ContentStore, CreateInput, ReadonlyRecord } from "~/lib/content/store.server";
import type { MediaKind } from "~/lib/content/schema";
import { sanitizeDisplayName } from "./display-name";
import { kindOfFileName } from "./upload-rules";
import { mediaUsageIndex, whereUsed, type MediaUsage } from "./where-used";

export type MediaRecordView = ReadonlyRecord<"media">;

const MIME_BY_EXT: Record<string, string> = {
  jpg: "image/jpeg",
  jpeg: "image/jpeg",
  png: "image/png",
  webp: "image/webp",
  gif: "image/gif",
  mp4: "video/mp4",
  webm: "video/webm",
  pdf: "application/pdf",
  doc: "application/msword",
  docx: "application/vnd.openxmlformats-officedocument.wordprocessingml.document",
  xls: "application/vnd.ms-excel",
  xlsx: "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet",
};

/**
 * Whether a path under uploads/ (e.g. "seed/logo.png") is a library file: a known extension, no hidden part
 * (the staging folder), and not a derived picture (responsive variants such as "x-640.webp" or "x.640.avif").
 */
export function isLibraryFile(relative: string): boolean {
  if (relative.split("/").some((part) => part.startsWith("."))) return false;
  // The pipeline's responsive variants (lib/media/image-variants.server.ts) belong to their original.
  if (relative === VARIANTS_FOLDER || relative.startsWith(`${VARIANTS_FOLDER}/`)) return false;
  return Object.hasOwn(MIME_BY_EXT, path.extname(relative).slice(1).toLowerCase());
}

/** The record of a stored file: kind and type by its (checked) extension, size and, for pictures, dimensions. */
export async function describeStoredFile(
  uploadsDir: string,
  url: string,
  name: string,
  uploadedBy: string,
): Promise<CreateInput<"media"> | null> {
  const relative = url.replace(/^\/uploads\//, "");
  const ext = path.extname(relative).slice(1).toLowerCase();
  const kind = kindOfFileName(relative) as MediaKind | null;
  const mime = MIME_BY_EXT[ext];
  if (!kind || !mime) return null;
  const file = path.join(uploadsDir, ...relative.split("/"));
  const info = await stat(file).catch(() => null);
  if (!info?.isFile()) return null;
  const record: CreateInput<"media"> = {
    url,
    name: sanitizeDisplayName(name) || path.basename(relative),
    kind,
    mime,
    size: info.size,
    uploaded_by: uploadedBy,
  };
  if (kind === "image") {
    const meta = await sharp(file)
      .metadata()
      .catch(() => null);
    if (meta?.width && meta.height) Object.assign(record, { width: meta.width, height: meta.height });
  }
  return record;
}

/** Adds the records of freshly stored uploads (the original file name as the display name). */
export async function recordUploads(
  store: ContentStore,
  uploadsDir: string,
  uploads: readonly { url: string; name: string }[],
  uploadedBy: string,
): Promise<MediaRecordView[]> {
  const inputs = (
    await Promise.all(uploads.map((u) => describeStoredFile(uploadsDir, u.url, u.name, uploadedBy)))
  ).filter((input) => input !== null);
  return store.createMany("media", (rows) => inputs.filter((input) => !rows.some((r) => r.url === input.url)));
}

/** Every library file under the uploads folder, as `/uploads/…` addresses. */
export async function listUploadFiles(uploadsDir: string): Promise<string[]> {
  const entries = await readdir(uploadsDir, { recursive: true, withFileTypes: true }).catch(() => []);
  return entries
    .filter((entry) => entry.isFile())
    .map((entry) => path.relative(uploadsDir, path.join(entry.parentPath, entry.name)).split(path.sep).join("/"))
    .filter(isLibraryFile)
    .map((relative) => `/uploads/${relative}`)
    .sort();
}

/**
 * Gives every file in the uploads folder without a record one (the seeded files, files copied in by hand), named
 * after the file itself; one write for all. Cheap when nothing is missing: a folder listing and no write.
 */
export async function syncMediaRecords(store: ContentStore, uploadsDir: string): Promise<number> {
  const known = new Set(store.list("media").map((r) => r.url));
  const missing = (await listUploadFiles(uploadsDir)).filter((url) => !known.has(url));
  if (missing.length === 0) return 0;
  const inputs = (
    await Promise.all(missing.map((url) => describeStoredFile(uploadsDir, url, path.posix.basename(url), "")))
  ).filter((input) => input !== null);
  const added = await store.createMany("media", (rows) => inputs.filter((i) => !rows.some((r) => r.url === i.url)));
  return added.length;
}

/** The where-used index of the store's current content. */
export function usageIndexOf(store: ContentStore): Map<string, MediaUsage[]> {
  return mediaUsageIndex({
    articles: store.list("articles"),
    videos: store.list("videos"),
    links: store.list("links"),
    menus: store.list("menus"),
    users: store.list("users"),
    company: store.getCompany(),
  });
}

export type DeleteOutcome = { ok: true } | { ok: false; usedBy: readonly MediaUsage[] };

/**
 * Deletes a library file and its record, unless a record uses it: then nothing is touched and the users are
 * returned. The record goes first, so a failed file removal leaves an unlisted file, never a dangling record.
 */
export async function deleteMedia(
  store: ContentStore,
  uploadsDir: string,
  id: number,
  expectedUpdatetime: number | null,
): Promise<DeleteOutcome> {
  const record = store.get("media", id);
  if (!record) return { ok: true };
  const usedBy = whereUsed(usageIndexOf(store), record.url);
  if (usedBy.length > 0) return { ok: false, usedBy };
  await store.remove("media", id, { expectedUpdatetime });
  const relative = record.url.replace(/^\/uploads\//, "");
  if (isLibraryFile(relative)) {
    await rm(path.join(uploadsDir, ...relative.split("/")), { force: true });
    // Its responsive variants go with it (uploads/variants/<its path>/).
    await rm(path.join(uploadsDir, VARIANTS_FOLDER, ...relative.split("/")), { recursive: true, force: true });
  }
  return { ok: true };
}

/** Renames a file's display name (sanitized; the stored file keeps its name). Null when nothing usable is left. */
export async function renameMedia(
  store: ContentStore,
  id: number,
  name: string,
  expectedUpdatetime: number | null,
): Promise<MediaRecordView | null> {
  const clean = sanitizeDisplayName(name);
  if (!clean) return null;
  return store.update("media", id, { name: clean }, { expectedUpdatetime });
}
