/**
 * The headers of a public document: the base security headers and the CSP with its nonce
 * (security-headers.server.ts), and for an anonymous page the cache validators. Rendered documents set them on
 * a Fetch Headers object; a page-cache hit gets the same set as a plain object, built from a template.
 */
import type { getEnv } from "~/lib/env.server";
import { applyBaseSecurityHeaders, contentSecurityPolicy, type PolicyOptions } from "./security-headers.server";

type Env = ReturnType<typeof getEnv>;

/** The security headers of a document rendered with `nonce`; admin pages are never indexed or stored. */
export function applyDocumentHeaders(headers: Headers, nonce: string, env: Env, admin: boolean) {
  applyBaseSecurityHeaders(headers);
  headers.set("Content-Security-Policy", contentSecurityPolicy(nonce, policyOptions(env)));
  if (admin) {
    headers.set("X-Robots-Tag", "noindex, nofollow");
    headers.set("Cache-Control", "no-store");
  }
}

/** The CSP options of a configuration (worked out once per configuration). */
const policyOptionsMemo = new WeakMap<Env, PolicyOptions>();
export function policyOptions(env: Env): PolicyOptions {
  let options = policyOptionsMemo.get(env);
  if (!options) {
    const tileOrigin = new URL(env.MAP_TILE_URL.replace(/\{[a-z]\}/g, "0")).origin;
    options = { dev: env.NODE_ENV === "development", tileOrigin };
    policyOptionsMemo.set(env, options);
  }
  return options;
}

/** The headers of a page that is no shared copy (search results): kept out of every cache, never indexed. */
export const PRIVATE_PAGE_HEADERS = {
  "Cache-Control": "private, no-store",
  "X-Robots-Tag": "noindex",
} as const;

/** True when a route marked its document private (`Cache-Control: private` or `no-store`): no page cache, no ETag. */
export function isPrivateDocument(headers: Headers): boolean {
  return /\b(private|no-store)\b/i.test(headers.get("Cache-Control") ?? "");
}

/** An anonymous public page's validators: revalidate every time, by its content-version ETag. */
export function applyPublicCacheHeaders(headers: Headers, etag: string) {
  headers.set("ETag", etag);
  headers.set("Cache-Control", "public, max-age=0, must-revalidate");
  headers.append("Vary", "Cookie, Accept-Language");
}

/**
 * The headers of a 304 for a document: those of its 200 less the Content-Security-Policy. A browser that
 * revalidates keeps the page it stored, whose inline scripts carry the stored response's nonce; it also takes
 * the 304's headers in place of the stored ones, so a fresh nonce there would block every script of the page.
 * Without one, the stored policy stays with the stored page.
 */
export function notModifiedHeaders(headers: Headers): Headers;
export function notModifiedHeaders(headers: Record<string, string>): Record<string, string>;
export function notModifiedHeaders(headers: Headers | Record<string, string>) {
  if (headers instanceof Headers) {
    headers.delete("Content-Security-Policy");
    headers.delete("Content-Type");
    return headers;
  }
  const { "content-security-policy": _policy, "content-type": _type, ...rest } = headers;
  return rest;
}

/**
 * A cache hit's headers as a plain object (lower-case names, as the server writes them): the same as a rendered
 * document's (applyDocumentHeaders + applyPublicCacheHeaders), with everything but the nonce and the ETag worked
 * out once per configuration — a hit is answered thousands of times a second (docs/performance.md).
 */
let hitTemplate: { env: Env; fixed: Record<string, string>; csp: [string, string] } | undefined;
export function cacheHitHeaders(env: Env, nonce: string, etag: string): Record<string, string> {
  if (hitTemplate?.env !== env) {
    const marker = "\u0000nonce\u0000";
    const [before = "", after = ""] = contentSecurityPolicy(marker, policyOptions(env)).split(marker);
    const template = new Headers();
    applyDocumentHeaders(template, "placeholder", env, false);
    applyPublicCacheHeaders(template, "");
    const fixed = Object.fromEntries(template);
    delete fixed["content-security-policy"];
    delete fixed.etag;
    hitTemplate = { env, fixed, csp: [before, after] };
  }
  return {
    ...hitTemplate.fixed,
    "content-security-policy": `${hitTemplate.csp[0]}${nonce}${hitTemplate.csp[1]}`,
    etag,
  };
}
