/**
 * Uploads: streamed to a staging file with a per-kind size limit while the multipart body is parsed, then
 * identified by their bytes (file-type), checked against the kind's allow-list, and moved to a random name
 * under `{CONTENT_DIR}/uploads/YYYY/MM/`. The client's file name and type are never trusted (the name's
 * extension only tells a .doc from an .xls, which share one container format). SVG is refused.
 */
import { randomBytes } from "node:crypto";
import { createWriteStream } from "node:fs";
import { mkdir, rename, rm } from "node:fs/promises";
import path from "node:path";
import { once } from "node:events";
import { fileTypeFromFile } from "file-type";
import { parseUploadFieldName, type UploadKind, UPLOAD_LIMITS } from "./upload-rules";
import { hasMetadataToStrip, stripImageMetadata } from "./image-metadata.server";
import { makeUploadVariants } from "./image-variants.server";
export { UPLOAD_LIMITS, limitMb, type UploadKind } from "./upload-rules";

/** Detected type → stored extension, per kind. */
const ALLOWED: Record<UploadKind, Record<string, string>> = {
  image: { "image/jpeg": "jpg", "image/png": "png", "image/webp": "webp", "image/gif": "gif" },
  video: { "video/mp4": "mp4", "video/x-m4v": "mp4", "video/webm": "webm" },
  document: {
    "application/pdf": "pdf",
    "application/vnd.openxmlformats-officedocument.wordprocessingml.document": "docx",
    "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet": "xlsx",
    // Legacy Office files: one container format; the client's extension picks doc or xls.
    "application/x-cfb": "cfb",
  },
};

export interface StagedFile {
  field: string;
  target: string;
  kind: UploadKind;
  clientName: string;
  tempPath: string;
  size: number;
}

export type UploadProblem =
  { code: "tooLarge"; kind: UploadKind; limit: number } | { code: "badType"; kind: UploadKind };

export interface StoredUpload {
  target: string;
  url: string;
  name: string;
  size: number;
}

interface Part {
  name: string;
  filename?: string;
  contentType: string;
  data: AsyncIterable<Uint8Array>;
}

/** Longest text field accepted in a multipart form (article bodies are at most 200 000 characters). */
const MAX_TEXT_BYTES = 1024 * 1024;

/**
 * A Remix upload handler that stages files (up to their kind's limit) and keeps text fields as strings.
 * Files do not go into the FormData: read them from `staged`; oversize ones are listed in `problems`.
 */
export function createStagingUploadHandler(uploadsDir: string, options: { acceptFiles?: boolean } = {}) {
  const staged: StagedFile[] = [];
  const problems = new Map<string, UploadProblem>();
  const stagingDir = path.join(uploadsDir, ".staging");

  async function handler(part: Part): Promise<string | undefined> {
    if (part.filename === undefined) return readText(part.data);
    const spec = parseUploadFieldName(part.name);
    if (!spec || !part.filename || options.acceptFiles === false) {
      await drain(part.data);
      return undefined;
    }
    const limit = UPLOAD_LIMITS[spec.kind];
    await mkdir(stagingDir, { recursive: true });
    const tempPath = path.join(stagingDir, randomBytes(16).toString("hex"));
    const out = createWriteStream(tempPath, { flags: "wx" });
    let size = 0;
    let tooLarge = false;
    try {
      for await (const chunk of part.data) {
        size += chunk.byteLength;
        if (size > limit) tooLarge = true;
        if (tooLarge) continue; // keep reading so the rest of the form still parses
        // Copy: the multipart parser reuses the memory behind a chunk after yielding it.
        if (!out.write(Buffer.from(chunk))) await once(out, "drain");
      }
    } finally {
      out.end();
      await once(out, "close");
    }
    if (tooLarge) {
      await rm(tempPath, { force: true });
      problems.set(spec.target, { code: "tooLarge", kind: spec.kind, limit });
      return undefined;
    }
    if (size === 0) {
      await rm(tempPath, { force: true });
      return undefined;
    }
    staged.push({ field: part.name, target: spec.target, kind: spec.kind, clientName: part.filename, tempPath, size });
    return undefined;
  }

  async function cleanup(): Promise<void> {
    await Promise.all(staged.map((file) => rm(file.tempPath, { force: true })));
  }

  return { handler, staged, problems, cleanup };
}

/** Identifies a staged file by its bytes; returns the stored extension or null when not allowed. */
export async function detectExtension(
  file: Pick<StagedFile, "tempPath" | "kind" | "clientName">,
): Promise<string | null> {
  const detected = await fileTypeFromFile(file.tempPath);
  if (!detected) return null;
  const ext = ALLOWED[file.kind][detected.mime];
  if (!ext) return null;
  if (ext !== "cfb") return ext;
  const claimed = path.extname(file.clientName).toLowerCase();
  return claimed === ".doc" || claimed === ".xls" ? claimed.slice(1) : null;
}

/** Moves checked files to their random names; returns what was stored and what was refused. */
export async function commitStagedFiles(
  uploadsDir: string,
  staged: readonly StagedFile[],
  now = new Date(),
): Promise<{ stored: StoredUpload[]; problems: Map<string, UploadProblem> }> {
  const stored: StoredUpload[] = [];
  const problems = new Map<string, UploadProblem>();
  for (const file of staged) {
    const detected = await detectExtension(file);
    // A picture must decode, and is stored without its metadata (EXIF with GPS positions, XMP, comments).
    const ext =
      detected && file.kind === "image" && hasMetadataToStrip(detected)
        ? (await stripImageMetadata(file.tempPath, detected))
          ? detected
          : null
        : detected;
    if (!ext) {
      problems.set(file.target, { code: "badType", kind: file.kind });
      await rm(file.tempPath, { force: true });
      continue;
    }
    const folder = path.join(String(now.getUTCFullYear()), String(now.getUTCMonth() + 1).padStart(2, "0"));
    const name = `${randomBytes(12).toString("hex")}.${ext}`;
    await mkdir(path.join(uploadsDir, folder), { recursive: true });
    await rename(file.tempPath, path.join(uploadsDir, folder, name));
    // Responsive AVIF/WebP variants, made before the save answers (so none is left half-made behind it).
    if (file.kind === "image") await makeUploadVariants(uploadsDir, `${folder.split(path.sep).join("/")}/${name}`);
    stored.push({
      target: file.target,
      url: `/uploads/${folder.split(path.sep).join("/")}/${name}`,
      name: displayName(file.clientName),
      size: file.size,
    });
  }
  return { stored, problems };
}

/** The client's file name, kept only as a display label (trimmed, no path, no control characters). */
export function displayName(clientName: string): string {
  const base = clientName.split(/[/\\]/).pop() ?? "";
  // eslint-disable-next-line no-control-regex -- control characters are what we refuse
  return base.replace(/[\u0000-\u001f\u007f<>"]/g, "").slice(0, 120);
}

async function readText(data: AsyncIterable<Uint8Array>): Promise<string> {
  const chunks: Uint8Array[] = [];
  let size = 0;
  for await (const chunk of data) {
    size += chunk.byteLength;
    if (size > MAX_TEXT_BYTES) throw new Response("Form field too large", { status: 413 });
    // Copy: the multipart parser reuses the memory behind a chunk after yielding it.
    chunks.push(Buffer.from(chunk));
  }
  return Buffer.concat(chunks).toString("utf8");
}

async function drain(data: AsyncIterable<Uint8Array>): Promise<void> {
  for await (const chunk of data) void chunk;
}
