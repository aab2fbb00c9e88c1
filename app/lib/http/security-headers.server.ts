/**
 * Security headers for every document response. Scripts run only from this origin or with the per-request
 * nonce; inline styles stay allowed because the media player and map library set style attributes.
 */
import { randomBytes } from "node:crypto";

/** A fresh base64 nonce for one response. */
export function createNonce(): string {
  return randomBytes(16).toString("base64");
}

/** The Content-Security-Policy for a document rendered with `nonce`. */
export function contentSecurityPolicy(nonce: string, { dev = false, tileOrigin = "" } = {}): string {
  const directives: Record<string, string[]> = {
    "default-src": ["'self'"],
    "script-src": ["'self'", `'nonce-${nonce}'`, ...(dev ? ["'unsafe-inline'"] : [])],
    "style-src": ["'self'", "'unsafe-inline'"],
    "img-src": ["'self'", "data:", "blob:", ...(tileOrigin ? [tileOrigin] : [])],
    "media-src": ["'self'", "blob:"],
    "font-src": ["'self'"],
    "connect-src": ["'self'", ...(dev ? ["ws:", "wss:"] : [])],
    "frame-ancestors": ["'none'"],
    "form-action": ["'self'"],
    "base-uri": ["'self'"],
    "object-src": ["'none'"],
  };
  return Object.entries(directives)
    .map(([name, values]) => `${name} ${values.join(" ")}`)
    .join("; ");
}

/** Headers every response carries, whatever its type. */
export function applyBaseSecurityHeaders(headers: Headers): void {
  headers.set("X-Content-Type-Options", "nosniff");
  headers.set("Referrer-Policy", "strict-origin-when-cross-origin");
  headers.set("X-Frame-Options", "DENY");
  headers.set("Cross-Origin-Opener-Policy", "same-origin");
  headers.set("Permissions-Policy", "camera=(), microphone=(), geolocation=(), payment=()");
}
