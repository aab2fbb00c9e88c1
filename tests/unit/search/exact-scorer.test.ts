/**
 * The exact-word scorer (app/lib/search/exact-scorer.ts) against MiniSearch's own `search`: the same documents,
 * the same scores and the same matched terms, on random indexes and queries (with discarded documents, whose
 * postings MiniSearch cleans lazily), and the same ranked answers from the site's index on the seeded content.
 */
import MiniSearch, { type Query } from "minisearch";
import { beforeAll, describe, expect, it } from "vitest";
import { openContentStore } from "~/lib/content/store.server";
import { scoreExact, type ExactScorerOptions } from "~/lib/search/exact-scorer";
import { SearchIndex } from "~/lib/search/search-index.server";
import { snapshotOf, type SiteContent } from "~/lib/site/page-data";
import { SEEDED_CONTENT } from "./seeded";

const WORDS = ["文旅", "数字", "培训", "景区", "智慧", "建设", "安全", "网络", "一码通", "济南", "5000", "ab"];
const BOOST = { title: 3, extra: 1.5 };

/** A small deterministic random source (the same cases on every run). */
function randomOf(seed: number) {
  let state = seed;
  return () => {
    state = (state * 1_103_515_245 + 12_345) % 2_147_483_648;
    return state / 2_147_483_648;
  };
}

function miniWith(random: () => number, documents: number) {
  const words = (n: number) => Array.from({ length: n }, () => WORDS[Math.floor(random() * WORDS.length)]).join(" ");
  const mini = new MiniSearch<{ id: string; title: string; body: string; extra: string }>({
    fields: ["title", "body", "extra"],
    tokenize: (text) => text.split(" ").filter(Boolean),
    processTerm: (term) => term,
    searchOptions: { tokenize: (text) => [text], boost: BOOST },
    autoVacuum: false,
  });
  for (let i = 0; i < documents; i += 1) {
    mini.add({
      id: `d${i}`,
      title: words(1 + Math.floor(random() * 3)),
      body: words(Math.floor(random() * 30)),
      extra: random() < 0.3 ? words(2) : "",
    });
  }
  return mini;
}

/**
 * A random query of distinct words: MiniSearch cleans a discarded document's postings while it walks them, so a
 * word walked twice in one query would meet cleaned postings the second time.
 */
function queryOf(random: () => number): Query {
  const left = [...WORDS];
  const word = () => left.splice(Math.floor(random() * left.length), 1)[0]!;
  const groups: Query[] = Array.from({ length: 1 + Math.floor(random() * 3) }, () =>
    random() < 0.4
      ? { combineWith: "OR", queries: [word(), { combineWith: "AND", queries: [word(), word()] }] }
      : word(),
  );
  return { combineWith: random() < 0.5 ? "AND" : "OR", queries: groups };
}

const OPTIONS: ExactScorerOptions = { processTerm: (word) => word, isExact: () => true, boost: BOOST };

describe("the exact-word scorer", () => {
  it("gives MiniSearch's documents, scores and terms for random queries, also after discards", () => {
    const random = randomOf(17);
    const mini = miniWith(random, 400);
    let compared = 0;
    for (let round = 0; round < 3; round += 1) {
      for (let q = 0; q < 60; q += 1) {
        const query = queryOf(random);
        // The scorer first: MiniSearch's search cleans the postings it walks.
        const answer = scoreExact(mini as MiniSearch<unknown>, query, OPTIONS)!;
        const expected = new Map(mini.search(query).map((r) => [String(r.id), r]));
        expect(answer).not.toBeNull();
        expect(new Set(answer.hits.map((h) => h.id))).toEqual(new Set(expected.keys()));
        for (const hit of answer.hits) {
          const result = expected.get(hit.id)!;
          expect(hit.score).toBeCloseTo(result.score, 9);
          const terms = answer.terms.filter((_, i) => (hit.terms & (1 << i)) !== 0);
          expect(new Set(terms)).toEqual(new Set(result.queryTerms));
          expect(new Set(terms)).toEqual(new Set(result.terms));
        }
        compared += answer.hits.length;
      }
      // Discarded documents keep their postings until MiniSearch cleans them (no auto vacuum here).
      for (let i = round; i < 400; i += 7) if (mini.has(`d${i}`)) mini.discard(`d${i}`);
    }
    expect(compared).toBeGreaterThan(1000);
  });

  it("leaves to MiniSearch a query with a word matched by prefix or typo", () => {
    const mini = miniWith(randomOf(3), 20);
    const latin = { ...OPTIONS, isExact: (term: string) => !/^[a-z]{3,}/.test(term) };
    expect(
      scoreExact(mini as MiniSearch<unknown>, { combineWith: "AND", queries: ["文旅", "pass"] }, latin),
    ).toBeNull();
    expect(
      scoreExact(mini as MiniSearch<unknown>, { combineWith: "AND", queries: ["文旅", "ab"] }, latin),
    ).not.toBeNull();
  });
});

describe("the site's index with and without it", () => {
  let content: SiteContent;
  let fast: SearchIndex;
  let plain: SearchIndex;

  beforeAll(async () => {
    const store = await openContentStore(SEEDED_CONTENT);
    content = snapshotOf(store);
    fast = new SearchIndex(store).build();
    plain = new SearchIndex(store, { exactScorer: false }).build();
  });

  const QUERIES = [
    "智慧景区建设",
    "文旅一码通",
    "一码通",
    "数字文旅 培训",
    "网络安全保障",
    "5A级景区 战略合作",
    "党建 学习 工会 员工",
    "济南",
    "2024",
    "大数据中心正式启用",
    "one code pass",
    "smart scenic",
  ];

  it.each(QUERIES)("ranks %s the same on both sites", (query) => {
    for (const locale of ["zh-CN", "en-US"]) {
      const a = fast.search(query, locale, content);
      const b = plain.search(query, locale, content);
      expect(a.map((h) => h.place.href)).toEqual(b.map((h) => h.place.href));
      a.forEach((hit, i) => {
        expect(hit.score).toBeCloseTo(b[i]!.score, 9);
        expect(new Set(hit.terms)).toEqual(new Set(b[i]!.terms));
      });
    }
  });
});
