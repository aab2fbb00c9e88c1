import { describe, expect, it } from "vitest";
import { ArticleSchema, CompanyInfoSchema, LinkSchema, VideoSchema } from "~/lib/content/schema";
import {
  hasEnglish,
  sourceFingerprint,
  translationStampFor,
  translationStatus,
} from "~/lib/content/translation";
import { englishRowCell, englishToStore, withoutEnglish } from "~/lib/admin/english.server";
import { articleEntity, companyEntity } from "~/lib/admin/entities";

const article = (extra: Record<string, unknown> = {}) =>
  ArticleSchema.parse({
    id: 1,
    title: "公司简介",
    info: "<p>正文</p>",
    menu_id: 3,
    createtime: 1,
    updatetime: 2,
    ...extra,
  });

describe("translation status", () => {
  it("is missing without English, and while any Chinese text has no English beside it", () => {
    expect(translationStatus("article", article())).toBe("missing");
    expect(translationStatus("article", article({ en: { title: "Profile" } }))).toBe("missing");
    const withFile = article({ file_url: "/uploads/a.pdf", en: { title: "Profile", info: "<p>Body</p>" } });
    expect(translationStatus("article", withFile)).toBe("missing");
  });

  it("is translated when the stamp matches the Chinese, outdated once the Chinese changes", () => {
    const zh = article();
    const en = { title: "Profile", info: "<p>Body</p>", ...translationStampFor("article", zh, 10) };
    const translated = article({ en });
    expect(translationStatus("article", translated)).toBe("translated");
    expect(translationStatus("article", { ...translated, info: "<p>新的正文</p>" })).toBe("outdated");
    // Fields that are not text (the order, the menu) do not make the English outdated.
    expect(translationStatus("article", { ...translated, order: 9, menu_id: 4 })).toBe("translated");
  });

  it("fingerprints only the Chinese texts, in order", () => {
    const a = article();
    expect(sourceFingerprint("article", a)).toMatch(/^[0-9a-f]{16}$/);
    expect(sourceFingerprint("article", { ...a, title: "公司" })).not.toBe(sourceFingerprint("article", a));
    expect(sourceFingerprint("article", { ...a, en: { title: "x", info: "", file_name: "", translated_at: 0, source: "" } })).toBe(
      sourceFingerprint("article", a),
    );
  });

  it("covers links, videos and the company record's lists", () => {
    const link = LinkSchema.parse({ id: 1, name: "文化和旅游部", url: "https://a.example", type: "20001", createtime: 1, updatetime: 1 });
    expect(translationStatus("link", link)).toBe("missing");
    const linkEn = { ...link, en: { name: "Ministry", ...translationStampFor("link", link, 1) } };
    expect(translationStatus("link", linkEn)).toBe("translated");
    const video = VideoSchema.parse({ id: 3, video_name: "宣传片", createtime: 1, updatetime: 1 });
    expect(hasEnglish("video", video)).toBe(false);
    const company = CompanyInfoSchema.parse({
      id: 1,
      company_name: "公司",
      address: "济南",
      tags: ["高新技术企业", "专精特新"],
      lat: 1,
      lng: 1,
      createtime: 1,
      updatetime: 1,
    });
    const partial = { ...company, en: CompanyInfoSchema.shape.en.unwrap().parse({ address: "Jinan", tags: ["High-Tech Enterprise"] }) };
    expect(translationStatus("company", partial)).toBe("missing");
    const full = { ...partial, en: { ...partial.en, tags: ["High-Tech Enterprise", "SRDI SME"] } };
    const stamped = { ...full, en: { ...full.en, ...translationStampFor("company", full, 5) } };
    expect(translationStatus("company", stamped)).toBe("translated");
    expect(translationStatus("company", { ...stamped, tags: ["高新技术企业"] })).toBe("outdated");
  });
});

describe("an admin save's English side", () => {
  const zh = article();
  it("stamps the English when it changed, with the fingerprint of the Chinese as saved", () => {
    const en = englishToStore("article", articleEntity, { en_title: "Profile", en_info: "<p>Body</p>" }, zh, zh, 99);
    expect(en).toMatchObject({ title: "Profile", info: "<p>Body</p>", translated_at: 99, source: sourceFingerprint("article", zh) });
  });

  it("keeps the stamp when only the Chinese changed, so the record becomes outdated", () => {
    const en = { title: "Profile", info: "<p>Body</p>", file_name: "", ...translationStampFor("article", zh, 5) };
    const current = { ...zh, en };
    const changed = { ...current, info: "<p>改过的正文</p>" };
    const stored = englishToStore("article", articleEntity, { en_title: "Profile", en_info: "<p>Body</p>" }, changed, current, 99);
    expect(stored).toMatchObject({ translated_at: 5, source: en.source });
    expect(translationStatus("article", ArticleSchema.parse({ ...changed, en: stored }))).toBe("outdated");
  });

  it("sanitizes the English body like the Chinese one, and writes no en object for a record that never had English", () => {
    const en = englishToStore(
      "article",
      articleEntity,
      { en_title: "T", en_info: '<p onclick="x()">ok</p><script>alert(1)</script>' },
      zh,
      undefined,
      1,
    );
    expect(String(en?.info)).toBe("<p>ok</p>");
    expect(englishToStore("article", articleEntity, { en_title: "", en_info: "" }, zh, zh, 1)).toBeUndefined();
  });

  it("keeps list fields (the company's tags) as lists", () => {
    const company = CompanyInfoSchema.parse({ id: 1, company_name: "公司", tags: ["甲", "乙"], lat: 1, lng: 1, createtime: 1, updatetime: 1 });
    const en = englishToStore("company", companyEntity, { en_tags: ["A", "B"], en_address: "Jinan" }, company, undefined, 1);
    expect(en).toMatchObject({ tags: ["A", "B"], address: "Jinan" });
});

  it("stores the English columns of repeatable rows in en (a text per row, or an object for several columns)", () => {
    const company = CompanyInfoSchema.parse({ id: 1, company_name: "公司", lat: 1, lng: 1, createtime: 1, updatetime: 1 });
    const value = {
      banner_img: [{ url: "/a.jpg", name: "", title: "标题", title_en: "Title" }],
      leaders: [{ name: "王建华", name_en: "Wang Jianhua", title: "董事长", title_en: "Chairman", remark: "", remark_en: "" }],
    };
    const en = englishToStore("company", companyEntity, value, company, undefined, 1);
    expect(en?.banner_img).toEqual(["Title"]);
    expect(en?.leaders).toEqual([{ name: "Wang Jianhua", title: "Chairman", remark: "" }]);
    const stored = withoutEnglish(companyEntity, value);
    expect(stored.banner_img).toEqual([{ url: "/a.jpg", name: "", title: "标题" }]);
    expect(englishRowCell({ en }, "leaders", 0, "title_en")).toBe("Chairman");
    expect(englishRowCell({ en }, "banner_img", 0, "title_en")).toBe("Title");
  });
});
