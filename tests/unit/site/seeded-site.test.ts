/**
 * The public site over the real seeded content/ (read only): every docs/product.md §2 path resolves as the menu table
 * in docs/content.md says, the page data carries what each page shows, and sitemap/robots/feed stay correct.
 */
import path from "node:path";
import { fileURLToPath } from "node:url";
import { beforeAll, describe, expect, it } from "vitest";
import { LINK_CATEGORIES } from "~/lib/content/codes";
import { openContentStore } from "~/lib/content/store.server";
import { navigationOf } from "~/lib/site/nav";
import { homeView, menuPage, newsFeedItems, siteChrome, snapshotOf, type SiteContent } from "~/lib/site/page-data";
import { robotsTxt, sitemapEntries, sitemapXml } from "~/lib/site/sitemap";

const CONTENT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../../../content");
const MAP = { tileUrl: "https://tiles.example/{z}/{x}/{y}.png", tileAttribution: "x" };
let content: SiteContent;

beforeAll(async () => {
  content = snapshotOf(await openContentStore(CONTENT));
});

const page = (p: string, pageParam: string | null = null, locale = "zh-CN") =>
  menuPage(content, p, pageParam, locale, MAP);

describe("docs/product.md §2 routes over the seeded menu", () => {
  it("redirects parents to their first visible child", () => {
    expect(page("/gywm")).toEqual({ type: "redirect", to: "/gywm/qyjs" });
    expect(page("/ddjs")).toEqual({ type: "redirect", to: "/ddjs/ddjs" });
    expect(page("/xwdt")).toEqual({ type: "redirect", to: "/xwdt/gzyx" });
    expect(page("/ywbk")).toEqual({ type: "redirect", to: "/ywbk/zhpt" });
    // yrln (first child) is hidden: human resources lands on recruitment.
    expect(page("/rlzy")).toEqual({ type: "redirect", to: "/rlzy/shzp" });
    expect(page("/xxgk")).toEqual({ type: "redirect", to: "/xxgk/qyxx" });
  });

  it("redirects list menus to lsit (30001) or lsit2 (30004)", () => {
    for (const p of [
      "/gywm/gsry",
      "/gywm/gzzd",
      "/gywm/qtgz",
      "/ddjs/ddjs",
      "/ddjs/qfry",
      "/xwdt/gzyx",
      "/xwdt/hyxx",
      "/xwdt/wlzc",
      "/rlzy/shzp",
      "/xxgk/qygg",
      "/xxgk/zbcg",
    ]) {
      expect(page(p), p).toEqual({ type: "redirect", to: `${p}/lsit` });
    }
    for (const p of ["/ddjs/djxx", "/xwdt/mtjj", "/ywbk/kyxm", "/xxgk/jygl"])
      expect(page(p), p).toEqual({ type: "redirect", to: `${p}/lsit2` });
  });

  it("renders single pages in the detail (30002) or second-detail (30003) layout", () => {
    for (const p of ["/gywm/qyjs", "/ddjs/ztzl", "/ywbk/wlaq", "/xxgk/qyxx", "/xxgk/shzr", "/xxgk/spzq"]) {
      expect(page(p), p).toMatchObject({ type: "page", view: { kind: "page", layout: "detail" } });
    }
    for (const p of ["/gywm/gltd", "/ywbk/zhpt", "/xxgk/ggzn"]) {
      expect(page(p), p).toMatchObject({ type: "page", view: { kind: "page", layout: "second-detail" } });
    }
  });

  it("answers 404 for hidden items (zzjg, yrln, hydsh, ygfc), unknown paths and the home route's children", () => {
    for (const p of [
      "/gywm/zzjg",
      "/rlzy/yrln",
      "/gywm/qtgz/hydsh",
      "/gywm/qtgz/ygfc/lsit2",
      "/nope",
      "/gywm/nope",
      "/eKwU1RHjdGx",
    ]) {
      expect(page(p), p).toEqual({ type: "not-found" });
    }
  });

  it("gives every list menu lsit, lsit2, detail/:id and details/:id", () => {
    expect(page("/xwdt/gzyx/lsit")).toMatchObject({ view: { kind: "list", variant: "lsit" } });
    expect(page("/xwdt/gzyx/lsit2")).toMatchObject({ view: { kind: "list", variant: "lsit2" } });
    expect(page("/xwdt/gzyx/detail/25")).toMatchObject({
      view: { kind: "detail", layout: "detail", article: { id: 25 } },
    });
    expect(page("/xwdt/gzyx/details/25")).toMatchObject({ view: { kind: "detail", layout: "second-detail" } });
  });

  it("404s a detail of another menu, a deleted article and a page past the end", () => {
    expect(page("/xwdt/gzyx/detail/4")).toEqual({ type: "not-found" });
    expect(page("/xxgk/qygg/detail/41")).toEqual({ type: "not-found" });
    expect(page("/xwdt/gzyx/lsit", "2")).toEqual({ type: "not-found" });
    expect(page("/xwdt/gzyx/lsit", "1")).toMatchObject({ type: "page" });
  });
});

describe("page data", () => {
  it("shows the honours as a grid with YYYY-MM-DD dates and the fallback picture", () => {
    const result = page("/gywm/gsry/lsit");
    if (result.type !== "page" || result.view.kind !== "list") throw new Error("expected a list");
    expect(result.view.grid).toBe("honours");
    expect(result.view.items).toHaveLength(7);
    expect(result.view.items.every((i) => /^\d{4}-\d{2}-\d{2}$/.test(i.date))).toBe(true);
    expect(result.view.items.filter((i) => i.cover === "/uploads/seed/honor-fallback.png")).toHaveLength(1);
  });

  it("carries the enterprise facts", () => {
    const result = page("/xxgk/qyxx");
    if (result.type !== "page" || result.view.kind !== "page" || result.view.special?.code !== "enterprise")
      throw new Error("expected enterprise info");
    const info = result.view.special.info;
    expect(info).toMatchObject({
      lat: 36.6601,
      lng: 117.1203,
      founded: "2020-12-24",
      creditCode: "91370100MA3W8K2T5Q",
      tileUrl: MAP.tileUrl,
    });
    expect(info.registeredCapital.text).toContain("5400");
    expect(info.tags).toHaveLength(5);
  });

  it("gives the intro page its three cards and the leaders", () => {
    const result = page("/gywm/qyjs");
    if (result.type !== "page" || result.view.kind !== "page" || result.view.special?.code !== "intro")
      throw new Error("expected intro");
    expect(result.view.special.vision).not.toBe("");
    expect(result.view.special.leaders).toHaveLength(3);
    expect(result.view.article?.title).toBe("公司简介");
  });

  it("gives an article its sanitized body, attachment and neighbours", () => {
    const result = page("/xxgk/qygg/detail/39");
    if (result.type !== "page" || result.view.kind !== "detail") throw new Error("expected detail");
    expect(result.view.article.attachment).toEqual({
      url: "/uploads/seed/sample-notice.pdf",
      name: "sample-notice.pdf",
    });
    expect(result.view.article.html).not.toMatch(/<script/i);
    expect(result.view.crumbs.map((c) => c.label)).toEqual(["首页", "信息公开", "企业公告", result.view.article.title]);
  });

  it("builds the home page from company info, news and videos", () => {
    const home = homeView(content, "zh-CN");
    expect(home.banner).toHaveLength(3);
    expect(home.news.length).toBe(6);
    expect(home.videos.map((v) => v.id)).toEqual([3, 4, 5, 6]);
    expect(home.videos.find((v) => v.id === 6)?.buy?.caption).toBe("一码在手，畅游山东");
    expect(home.party).toHaveLength(3);
    expect(home.network).toHaveLength(4);
  });

  it("lists only company and industry news on the home page, and links the news picture to its article", () => {
    const home = homeView(content, "zh-CN");
    for (const item of home.news) expect(item.href).toMatch(/^\/xwdt\/(gzyx|hyxx)\/detail\/\d+$/);
    // news-2.jpg is article 24's picture.
    const picture = home.newsPictures.find((p) => p.url.endsWith("news-2.jpg"));
    expect(picture?.href).toBe("/xwdt/gzyx/detail/24");
    for (const p of home.newsPictures) expect(p.href).toMatch(/^\/xwdt\/(gzyx|hyxx)\/detail\/\d+$/);
  });

  it("labels the navigation with English aliases in en-US and leaves out hidden and off-nav items", () => {
    const zh = navigationOf(content.menus, "zh-CN");
    const en = navigationOf(content.menus, "en-US");
    expect(zh.map((n) => n.label)).toEqual([
      "首页",
      "关于我们",
      "党的建设",
      "新闻动态",
      "业务板块",
      "人力资源",
      "信息公开",
    ]);
    expect(en.map((n) => n.label)).toContain("About Us");
    const all = JSON.stringify(zh);
    for (const hidden of ["组织架构", "用人理念", "专题专栏", "读书会"]) expect(all).not.toContain(hidden);
    expect(zh[1]!.href).toBe("/gywm/qyjs");
  });

  it("groups footer links by the three dictionary categories", () => {
    const chrome = siteChrome(content, "zh-CN");
    expect(chrome.footer.linkGroups.map((g) => g.key)).toEqual([...LINK_CATEGORIES]);
    expect(chrome.footer.linkGroups.every((g) => g.links.length > 0)).toBe(true);
  });
});

describe("findability", () => {
  it("lists visible pages and articles in the sitemap, never hidden ones or the admin path", () => {
    const paths = sitemapEntries(content.menus, content.articles).map((e) => e.path);
    expect(paths).toContain("/");
    expect(paths).toContain("/gywm/qyjs");
    expect(paths).toContain("/xwdt/gzyx/lsit");
    expect(paths).toContain("/xwdt/mtjj/lsit2");
    expect(paths).toContain("/xwdt/gzyx/detail/25");
    expect(paths).toContain("/xwdt/mtjj/details/30");
    expect(paths).not.toContain("/gywm/zzjg");
    expect(paths.some((p) => p.includes("/xxgk/qygg/detail/41"))).toBe(false);
    expect(paths.some((p) => p === "/gywm" || p === "/xwdt")).toBe(false);
    const xml = sitemapXml("https://www.example.com", sitemapEntries(content.menus, content.articles));
    expect(xml).toContain("<loc>https://www.example.com/gywm/qyjs</loc>");
    expect(xml).toContain('hreflang="en-US" href="https://www.example.com/gywm/qyjs?lng=en-US"');
    expect(xml).not.toContain("eKwU1RHjdG");
  });

  it("keeps the admin path out of robots.txt", () => {
    const robots = robotsTxt("https://www.example.com");
    expect(robots).toContain("Sitemap: https://www.example.com/sitemap.xml");
    expect(robots).not.toMatch(/eKwU1RHjdG|Disallow/);
  });

  it("feeds the news articles newest first", () => {
    const items = newsFeedItems(content, 20);
    expect(items).toHaveLength(9);
    expect(items[0]!.published).toBeGreaterThanOrEqual(items[1]!.published);
    expect(items.every((i) => /^\/xwdt\/[a-z]+\/details?\/\d+$/.test(i.path))).toBe(true);
  });
});
