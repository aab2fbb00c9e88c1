/**
 * Cross-site request refusal for state-changing requests: a request whose Origin names another host, or
 * that the browser labels `Sec-Fetch-Site: cross-site`, is refused. SameSite=Lax cookies already keep the
 * session off cross-site POSTs; this also stops login CSRF and same-site-but-foreign forms.
 */
const SAFE_METHODS = new Set(["GET", "HEAD", "OPTIONS"]);

/** True when `request` may change data as far as its origin is concerned. */
export function isSameOriginRequest(request: Request): boolean {
  if (SAFE_METHODS.has(request.method.toUpperCase())) return true;
  if (request.headers.get("Sec-Fetch-Site") === "cross-site") return false;
  const origin = request.headers.get("Origin");
  if (!origin) return true;
  if (origin === "null") return false;
  try {
    return new URL(origin).host === new URL(request.url).host;
  } catch {
    return false;
  }
}

/** Throws a 403 response for a cross-origin state-changing request. */
export function assertSameOrigin(request: Request): void {
  if (!isSameOriginRequest(request)) {
    throw new Response("Cross-origin request refused", { status: 403, headers: { "Content-Type": "text/plain" } });
  }
}
