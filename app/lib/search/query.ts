/**
 * What the search page accepts (docs/product.md §2 "Search"): `q`, at most SEARCH_MAX_LENGTH characters once
 * trimmed, taken as plain words (no operators, no patterns), and `page`, the results page. Anything longer is
 * refused with a message rather than cut, so the visitor sees what happened.
 */

/** The longest query taken, in characters. */
export const SEARCH_MAX_LENGTH = 50;
/** Hits per results page (the public list page size). */
export const SEARCH_PAGE_SIZE = 10;
/** The search page's path. */
export const SEARCH_PATH = "/search";

export type SearchInput =
  | { state: "empty" }
  | { state: "too-long"; query: string; length: number }
  | { state: "query"; query: string; page: string | null };

/** Control characters and the like: never part of a word, dropped before anything else. */
const INVISIBLE = /[\p{Cc}\p{Cf}\p{Co}\p{Cn}]/gu;

/** The search input of a URL's parameters. */
export function parseSearchInput(params: URLSearchParams): SearchInput {
  const raw = params.get("q") ?? "";
  const query = raw.replace(INVISIBLE, " ").replace(/\s+/g, " ").trim();
  if (!query) return { state: "empty" };
  const length = [...query].length;
  if (length > SEARCH_MAX_LENGTH)
    return { state: "too-long", query: [...query].slice(0, SEARCH_MAX_LENGTH).join(""), length };
  return { state: "query", query, page: params.get("page") };
}

/** The URL of a results page (the canonical order: q, page, lng). */
export function searchHref(query: string, page = 1): string {
  const params = new URLSearchParams({ q: query });
  if (page > 1) params.set("page", String(page));
  return `${SEARCH_PATH}?${params.toString()}`;
}
