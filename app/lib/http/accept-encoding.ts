/**
 * Content-coding choice for responses the server compresses itself (cached pages, the sitemap), made by
 * `negotiator` (the library express and compression use) so q-values, `*` and `identity` follow RFC 9110.
 */
import Negotiator from "negotiator";

/** The codings the server can produce, best first: on a tie in the client's q-values, br wins. */
const CODINGS = ["br", "gzip"] as const;
export type Coding = (typeof CODINGS)[number];

/** The response encoding for an Accept-Encoding header: br or gzip by the client's weights, else null (identity). */
export function preferredEncoding(acceptEncoding: string | undefined): Coding | null {
  if (!acceptEncoding) return null;
  const chosen = new Negotiator({ headers: { "accept-encoding": acceptEncoding } }).encoding([...CODINGS], {
    preferred: [...CODINGS],
  });
  return (chosen as Coding | undefined) ?? null;
}

/** Whether the client accepts gzip (listed or through `*`, and not refused with q=0). */
export function acceptsGzip(acceptEncoding: string | null | undefined): boolean {
  if (!acceptEncoding) return false;
  return new Negotiator({ headers: { "accept-encoding": acceptEncoding } }).encoding(["gzip"]) === "gzip";
}
