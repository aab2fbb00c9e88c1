/**
 * Serves a stored upload: resolves the name strictly inside the uploads folder, answers with its type,
 * `nosniff`, a long immutable cache (file names are random or versioned), and honours HTTP Range requests so
 * video players can seek.
 */
import { createReadStream } from "node:fs";
import { stat } from "node:fs/promises";
import path from "node:path";
import { Readable } from "node:stream";
import { applyBaseSecurityHeaders } from "~/lib/http/security-headers.server";

const TYPES: Record<string, string> = {
  ".jpg": "image/jpeg",
  ".jpeg": "image/jpeg",
  ".png": "image/png",
  ".webp": "image/webp",
  ".gif": "image/gif",
  ".ico": "image/x-icon",
  ".mp4": "video/mp4",
  ".webm": "video/webm",
  ".pdf": "application/pdf",
  ".doc": "application/msword",
  ".docx": "application/vnd.openxmlformats-officedocument.wordprocessingml.document",
  ".xls": "application/vnd.ms-excel",
  ".xlsx": "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet",
};

/** Inline-safe types; anything else is sent as an attachment. */
const INLINE = /^(image|video)\//;

/**
 * Returns the absolute path of `relative` inside `root`, or null when it would escape it, names a hidden
 * file, or has an unknown extension.
 */
export function resolveUploadPath(root: string, relative: string): string | null {
  if (!relative || relative.includes("\0") || relative.includes("\\")) return null;
  const segments = relative.split("/");
  if (segments.some((s) => s === "" || s === "." || s === ".." || s.startsWith("."))) return null;
  if (!TYPES[path.extname(relative).toLowerCase()]) return null;
  const base = path.resolve(root);
  const full = path.resolve(base, relative);
  return full.startsWith(base + path.sep) ? full : null;
}

/** Parses a single `bytes=` range against a file size; null when absent, "invalid" when unsatisfiable. */
export function parseRange(header: string | null, size: number): { start: number; end: number } | null | "invalid" {
  if (!header) return null;
  const match = /^bytes=(\d*)-(\d*)$/.exec(header.trim());
  if (!match) return "invalid";
  const [, from = "", to = ""] = match;
  if (from === "" && to === "") return "invalid";
  let start: number;
  let end: number;
  if (from === "") {
    const suffix = Number(to);
    if (suffix === 0) return "invalid";
    start = Math.max(0, size - suffix);
    end = size - 1;
  } else {
    start = Number(from);
    end = to === "" ? size - 1 : Math.min(Number(to), size - 1);
  }
  if (start > end || start >= size) return "invalid";
  return { start, end };
}

/** Builds the response for an upload request (404 when missing or outside the folder). */
export async function serveUpload(root: string, relative: string, request: Request): Promise<Response> {
  const full = resolveUploadPath(root, relative);
  const info = full ? await stat(full).catch(() => null) : null;
  if (!full || !info?.isFile()) return new Response("Not found", { status: 404, headers: baseHeaders("text/plain") });

  const type = TYPES[path.extname(full).toLowerCase()] ?? "application/octet-stream";
  const headers = baseHeaders(type);
  headers.set("Accept-Ranges", "bytes");
  headers.set("Cache-Control", "public, max-age=31536000, immutable");
  headers.set("Last-Modified", info.mtime.toUTCString());
  if (!INLINE.test(type)) headers.set("Content-Disposition", `attachment; filename="${path.basename(full)}"`);

  const range = parseRange(request.headers.get("range"), info.size);
  if (range === "invalid") {
    headers.set("Content-Range", `bytes */${info.size}`);
    return new Response(null, { status: 416, headers });
  }
  const { start, end } = range ?? { start: 0, end: info.size - 1 };
  headers.set("Content-Length", String(info.size === 0 ? 0 : end - start + 1));
  if (range) headers.set("Content-Range", `bytes ${start}-${end}/${info.size}`);
  const status = range ? 206 : 200;
  if (request.method === "HEAD" || info.size === 0) return new Response(null, { status, headers });
  const stream = Readable.toWeb(createReadStream(full, { start, end })) as ReadableStream<Uint8Array>;
  return new Response(stream, { status, headers });
}

function baseHeaders(type: string): Headers {
  const headers = new Headers({
    "Content-Type": type,
    // An upload opened directly can never run script, even if its bytes were crafted to look like HTML.
    "Content-Security-Policy": "default-src 'none'; media-src 'self'; img-src 'self'; style-src 'unsafe-inline'; sandbox",
    "Cross-Origin-Resource-Policy": "same-origin",
  });
  applyBaseSecurityHeaders(headers);
  return headers;
}
