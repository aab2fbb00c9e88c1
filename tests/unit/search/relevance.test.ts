/**
 * Relevance on the seeded content/ (issue #17): for each query, the record a reader would expect comes first.
 * Chinese queries on the Chinese site, English queries (with stems and a typo) on the English site.
 */
import { beforeAll, describe, expect, it } from "vitest";
import { openContentStore } from "~/lib/content/store.server";
import { snapshotOf, type SiteContent } from "~/lib/site/page-data";
import { SearchIndex } from "~/lib/search/search-index.server";
import { SEEDED_CONTENT } from "./seeded";

let index: SearchIndex;
let content: SiteContent;

beforeAll(async () => {
  const store = await openContentStore(SEEDED_CONTENT);
  index = new SearchIndex(store).build();
  content = snapshotOf(store);
});

const top = (query: string, locale: string) => index.search(query, locale, content)[0]?.key;

/** [query, expected first result] on the Chinese site. */
const CHINESE: [string, string][] = [
  ["智慧景区建设", "a:25"],
  ["高新技术企业", "a:4"],
  ["专精特新", "a:5"],
  ["重点实验室", "a:7"],
  ["先进基层党组织", "a:8"],
  ["网络安全保障", "a:9"],
  ["员工行为规范", "a:11"],
  ["信息系统安全管理", "a:12"],
  ["趣味运动会", "a:13"],
  ["组织生活会", "a:16"],
  ["主题党日", "a:17"],
  ["清风文旅", "a:19"],
  ["乡村振兴", "a:22"],
  ["大数据中心正式启用", "a:24"],
  ["5A级景区 战略合作", "a:26"],
  ["国庆假期", "a:28"],
  ["五大新趋势", "a:29"],
  ["客流预测", "a:33"],
  ["文物数字化", "a:34"],
  ["网络安全服务", "a:35"],
  ["社会招聘 技术研发", "a:37"],
  ["平台运营岗", "a:38"],
  ["办公地址变更", "a:40"],
  ["经营情况简报", "a:42"],
  ["存储扩容", "a:43"],
  ["客流监测系统 采购结果", "a:44"],
  ["社会责任", "a:45"],
  ["公共指南", "a:46"],
  ["企业宣传片", "v:3"],
  ["sample-notice.pdf", "a:39"],
];

/** [query, expected first result] on the English site. */
const ENGLISH: [string, string][] = [
  ["high-tech enterprise", "a:4"],
  ["key laboratory data fusion", "a:7"],
  ["trade union sports", "a:13"],
  ["integrity culture", "a:19"],
  ["rural revitalization", "a:22"],
  ["big data center launched", "a:24"],
  ["scenic areas strategic cooperation", "a:26"],
  ["national day holiday", "a:28"],
  ["smart tourism trends", "a:29"],
  ["visitor flow forecasting", "a:33"],
  ["cultural relics", "a:34"],
  ["cybersecurity services", "a:35"],
  ["open recruitment operations", "a:38"],
  ["office address", "a:40"],
  ["tender storage expansion", "a:43"],
  ["corporate video", "v:3"],
  // Stems: a plural finds the singular in the text ("forecasting" there, by prefix).
  ["forecasts", "a:33"],
  // One typo.
  ["cybersecurty services", "a:35"],
  ["revitalisation", "a:22"],
];

describe("the relevance table on the seeded content", () => {
  it("has at least 20 queries in each language", () => {
    expect(CHINESE.length).toBeGreaterThanOrEqual(20);
    expect(ENGLISH.length).toBeGreaterThanOrEqual(15);
  });

  it.each(CHINESE)("zh-CN %s → %s", (query, expected) => {
    expect(top(query, "zh-CN")).toBe(expected);
  });

  it.each(ENGLISH)("en-US %s → %s", (query, expected) => {
    expect(top(query, "en-US")).toBe(expected);
  });
});

/** A menu's name (either language) finds its section's landing page first. */
const MENU_NAMES: [string, string, string][] = [
  ["公司要闻", "zh-CN", "/xwdt/gzyx/lsit"],
  ["社会招聘", "zh-CN", "/rlzy/shzp/lsit"],
  ["公司荣誉", "zh-CN", "/gywm/gsry/lsit"],
  ["党建学习", "zh-CN", "/ddjs/djxx/lsit2"],
  ["视频专区", "zh-CN", "/xxgk/spzq"],
  ["企业信息", "zh-CN", "/xxgk/qyxx"],
  ["Important News", "en-US", "/xwdt/gzyx/lsit"],
  ["Social Recruitment", "en-US", "/rlzy/shzp/lsit"],
  ["Company Honors", "en-US", "/gywm/gsry/lsit"],
  ["Video Zone", "en-US", "/xxgk/spzq"],
];

/** An English query on the Chinese site: no Chinese text has its words, so the English text answers. */
const ENGLISH_ON_CHINESE: [string, string][] = [
  ["smart tourism trends", "a:29"],
  ["cybersecurity services", "a:35"],
  ["key laboratory data fusion", "a:7"],
  ["rural revitalization", "a:22"],
];

describe("section names and the other language", () => {
  it.each(MENU_NAMES)("%s (%s) → %s", (query, locale, href) => {
    expect(index.search(query, locale, content)[0]?.place.href).toBe(href);
  });

  it("never finds a hidden menu by its name", () => {
    // 读书会 (9) and 组织架构 (5) are hidden with 40001.
    for (const query of ["读书会", "组织架构", "Reading Club"]) {
      const hits = index.search(query, query.includes(" ") ? "en-US" : "zh-CN", content);
      expect(
        hits.map((h) => h.key),
        query,
      ).not.toContain("m:9");
      expect(
        hits.map((h) => h.key),
        query,
      ).not.toContain("m:5");
    }
  });

  it.each(ENGLISH_ON_CHINESE)("zh-CN %s → %s, shown in English", (query, expected) => {
    const [hit] = index.search(query, "zh-CN", content);
    expect(hit?.key).toBe(expected);
    expect(hit?.lang).toBe("en-US");
  });

  it("keeps the page's language first when it has every word", () => {
    // 智慧景区 is in Chinese text: the Chinese page never shows an English document for it.
    expect(index.search("智慧景区建设", "zh-CN", content).every((h) => h.lang === "zh-CN")).toBe(true);
    expect(index.search("high-tech enterprise", "en-US", content)[0]?.lang).toBe("en-US");
  });
});

describe("issue #17's examples", () => {
  it("finds 文旅一码通 by 一码通", () => {
    const hits = index.search("一码通", "zh-CN", content);
    expect(hits.length).toBeGreaterThanOrEqual(6);
    for (const hit of hits.slice(0, 6)) {
      const article = content.articles.find((a) => `a:${a.id}` === hit.key);
      expect(article?.title ?? "", hit.key).toContain("文旅一码通");
    }
  });

  it("ranks articles about 智慧景区 and 建设 together above those with only some of the words", () => {
    const hits = index.search("智慧景区建设", "zh-CN", content);
    expect(hits[0]!.key).toBe("a:25");
    const titleOf = (key: string) => content.articles.find((a) => `a:${a.id}` === key)?.title ?? "";
    expect(titleOf(hits[0]!.key)).toContain("智慧景区建设");
    // Every result has all three words (智慧, 景区, 建设) somewhere, so there is a result beyond the first.
    expect(hits.length).toBeGreaterThan(1);
  });

  it("never finds a deleted article or one under a hidden menu", () => {
    // 41: soft-deleted; 14 (读书会), 3 (组织架构), 36 (用人理念): menus hidden with 40001.
    const keys = new Set(
      ["已撤回", "乡土中国", "读书会", "组织架构", "用人理念", "文旅一码通"].flatMap((q) =>
        index.search(q, "zh-CN", content).map((h) => h.key),
      ),
    );
    for (const hidden of ["a:41", "a:14", "a:3", "a:36"]) expect(keys.has(hidden as never), hidden).toBe(false);
  });
});
