/**
 * The site search as the public site uses it: the process-wide index (built once, then kept current by the
 * store's change events) and the results page's view for a parsed query.
 */
import { getContentStore } from "~/lib/content/store.server";
import { paginate } from "~/lib/site/articles";
import { formatDate, formatDisplayDate } from "~/lib/format/date";
import { navigationOf } from "~/lib/site/nav";
import type { SiteRequest } from "~/lib/site/request.server";
import { recordTexts, sectionOf, type SearchSource } from "./documents";
import { excerptOf, marked, needlesOf } from "./highlight";
import { SEARCH_MAX_LENGTH, SEARCH_PAGE_SIZE, type SearchInput } from "./query";
import { SearchIndex, followStore, type RankedHit } from "./search-index.server";
import { warmSegmenter } from "./segment.server";
import { snapshotFileOf, startIndex } from "./snapshot.server";
import type { SearchHitView, SearchView, SectionLink } from "./view";

// Kept on globalThis, like the store, so Vite's dev reloads reuse the built index.
const INDEX_KEY = Symbol.for("wenlv-portal.search-index");
type IndexHolder = { [INDEX_KEY]?: Promise<SearchIndex> };

/**
 * The process-wide index over the process-wide store, made on first call (the server starts it once it has
 * started listening): loaded from the snapshot under the content folder's `.cache/` where one is usable (checked
 * against the store record by record), else built a slice at a time so pages keep being served meanwhile; then
 * updated record by record as the store reports changes. A search during the start waits for it.
 * `SEARCH_SNAPSHOT=off` builds every time and writes no snapshot.
 */
export function getSearchIndex(): Promise<SearchIndex> {
  const holder = globalThis as typeof globalThis & IndexHolder;
  const existing = holder[INDEX_KEY];
  if (existing) return existing;
  const building = getContentStore().then(async (store) => {
    warmSegmenter();
    const index = new SearchIndex(store);
    // Subscribed before the build starts: a change during the build indexes its record at once.
    followStore(index, store);
    const file = process.env.SEARCH_SNAPSHOT === "off" ? null : snapshotFileOf(store.contentDir);
    const start = await startIndex(index, file);
    if (process.env.NODE_ENV !== "test") {
      const { documents, lastBuildMs, lastLoadMs } = index.stats;
      console.log(
        start.from === "snapshot"
          ? `search index: ${documents} documents from the snapshot in ${Math.round(lastLoadMs)} ms` +
              ` (${start.outcome.loaded ? start.outcome.reindexed : 0} records re-indexed)`
          : `search index: ${documents} documents built in ${Math.round(lastBuildMs)} ms` +
              (start.refused && !start.refused.loaded
                ? ` (snapshot not used: ${start.refused.reason}, ${start.refused.detail})`
                : ""),
      );
    }
    return index;
  });
  holder[INDEX_KEY] = building;
  building.catch(() => {
    if (holder[INDEX_KEY] === building) delete holder[INDEX_KEY];
  });
  return building;
}

/** Forgets the process-wide index (tests that reset the store). */
export function resetSearchIndexForTests(): void {
  delete (globalThis as typeof globalThis & IndexHolder)[INDEX_KEY];
}

/** The page's answer: its view, and its status (400 for a refused query). Null: no such results page (404). */
export function searchView(
  input: SearchInput,
  site: Pick<SiteRequest, "locale" | "content">,
  index: SearchIndex,
  source: SearchSource,
): { view: SearchView; status: number } | null {
  const sections = sectionLinks(site);
  if (input.state === "empty") return { view: { state: "empty", sections }, status: 200 };
  if (input.state === "too-long") {
    return {
      view: { state: "too-long", query: input.query, length: input.length, max: SEARCH_MAX_LENGTH, sections },
      status: 400,
    };
  }
  const ranked = index.search(input.query, site.locale, site.content);
  const page = paginate(ranked, input.page, SEARCH_PAGE_SIZE);
  if (!page) return null;
  return {
    view: {
      state: "results",
      query: input.query,
      total: page.total,
      page: page.page,
      pages: page.pages,
      hits: page.items.flatMap((hit) => hitView(hit, input.query, site.locale, source) ?? []),
      sections,
    },
    status: 200,
  };
}

/** A ranked hit as the page shows it: its text in the language it was found in, the matches marked. */
export function hitView(hit: RankedHit, query: string, locale: string, source: SearchSource): SearchHitView | null {
  const text = recordTexts(hit.key, source).find((t) => t.lang === hit.lang);
  if (!text) return null;
  const needles = needlesOf(query, hit.terms);
  const title = hit.place.title ?? { text: text.title, lang: text.lang };
  return {
    key: hit.key,
    kind: hit.place.kind,
    href: hit.place.href,
    title: marked(title.text, needles),
    titleLang: title.lang,
    lang: text.lang,
    excerpt: excerptOf(text.body, needles),
    attachment: text.extra ? marked(text.extra, needles) : null,
    section: sectionOf(hit.place.node, locale),
    date: hit.place.time ? formatDate(hit.place.time) : null,
    dateLabel: hit.place.time ? formatDisplayDate(hit.place.time, locale, "short") : null,
  };
}

/** The site's top-level sections (the header's items but home), suggested by the empty and no-result states. */
function sectionLinks(site: Pick<SiteRequest, "locale" | "content">): SectionLink[] {
  return navigationOf(site.content.menus, site.locale)
    .filter((item) => item.href !== "/")
    .map(({ label, href }) => ({ label, href }));
}
