/**
 * The index follows the store (issue #17): a save is searchable on the next request, a deletion or a hidden menu
 * takes its records out, and none of it rebuilds the index: only the changed record's documents are replaced.
 */
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { DEL_STATUS, MENU_HIDE } from "~/lib/content/codes";
import { snapshotOf } from "~/lib/site/page-data";
import { SearchIndex, followStore } from "~/lib/search/search-index.server";
import { removeSeededCopies, seededCopy, type ContentStore } from "./seeded";

let store: ContentStore;
let index: SearchIndex;
let build: ReturnType<typeof vi.spyOn>;
let stop: () => void;

const keys = (query: string, locale = "zh-CN") => index.search(query, locale, snapshotOf(store)).map((h) => h.key);
const guard = (updatetime: number) => ({ expectedUpdatetime: updatetime });

beforeAll(async () => {
  store = await seededCopy();
  index = new SearchIndex(store);
  build = vi.spyOn(index, "build");
  index.build();
  stop = followStore(index, store);
});

afterAll(async () => {
  stop();
  await removeSeededCopies();
});

describe("incremental updates", () => {
  it("finds a new article as soon as it is saved", async () => {
    const created = await store.create("articles", {
      title: "琉璃瓦修缮工程启动",
      info: "<p>古建筑琉璃瓦修缮工程今日启动。</p>",
      menu_id: 17,
    });
    expect(keys("琉璃瓦")).toEqual([`a:${created.id}`]);
  });

  it("forgets a title's old words and finds its new ones after an edit", async () => {
    const article = store.list("articles").find((a) => a.title.includes("琉璃瓦"))!;
    await store.update(
      "articles",
      article.id,
      { title: "青铜器保护研讨会召开", info: "<p>研讨青铜器保护。</p>" },
      guard(article.updatetime),
    );
    expect(keys("琉璃瓦")).toEqual([]);
    expect(keys("青铜器")).toEqual([`a:${article.id}`]);
  });

  it("drops a soft-deleted article and brings it back when restored", async () => {
    const article = store.list("articles").find((a) => a.title.includes("青铜器"))!;
    const deleted = await store.update(
      "articles",
      article.id,
      { del_status: DEL_STATUS.deleted },
      guard(article.updatetime),
    );
    expect(keys("青铜器")).toEqual([]);
    expect(index.has(`a:${article.id}`)).toBe(false);
    await store.update("articles", article.id, { del_status: DEL_STATUS.active }, guard(deleted.updatetime));
    expect(keys("青铜器")).toEqual([`a:${article.id}`]);
  });

  it("hides the articles of a menu hidden with 40001 at once, and shows them again, re-indexing only its name", async () => {
    const before = { ...index.stats };
    const menu = store.get("menus", 17)!;
    const hidden = await store.update("menus", 17, { is_hide: MENU_HIDE.hidden }, guard(menu.updatetime));
    expect(keys("青铜器")).toEqual([]);
    expect(keys("国庆假期")).not.toContain("a:28");
    await store.update("menus", 17, { is_hide: MENU_HIDE.shown }, guard(hidden.updatetime));
    expect(keys("国庆假期")[0]).toBe("a:28");
    // Each save of the menu replaces its name's two documents (Chinese and English); its articles are untouched.
    expect(index.stats.added - before.added).toBe(4);
    expect(index.stats.discarded - before.discarded).toBe(4);
  });

  it("searches an English page in the record's English, and in its Chinese where it has none", async () => {
    const article = store.list("articles").find((a) => a.title.includes("青铜器"))!;
    const [hit] = index.search("青铜器", "en-US", snapshotOf(store));
    expect(hit).toMatchObject({ key: `a:${article.id}`, lang: "zh-CN" });
    await store.update(
      "articles",
      article.id,
      { en: { title: "Bronze Conservation Seminar", info: "<p>On bronze conservation.</p>", file_name: "" } },
      guard(article.updatetime),
    );
    expect(keys("bronze", "en-US")).toEqual([`a:${article.id}`]);
    expect(index.search("bronze", "en-US", snapshotOf(store))[0]!.lang).toBe("en-US");
    // Its English page now shows English: its Chinese answers an English page only when no English text has the
    // words (the other language as a fallback), and is shown in Chinese then.
    expect(index.search("青铜器", "en-US", snapshotOf(store))[0]).toMatchObject({
      key: `a:${article.id}`,
      lang: "zh-CN",
    });
    expect(keys("青铜器", "zh-CN")).toEqual([`a:${article.id}`]);
    // And the other way round: an English word on the Chinese page finds the English text.
    expect(index.search("bronze", "zh-CN", snapshotOf(store))[0]).toMatchObject({
      key: `a:${article.id}`,
      lang: "en-US",
    });
  });

  it("re-indexes a changed video and the company texts, and nothing else", async () => {
    const before = { ...index.stats };
    const video = store.get("videos", 3)!;
    await store.update("videos", 3, { video_name: "敦煌壁画数字展" }, guard(video.updatetime));
    expect(keys("敦煌壁画")).toEqual(["v:3"]);
    expect(index.stats.added - before.added).toBe(2); // its Chinese and English documents
    expect(index.stats.discarded - before.discarded).toBe(2);
    const company = store.getCompany();
    await store.updateCompany(
      { company_info: `${company.company_info}\n\n公司积极参与长城保护工作。` },
      guard(company.updatetime),
    );
    expect(keys("长城保护")).toEqual(["c:intro"]);
  });

  it("never builds the whole index again", () => {
    expect(build).toHaveBeenCalledTimes(1);
    expect(index.stats.builds).toBe(1);
    // Each save above touched one record (two documents at most), the company save its three pages.
    expect(index.stats.added).toBeLessThan(20);
  });
});

describe("the start-up build in slices", () => {
  it("serves the same results as the whole build, and takes in a save made while it runs", async () => {
    const sliced = new SearchIndex(store);
    const unfollow = followStore(sliced, store);
    const building = sliced.buildInSlices(5);
    const created = await store.create("articles", {
      title: "紫砂壶展览开幕",
      info: "<p>紫砂壶展览。</p>",
      menu_id: 17,
    });
    await building;
    unfollow();
    const content = snapshotOf(store);
    expect(sliced.search("紫砂壶", "zh-CN", content).map((h) => h.key)).toEqual([`a:${created.id}`]);
    for (const query of ["智慧景区建设", "一码通", "cybersecurity"]) {
      const locale = /[a-z]/.test(query) ? "en-US" : "zh-CN";
      // Compared by where the hits lead: one page may be reached through either of two records.
      const hrefs = (of: SearchIndex) => of.search(query, locale, content).map((h) => h.place.href);
      expect(hrefs(sliced), query).toEqual(hrefs(index));
    }
    expect(sliced.stats.builds).toBe(1);
  });
});
