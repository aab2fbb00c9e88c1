/**
 * The results page's input and pages (issue #17): absurd input is refused with a message, never cut silently or
 * read as a pattern; results come ten a page, each with its section, date and marked excerpt.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { publicSnapshot } from "~/lib/site/display.server";
import { snapshotOf } from "~/lib/site/page-data";
import { SEARCH_MAX_LENGTH, parseSearchInput, searchHref } from "~/lib/search/query";
import { SearchIndex, followStore } from "~/lib/search/search-index.server";
import { searchView } from "~/lib/search/site-search.server";
import { removeSeededCopies, seededCopy, type ContentStore } from "./seeded";

const input = (query: string) => parseSearchInput(new URLSearchParams(query));

describe("parseSearchInput", () => {
  it("treats a missing or blank query as the empty state", () => {
    expect(input("")).toEqual({ state: "empty" });
    expect(input("q=%20%20%09")).toEqual({ state: "empty" });
  });

  it("trims, collapses spaces and drops control characters", () => {
    expect(input("q=%20%20智慧%0A%0A景区%00%20&page=2")).toEqual({ state: "query", query: "智慧 景区", page: "2" });
  });

  it(`refuses more than ${SEARCH_MAX_LENGTH} characters, counted as characters (not UTF-16 units)`, () => {
    expect(input(`q=${"码".repeat(SEARCH_MAX_LENGTH)}`)).toMatchObject({ state: "query" });
    expect(input(`q=${"😀".repeat(SEARCH_MAX_LENGTH)}`)).toMatchObject({ state: "query" });
    const refused = input(`q=${"a".repeat(SEARCH_MAX_LENGTH + 1)}`);
    expect(refused).toEqual({ state: "too-long", query: "a".repeat(SEARCH_MAX_LENGTH), length: SEARCH_MAX_LENGTH + 1 });
  });

  it("writes result page links in the canonical order", () => {
    expect(searchHref("一码 通", 2)).toBe("/search?q=%E4%B8%80%E7%A0%81+%E9%80%9A&page=2");
    expect(searchHref("a&b")).toBe("/search?q=a%26b");
  });
});

describe("searchView", () => {
  let store: ContentStore;
  let index: SearchIndex;
  let stop: () => void;
  const site = (locale = "zh-CN") => ({ locale, content: snapshotOf(store) });
  const view = (query: string, locale = "zh-CN") => searchView(input(query), site(locale), index, store);

  beforeAll(async () => {
    store = await seededCopy();
    index = new SearchIndex(store).build();
    stop = followStore(index, store);
    for (let i = 1; i <= 23; i += 1) {
      await store.create("articles", {
        title: `景德镇陶瓷文化周活动第${i}场`,
        info: `<p>第${i}场景德镇陶瓷文化周活动顺利举行。</p>`,
        menu_id: 18,
      });
    }
  });

  afterAll(async () => {
    stop();
    await removeSeededCopies();
  });

  it("pages results ten at a time", () => {
    const first = view("q=景德镇陶瓷");
    expect(first?.view).toMatchObject({ state: "results", total: 23, page: 1, pages: 3 });
    expect(first?.view.state === "results" && first.view.hits.length).toBe(10);
    const last = view("q=景德镇陶瓷&page=3");
    expect(last?.view.state === "results" && last.view.hits.length).toBe(3);
    const keys = [1, 2, 3].flatMap((p) => {
      const v = view(`q=景德镇陶瓷&page=${p}`)?.view;
      return v?.state === "results" ? v.hits.map((h) => h.key) : [];
    });
    expect(new Set(keys).size).toBe(23);
  });

  it("finds only what visitors may read: never a draft, an article in review or unpublished, or one scheduled later", async () => {
    const later = Math.floor(Date.now() / 1000) + 3600;
    const create = (title: string, fields: Record<string, unknown>) =>
      store.create("articles", { title, info: `<p>${title}。</p>`, menu_id: 18, ...fields } as never);
    await create("琉璃瓦修缮工程草稿", { status: "draft" });
    await create("琉璃瓦修缮工程送审稿", { status: "review" });
    await create("琉璃瓦修缮工程下线稿", { status: "unpublished" });
    await create("琉璃瓦修缮工程预告稿", { publish_at: later });
    await create("琉璃瓦修缮工程公告", {});
    // What the page is given (site.content of a visitor's request), as in routes/_site.search.tsx.
    const visitor = { locale: "zh-CN", content: publicSnapshot(store) };
    const answer = searchView(input("q=琉璃瓦修缮工程"), visitor, index, store);
    const titles = answer?.view.state === "results" ? answer.view.hits.map((hit) => hit.title.text) : [];
    expect(titles).toEqual(["琉璃瓦修缮工程公告"]);
  });

  it("answers no page beyond the last or a page number that is not one", () => {
    expect(view("q=景德镇陶瓷&page=4")).toBeNull();
    expect(view("q=景德镇陶瓷&page=0")).toBeNull();
    expect(view("q=景德镇陶瓷&page=x")).toBeNull();
  });

  it("gives each hit its section, date, link and marked excerpt", () => {
    const result = view("q=智慧景区建设")!;
    expect(result.status).toBe(200);
    const hit = result.view.state === "results" ? result.view.hits[0]! : null;
    expect(hit).toMatchObject({
      key: "a:25",
      kind: "article",
      href: "/xwdt/gzyx/detail/25",
      section: "新闻动态 / 公司要闻",
      date: "2025-03-21",
      titleLang: "zh-CN",
      lang: "zh-CN",
    });
    const marks = hit!.excerpt.marks.map(([s, e]) => hit!.excerpt.text.slice(s, e));
    expect(marks).toContain("智慧景区建设");
    expect(hit!.title.marks).toEqual([[2, 8]]);
  });

  it("labels English results in English", () => {
    const result = view("q=cybersecurity", "en-US")!;
    const hit = result.view.state === "results" ? result.view.hits[0]! : null;
    expect(hit).toMatchObject({ key: "a:35", kind: "page", section: "Business Units / Network Safety", lang: "en-US" });
    expect(hit!.dateLabel).toMatch(/^\d{1,2} [A-Z][a-z]{2} \d{4}$/);
  });

  it("shows the empty state with the site's sections, and a no-result state", () => {
    const empty = view("q=")!;
    expect(empty.view.state).toBe("empty");
    expect(empty.view.sections.map((s) => s.href)).toContain("/xwdt/gzyx/lsit");
    const none = view("q=xyzzy%20不存在的词语组合")!;
    expect(none.view).toMatchObject({ state: "results", total: 0, hits: [] });
  });

  it("refuses a query that is too long with status 400 and says how long it was", () => {
    const refused = view(`q=${"景区".repeat(30)}`)!;
    expect(refused.status).toBe(400);
    expect(refused.view).toMatchObject({ state: "too-long", length: 60, max: SEARCH_MAX_LENGTH });
  });

  it("takes pattern characters as plain text", () => {
    for (const q of [".*", "[", "(a|b)+", "\\d{3}", "%", "a**b"]) {
      expect(() => view(`q=${encodeURIComponent(q)}`), q).not.toThrow();
    }
  });
});
