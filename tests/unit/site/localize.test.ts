import { describe, expect, it } from "vitest";
import { ArticleSchema } from "~/lib/content/schema";
import { articleIn, textIn } from "~/lib/site/localize";
import { homeView, menuPage, siteChrome } from "~/lib/site/page-data";
import { sitemapEntries, sitemapXml } from "~/lib/site/sitemap";
import { seededContent, MAP } from "../../../stories/site/fixtures";

const base = { id: 7, title: "标题", info: "<p>正文</p>", menu_id: 3, createtime: 1, updatetime: 1 };

describe("language of content texts", () => {
  it("shows English on English pages when there is English, else the Chinese marked zh-CN", () => {
    expect(textIn("济南", "Jinan", "en-US")).toEqual({ text: "Jinan", lang: "en-US" });
    expect(textIn("济南", "", "en-US")).toEqual({ text: "济南", lang: "zh-CN" });
    expect(textIn("济南", "Jinan", "zh-CN")).toEqual({ text: "济南", lang: "zh-CN" });
  });

  it("never mixes an English title with a Chinese body", () => {
    const titleOnly = ArticleSchema.parse({ ...base, en: { title: "Title" } });
    expect(articleIn(titleOnly, "en-US")).toMatchObject({ title: "标题", lang: "zh-CN" });
    const both = ArticleSchema.parse({
      ...base,
      en: { title: "Title", info: "<p>Body</p>", file_name: "Rules (PDF)" },
    });
    expect(articleIn(both, "en-US")).toMatchObject({
      title: "Title",
      info: "<p>Body</p>",
      lang: "en-US",
      attachmentLabel: "Rules (PDF)",
    });
    expect(articleIn(both, "zh-CN")).toMatchObject({ title: "标题", lang: "zh-CN" });
  });
});

describe("the seeded site in English", () => {
  it("reads in English in its frame and its content", () => {
    const chrome = siteChrome(seededContent, "en-US");
    expect(chrome.footer.address.lang).toBe("en-US");
    expect(
      chrome.footer.linkGroups.every((g) => g.title.lang === "en-US" && g.links.every((l) => l.lang === "en-US")),
    ).toBe(true);
    const home = homeView(seededContent, "en-US");
    expect(home.news.every((n) => n.lang === "en-US" && !/[\u4e00-\u9fff]/.test(n.title))).toBe(true);
    expect(home.banner.every((b) => b.lang === "en-US")).toBe(true);
    const team = menuPage(seededContent, "/gywm/gltd", null, "en-US", MAP);
    if (team.type !== "page" || team.view.kind !== "page" || team.view.special?.code !== "team")
      throw new Error("team");
    expect(team.view.special.leaders.map((l) => l.name)).toContain("Wang Jianhua");
    const enterprise = menuPage(seededContent, "/xxgk/qyxx", null, "en-US", MAP);
    if (enterprise.type !== "page" || enterprise.view.kind !== "page" || enterprise.view.special?.code !== "enterprise")
      throw new Error("enterprise");
    expect(enterprise.view.special.info).toMatchObject({ founded: "2020-12-24", foundedLabel: "24 December 2020" });
    expect(enterprise.view.special.info.registeredCapital).toEqual({ text: "RMB 54 million", lang: "en-US" });
  });

  it("shows an article without English in Chinese, marked, and leaves it out of the English sitemap", () => {
    const articles = seededContent.articles.map((a) => (a.id === 39 ? { ...a, en: undefined } : a));
    const content = { ...seededContent, articles };
    const detail = menuPage(content, "/xxgk/qygg/detail/39", null, "en-US", MAP);
    if (detail.type !== "page" || detail.view.kind !== "detail") throw new Error("detail");
    expect(detail.view.article.lang).toBe("zh-CN");
    const entries = sitemapEntries(content.menus, articles);
    expect(entries.find((e) => e.path === "/xxgk/qygg/detail/39")?.english).toBe(false);
    const xml = sitemapXml("https://x.example", entries);
    expect(xml).not.toContain("detail/39?lng=en-US");
    expect(xml).toContain("<loc>https://x.example/xxgk/qygg/detail/39</loc>");
    expect(xml).toContain("detail/40?lng=en-US");
  });
});
