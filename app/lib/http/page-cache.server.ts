/**
 * Rendered-page cache for anonymous GETs of public pages. Pages are rendered once per (path + query, locale,
 * content version, build) with a placeholder where the CSP nonce goes; each response gets a fresh nonce
 * swapped in. Every content save empties the cache (and changes the version in the key anyway).
 */
import { createHash, randomBytes } from "node:crypto";

/** Stands in for the nonce inside cached HTML; random per process so content can never contain it. */
export const NONCE_PLACEHOLDER = `n${randomBytes(18).toString("hex")}`;

const MAX_ENTRIES = 500;

export interface CachedPage {
  html: string;
  etag: string;
  /** The HTML as UTF-8 bytes, split where the nonce goes: encoded once, not on every response. */
  parts: Buffer[];
}

/** A cache entry for rendered HTML (with the nonce placeholder in it). */
export function cachedPage(html: string, etag: string): CachedPage {
  return { html, etag, parts: html.split(NONCE_PLACEHOLDER).map((part) => Buffer.from(part, "utf8")) };
}

/** The page's bytes with this response's nonce in place of the placeholder. */
export function pageBytes(page: CachedPage, nonce: string): Buffer {
  const nonceBytes = Buffer.from(nonce, "utf8");
  const pieces: Buffer[] = [];
  page.parts.forEach((part, i) => {
    if (i > 0) pieces.push(nonceBytes);
    pieces.push(part);
  });
  return Buffer.concat(pieces);
}

export class PageCache {
  readonly #entries = new Map<string, CachedPage>();

  get(key: string): CachedPage | undefined {
    const hit = this.#entries.get(key);
    if (hit) {
      // Refresh recency: Map keeps insertion order, so the oldest entry is evicted first.
      this.#entries.delete(key);
      this.#entries.set(key, hit);
    }
    return hit;
  }

  set(key: string, page: CachedPage): void {
    if (this.#entries.size >= MAX_ENTRIES) {
      const oldest = this.#entries.keys().next().value;
      if (oldest !== undefined) this.#entries.delete(oldest);
    }
    this.#entries.set(key, page);
  }

  clear(): void {
    this.#entries.clear();
  }

  get size(): number {
    return this.#entries.size;
  }
}

/** A weak ETag for a public document: same content version, build, locale and URL give the same tag. */
export function documentEtag(parts: { version: string; build: string; locale: string; url: string }): string {
  const hash = createHash("sha1")
    .update(`${parts.version}|${parts.build}|${parts.locale}|${parts.url}`)
    .digest("base64url");
  return `W/"${hash.slice(0, 22)}"`;
}

/** True when If-None-Match names `etag` (weak comparison, lists and * allowed). */
export function etagMatches(ifNoneMatch: string | null, etag: string): boolean {
  if (!ifNoneMatch) return false;
  const bare = (t: string) => t.trim().replace(/^W\//, "");
  return ifNoneMatch.split(",").some((t) => t.trim() === "*" || bare(t) === bare(etag));
}

/** Anonymous: no cookie besides the language choice, so the page cannot depend on a session. */
export function isAnonymous(cookieHeader: string | null, allowed: readonly string[] = ["lng"]): boolean {
  if (!cookieHeader) return true;
  return cookieHeader
    .split(";")
    .map((c) => c.trim().split("=")[0])
    .filter(Boolean)
    .every((name) => allowed.includes(name!));
}
