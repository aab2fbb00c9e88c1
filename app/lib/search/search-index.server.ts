/**
 * The site search's index: one per process, owned here (docs/decisions/013-site-search.md). Built once from the
 * store, then kept current by the store's change events: a saved, reloaded or deleted record has its own
 * documents discarded and added again, nothing else is touched, so a save is searchable on the next request and
 * costs milliseconds. MiniSearch holds the inverted index (BM25 ranking, prefix and typo matching); the segmenter
 * (segment.server.ts) cuts Chinese into words for it.
 */
import MiniSearch, { type Query, type SearchOptions, type SearchResult } from "minisearch";
import type { ContentChange } from "~/lib/content/store.server";
import type { SiteContent } from "~/lib/site/page-data";
import {
  COMPANY_PAGES,
  allRecordKeys,
  contentLangOf,
  docId,
  docLangOf,
  parseDocId,
  placeOf,
  recordTexts,
  type CompanyPage,
  type Placement,
  type RecordKey,
  type SearchDocument,
  type SearchSource,
} from "./documents";
import { segment, subwords } from "./segment.server";
import { isLatinTerm, normalizeText, termOf } from "./terms";
import type { ContentLang } from "~/lib/site/localize";

/** A ranked, visible record for a query. */
export interface RankedHit {
  key: RecordKey;
  /** The language of the document that matched (Chinese on an English page for a record without English). */
  lang: ContentLang;
  score: number;
  /** The index terms the document matched, for highlighting. */
  terms: string[];
  place: Placement;
}

/** How often the index was built whole and how many documents were added and discarded since. */
export interface IndexStats {
  builds: number;
  lastBuildMs: number;
  documents: number;
  added: number;
  discarded: number;
}

/** Field weights: a word in the title counts three times one in the body, the attachment's name half as much. */
const BOOST = { title: 3, extra: 1.5 };
/** A title holding the whole query as typed ranks above one holding its words apart. */
const TITLE_PHRASE_BONUS = 1.5;

/** Latin words match as prefixes from 3 letters, and with one typo from 4 (two from 8). */
const SEARCH_OPTIONS: SearchOptions = {
  // Queries arrive already cut into words (see toQuery): each string is one word.
  tokenize: (text) => [text],
  prefix: (term) => isLatinTerm(term) && term.length >= 3,
  fuzzy: (term) => (isLatinTerm(term) && term.length >= 4 ? (term.length >= 8 ? 2 : 1) : false),
  maxFuzzy: 2,
  boost: BOOST,
};

export class SearchIndex {
  readonly #source: SearchSource;
  #mini: MiniSearch<SearchDocument>;
  /** The document ids each record has in the index. */
  readonly #docsOf = new Map<RecordKey, string[]>();
  /** Records that have an English document: an English page searches those instead of their Chinese. */
  readonly #english = new Set<RecordKey>();
  /** Each document's title, normalised, for the phrase bonus. */
  readonly #titles = new Map<string, string>();
  readonly stats: IndexStats = { builds: 0, lastBuildMs: 0, documents: 0, added: 0, discarded: 0 };

  constructor(source: SearchSource) {
    this.#source = source;
    this.#mini = SearchIndex.#empty();
  }

  static #empty(): MiniSearch<SearchDocument> {
    return new MiniSearch<SearchDocument>({
      fields: ["title", "body", "extra"],
      tokenize: (text) => cappedWords(segment(text, "index")),
      processTerm: cachedTermOf,
      searchOptions: SEARCH_OPTIONS,
    });
  }

  /** Indexes every record from scratch: at start-up only. */
  build(): this {
    const started = performance.now();
    this.#mini = SearchIndex.#empty();
    this.#docsOf.clear();
    this.#english.clear();
    this.#titles.clear();
    for (const key of allRecordKeys(this.#source)) this.#add(key);
    this.stats.builds += 1;
    this.stats.lastBuildMs = performance.now() - started;
    this.stats.documents = this.#mini.documentCount;
    return this;
  }

  /**
   * Indexes every record from scratch, a slice at a time, giving the event loop back between slices: at 10,000
   * articles the build takes seconds, and the server keeps answering pages meanwhile. Changes reported during the
   * build (apply) index their records at once; the build then skips them.
   */
  async buildInSlices(slice = 250): Promise<this> {
    const started = performance.now();
    const keys = allRecordKeys(this.#source);
    for (let i = 0; i < keys.length; i += slice) {
      for (const key of keys.slice(i, i + slice)) if (!this.#docsOf.has(key)) this.#add(key);
      await new Promise<void>((resolve) => setImmediate(resolve));
    }
    this.stats.builds += 1;
    this.stats.lastBuildMs = performance.now() - started;
    this.stats.documents = this.#mini.documentCount;
    return this;
  }

  /** Takes in one change of the store: only the records it names are indexed again. */
  apply(change: Pick<ContentChange, "kind" | "id" | "action">): void {
    for (const key of this.#keysOf(change)) this.reindex(key);
    this.stats.documents = this.#mini.documentCount;
  }

  /** The records a change touches. A reload of a whole list names no id: every record of that kind. */
  #keysOf(change: Pick<ContentChange, "kind" | "id">): RecordKey[] {
    switch (change.kind) {
      case "articles":
        return [`a:${change.id}`];
      case "videos": {
        if (change.id > 0) return [`v:${change.id}`];
        const ids = new Set([...this.#docsOf.keys()].filter((k) => k.startsWith("v:")));
        for (const video of this.#source.list("videos")) ids.add(`v:${video.id}`);
        return [...ids];
      }
      case "company":
        return (Object.keys(COMPANY_PAGES) as CompanyPage[]).map((page) => `c:${page}` as const);
      default:
        // Menus decide where a hit leads at query time (placeOf); other kinds are not searched.
        return [];
    }
  }

  /** Discards a record's documents and adds its current ones (none when it is deleted or gone). */
  reindex(key: RecordKey): void {
    for (const id of this.#docsOf.get(key) ?? []) {
      this.#mini.discard(id);
      this.#titles.delete(id);
      this.stats.discarded += 1;
    }
    this.#docsOf.delete(key);
    this.#english.delete(key);
    this.stats.added += this.#add(key);
  }

  #add(key: RecordKey): number {
    const texts = recordTexts(key, this.#source);
    const ids: string[] = [];
    for (const text of texts) {
      const id = docId(docLangOf(text.lang), key);
      this.#mini.add({ id, title: text.title, body: text.body, extra: text.extra });
      if (text.title) this.#titles.set(id, normalizeText(text.title));
      ids.push(id);
      if (text.lang === "en-US") this.#english.add(key);
    }
    if (ids.length > 0) this.#docsOf.set(key, ids);
    return ids.length;
  }

  /** True when the record has a document in the index (tests). */
  has(key: RecordKey): boolean {
    return this.#docsOf.has(key);
  }

  /**
   * The visible records matching `query` on a page in `locale`, best first. Every word must match (a Chinese word
   * also matches as its shorter words together: 智慧景区 as 智慧 + 景区); when no record has them all, records
   * with any of them are ranked instead. An English page searches each record's English where it has one.
   */
  search(query: string, locale: string, content: SiteContent): RankedHit[] {
    const words = segment(query, "query").filter((w) => termOf(w) !== null);
    if (words.length === 0) return [];
    const wordParts = words.map((word) => ({ word, parts: subwords(word).filter((w) => termOf(w) !== null) }));
    const groups: Query[] = wordParts.map(({ word, parts }) =>
      parts.length > 1 ? { combineWith: "OR", queries: [word, { combineWith: "AND", queries: parts }] } : word,
    );
    const english = locale === "en-US";
    const wanted = (result: SearchResult) => {
      const { lang, key } = parseDocId(String(result.id));
      return english ? lang === "en" || !this.#english.has(key) : lang === "zh";
    };
    const run = (combineWith: "AND" | "OR") => this.#mini.search({ combineWith, queries: groups }, { filter: wanted });
    let results = run("AND");
    if (results.length === 0 && groups.length > 1) {
      // Any of the words, but at least half of them: a long query still finds what matches most of it, not every
      // page that shares one common word with it.
      const needed = Math.ceil(groups.length / 2);
      results = run("OR").filter((result) => {
        const matched = new Set(result.queryTerms);
        const has = (word: string) => matched.has(termOf(word) ?? word);
        return (
          wordParts.filter(({ word, parts }) => has(word) || (parts.length > 1 && parts.every(has))).length >= needed
        );
      });
    }

    const phrase = normalizeText(query)
      .replace(/\s+/g, hasHanOnly(query) ? "" : " ")
      .trim();
    const best = new Map<string, RankedHit>();
    for (const result of results) {
      const { lang, key } = parseDocId(String(result.id));
      const place = placeOf(key, content, locale);
      if (!place) continue;
      const title = this.#titles.get(String(result.id));
      const score = title?.includes(phrase) ? result.score * TITLE_PHRASE_BONUS : result.score;
      // Two records may show on one page (a single page's article and its company text): the better one stands.
      const known = best.get(place.href);
      if (known && known.score >= score) continue;
      best.set(place.href, { key, lang: contentLangOf(lang), score, terms: result.terms, place });
    }
    return [...best.values()].sort((a, b) => b.score - a.score || (b.place.time ?? 0) - (a.place.time ?? 0));
  }
}

/**
 * A field's words with each repeated at most TF_CAP times. BM25 saturates a word's weight after a few
 * occurrences anyway; the index then adds a third of the words it would (build time at 10,000 articles:
 * docs/performance.md).
 */
const TF_CAP = 3;
function cappedWords(words: string[]): string[] {
  const seen = new Map<string, number>();
  return words.filter((word) => {
    const count = (seen.get(word) ?? 0) + 1;
    seen.set(word, count);
    return count <= TF_CAP;
  });
}

/** termOf for the index: the same few thousand words recur in every document, so each is worked out once. */
const termMemo = new Map<string, string | null>();
function cachedTermOf(word: string): string | null {
  let term = termMemo.get(word);
  if (term === undefined) {
    term = termOf(word);
    if (termMemo.size >= 200_000) termMemo.clear();
    termMemo.set(word, term);
  }
  return term;
}

/** True when the query is Chinese throughout (its spaces are then no word boundaries worth keeping). */
function hasHanOnly(text: string): boolean {
  return /^[\p{Script=Han}\s]+$/u.test(text);
}

/** Keeps `index` current with `store`'s changes; returns the function that stops listening. */
export function followStore(
  index: SearchIndex,
  store: { onChange(listener: (change: ContentChange) => void): () => void },
): () => void {
  return store.onChange((change) => index.apply(change));
}
