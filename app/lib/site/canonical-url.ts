/**
 * One URL per public page. A page reads only `page` (list pages), `lng` (the language choice) and the preview
 * parameters (`preview=1` with an optional `of=a12&rev=3`, `share=<token>`, whose answers are private and never
 * cached); any other
 * query, or those two in another order or spelling, is redirected to the canonical form. The rendered-page cache
 * is keyed on that form, so a flood of made-up query strings cannot fill it, and the language links never
 * echo a visitor's junk back.
 */
import { toLocale } from "~/lib/i18n/config";

/** Query parameters Remix itself adds to data requests (client navigation); never part of a page's identity. */
const FRAMEWORK_PARAMS = new Set(["_routes", "index", "_data"]);

/** The search page (lib/search/query.ts): the one public page that also reads `q`. */
const SEARCH_PATH = "/search";

/**
 * The canonical query of a public page: `?page=N&lng=xx-XX` with only the valid parts, or "". The search page
 * keeps its `q` first (`?q=…&page=N&lng=xx-XX`), as sent: the page itself refuses a query it does not take.
 */
export function canonicalPageSearch(params: URLSearchParams, pathname = ""): string {
  const canonical = new URLSearchParams();
  const q = params.get("q");
  if (pathname === SEARCH_PATH && q !== null) canonical.set("q", q);
  // Kept as sent, valid or not: the page itself answers a page number that is not one with a 404.
  const page = params.get("page");
  if (page !== null) canonical.set("page", page);
  const lng = toLocale(params.getAll("lng").at(-1));
  if (lng) canonical.set("lng", lng);
  // A preview (lib/site/preview.server.ts): kept only in its one valid shape, so junk cannot vary the address.
  if (params.get("preview") === "1") {
    canonical.set("preview", "1");
    // A revision of one article or video (`of=a12&rev=3`), from the admin's history screen.
    const of = params.get("of");
    const rev = params.get("rev");
    if (of && rev && /^[av][1-9]\d{0,8}$/.test(of) && /^[1-9]\d{0,8}$/.test(rev)) {
      canonical.set("of", of);
      canonical.set("rev", rev);
    }
  }
  const share = params.get("share");
  if (share && /^[1-9]\d{0,8}\.\d{10}\.[A-Za-z0-9_-]{32}$/.test(share)) canonical.set("share", share);
  const text = canonical.toString();
  return text ? `?${text}` : "";
}

/** The search of `url` without the framework's own parameters, re-encoded the way `URLSearchParams` writes. */
function pageSearchOf(url: URL): string {
  const params = new URLSearchParams(url.search);
  for (const name of FRAMEWORK_PARAMS) params.delete(name);
  const text = params.toString();
  return text ? `?${text}` : "";
}

/**
 * Where to send a request for a public page whose query is not canonical (path + canonical query), or null
 * when it already is.
 */
export function canonicalPageRedirect(url: URL): string | null {
  const canonical = canonicalPageSearch(url.searchParams, url.pathname);
  return pageSearchOf(url) === canonical ? null : `${url.pathname}${canonical}`;
}

/** The cache key of a public page: its path and canonical query. */
export function pageCacheUrl(url: URL): string {
  return `${url.pathname}${canonicalPageSearch(url.searchParams, url.pathname)}`;
}

/** True when `url`'s query is exactly the canonical one (the page cache answers only those). */
export function isCanonicalPageUrl(url: URL): boolean {
  return canonicalPageRedirect(url) === null;
}
