/** Where-used: every kind of record that can point at an upload is found, and nothing else is. */
import { describe, expect, it } from "vitest";
import { mediaUsageIndex, uploadRefsIn, whereUsed, type UsageSource } from "~/lib/media/where-used";

const empty: UsageSource = { articles: [], videos: [], links: [], menus: [], users: [], company: null };

describe("uploadRefsIn", () => {
  it("finds addresses in HTML, full URLs and plain fields, each once", () => {
    const html =
      '<p><img src="/uploads/2026/11/a1.jpg" alt="x"><a href="https://example.org/uploads/seed/b.pdf">b</a></p>' +
      '<img src="/uploads/2026/11/a1.jpg">';
    expect(uploadRefsIn(html)).toEqual(["/uploads/2026/11/a1.jpg", "/uploads/seed/b.pdf"]);
    expect(uploadRefsIn("/uploads/seed/logo.png")).toEqual(["/uploads/seed/logo.png"]);
    expect(uploadRefsIn("no file here /uploadsx/a.png")).toEqual([]);
  });
});

describe("mediaUsageIndex", () => {
  const source: UsageSource = {
    ...empty,
    articles: [
      {
        id: 7,
        title: "新闻",
        del_status: 1,
        img: [{ url: "/uploads/a.jpg", name: "a" }],
        file_url: "/uploads/doc.pdf",
        info: '<p><img src="/uploads/body.png"></p>',
        en: { info: '<img src="/uploads/en-only.png">' },
      } as never,
      { id: 8, title: "已删除", del_status: 0, img: [], file_url: "/uploads/doc.pdf", info: "" } as never,
    ],
    company: {
      id: 1,
      company_name: "公司",
      logo: "/uploads/logo.png",
      leaders: [{ name: "张", img: "/uploads/leader.jpg" }],
      banner_img: [{ url: "/uploads/a.jpg", title: "" }],
    } as never,
    videos: [
      {
        id: 3,
        video_name: "宣传片",
        video_url: [{ url: "/uploads/v.mp4", poster: "/uploads/v.jpg" }],
        buy_qr: "/uploads/qr.png",
      } as never,
    ],
    links: [{ id: 4, name: "下载", url: "https://site.example/uploads/doc.pdf" } as never],
    menus: [{ id: 5, menu_name: "首页", alias_name: "" } as never],
    users: [
      { id: 9, username: "editor", avatar: "/uploads/face.png", password_hash: "/uploads/not-a-ref.png" } as never,
    ],
  };
  const index = mediaUsageIndex(source);

  it("names the article and the field for image rows, attachments and both bodies", () => {
    expect(whereUsed(index, "/uploads/a.jpg")).toEqual([
      { kind: "articles", id: 7, label: "新闻", field: "img[0].url" },
      { kind: "company", id: 1, label: "公司", field: "banner_img[0].url" },
    ]);
    expect(whereUsed(index, "/uploads/body.png")).toEqual([{ kind: "articles", id: 7, label: "新闻", field: "info" }]);
    expect(whereUsed(index, "/uploads/en-only.png")).toEqual([
      { kind: "articles", id: 7, label: "新闻", field: "en.info" },
    ]);
  });
  it("counts soft-deleted articles (they can be restored) and links with full URLs", () => {
    expect(whereUsed(index, "/uploads/doc.pdf")).toEqual([
      { kind: "articles", id: 7, label: "新闻", field: "file_url" },
      { kind: "articles", id: 8, label: "已删除", field: "file_url", deleted: true },
      { kind: "links", id: 4, label: "下载", field: "url" },
    ]);
  });
  it("finds company pictures, video sources, posters and QR codes, and avatars", () => {
    expect(whereUsed(index, "/uploads/leader.jpg")[0]).toMatchObject({ kind: "company", field: "leaders[0].img" });
    expect(whereUsed(index, "/uploads/v.mp4")[0]).toMatchObject({ kind: "videos", id: 3, field: "video_url[0].url" });
    expect(whereUsed(index, "/uploads/v.jpg")[0]).toMatchObject({ field: "video_url[0].poster" });
    expect(whereUsed(index, "/uploads/qr.png")[0]).toMatchObject({ field: "buy_qr" });
    expect(whereUsed(index, "/uploads/face.png")).toEqual([{ kind: "users", id: 9, label: "editor", field: "avatar" }]);
  });
  it("reads nothing but a user's avatar, and answers an empty list for an unused file", () => {
    expect(whereUsed(index, "/uploads/not-a-ref.png")).toEqual([]);
    expect(whereUsed(index, "/uploads/unused.png")).toEqual([]);
  });
  it("lists the same picture twice in one body once", () => {
    const twice = mediaUsageIndex({
      ...empty,
      articles: [{ id: 1, title: "t", info: '<img src="/uploads/x.png"><img src="/uploads/x.png">' } as never],
    });
    expect(whereUsed(twice, "/uploads/x.png")).toHaveLength(1);
  });
});
