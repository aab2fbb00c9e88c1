/**
 * A hash-based CSP for cacheable public pages. A shared cache in front of the site (the shipped nginx
 * configuration) stores one copy of a page for every visitor, so that copy cannot carry a per-response nonce;
 * instead its CSP lists the SHA-256 of each inline script, which are the same for every copy. The cache asks
 * for this form with a request header: anyone may, since the page is exactly as strict either way.
 */
import { createHash } from "node:crypto";

/** The request header a shared cache sends to get the hash-based form of a cacheable page. */
export const SCRIPT_HASHES_HEADER = "x-script-hashes";

/** True when the request asks for inline scripts allowed by hash rather than by nonce. */
export function wantsScriptHashes(headerValue: string | null | undefined): boolean {
  return headerValue === "1";
}

const INLINE_SCRIPT = /<script\b([^>]*)>([\s\S]*?)<\/script>/gi;

/**
 * The `'sha256-…'` CSP sources of every inline script the browser would run: scripts with a `src` and data
 * blocks (`application/ld+json`) are left out.
 */
export function inlineScriptHashes(html: string): string[] {
  const hashes = new Set<string>();
  for (const [, attributes = "", text = ""] of html.matchAll(INLINE_SCRIPT)) {
    if (/\bsrc\s*=/i.test(attributes) || /\btype\s*=\s*"application\/(ld\+)?json"/i.test(attributes)) continue;
    hashes.add(`'sha256-${createHash("sha256").update(text, "utf8").digest("base64")}'`);
  }
  return [...hashes];
}
