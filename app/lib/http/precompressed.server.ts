/**
 * Large generated documents (the sitemap: ~3 MB with 10,000 articles) compressed once per content version
 * instead of by the compression middleware on every request, which costs tens of milliseconds each time.
 * A response that already has Content-Encoding is passed through by the middleware untouched.
 */
import { gzipSync } from "node:zlib";
import { memoByVersion } from "~/lib/site/memo.server";
import { acceptsGzip } from "./accept-encoding";

/**
 * A response with `text()`'s result for this content version, gzipped once and reused when the client
 * accepts gzip; `key` names the document in the per-version memo.
 */
export function precompressedResponse(
  request: Request,
  version: string,
  key: string,
  text: () => string,
  headers: Record<string, string>,
): Response {
  const body = memoByVersion(version, key, text);
  const vary = { ...headers, Vary: "Accept-Encoding" };
  if (!acceptsGzip(request.headers.get("Accept-Encoding"))) return new Response(body, { headers: vary });
  const gzipped = memoByVersion(version, `${key}.gz`, () => gzipSync(body));
  return new Response(gzipped, {
    headers: { ...vary, "Content-Encoding": "gzip", "Content-Length": String(gzipped.byteLength) },
  });
}
