import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { fieldMessage } from "~/lib/forms/form-reply";
import { articleAdmin, companyAdmin, linkAdmin, menuAdmin, videoAdmin } from "~/lib/admin/entities.server";
import { toFormValues } from "~/lib/admin/entity.server";
import { parseForm } from "~/lib/admin/action.server";
import { articleMenuOptions, queryArticles } from "~/lib/admin/articles.server";
import { menuDeleteProblem, menuListAction, menuRows } from "~/lib/admin/menus.server";
import { applyRowIntent } from "~/lib/admin/rows";
import {
  ArticleFilterSchema,
  ArticleFormSchema,
  CompanyFormSchema,
  LinkFormSchema,
  MenuFormSchema,
  VideoFormSchema,
} from "~/lib/admin/schemas";
import { MENU_HIDE } from "~/lib/content/codes";
import type { Message } from "~/lib/i18n/message";
import type { ContentStore } from "~/lib/content/store.server";
import { adminActionContext, adminSave, form, unwrap, useSeededStore } from "./admin-fixture";

let store: ContentStore;
let cleanup: () => Promise<void>;
beforeEach(async () => {
  ({ store, cleanup } = await useSeededStore());
});
afterEach(async () => cleanup());

const ctx = (fields: Record<string, string | string[]>, uploadErrors: Record<string, Message> = {}) =>
  adminActionContext(store, fields, uploadErrors);

describe("form schemas", () => {
  it("gives the required and limit messages", () => {
    const parsed = parseForm(form({ title: "", menu_id: "", order: "abc" }), ArticleFormSchema);
    expect(parsed.ok).toBe(false);
    if (parsed.ok) return;
    expect(parsed.fieldErrors.title).toMatchObject({ key: "validation.required" });
    expect(parsed.fieldErrors.menu_id).toMatchObject({ key: "validation.chooseMenu" });
    expect(parsed.fieldErrors.order).toMatchObject({ key: "validation.integer" });
    const long = parseForm(form({ title: "x".repeat(201), menu_id: "6" }), ArticleFormSchema);
    expect(!long.ok && long.fieldErrors.title).toEqual({ key: "validation.tooLong", params: { max: 200 } });
  });

  it("accepts only http(s) link URLs", () => {
    for (const url of ["javascript:alert(1)", "ftp://x.org", "//evil.example", "data:text/html,x", "www.example.org"]) {
      const parsed = parseForm(form({ name: "n", url, type: "20001" }), LinkFormSchema);
      expect(!parsed.ok && parsed.fieldErrors.url, url).toMatchObject({ key: "validation.httpUrl" });
    }
    expect(parseForm(form({ name: "n", url: "https://ok.example/a", type: "20002" }), LinkFormSchema).ok).toBe(true);
    expect(!parseForm(form({ name: "n", url: "https://ok.example", type: "20009" }), LinkFormSchema).ok).toBe(true);
  });

  it("refuses unsafe media URLs and requires a video", () => {
    const parsed = parseForm(
      form({ video_name: "v", video_src: "javascript:alert(1)", poster: "//evil/x.png" }),
      VideoFormSchema,
    );
    expect(!parsed.ok && parsed.fieldErrors).toMatchObject({
      video_src: { key: "validation.url" },
      poster: { key: "validation.url" },
    });
    const missing = parseForm(form({ video_name: "v" }), VideoFormSchema);
    expect(!missing.ok && missing.fieldErrors.video_src).toMatchObject({ key: "validation.videoRequired" });
  });

  it("checks menu fields and company fields", () => {
    const menu = parseForm(
      form({ menu_name: "", route: "Bad Route!", menu_level: "5", menu_type: "1" }),
      MenuFormSchema,
    );
    expect(!menu.ok && menu.fieldErrors).toMatchObject({
      menu_name: { key: "validation.required" },
      route: { key: "validation.route" },
    });
    const company = parseForm(
      form({
        updatetime: "1",
        company_name: "",
        mailbox: "not-mail",
        lat: "91",
        lng: "x",
        credit_code: "123",
        phone: "call me",
        founded: "2020-13-40",
      }),
      CompanyFormSchema,
    );
    expect(!company.ok && company.fieldErrors).toMatchObject({
      company_name: { key: "validation.required" },
      mailbox: { key: "validation.email" },
      lat: { key: "validation.range", params: { min: -90, max: 90 } },
      lng: { key: "validation.number" },
      credit_code: { key: "validation.creditCode" },
      phone: { key: "validation.phone" },
      founded: { key: "validation.date" },
    });
  });

  it("drops blank rows and requires an image in filled ones", () => {
    const parsed = parseForm(
      form({
        title: "t",
        menu_id: "6",
        "img[0].url": "",
        "img[0].name": "",
        "img[1].url": "",
        "img[1].name": "only a name",
      }),
      ArticleFormSchema,
    );
    expect(!parsed.ok && parsed.fieldErrors["img[0].url"]).toMatchObject({ key: "validation.imageRequired" });
  });

  it("reads list filters leniently", () => {
    expect(ArticleFilterSchema.parse({ page: "x", menu: "../1", topic: "2" })).toEqual({ page: 1 });
    expect(ArticleFilterSchema.parse({ page: "3", menu: "6", q: " 荣誉 ", deleted: "1" })).toEqual({
      page: 3,
      menu: 6,
      q: "荣誉",
      deleted: "1",
    });
  });
});

describe("rows", () => {
  const values = { img: [{ url: "/a" }, { url: "/b" }, { url: "/c" }] };
  it("adds, removes and moves rows", () => {
    expect(applyRowIntent(values, "rows:img:add", ["img"])?.img).toHaveLength(4);
    expect(applyRowIntent(values, "rows:img:remove:1", ["img"])?.img).toEqual([{ url: "/a" }, { url: "/c" }]);
    expect(applyRowIntent(values, "rows:img:up:2", ["img"])?.img).toEqual([
      { url: "/a" },
      { url: "/c" },
      { url: "/b" },
    ]);
    expect(applyRowIntent(values, "rows:img:down:0", ["img"])?.img).toEqual([
      { url: "/b" },
      { url: "/a" },
      { url: "/c" },
    ]);
    expect(applyRowIntent(values, "rows:img:up:0", ["img"])?.img).toEqual(values.img);
  });
  it("ignores other intents and fields not allowed", () => {
    expect(applyRowIntent(values, "save", ["img"])).toBeNull();
    expect(applyRowIntent(values, "rows:__proto__:add", ["img"])).toBeNull();
    expect(applyRowIntent(values, "rows:users:add", ["img"])).toBeNull();
  });
});

describe("company info", () => {
  it("saves every field including lists and tags, then redirects with a toast", async () => {
    const current = store.getCompany();
    const result = await adminSave(
      store,
      companyAdmin,
      {
        updatetime: String(current.updatetime),
        company_name: current.company_name,
        phone: "0531-12345678",
        lat: "36.6",
        lng: "117.1",
        tags: "高新技术企业\n科技型中小企业",
        "banner_img[0].url": "/uploads/seed/banner-2.jpg",
        "banner_img[0].name": "b2",
        "banner_img[0].title": "标题",
        "party_img[0].url": "/uploads/seed/party-1.jpg",
        "party_img[0].href": "https://example.org/",
      },
      0,
    );
    expect(result).toMatchObject({ status: 302, location: "/eKwU1RHjdG/company_info" });
    const saved = store.getCompany();
    expect(saved.phone).toBe("0531-12345678");
    expect(saved.tags).toEqual(["高新技术企业", "科技型中小企业"]);
    expect(saved.banner_img).toEqual([{ url: "/uploads/seed/banner-2.jpg", name: "b2", title: "标题" }]);
    expect(saved.party_img[0]?.href).toBe("https://example.org/");
  });

  it("answers a stale save with 409, the typed input and what is stored now", async () => {
    const stale = store.getCompany().updatetime;
    await store.updateCompany({ phone: "111" }, { expectedUpdatetime: stale });
    const result = await adminSave(
      store,
      companyAdmin,
      { updatetime: String(stale), company_name: "我的输入", phone: "222", lat: "1", lng: "2" },
      0,
    );
    expect(result.status).toBe(409);
    expect(result.failure?.initialValue.company_name).toBe("我的输入");
    expect(result.failure?.conflict?.current.phone).toBe("111");
    expect(store.getCompany().phone).toBe("111");
  });

  it("shows the list changed by a row button without saving", async () => {
    const values = toFormValues(companyAdmin, store.getCompany());
    const result = await adminSave(
      store,
      companyAdmin,
      {
        updatetime: String(values.updatetime),
        company_name: "x",
        lat: "1",
        lng: "1",
        intent: "rows:news_img:add",
      },
      0,
    );
    expect(result.status).toBe(200);
    expect(result.failure?.rowsChanged).toBe(true);
    expect(store.getCompany().company_name).not.toBe("x");
  });
});

describe("menus", () => {
  it("refuses deleting a menu with children or articles and names the counts", () => {
    expect(menuDeleteProblem(store, 2)).toEqual({
      key: "menu.deleteHasChildren",
      params: { count: expect.any(Number) },
    });
    expect(menuDeleteProblem(store, 6)).toEqual({ key: "menu.deleteHasArticles", params: { count: 7 } });
  });

  it("creates a menu, checks level/parent/route rules, hides, moves, soft deletes and restores it", async () => {
    // A second-level list menu under 关于我们 (id 2).
    const menu = { menu_level: "10002", parent_id: "2", menu_type: "30001" };
    const bad = await adminSave(store, menuAdmin, { ...menu, menu_name: "x", route: "gsry" });
    expect(fieldMessage(bad.failure, "route")?.key).toBe("menu.routeTaken");
    const wrongLevel = await adminSave(store, menuAdmin, {
      ...menu,
      menu_name: "x",
      route: "newx",
      menu_level: "10003",
    });
    expect(fieldMessage(wrongLevel.failure, "parent_id")).toMatchObject({ key: "menu.parentLevel" });

    const ok = await adminSave(store, menuAdmin, { ...menu, menu_name: "测试栏目", route: "cslm", order: "9" });
    expect(ok.status).toBe(302);
    const created = store.list("menus").find((m) => m.route === "cslm")!;
    expect(menuRows(store).find((r) => r.id === created.id)?.path).toBe("/gywm/cslm");

    const act = async (intent: string) => {
      const m = store.get("menus", created.id)!;
      return unwrap(
        await menuListAction(await ctx({ intent, id: String(m.id), updatetime: String(m.updatetime) }), "/l"),
      );
    };
    await act("hide");
    expect(store.get("menus", created.id)?.is_hide).toBe(MENU_HIDE.hidden);
    await act("show");
    expect(store.get("menus", created.id)?.is_hide).toBe(0);
    const before = store.get("menus", created.id)!.order;
    await act("up");
    expect(store.get("menus", created.id)!.order).toBeLessThan(before);
    await act("delete");
    expect(store.get("menus", created.id)?.del_status).toBe(0);
    await act("restore");
    expect(store.get("menus", created.id)?.del_status).toBe(1);
  });

  it("refuses a stale list action with a conflict toast", async () => {
    const m = store.get("menus", 7)!;
    await store.update("menus", 7, { order: 50 }, { expectedUpdatetime: m.updatetime });
    const result = unwrap(
      await menuListAction(await ctx({ intent: "hide", id: "7", updatetime: String(m.updatetime) }), "/l"),
    );
    expect(result.status).toBe(302);
    expect(store.get("menus", 7)?.is_hide).toBe(0);
  });
});

describe("articles", () => {
  it("offers leaf menus only, lists and single pages", () => {
    const options = articleMenuOptions(store);
    expect(options.some((o) => o.id === 6 && o.label.includes("公司荣誉"))).toBe(true);
    expect(options.some((o) => o.id === 2)).toBe(false); // 关于我们 has children
    // 群团工作's two children are hidden: the site lists its own articles, so the editor offers it.
    expect(options.some((o) => o.id === 8)).toBe(true);
  });

  it("pages and filters on the server", () => {
    const all = queryArticles(store, ArticleFilterSchema.parse({}));
    expect(all.rows).toHaveLength(10);
    expect(all.total).toBe(store.list("articles").filter((a) => a.del_status === 1).length);
    const honours = queryArticles(store, ArticleFilterSchema.parse({ menu: "6" }));
    expect(honours.total).toBe(7);
    expect(queryArticles(store, ArticleFilterSchema.parse({ deleted: "1" })).rows.map((r) => r.id)).toContain(41);
    expect(queryArticles(store, ArticleFilterSchema.parse({ page: "999" })).page).toBe(all.pages);
  });

  it("sanitizes the body on save so XSS payloads are inert", async () => {
    const payload = [
      "<p>ok</p><script>alert(1)</script>",
      '<img src=x onerror="alert(1)">',
      '<a href="javascript:alert(1)">x</a>',
      "<svg><script>alert(1)</script></svg>",
      '<iframe src="https://evil.example"></iframe>',
      '<p style="background:url(javascript:alert(1))" onclick="alert(1)">p</p>',
      "<math><mtext><table><mglyph><style><img src=x onerror=alert(1)>",
    ].join("\n");
    const result = await adminSave(store, articleAdmin, { title: "XSS 测试", menu_id: "6", info: payload });
    expect(result.status).toBe(302);
    const saved = store.list("articles").find((a) => a.title === "XSS 测试")!;
    expect(saved.info).toContain("<p>ok</p>");
    expect(saved.info).not.toMatch(/<script|onerror|onclick|javascript:|<svg|<iframe|style=/i);
  });

  it("saves publish and unpublish times as Beijing time, shows them back, and refuses an end before the start", async () => {
    const base = { title: "定时文章", menu_id: "6", info: "<p>x</p>" };
    const saved = await adminSave(store, articleAdmin, {
      ...base,
      publish_at: "2030-01-02T08:00",
      unpublish_at: "2030-01-03T08:00:30",
    });
    expect(saved.status).toBe(302);
    const article = store.list("articles").find((a) => a.title === "定时文章")!;
    expect(article.publish_at).toBe(Date.parse("2030-01-02T08:00:00+08:00") / 1000);
    expect(article.unpublish_at).toBe(Date.parse("2030-01-03T08:00:30+08:00") / 1000);
    expect(toFormValues(articleAdmin, article)).toMatchObject({
      publish_at: "2030-01-02T08:00:00",
      unpublish_at: "2030-01-03T08:00:30",
    });

    const reversed = await adminSave(store, articleAdmin, {
      ...base,
      title: "倒置",
      publish_at: "2030-01-02T08:00",
      unpublish_at: "2030-01-01T08:00",
    });
    expect(reversed.status).toBe(400);
    expect(fieldMessage(reversed.failure, "unpublish_at")?.key).toBe("validation.unpublishAfterPublish");
    expect(reversed.failure?.initialValue.unpublish_at).toBe("2030-01-01T08:00");
    const garbled = parseForm(form({ ...base, publish_at: "2030-02-30T08:00" }), ArticleFormSchema);
    expect(!garbled.ok && garbled.fieldErrors.publish_at).toMatchObject({ key: "validation.dateTime" });
    expect(store.list("articles").some((a) => a.title === "倒置")).toBe(false);
  });

  it("two concurrent saves of one article: one wins, the other gets the conflict with its text kept", async () => {
    const a = store.get("articles", 4)!;
    const base = { menu_id: "6", updatetime: String(a.updatetime), info: a.info };
    const results = await Promise.all([
      adminSave(store, articleAdmin, { ...base, title: "第一位编辑" }, 4),
      adminSave(store, articleAdmin, { ...base, title: "第二位编辑" }, 4),
    ]);
    expect(results.map((r) => r.status).sort()).toEqual([302, 409]);
    const loser = results.find((r) => r.status === 409)!;
    expect(["第一位编辑", "第二位编辑"]).toContain(loser.failure?.initialValue.title);
    expect(store.get("articles", 4)!.title).not.toBe(loser.failure?.initialValue.title);
    expect(loser.failure?.conflict?.current.title).toBe(store.get("articles", 4)!.title);
  });

  it("refuses a menu that is not offered", async () => {
    const result = await adminSave(store, articleAdmin, { title: "t", menu_id: "2" });
    expect(fieldMessage(result.failure, "menu_id")).toMatchObject({ key: "validation.chooseMenu" });
  });
});

describe("links and videos", () => {
  it("creates a link in a category", async () => {
    const link = { name: "新链接", url: "https://new.example/", type: "20003" };
    expect((await adminSave(store, linkAdmin, { ...link, order: "1" })).status).toBe(302);
    expect(store.list("links").find((l) => l.name === "新链接")).toMatchObject({ ...link, order: 1 });
  });

  it("creates a video with source, poster and purchase panel, keeping extra sources on edit", async () => {
    const result = await adminSave(store, videoAdmin, {
      video_name: "新视频",
      video_src: "/uploads/seed/video-3.mp4",
      poster: "/uploads/seed/video-3.jpg",
      buy_url: "https://buy.example/",
      buy_caption: "一码在手",
    });
    expect(result.status).toBe(302);
    const video = store.list("videos").find((v) => v.video_name === "新视频")!;
    expect(video.video_url).toEqual([
      { name: "新视频", url: "/uploads/seed/video-3.mp4", poster: "/uploads/seed/video-3.jpg" },
    ]);
    expect(video.buy_caption).toBe("一码在手");
  });
});

describe("optional fields left empty", () => {
  it("accept empty strings (the home menu's empty route, an empty mailbox)", async () => {
    const home = store.get("menus", 1)!;
    const result = await adminSave(
      store,
      menuAdmin,
      {
        updatetime: String(home.updatetime),
        menu_name: "首页",
        route: "",
        menu_level: "10001",
        parent_id: "0",
        menu_type: "30002",
        order: "1",
      },
      1,
    );
    expect(result.status).toBe(302);
    const company = parseForm(
      form({
        updatetime: "1",
        company_name: "x",
        lat: "1",
        lng: "1",
        mailbox: "",
        credit_code: "",
        founded: "",
        phone: "",
      }),
      CompanyFormSchema,
    );
    expect(company.ok).toBe(true);
  });
});
