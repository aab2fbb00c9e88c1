/**
 * The site search's index: one per process, owned here (docs/decisions/013-site-search.md). Built once from the
 * store, then kept current by the store's change events: a saved, reloaded or deleted record has its own
 * documents discarded and added again, nothing else is touched, so a save is searchable on the next request and
 * costs milliseconds. MiniSearch holds the inverted index (BM25 ranking, prefix and typo matching); the segmenter
 * (segment.server.ts) cuts Chinese into words for it.
 */
import { createHash } from "node:crypto";
import { LRUCache } from "lru-cache";
import MiniSearch, { type Options, type Query, type SearchOptions } from "minisearch";
import type { ContentChange } from "~/lib/content/store.server";
import type { SiteContent } from "~/lib/site/page-data";
import {
  COMPANY_PAGES,
  allRecordKeys,
  contentLangOf,
  docId,
  docLangOf,
  parseDocId,
  placementsIn,
  recordTexts,
  type CompanyPage,
  type Placement,
  type RecordKey,
  type RecordText,
  type SearchDocument,
  type SearchSource,
} from "./documents";
import { scoreExact, type ExactScorerOptions } from "./exact-scorer";
import { SEGMENTER_VERSION, segment, subwords } from "./segment.server";
import { hasHan, indexSpelling, isLatinTerm, normalizeText, termOf, termOfSpelling } from "./terms";
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
  /** Snapshots loaded instead of a build, and the time the last one took (parse, load, check against the store). */
  loads: number;
  lastLoadMs: number;
}

/**
 * The shape of the index and of its documents: a snapshot of another shape is not loaded. The segmenter's version
 * is read from its package (MiniSearch checks its own serialisation version); bump the number by hand whenever
 * the term rules (terms.ts), the fields, the word cap or what a record's documents hold change.
 */
export const SNAPSHOT_FORMAT = `wenlv-search/3 ${SEGMENTER_VERSION} fields:title,body,extra tf-cap:3`;

/** Why a snapshot was not used (the index is then built from the store). */
export type SnapshotRefusal = "format" | "corrupt" | "stale";

/** What loading a snapshot did: used (and how many records it had to re-index), or refused and why. */
export type SnapshotOutcome =
  { loaded: true; reindexed: number; ms: number } | { loaded: false; reason: SnapshotRefusal; detail: string };

/** A snapshot that differs from the store in more than this share of its documents is rebuilt instead. */
const STALE_SHARE = 0.25;

/** Ranked answers kept per (index generation, content snapshot, locale, query): pages 2+ and repeats are free. */
const RESULT_CACHE_SIZE = 200;

/**
 * A Chinese word of one character that is in more than this share of the documents is left out of the words a
 * document must have, when the query has other words (数字文旅 → 数字 + 文 + 旅: every article of this site has
 * 文 and 旅; requiring them costs a pass over every document and changes almost nothing).
 */
const COMMON_CHAR_SHARE = 0.5;

/** A menu's landing page found by the menu's name as typed ranks above articles that merely use the words. */
const MENU_NAME_BONUS = 3;

/** Field weights: a word in the title counts three times one in the body, the attachment's name half as much. */
const BOOST = { title: 3, extra: 1.5 };
/** A title holding the whole query as typed ranks above one holding its words apart. */
const TITLE_PHRASE_BONUS = 1.5;

/** Latin words match as prefixes from 3 letters, and with one typo from 4 (two from 8). */
const prefixOf = (term: string) => isLatinTerm(term) && term.length >= 3;
const fuzzyOf = (term: string) => (isLatinTerm(term) && term.length >= 4 ? (term.length >= 8 ? 2 : 1) : false);
const SEARCH_OPTIONS: SearchOptions = {
  // Queries arrive already cut into words (see toQuery): each string is one word.
  tokenize: (text) => [text],
  prefix: prefixOf,
  fuzzy: fuzzyOf,
  maxFuzzy: 2,
  boost: BOOST,
};

/** A query of exactly matched words is scored without MiniSearch's per-posting objects (exact-scorer.ts). */
const EXACT_SCORER: ExactScorerOptions = {
  processTerm: (word) => cachedTermOf(word),
  isExact: (term) => !prefixOf(term) && !fuzzyOf(term),
  boost: BOOST,
};

/** A document that matched a query: its id and score, its matched words (for marks) and index terms. */
interface Match {
  id: string;
  score: number;
  /** Shared by the matches holding the same terms: never changed. */
  words: string[];
  queryTerms: readonly string[];
}

interface CachedAnswer {
  content: Pick<SiteContent, "menus" | "articles" | "videos" | "company">;
  hits: RankedHit[];
}

/** The index's own words: MiniSearch keeps, per term, the documents (by short id) of each field that hold it. */
interface TermPostings {
  _index: { get(term: string): Map<number, Map<number, number>> | undefined };
}

export class SearchIndex {
  readonly #source: SearchSource;
  #mini: MiniSearch<SearchDocument>;
  /** Each document's text hash: a snapshot is checked against the store with them. */
  readonly #hashes = new Map<string, string>();
  /** Bumped by every change to the indexed documents: cached answers of an older generation are never used. */
  #generation = 0;
  readonly #answers = new LRUCache<string, CachedAnswer>({ max: RESULT_CACHE_SIZE });
  /** Document frequencies of one-character words asked for, for this generation. */
  readonly #frequencies = new Map<string, number>();
  /** The document ids each record has in the index. */
  readonly #docsOf = new Map<RecordKey, string[]>();
  /** Records that have an English document: an English page searches those instead of their Chinese. */
  readonly #english = new Set<RecordKey>();
  /** Each document's title, normalised, for the phrase bonus. */
  readonly #titles = new Map<string, string>();
  /** Each document's id, read (its language and record), so ranking thousands of hits reads none again. */
  readonly #ids = new Map<string, ReturnType<typeof parseDocId>>();
  readonly stats: IndexStats = {
    builds: 0,
    lastBuildMs: 0,
    documents: 0,
    added: 0,
    discarded: 0,
    loads: 0,
    lastLoadMs: 0,
  };

  /** False: every query is scored by MiniSearch itself (tests compare the two scorers). */
  readonly #exactScorer: boolean;

  constructor(source: SearchSource, options: { exactScorer?: boolean } = {}) {
    this.#source = source;
    this.#exactScorer = options.exactScorer ?? true;
    this.#mini = SearchIndex.#empty();
  }

  static readonly #options: Options<SearchDocument> = {
    fields: ["title", "body", "extra"],
    tokenize: (text) => cappedWords(segment(text, "index")),
    processTerm: cachedTermOf,
    searchOptions: SEARCH_OPTIONS,
  };

  static #empty(): MiniSearch<SearchDocument> {
    return new MiniSearch<SearchDocument>(SearchIndex.#options);
  }

  #clear(): void {
    this.#docsOf.clear();
    this.#english.clear();
    this.#titles.clear();
    this.#ids.clear();
    this.#hashes.clear();
    this.#changed();
  }

  /** The indexed documents changed: answers worked out before are no longer valid. */
  #changed(): void {
    this.#generation += 1;
    this.#answers.clear();
    this.#frequencies.clear();
  }

  /** Indexes every record from scratch: at start-up only, when no usable snapshot exists. */
  build(): this {
    const started = performance.now();
    this.#mini = SearchIndex.#empty();
    this.#clear();
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

  /**
   * The index as text, to be saved and loaded at the next start instead of a build: MiniSearch's own form, and
   * each document's text hash, by which loadSnapshot finds what changed on disk since.
   */
  snapshot(): string {
    const body = JSON.stringify({ hashes: Object.fromEntries(this.#hashes), index: this.#mini });
    return `${SNAPSHOT_FORMAT}\n${checksumOf(body)}\n${body}`;
  }

  /**
   * Replaces the index with a saved one (snapshot()), checked against the store: a record whose text differs
   * from the one saved, or that is new or gone, is indexed again, record by record. Refused (the index left as
   * it was) when the text is not a snapshot of this format, is damaged, or differs in more than a quarter of its
   * documents (a build is then as quick). Synchronous, so no store change can fall between the check and use.
   */
  loadSnapshot(text: string): SnapshotOutcome {
    const started = performance.now();
    const formatEnd = text.indexOf("\n");
    const checksumEnd = text.indexOf("\n", formatEnd + 1);
    const format = formatEnd < 0 ? text.slice(0, 80) : text.slice(0, formatEnd);
    if (format !== SNAPSHOT_FORMAT) return { loaded: false, reason: "format", detail: `format "${format}"` };
    const body = checksumEnd < 0 ? "" : text.slice(checksumEnd + 1);
    if (checksumEnd < 0 || checksumOf(body) !== text.slice(formatEnd + 1, checksumEnd)) {
      return { loaded: false, reason: "corrupt", detail: "checksum does not match" };
    }
    let saved: { hashes?: unknown; index?: unknown };
    try {
      saved = JSON.parse(body) as typeof saved;
    } catch (error) {
      return { loaded: false, reason: "corrupt", detail: `not JSON: ${(error as Error).message}` };
    }
    if (!saved || typeof saved !== "object") return { loaded: false, reason: "corrupt", detail: "not an object" };
    const hashes = saved.hashes;
    if (!hashes || typeof hashes !== "object" || !saved.index || typeof saved.index !== "object") {
      return { loaded: false, reason: "corrupt", detail: "hashes or index missing" };
    }
    const savedHashes = new Map(Object.entries(hashes as Record<string, unknown>));
    let mini: MiniSearch<SearchDocument>;
    try {
      mini = MiniSearch.loadJS(saved.index as never, SearchIndex.#options);
    } catch (error) {
      return { loaded: false, reason: "corrupt", detail: `index: ${(error as Error).message}` };
    }
    if (mini.documentCount !== savedHashes.size) {
      return {
        loaded: false,
        reason: "corrupt",
        detail: `${mini.documentCount} documents, ${savedHashes.size} hashes`,
      };
    }
    for (const [id, hash] of savedHashes) {
      if (typeof hash !== "string" || !mini.has(id)) {
        return { loaded: false, reason: "corrupt", detail: `document ${id} missing or unhashed` };
      }
    }

    // What the store holds now, against what the snapshot saved.
    const current = new Map<RecordKey, { id: string; text: RecordText; hash: string }[]>();
    const stale = new Set<RecordKey>();
    let documents = 0;
    for (const key of allRecordKeys(this.#source)) {
      const docs = recordTexts(key, this.#source).map((text) => {
        const id = docId(docLangOf(text.lang), key);
        return { id, text, hash: hashOf(text) };
      });
      current.set(key, docs);
      documents += docs.length;
      if (docs.some((d) => savedHashes.get(d.id) !== d.hash)) stale.add(key);
    }
    for (const id of savedHashes.keys()) {
      const { key } = parseDocId(id);
      if (!current.get(key)?.some((d) => d.id === id)) stale.add(key);
    }
    const changed = [...stale].reduce((n, key) => n + Math.max(1, current.get(key)?.length ?? 0), 0);
    if (changed > STALE_SHARE * Math.max(documents, savedHashes.size)) {
      return { loaded: false, reason: "stale", detail: `${changed} of ${documents} documents differ` };
    }

    this.#mini = mini;
    this.#clear();
    for (const id of savedHashes.keys()) {
      const { key } = parseDocId(id);
      if (stale.has(key)) {
        mini.discard(id);
        continue;
      }
      const doc = current.get(key)!.find((d) => d.id === id)!;
      this.#register(key, doc.id, doc.text, doc.hash);
    }
    for (const key of stale) this.stats.added += this.#add(key);
    this.stats.loads += 1;
    this.stats.lastLoadMs = performance.now() - started;
    this.stats.documents = mini.documentCount;
    return { loaded: true, reindexed: stale.size, ms: this.stats.lastLoadMs };
  }

  /** Takes in one change of the store: only the records it names are indexed again. */
  apply(change: Pick<ContentChange, "kind" | "id" | "action">): void {
    const keys = this.#keysOf(change);
    for (const key of keys) this.reindex(key);
    // A menu's placement is read at query time: a cached answer may name a page that is hidden now.
    if (keys.length > 0 || change.kind === "menus") this.#changed();
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
      case "menus": {
        // A menu's name is a document (where it leads is decided at query time, placeOf).
        if (change.id > 0) return [`m:${change.id}`];
        const ids = new Set([...this.#docsOf.keys()].filter((k) => k.startsWith("m:")));
        for (const menu of this.#source.list("menus")) ids.add(`m:${menu.id}`);
        return [...ids];
      }
      default:
        // Other kinds are not searched.
        return [];
    }
  }

  /** Discards a record's documents and adds its current ones (none when it is deleted or gone). */
  reindex(key: RecordKey): void {
    for (const id of this.#docsOf.get(key) ?? []) {
      this.#mini.discard(id);
      this.#titles.delete(id);
      this.#ids.delete(id);
      this.#hashes.delete(id);
      this.stats.discarded += 1;
    }
    this.#docsOf.delete(key);
    this.#english.delete(key);
    this.stats.added += this.#add(key);
    this.#changed();
  }

  #add(key: RecordKey): number {
    const texts = recordTexts(key, this.#source);
    for (const text of texts) {
      const id = docId(docLangOf(text.lang), key);
      this.#mini.add({ id, title: text.title, body: text.body, extra: text.extra });
      this.#register(key, id, text, hashOf(text));
    }
    return texts.length;
  }

  /** Notes a document that is in the index. */
  #register(key: RecordKey, id: string, text: RecordText, hash: string): void {
    const ids = this.#docsOf.get(key);
    if (ids) ids.push(id);
    else this.#docsOf.set(key, [id]);
    if (text.title) this.#titles.set(id, normalizeText(text.title));
    this.#ids.set(id, parseDocId(id));
    if (text.lang === "en-US") this.#english.add(key);
    this.#hashes.set(id, hash);
  }

  #parsed(id: string): ReturnType<typeof parseDocId> {
    return this.#ids.get(id) ?? parseDocId(id);
  }

  /** Forgets the ranked answers kept for repeated queries (measurements of the uncached path). */
  clearAnswers(): void {
    this.#answers.clear();
  }

  /** How many documents hold `term` in any field (discarded ones included until MiniSearch vacuums). */
  #documentFrequency(term: string): number {
    let count = this.#frequencies.get(term);
    if (count === undefined) {
      count = this.#countDocuments(term);
      if (this.#frequencies.size > 1000) this.#frequencies.clear();
      this.#frequencies.set(term, count);
    }
    return count;
  }

  #countDocuments(term: string): number {
    const fields = (this.#mini as unknown as TermPostings)._index?.get(indexSpelling(term));
    if (!fields) return 0;
    if (fields.size === 1) return [...fields.values()][0]!.size;
    const docs = new Set<number>();
    for (const postings of fields.values()) for (const doc of postings.keys()) docs.add(doc);
    return docs.size;
  }

  /** True when the record has a document in the index (tests). */
  has(key: RecordKey): boolean {
    return this.#docsOf.has(key);
  }

  /**
   * The visible records matching `query` on a page in `locale`, best first. Every word must match (a Chinese word
   * also matches as its shorter words together: 智慧景区 as 智慧 + 景区), except a one-character Chinese word that
   * most documents hold, when the query has other words. The page's language is searched first; when it has no
   * record with every word, the other language is (an English query on a Chinese page finds the English text);
   * only then records with at least half of the words, in the page's language and then in the other. An English
   * page searches each record's English where it has one. Answers are kept per index generation, content
   * snapshot, locale and query.
   */
  search(query: string, locale: string, content: SiteContent): RankedHit[] {
    const cacheKey = `${this.#generation}\u0000${locale}\u0000${normalizeText(query).replace(/\s+/g, " ").trim()}`;
    const cached = this.#answers.get(cacheKey);
    if (
      cached &&
      cached.content.menus === content.menus &&
      cached.content.articles === content.articles &&
      cached.content.videos === content.videos &&
      cached.content.company === content.company
    ) {
      return cached.hits;
    }
    const hits = this.#rank(query, locale, content);
    const { menus, articles, videos, company } = content;
    this.#answers.set(cacheKey, { content: { menus, articles, videos, company }, hits });
    return hits;
  }

  #rank(query: string, locale: string, content: SiteContent): RankedHit[] {
    const words = segment(query, "query").filter((w) => termOf(w) !== null);
    if (words.length === 0) return [];
    const wordParts = this.#required(
      words.map((word) => ({ word, parts: subwords(word).filter((w) => termOf(w) !== null) })),
    );
    const groups: Query[] = wordParts.map(({ word, parts }) =>
      parts.length > 1 ? { combineWith: "OR", queries: [word, { combineWith: "AND", queries: parts }] } : word,
    );
    const english = locale === "en-US";
    // The page's language: an English page reads a record's English, or its Chinese where it has no English.
    const own = (match: Match) => {
      const { lang, key } = this.#parsed(match.id);
      return english ? lang === "en" || !this.#english.has(key) : lang === "zh";
    };
    const other = (match: Match) => !own(match);
    // Any of the words, but at least half of them: a long query still finds what matches most of it, not every
    // page that shares one common word with it.
    const needed = Math.ceil(groups.length / 2);
    const enough = (match: Match) => {
      const matched = new Set(match.queryTerms);
      const has = (word: string) => matched.has(cachedTermOf(word) ?? word);
      return (
        wordParts.filter(({ word, parts }) => has(word) || (parts.length > 1 && parts.every(has))).length >= needed
      );
    };
    const everyWord = this.#matches("AND", groups);
    let results = everyWord.filter(own);
    if (results.length === 0) results = everyWord.filter(other);
    if (results.length === 0 && groups.length > 1) {
      const most = this.#matches("OR", groups).filter(enough);
      results = most.filter(own);
      if (results.length === 0) results = most.filter(other);
    }

    const phrase = normalizeText(query)
      .replace(/\s+/g, hasHanOnly(query) ? "" : " ")
      .trim();
    // An article has a page of its own; other records may share one, and the best of them stands for it.
    const articles: RankedHit[] = [];
    const shared = new Map<string, RankedHit>();
    const placementOf = placementsIn(content, locale);
    for (const result of results) {
      const { lang, key } = this.#parsed(result.id);
      const place = placementOf(key);
      if (!place) continue;
      const title = this.#titles.get(result.id);
      let score = title?.includes(phrase) ? result.score * TITLE_PHRASE_BONUS : result.score;
      if (place.kind === "article") {
        articles.push({ key, lang: contentLangOf(lang), score, terms: result.words, place });
        continue;
      }
      if (key.startsWith("m:") && title === phrase) score *= MENU_NAME_BONUS;
      // Two records may show on one page (a single page's article and its company text, a menu's name and its
      // page): the better score stands, and the page's own record over the menu's name (its text is the page's).
      const known = shared.get(place.href);
      if (known) {
        const knownIsMenu = known.key.startsWith("m:");
        const keepKnown = knownIsMenu === key.startsWith("m:") ? known.score >= score : !knownIsMenu;
        const top = Math.max(known.score, score);
        if (keepKnown) {
          known.score = top;
          continue;
        }
        score = top;
      }
      shared.set(place.href, { key, lang: contentLangOf(lang), score, terms: result.words, place });
    }
    for (const hit of shared.values()) articles.push(hit);
    return articles.sort(
      (a, b) =>
        b.score - a.score || (b.place.time ?? 0) - (a.place.time ?? 0) || (a.place.href < b.place.href ? -1 : 1),
    );
  }

  /** The documents matching every group (AND) or any (OR), scored; unordered. */
  #matches(combineWith: "AND" | "OR", groups: Query[]): Match[] {
    const query: Query = { combineWith, queries: groups };
    const exact = this.#exactScorer ? scoreExact(this.#mini as MiniSearch<unknown>, query, EXACT_SCORER) : null;
    if (!exact) {
      return this.#mini.search(query).map((result) => ({
        id: String(result.id),
        score: result.score,
        words: termsOf(result.terms),
        queryTerms: result.queryTerms,
      }));
    }
    // Documents holding the same terms share one list of them.
    const byMask = new Map<number, { words: string[]; queryTerms: string[] }>();
    return exact.hits.map((hit) => {
      let terms = byMask.get(hit.terms);
      if (!terms) {
        const queryTerms = exact.terms.filter((_, i) => (hit.terms & (1 << i)) !== 0);
        terms = { words: termsOf(queryTerms), queryTerms };
        byMask.set(hit.terms, terms);
      }
      return { id: hit.id, score: hit.score, words: terms.words, queryTerms: terms.queryTerms };
    });
  }

  /**
   * The query's words a document must have: all of them, less the one-character Chinese words that more than
   * half of the documents hold, as long as another word remains.
   */
  #required<W extends { word: string; parts: string[] }>(wordParts: W[]): W[] {
    const limit = COMMON_CHAR_SHARE * this.#mini.documentCount;
    const common = (w: W) => {
      const term = termOf(w.word);
      return !!term && [...term].length === 1 && hasHan(term) && this.#documentFrequency(term) > limit;
    };
    const kept = wordParts.filter((w) => !common(w));
    return kept.length > 0 ? kept : wordParts;
  }
}

/** The checksum a snapshot's body is saved with: a damaged file is never loaded. */
function checksumOf(body: string): string {
  return createHash("sha1").update(body).digest("hex");
}

/** A document's text as a short hash: what a snapshot is checked against. */
function hashOf(text: RecordText): string {
  return createHash("sha1")
    .update(text.lang)
    .update("\u0000")
    .update(text.title)
    .update("\u0000")
    .update(text.body)
    .update("\u0000")
    .update(text.extra)
    .digest("base64");
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

/**
 * A word as the index spells its term (termOf, then indexSpelling), for documents and queries alike: the same
 * few thousand words recur in every document, so each is worked out once.
 */
const termMemo = new Map<string, string | null>();
function cachedTermOf(word: string): string | null {
  let spelled = termMemo.get(word);
  if (spelled === undefined) {
    const term = termOf(word);
    spelled = term === null ? null : indexSpelling(term);
    if (termMemo.size >= 200_000) termMemo.clear();
    termMemo.set(word, spelled);
  }
  return spelled;
}

/** The terms a result matched, as words again (the highlighter reads them). */
const spellingMemo = new Map<string, string>();
function termsOf(spelled: string[]): string[] {
  return spelled.map((s) => {
    let term = spellingMemo.get(s);
    if (term === undefined) {
      term = termOfSpelling(s);
      if (spellingMemo.size >= 200_000) spellingMemo.clear();
      spellingMemo.set(s, term);
    }
    return term;
  });
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
