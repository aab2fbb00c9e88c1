import { describe, expect, it } from "vitest";
import type { Article } from "~/lib/content/schema";
import { articlesOfMenus, neighbours, paginate, publicArticle, singlePageArticle } from "~/lib/site/articles";
import { paragraphs, plainExcerpt, plainTextOf } from "~/lib/site/format";
import { galleryVideos } from "~/lib/site/videos";
import { VideoSchema } from "~/lib/content/schema";
import { PROGRESS_SETTINGS } from "~/lib/site/progress";
import { article as fixtureArticle } from "../content/content-fixture";

/** A published article with a short title and body (the fixture's other fields); `partial` overrides. */
const article = ({ id, ...partial }: Partial<Article> & Pick<Article, "id">): Article =>
  fixtureArticle(id, { title: `A${id}`, info: "<p>x</p>", img: [], ...partial });

describe("articles of a menu", () => {
  it("lists active articles newest first, then by order", () => {
    const list = [
      article({ id: 1, createtime: 100 }),
      article({ id: 2, createtime: 300 }),
      article({ id: 3, createtime: 200, order: 2 }),
      article({ id: 4, createtime: 200, order: 1 }),
      article({ id: 5, createtime: 999, del_status: 0 }),
      article({ id: 6, createtime: 999, menu_id: 2 }),
    ];
    expect(articlesOfMenus(list, [1]).map((a) => a.id)).toEqual([2, 4, 3, 1]);
    expect(singlePageArticle(list, 1)?.id).toBe(2);
    expect(singlePageArticle(list, 7)).toBeUndefined();
  });

  it("shows a detail only for an existing, active article of that menu", () => {
    expect(publicArticle(article({ id: 1 }), 1)?.id).toBe(1);
    expect(publicArticle(article({ id: 1, del_status: 0 }), 1)).toBeUndefined();
    expect(publicArticle(article({ id: 1, menu_id: 2 }), 1)).toBeUndefined();
    expect(publicArticle(undefined, 1)).toBeUndefined();
  });

  it("finds the newer and older neighbours", () => {
    const list = [{ id: 3 }, { id: 2 }, { id: 1 }];
    expect(neighbours(list, 2)).toEqual({ previous: { id: 3 }, next: { id: 1 } });
    expect(neighbours(list, 3)).toEqual({ previous: undefined, next: { id: 2 } });
    expect(neighbours(list, 9)).toEqual({});
  });
});

describe("pagination through ?page=", () => {
  const items = Array.from({ length: 23 }, (_, i) => i);

  it("pages by ten and reports the page count", () => {
    expect(paginate(items, null)).toMatchObject({ page: 1, pages: 3, total: 23, items: items.slice(0, 10) });
    expect(paginate(items, "3")?.items).toEqual([20, 21, 22]);
  });

  it("answers null (a 404) for pages that are not positive integers or beyond the last", () => {
    for (const bad of ["0", "-1", "4", "1.5", "abc", "", "01", "1e3", "9999999"])
      expect(paginate(items, bad), bad).toBeNull();
  });

  it("gives an empty list one page", () => {
    expect(paginate([], null)).toEqual({ items: [], page: 1, pages: 1, total: 0 });
    expect(paginate([], "2")).toBeNull();
  });
});

describe("videos", () => {
  const base = { video_name: "v", order: 1, del_status: 1, createtime: 0, updatetime: 0, admin_id: 0 };

  it("takes url and poster from the first video_url entry", () => {
    const video = VideoSchema.parse({
      ...base,
      id: 1,
      video_url: JSON.stringify([
        { name: "a", url: "/a.mp4", poster: "/a.jpg" },
        { name: "b", url: "/b.mp4" },
      ]),
    });
    expect(galleryVideos([video], "zh-CN")[0]).toMatchObject({ src: "/a.mp4", poster: "/a.jpg", buy: null });
  });

  it("treats an unparsable or empty video_url as having no source", () => {
    const broken = VideoSchema.parse({ ...base, id: 2, video_url: "{not json" });
    const empty = VideoSchema.parse({ ...base, id: 3, video_url: "[]" });
    expect(galleryVideos([broken, empty], "zh-CN").map((v) => v.src)).toEqual([null, null]);
  });

  it("orders by order, drops deleted videos and keeps the purchase link", () => {
    const a = VideoSchema.parse({
      ...base,
      id: 4,
      order: 2,
      buy_url: "https://x.example/t",
      buy_qr: "/q.png",
      buy_caption: "c",
    });
    const b = VideoSchema.parse({ ...base, id: 5, order: 1 });
    const c = VideoSchema.parse({ ...base, id: 6, order: 0, del_status: 0 });
    const out = galleryVideos([a, b, c], "zh-CN");
    expect(out.map((v) => v.id)).toEqual([5, 4]);
    expect(out[1]!.buy).toEqual({ url: "https://x.example/t", qr: "/q.png", caption: "c" });
  });
});

describe("formats", () => {
  it("splits paragraphs and makes plain excerpts", () => {
    expect(paragraphs("a\n\n b \n\n\n")).toEqual(["a", "b"]);
    expect(plainExcerpt("<h2>T</h2><p>one &amp; two</p>", 100)).toBe("T. one & two");
    expect(plainExcerpt("<p>abcdefghij</p>", 5)).toBe("abcd…");
  });

  it("shows an HTML fragment as text, a line per block, without markup", () => {
    expect(plainTextOf("<h2>标题</h2><p>正文<strong>加粗</strong> &lt;b&gt;</p><ul><li>一</li><li>二</li></ul>")).toBe(
      "标题\n正文加粗 <b>\n一\n二",
    );
    expect(plainTextOf("")).toBe("");
  });
});

describe("progress bar", () => {
  it("uses the product's numbers", () => {
    expect(PROGRESS_SETTINGS).toMatchObject({ minimum: 0.08, speed: 200, trickleRate: 0.02, trickleSpeed: 800 });
  });
});
