/**
 * Rendered-page cache for anonymous GETs of public pages. Pages are rendered once per (path + query, locale,
 * content version, build) with a placeholder where the CSP nonce goes; each response gets a fresh nonce
 * swapped in. Every content save empties the cache (and changes the version in the key anyway). Only canonical
 * URLs reach it (the public layout redirects any other query to its canonical form), and it is bounded in bytes.
 */
import { createHash, randomBytes } from "node:crypto";
import { parse as parseCookie } from "cookie";
import fresh from "fresh";
import { LRUCache } from "lru-cache";
import { inlineScriptHashes } from "./script-hashes.server";

/** Stands in for the nonce inside cached HTML; random per process so content can never contain it. */
export const NONCE_PLACEHOLDER = `n${randomBytes(18).toString("hex")}`;

/** Bounds of the cache: a site's pages fit many times over; a flood of distinct URLs cannot grow it further. */
export const PAGE_CACHE_LIMITS = { maxEntries: 2_000, maxBytes: 64 * 1024 * 1024 };

export interface CachedPage {
  etag: string;
  /** The HTML as UTF-8 bytes, split where the nonce goes: encoded once, the only copy kept. */
  parts: Buffer[];
  /** Total bytes of `parts`. */
  bytes: number;
}

/** A cache entry for rendered HTML (with the nonce placeholder in it). */
export function cachedPage(html: string, etag: string): CachedPage {
  const parts = html.split(NONCE_PLACEHOLDER).map((part) => Buffer.from(part, "utf8"));
  return { etag, parts, bytes: parts.reduce((sum, part) => sum + part.byteLength, 0) };
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

/** A cached page in its nonce-free form: no nonce attributes, its inline scripts allowed by these hashes. */
export interface HashedPage {
  body: Buffer;
  scriptHashes: string[];
}

const hashedForms = new WeakMap<CachedPage, HashedPage>();

/** The page without nonces and the hashes of its inline scripts (made once per cached page). */
export function hashedPage(page: CachedPage): HashedPage {
  let hashed = hashedForms.get(page);
  if (!hashed) {
    const html = pageBytes(page, NONCE_PLACEHOLDER).toString("utf8").replaceAll(` nonce="${NONCE_PLACEHOLDER}"`, "");
    hashed = { body: Buffer.from(html, "utf8"), scriptHashes: inlineScriptHashes(html) };
    hashedForms.set(page, hashed);
  }
  return hashed;
}

/** Least-recently-used pages, bounded by count and by bytes. */
export class PageCache {
  readonly #entries: LRUCache<string, CachedPage>;

  constructor(limits: { maxEntries: number; maxBytes: number } = PAGE_CACHE_LIMITS) {
    this.#entries = new LRUCache<string, CachedPage>({
      max: limits.maxEntries,
      maxSize: limits.maxBytes,
      // A page larger than the whole budget is simply not kept.
      maxEntrySize: limits.maxBytes,
      sizeCalculation: (page) => Math.max(1, page.bytes + page.etag.length),
    });
  }

  get(key: string): CachedPage | undefined {
    return this.#entries.get(key);
  }

  set(key: string, page: CachedPage): void {
    this.#entries.set(key, page);
  }

  clear(): void {
    this.#entries.clear();
  }

  get size(): number {
    return this.#entries.size;
  }

  /** Bytes held, as counted against `maxBytes`. */
  get bytes(): number {
    return this.#entries.calculatedSize;
  }
}

/** A weak ETag for a public document: same content version, build, locale and URL give the same tag. */
export function documentEtag(parts: { version: string; build: string; locale: string; url: string }): string {
  const key = `${parts.version}|${parts.build}|${parts.locale}|${parts.url}`;
  const known = etagMemo.get(key);
  if (known) return known;
  const etag = `W/"${createHash("sha1").update(key).digest("base64url").slice(0, 22)}"`;
  // Asked on every cache hit: the same few hundred keys repeat until the content changes.
  if (etagMemo.size >= 10_000) etagMemo.clear();
  etagMemo.set(key, etag);
  return etag;
}
const etagMemo = new Map<string, string>();

/**
 * True when If-None-Match names `etag` (weak comparison, lists and `*`), judged by `fresh` as express does.
 * `cacheControl` is the request's: a reload with `no-cache` always gets the page.
 */
export function etagMatches(ifNoneMatch: string | null, etag: string, cacheControl?: string | null): boolean {
  if (!ifNoneMatch) return false;
  return fresh({ "if-none-match": ifNoneMatch, "cache-control": cacheControl ?? undefined }, { etag });
}

/** Anonymous: no cookie besides the language choice, so the page cannot depend on a session. */
export function isAnonymous(cookieHeader: string | null, allowed: readonly string[] = ["lng"]): boolean {
  if (!cookieHeader) return true;
  return Object.keys(parseCookie(cookieHeader)).every((name) => allowed.includes(name));
}
