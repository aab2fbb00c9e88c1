/**
 * Node-level pieces of the production server that need no app state: compressing a cached page for the
 * client, adding the base security headers to whatever express writes, and closing a connection whose body
 * was refused. Kept apart from server/main.ts so unit tests can drive them with plain Node objects.
 */
import type { IncomingMessage, ServerResponse } from "node:http";
import { promisify } from "node:util";
import zlib from "node:zlib";
import onHeaders from "on-headers";
import { preferredEncoding } from "../app/lib/http/accept-encoding";

const gzip = promisify(zlib.gzip);
const brotli = promisify(zlib.brotliCompress);

/** A cached page's bytes in the coding the client prefers (br at quality 4: fast enough for each response). */
export async function encodeForClient(
  body: Buffer,
  acceptEncoding: string | undefined,
): Promise<{ body: Buffer; encoding: "br" | "gzip" | null }> {
  const encoding = preferredEncoding(acceptEncoding);
  if (encoding === "br")
    return { body: await brotli(body, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 4 } }), encoding };
  if (encoding === "gzip") return { body: await gzip(body), encoding };
  return { body, encoding: null };
}

/**
 * Sets `headers` on the response just before its head goes out, each only when missing, so the headers the
 * app chose (a document's CSP, an upload's sandbox) are neither overwritten nor duplicated.
 */
export function addMissingHeaders(res: ServerResponse, headers: Readonly<Record<string, string>>): void {
  onHeaders(res, function (this: ServerResponse) {
    for (const [name, value] of Object.entries(headers)) {
      if (!this.hasHeader(name)) this.setHeader(name, value);
    }
  });
}

/** How long, and how much of a refused body, is read and thrown away before the connection is closed. */
export const LINGER = { ms: 2_000, maxBytes: 4 * 1024 * 1024 };

/**
 * After refusing a body, discard what the client is still sending for a moment (closing at once would reset
 * the connection and the client might never read the 413), then close the connection if it keeps coming.
 */
export function lingerThenClose(req: IncomingMessage, limits = LINGER): void {
  if (req.complete) return;
  let discarded = 0;
  const close = () => req.socket.destroy();
  const timer = setTimeout(close, limits.ms);
  timer.unref();
  req.once("end", () => clearTimeout(timer));
  req.on("data", (chunk: Buffer) => {
    discarded += chunk.length;
    if (discarded > limits.maxBytes) close();
  });
  req.resume();
}

/** The raw answer to CONNECT (a proxy tunnel), which never reaches the request handler: 405 and the base headers. */
export function connectRefusal(securityHeaders: Readonly<Record<string, string>>): string {
  const headers = Object.entries({ ...securityHeaders, Allow: "GET, HEAD, POST", "Content-Length": "0" });
  return `HTTP/1.1 405 Method Not Allowed\r\n${headers.map(([k, v]) => `${k}: ${v}\r\n`).join("")}\r\n`;
}
