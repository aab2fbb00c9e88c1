/**
 * Cross-site request refusal for state-changing requests: a request whose Origin names another host, or
 * that the browser labels `Sec-Fetch-Site: cross-site`, is refused. SameSite=Lax cookies already keep the
 * session off cross-site POSTs; this also stops login CSRF and same-site-but-foreign forms.
 * The one origin check: the production server runs it before express routes (as `isSameOrigin`), and the
 * admin guard runs it again on the Fetch request.
 */
const SAFE_METHODS = new Set(["GET", "HEAD", "OPTIONS"]);

/** The parts of a request the origin check reads. */
export interface OriginHead {
  method: string;
  /** The Host the request was sent to (`host[:port]`). */
  host: string | undefined;
  origin: string | null | undefined;
  secFetchSite: string | null | undefined;
}

/** True when a request with this head may change data as far as its origin is concerned. */
export function isSameOrigin(head: OriginHead): boolean {
  if (SAFE_METHODS.has(head.method.toUpperCase())) return true;
  if (head.secFetchSite === "cross-site") return false;
  const origin = head.origin;
  if (origin === null || origin === undefined || origin === "") return true;
  if (origin === "null") return false;
  try {
    return new URL(origin).host === head.host;
  } catch {
    return false;
  }
}

/** True when `request` may change data as far as its origin is concerned. */
export function isSameOriginRequest(request: Request): boolean {
  return isSameOrigin({
    method: request.method,
    host: new URL(request.url).host,
    origin: request.headers.get("Origin"),
    secFetchSite: request.headers.get("Sec-Fetch-Site"),
  });
}

/** Throws a 403 response for a cross-origin state-changing request. */
export function assertSameOrigin(request: Request): void {
  if (!isSameOriginRequest(request)) {
    throw new Response("Cross-origin request refused", { status: 403, headers: { "Content-Type": "text/plain" } });
  }
}
