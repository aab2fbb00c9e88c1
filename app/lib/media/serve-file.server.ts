/**
 * Serves a stored upload: resolves the name strictly inside the uploads folder, answers with its type,
 * `nosniff`, a long immutable cache (file names are random or versioned; an image variant is named after its
 * original), and honours HTTP Range requests so
 * video players can seek. Range and conditional requests are read by the libraries express uses for static files.
 */
import { createReadStream } from "node:fs";
import { stat } from "node:fs/promises";
import path from "node:path";
import { Readable } from "node:stream";
import fresh from "fresh";
import rangeParser from "range-parser";
import { applyBaseSecurityHeaders } from "~/lib/http/security-headers.server";
import { attachmentDisposition } from "./display-name";

const TYPES: Record<string, string> = {
  ".jpg": "image/jpeg",
  ".jpeg": "image/jpeg",
  ".png": "image/png",
  ".webp": "image/webp",
  ".avif": "image/avif",
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

/**
 * The byte range to send for a Range header, read by `range-parser` (as `send` does): null means the whole
 * file (no header, a malformed one or several ranges, which the server may ignore), "unsatisfiable" a 416.
 */
export function parseRange(
  header: string | null,
  size: number,
): { start: number; end: number } | null | "unsatisfiable" {
  if (!header) return null;
  const ranges = rangeParser(size, header, { combine: true });
  if (ranges === -1) return "unsatisfiable";
  if (ranges === -2 || ranges.type !== "bytes" || ranges.length !== 1) return null;
  return { start: ranges[0]!.start, end: ranges[0]!.end };
}

/** A weak validator from size and modification time, as `send` makes for static files. */
export function uploadEtag(size: number, mtime: Date): string {
  return `W/"${size.toString(16)}-${mtime.getTime().toString(16)}"`;
}

/**
 * Builds the response for an upload request (404 when missing or outside the folder). Documents download as
 * attachments under `downloadName` (the library's display name) when given, else under the stored name.
 */
export async function serveUpload(
  root: string,
  relative: string,
  request: Request,
  { downloadName }: { downloadName?: string } = {},
): Promise<Response> {
  const full = resolveUploadPath(root, relative);
  const info = full ? await stat(full).catch(() => null) : null;
  if (!full || !info?.isFile()) return new Response("Not found", { status: 404, headers: baseHeaders("text/plain") });

  const type = TYPES[path.extname(full).toLowerCase()] ?? "application/octet-stream";
  const headers = baseHeaders(type);
  headers.set("Accept-Ranges", "bytes");
  headers.set("Cache-Control", "public, max-age=31536000, immutable");
  headers.set("Last-Modified", info.mtime.toUTCString());
  headers.set("ETag", uploadEtag(info.size, info.mtime));
  if (!INLINE.test(type)) headers.set("Content-Disposition", attachmentDisposition(downloadName ?? path.basename(full)));

  // A conditional GET for the copy the client holds: 304 without a body (judged by `fresh`, as express does).
  const conditional = {
    "if-none-match": request.headers.get("If-None-Match") ?? undefined,
    "if-modified-since": request.headers.get("If-Modified-Since") ?? undefined,
    "cache-control": request.headers.get("Cache-Control") ?? undefined,
  };
  if (fresh(conditional, { etag: headers.get("ETag")!, "last-modified": headers.get("Last-Modified")! })) {
    headers.delete("Content-Type");
    return new Response(null, { status: 304, headers });
  }

  const range = parseRange(request.headers.get("range"), info.size);
  if (range === "unsatisfiable") {
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
    "Content-Security-Policy":
      "default-src 'none'; media-src 'self'; img-src 'self'; style-src 'unsafe-inline'; sandbox",
    "Cross-Origin-Resource-Policy": "same-origin",
  });
  applyBaseSecurityHeaders(headers);
  return headers;
}
