/**
 * Scores a query whose words are all matched exactly (every Chinese word and number: only Latin words get prefix
 * and typo matching) over MiniSearch's own postings, the way MiniSearch's `search` scores it — the same BM25, the
 * same field boosts, the same AND/OR combination and the same "quality" factor — without the objects MiniSearch
 * makes for every posting (a score, an array of terms and a match record per document and term). A query whose
 * words are in most documents (数字文旅 培训: 7,255 of 10,000 articles) ranked in 21–25 ms that way and in a
 * fraction of it here (docs/performance.md, docs/decisions/013-site-search.md). MiniSearch still answers every
 * other query; tests/unit/search/exact-scorer.test.ts checks that both give the same ranking.
 *
 * It reads MiniSearch's private fields (below), so minisearch is pinned to ~7.2 in package.json and the test
 * compares against MiniSearch's own `search` on every run.
 */
import type MiniSearch from "minisearch";
import type { Query } from "minisearch";

/** The parts of a MiniSearch 7.2 instance this reads (its term index, field lengths and document ids). */
interface Internals {
  _index: { get(term: string): Map<number, Map<number, number>> | undefined };
  _fieldIds: Record<string, number>;
  _fieldLength: Map<number, number[]>;
  _avgFieldLength: number[];
  _documentCount: number;
  _documentIds: Map<number, string>;
  _nextId: number;
  _options: { fields: string[] };
}

/** MiniSearch's BM25 parameters (its defaults; the index does not change them). */
const BM25 = { k: 1.2, b: 0.7, d: 0.5 };

/** One scored document: MiniSearch's short id, its score, and which of the query's terms it holds (bit i: term i). */
export interface ExactHit {
  doc: number;
  id: string;
  score: number;
  terms: number;
}

/** An answer: the hits (unsorted) and the query's terms, in the order of the bits of `ExactHit.terms`. */
export interface ExactAnswer {
  hits: ExactHit[];
  terms: string[];
}

/** A query's terms, processed; null when one of them is matched by prefix or typo (MiniSearch answers it). */
type Node = { term: number } | { combineWith: "AND" | "OR"; queries: Node[] };

/** At most this many distinct terms (one bit each). */
const MAX_TERMS = 30;

interface Scored {
  docs: number[];
  score: Float64Array;
  terms: Uint32Array;
}

export interface ExactScorerOptions {
  /** The index's term processor (the query's words go through it, as in MiniSearch). */
  processTerm: (word: string) => string | null;
  /** True when MiniSearch would match the processed term exactly only (no prefix, no typo). */
  isExact: (term: string) => boolean;
  /** Field boosts, as given to MiniSearch (a field not named counts 1). */
  boost: Record<string, number>;
}

/**
 * Scores `query` (strings are single words, as the index's query tokenizer leaves them) over `mini`, or returns
 * null when a word is not matched exactly or the query has too many terms.
 */
export function scoreExact(mini: MiniSearch<unknown>, query: Query, options: ExactScorerOptions): ExactAnswer | null {
  const terms: string[] = [];
  const tree = compile(query, options, terms);
  if (!tree || terms.length > MAX_TERMS) return null;
  const index = mini as unknown as Internals;
  const scored = evaluate(tree, index, terms, options.boost);
  const hits: ExactHit[] = [];
  for (const doc of scored.docs) {
    const mask = scored.terms[doc]!;
    if (mask === 0) continue;
    // MiniSearch multiplies a document's score by the number of the query's terms it holds.
    hits.push({ doc, id: index._documentIds.get(doc)!, score: scored.score[doc]! * bitCount(mask), terms: mask });
  }
  return { hits, terms };
}

/** The query as a tree of term numbers; null when a term is not matched exactly. */
function compile(query: Query, options: ExactScorerOptions, terms: string[]): Node | null {
  if (typeof query === "string") {
    const term = options.processTerm(query);
    if (term === null) return { combineWith: "OR", queries: [] };
    if (!options.isExact(term)) return null;
    let number = terms.indexOf(term);
    if (number < 0) number = terms.push(term) - 1;
    return { term: number };
  }
  if (typeof query !== "object" || !("queries" in query)) return null;
  const combineWith = (query.combineWith ?? "OR").toUpperCase();
  if (combineWith !== "AND" && combineWith !== "OR") return null;
  const queries: Node[] = [];
  for (const sub of query.queries) {
    const node = compile(sub, options, terms);
    if (!node) return null;
    queries.push(node);
  }
  return { combineWith, queries };
}

function evaluate(node: Node, index: Internals, terms: string[], boost: Record<string, number>): Scored {
  if ("term" in node) return scoreTerm(node.term, index, terms[node.term]!, boost);
  const [first, ...rest] = node.queries.map((sub) => evaluate(sub, index, terms, boost));
  if (!first) return empty(index);
  return rest.reduce(node.combineWith === "AND" ? and : or, first);
}

function empty(index: Internals): Scored {
  return { docs: [], score: new Float64Array(index._nextId), terms: new Uint32Array(index._nextId) };
}

/** One term: BM25 per field it is in, weighted by the field's boost, summed over the fields in their order. */
function scoreTerm(number: number, index: Internals, term: string, boost: Record<string, number>): Scored {
  const scored = empty(index);
  const postings = index._index.get(term);
  if (!postings) return scored;
  const bit = 1 << number;
  for (const field of index._options.fields) {
    const fieldId = index._fieldIds[field]!;
    const frequencies = postings.get(fieldId);
    if (!frequencies) continue;
    const fieldBoost = boost[field] || 1;
    const avgFieldLength = index._avgFieldLength[fieldId]!;
    let matching = frequencies.size;
    for (const [doc, termFrequency] of frequencies) {
      // A discarded document's postings stay until MiniSearch cleans them; it counts them out as it goes.
      if (!index._documentIds.has(doc)) {
        matching -= 1;
        continue;
      }
      const fieldLength = index._fieldLength.get(doc)![fieldId]!;
      const raw = bm25(termFrequency, matching, index._documentCount, fieldLength, avgFieldLength);
      if (scored.terms[doc] === 0) scored.docs.push(doc);
      scored.score[doc] = scored.score[doc]! + fieldBoost * raw;
      scored.terms[doc] = scored.terms[doc]! | bit;
    }
  }
  return scored;
}

function bm25(
  termFrequency: number,
  matching: number,
  total: number,
  fieldLength: number,
  avgFieldLength: number,
): number {
  const { k, b, d } = BM25;
  const inverse = Math.log(1 + (total - matching + 0.5) / (matching + 0.5));
  return inverse * (d + (termFrequency * (k + 1)) / (termFrequency + k * (1 - b + (b * fieldLength) / avgFieldLength)));
}

/** Documents in both, their scores added (into `a`). */
function and(a: Scored, b: Scored): Scored {
  const docs: number[] = [];
  for (const doc of a.docs) {
    if (b.terms[doc] === 0) {
      a.terms[doc] = 0;
      continue;
    }
    a.score[doc] = a.score[doc]! + b.score[doc]!;
    a.terms[doc] = a.terms[doc]! | b.terms[doc]!;
    docs.push(doc);
  }
  a.docs = docs;
  return a;
}

/** Documents in either, their scores added (into `a`). */
function or(a: Scored, b: Scored): Scored {
  for (const doc of b.docs) {
    if (a.terms[doc] === 0) a.docs.push(doc);
    a.score[doc] = a.score[doc]! + b.score[doc]!;
    a.terms[doc] = a.terms[doc]! | b.terms[doc]!;
  }
  return a;
}

function bitCount(mask: number): number {
  let count = 0;
  for (let m = mask; m !== 0; m &= m - 1) count += 1;
  return count;
}
