/**
 * Reading a form post without trusting its size or type. Every body the app reads goes through here:
 * - only urlencoded and multipart forms are accepted (anything else is 415);
 * - a declared Content-Length over the limit is refused before a byte is read, and a body without one is
 *   counted while it streams and cut off at the limit (413);
 * - urlencoded forms may be at most FORM_MAX_BYTES; multipart may be larger only for a signed-in user
 *   (uploads), and the caller decides that before reading.
 * The production server applies the same limits from the headers before the app runs (see `bodyLimitFor`).
 */
import { UPLOAD_LIMITS } from "~/lib/media/upload-rules";

/** The largest urlencoded form (the longest article body is 200 000 characters, ~600 KB as UTF-8). */
export const FORM_MAX_BYTES = 1024 * 1024;
/** The largest multipart post of a signed-in user: one file of each kind plus a handful of images and text. */
export const MULTIPART_MAX_BYTES =
  UPLOAD_LIMITS.video + UPLOAD_LIMITS.document + 6 * UPLOAD_LIMITS.image + FORM_MAX_BYTES;

export type FormEncoding = "urlencoded" | "multipart";

/** Thrown (as a Response) when a body is larger than allowed. */
export function payloadTooLarge(limit: number): Response {
  const mb = Math.max(1, Math.round(limit / (1024 * 1024)));
  return new Response(`提交的内容过大：最多 ${mb} MB。Request body too large: at most ${mb} MB.`, {
    status: 413,
    // No "Connection: close": the server discards the rest of the body after answering, so the client reads
    // the 413 instead of a reset connection.
    headers: { "Content-Type": "text/plain; charset=utf-8" },
  });
}

/** Thrown (as a Response) for a body that is not a form. */
export function unsupportedMediaType(): Response {
  return new Response(
    "不支持的提交格式：请以表单提交。Unsupported form encoding: send application/x-www-form-urlencoded or multipart/form-data.",
    { status: 415, headers: { "Content-Type": "text/plain; charset=utf-8" } },
  );
}

/** The answer to a form body that cannot be parsed. */
export const MALFORMED_FORM = "表单数据格式错误。Malformed form data.";

/** The form encoding of a Content-Type header, or null when it is not a form. */
export function formEncodingOf(contentType: string | null | undefined): FormEncoding | null {
  const type = (contentType ?? "").split(";")[0]!.trim().toLowerCase();
  if (type === "application/x-www-form-urlencoded") return "urlencoded";
  if (type === "multipart/form-data") return "multipart";
  return null;
}

/** The form encoding of `request`; throws 415 for anything else. */
export function requireFormEncoding(request: Request): FormEncoding {
  const encoding = formEncodingOf(request.headers.get("Content-Type"));
  if (!encoding) throw unsupportedMediaType();
  return encoding;
}

/** The largest body accepted for a post of this encoding (multipart: only a signed-in user may upload). */
export function bodyLimit(encoding: FormEncoding | null, signedIn: boolean): number {
  return encoding === "multipart" && signedIn ? MULTIPART_MAX_BYTES : FORM_MAX_BYTES;
}

/** Throws 413 when the declared Content-Length is over `limit` (a missing one is checked while reading). */
export function assertDeclaredLength(request: Request, limit: number): void {
  const declared = request.headers.get("Content-Length");
  if (declared !== null && Number(declared) > limit) throw payloadTooLarge(limit);
}

class BodyTooLarge extends Error {
  override name = "BodyTooLarge";
}

/**
 * A copy of `request` whose body errors once more than `limit` bytes have streamed through it; the reader
 * (e.g. the multipart parser) then fails, and `isBodyTooLarge` tells that failure apart.
 */
export function withBodyLimit(request: Request, limit: number): Request {
  assertDeclaredLength(request, limit);
  if (!request.body) return request;
  let seen = 0;
  const counter = new TransformStream<Uint8Array, Uint8Array>({
    transform(chunk, controller) {
      seen += chunk.byteLength;
      if (seen > limit) controller.error(new BodyTooLarge(`body over ${limit} bytes`));
      else controller.enqueue(chunk);
    },
  });
  return new Request(request.url, {
    method: request.method,
    headers: request.headers,
    // preventCancel: a cut-off body must not destroy the socket before the 413 goes out.
    body: request.body.pipeThrough(counter, { preventCancel: true }),
    signal: request.signal,
    duplex: "half",
  } as RequestInit);
}

/** True when `error` (or its cause) comes from a body cut off by `withBodyLimit`. */
export function isBodyTooLarge(error: unknown): boolean {
  for (let e: unknown = error, depth = 0; e && depth < 5; depth += 1) {
    if (e instanceof BodyTooLarge) return true;
    e = (e as { cause?: unknown }).cause;
  }
  return false;
}

/** Reads the whole body as bytes, refusing (413) past `limit` without holding more than `limit` bytes. */
export async function readBodyBytes(request: Request, limit: number): Promise<Uint8Array<ArrayBuffer>> {
  assertDeclaredLength(request, limit);
  if (!request.body) return new Uint8Array(0);
  const chunks: Uint8Array[] = [];
  let total = 0;
  const reader = request.body.getReader();
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    total += value.byteLength;
    if (total > limit) {
      // Stop reading but do not cancel: cancelling destroys the socket before the 413 can be sent.
      reader.releaseLock();
      throw payloadTooLarge(limit);
    }
    chunks.push(value);
  }
  const bytes = new Uint8Array(total);
  let offset = 0;
  for (const chunk of chunks) {
    bytes.set(chunk, offset);
    offset += chunk.byteLength;
  }
  return bytes;
}

/** Reads an urlencoded form of at most `limit` bytes (415 for another encoding, 413 when too large). */
export async function readUrlEncodedForm(request: Request, limit = FORM_MAX_BYTES): Promise<FormData> {
  if (requireFormEncoding(request) !== "urlencoded") throw unsupportedMediaType();
  const text = new TextDecoder().decode(await readBodyBytes(request, limit));
  const form = new FormData();
  for (const [name, value] of new URLSearchParams(text)) form.append(name, value);
  return form;
}

/**
 * Reads a small form post of either encoding (no files kept) for actions that take no uploads: the bytes
 * are read under the form limit first, then parsed by the platform.
 */
export async function readSmallForm(request: Request, limit = FORM_MAX_BYTES): Promise<FormData> {
  const encoding = requireFormEncoding(request);
  if (encoding === "urlencoded") return readUrlEncodedForm(request, limit);
  const bytes = await readBodyBytes(request, limit);
  try {
    return await new Request(request.url, { method: "POST", headers: request.headers, body: bytes }).formData();
  } catch {
    throw new Response(MALFORMED_FORM, { status: 400, headers: { "Content-Type": "text/plain; charset=utf-8" } });
  }
}

/** A copy of `request` carrying `bytes` as its body (for code that reads the body itself, e.g. remix-auth). */
export function withBody(request: Request, bytes: Uint8Array<ArrayBuffer>, headers = request.headers): Request {
  return new Request(request.url, { method: request.method, headers, body: bytes });
}
