/**
 * Checks the seeded content/ folder: every record passes its schema, and the counts and rules the
 * site relies on (docs/product.md §2, §3, §9) hold. Reads the real files, so it fails as soon as content breaks.
 */
import fs from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import matter from "gray-matter";
import { describe, it, expect } from "vitest";
import type { z } from "zod";
import {
  ArticleSchema,
  COLLECTION_SCHEMAS,
  CompanyInfoSchema,
  type Article,
  type CollectionName,
  type MenuItem,
} from "../../../app/lib/content/schema";
import { DEL_STATUS, LINK_CATEGORIES, MENU_HIDE, MENU_LEVEL, MENU_TYPE } from "../../../app/lib/content/codes";

const CONTENT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../../../content");

function readJson(file: string): Record<string, unknown> {
  return JSON.parse(fs.readFileSync(path.join(CONTENT, file), "utf8")) as Record<string, unknown>;
}

function parseAll<T extends z.ZodType>(schema: T, records: unknown, label: string): z.infer<T>[] {
  expect(Array.isArray(records), `${label} must be a list`).toBe(true);
  return (records as unknown[]).map((record, i) => {
    const result = schema.safeParse(record);
    if (!result.success) {
      throw new Error(`${label}[${i}] fails its schema: ${JSON.stringify(result.error.issues)}`);
    }
    return result.data;
  });
}

function walk(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    return entry.isDirectory() ? walk(full) : [full];
  });
}

/** Every record of `content/<name>.json`, each checked against the collection's schema. */
function collection<N extends CollectionName>(name: N) {
  const records = parseAll(COLLECTION_SCHEMAS[name] as z.ZodType, readJson(`${name}.json`)[name], name);
  return records as z.infer<(typeof COLLECTION_SCHEMAS)[N]>[];
}

const menus = collection("menus");
const videos = collection("videos");
const dictionary = collection("dictionary");
const links = collection("links");
const users = collection("users");
const company = CompanyInfoSchema.parse(readJson("company.json").company);

const articleFiles = fs
  .readdirSync(path.join(CONTENT, "articles"))
  .filter((f) => f.endsWith(".md"))
  .sort();
const articles: Article[] = articleFiles.map((file) => {
  const raw = fs.readFileSync(path.join(CONTENT, "articles", file), "utf8");
  const { data, content } = matter(raw);
  expect(data.info, `${file}: info belongs in the body, not the front matter`).toBeUndefined();
  const result = ArticleSchema.safeParse({ ...data, info: content.trim() });
  if (!result.success) throw new Error(`${file} fails its schema: ${JSON.stringify(result.error.issues)}`);
  expect(file, "file name is the zero-padded id").toBe(`${String(result.data.id).padStart(4, "0")}.md`);
  return result.data;
});

const menuById = new Map(menus.map((m) => [m.id, m]));
const byRoute = (route: string, parentRoute?: string): MenuItem => {
  const found = menus.filter(
    (m) =>
      m.route === route &&
      (parentRoute === undefined || menuById.get(m.parent_id)?.route === parentRoute) &&
      m.menu_level !== MENU_LEVEL.top,
  );
  expect(found, `menu ${parentRoute ?? "?"}/${route}`).toHaveLength(1);
  return found[0]!;
};
const active = articles.filter((a) => a.del_status === 1);
const inMenu = (menu: MenuItem) => active.filter((a) => a.menu_id === menu.id);

/** 2021-01-01 and 2026-11-01, 00:00 China time. */
const EARLIEST = 1609430400;
const LATEST = 1793462400;

describe("content files pass their schemas", () => {
  it("loads every collection", () => {
    expect(menus.length).toBeGreaterThan(0);
    expect(articles.length).toBeGreaterThan(0);
    expect(videos.length).toBeGreaterThan(0);
    expect(dictionary.length).toBeGreaterThan(0);
    expect(links.length).toBeGreaterThan(0);
    expect(company.id).toBe(1);
  });

  it("seeds no users (the first admin is created at start)", () => {
    expect(users).toEqual([]);
  });
});

describe("menus", () => {
  it("has exactly 35 items with unique ids", () => {
    expect(menus).toHaveLength(35);
    expect(new Set(menus.map((m) => m.id)).size).toBe(35);
  });

  it("has unique (parent_id, route) pairs and contiguous order within each parent", () => {
    const pairs = menus.map((m) => `${m.parent_id}/${m.route}`);
    expect(new Set(pairs).size).toBe(pairs.length);
    const orders = new Map<number, number[]>();
    for (const m of menus) orders.set(m.parent_id, [...(orders.get(m.parent_id) ?? []), m.order]);
    for (const [parent, list] of orders) {
      expect(
        [...list].sort((a, b) => a - b),
        `orders under ${parent}`,
      ).toEqual(list.map((_, i) => i + 1));
    }
  });

  it("links every child to an existing parent one level up", () => {
    for (const m of menus) {
      if (m.parent_id === 0) {
        expect(m.menu_level, m.menu_name).toBe(MENU_LEVEL.top);
      } else {
        const parent = menuById.get(m.parent_id);
        expect(parent, `${m.menu_name} parent`).toBeDefined();
        expect(m.menu_level, m.menu_name).toBe(parent!.menu_level + 1);
      }
    }
    expect(menus.filter((m) => m.menu_level === MENU_LEVEL.top)).toHaveLength(7);
    expect(menus.filter((m) => m.menu_level === MENU_LEVEL.second)).toHaveLength(26);
    expect(menus.filter((m) => m.menu_level === MENU_LEVEL.third)).toHaveLength(2);
  });

  it("has the top-level routes, home first", () => {
    const top = menus.filter((m) => m.parent_id === 0).sort((a, b) => a.order - b.order);
    expect(top.map((m) => m.route)).toEqual(["", "gywm", "ddjs", "xwdt", "ywbk", "rlzy", "xxgk"]);
  });

  it("hides exactly zzjg, yrln, hydsh and ygfc, and keeps one item off the navigation", () => {
    const hidden = menus.filter((m) => m.is_hide === MENU_HIDE.hidden).map((m) => m.route);
    expect(hidden.sort()).toEqual(["hydsh", "ygfc", "yrln", "zzjg"]);
    const offNav = menus.filter((m) => m.is_hide === MENU_HIDE.offNav);
    expect(offNav.map((m) => m.route)).toEqual(["ztzl"]);
  });

  it("puts the third-level items under qtgz", () => {
    const qtgz = byRoute("qtgz", "gywm");
    const third = menus.filter((m) => m.menu_level === MENU_LEVEL.third);
    expect(third.map((m) => m.route).sort()).toEqual(["hydsh", "ygfc"]);
    for (const m of third) expect(m.parent_id).toBe(qtgz.id);
  });
});

describe("articles", () => {
  it("has at least 35 active articles, each in an existing menu", () => {
    expect(active.length).toBeGreaterThanOrEqual(35);
    for (const a of articles) expect(menuById.has(a.menu_id), `article ${a.id} menu`).toBe(true);
    expect(new Set(articles.map((a) => a.id)).size).toBe(articles.length);
  });

  it("keeps one soft-deleted article", () => {
    expect(articles.filter((a) => a.del_status === 0).length).toBeGreaterThanOrEqual(1);
  });

  it("has exactly 9 news articles", () => {
    const news = menus.find((m) => m.parent_id === 0 && m.route === "xwdt")!;
    const newsMenuIds = new Set(menus.filter((m) => m.parent_id === news.id).map((m) => m.id));
    expect(active.filter((a) => newsMenuIds.has(a.menu_id))).toHaveLength(9);
    expect(articles.filter((a) => newsMenuIds.has(a.menu_id))).toHaveLength(9);
  });

  it("has honours with and without images", () => {
    const honours = inMenu(byRoute("gsry", "gywm"));
    expect(honours.filter((a) => a.img.length > 0).length).toBeGreaterThanOrEqual(5);
    expect(honours.filter((a) => a.img.length === 0).length).toBeGreaterThanOrEqual(1);
    expect(fs.existsSync(path.join(CONTENT, "uploads/seed/honor-fallback.png"))).toBe(true);
  });

  it("gives every single-page menu an active article", () => {
    for (const route of ["qyjs", "gltd", "zzjg", "ztzl", "zhpt", "wlaq", "yrln", "shzr", "ggzn"]) {
      const menu = byRoute(route);
      expect([MENU_TYPE.detailPage, MENU_TYPE.secondDetailPage]).toContain(menu.menu_type);
      expect(inMenu(menu).length, `single page ${route}`).toBeGreaterThanOrEqual(1);
    }
  });

  it("puts the other articles in list menus only", () => {
    const singlePages = new Set(["qyjs", "gltd", "zzjg", "ztzl", "zhpt", "wlaq", "yrln", "shzr", "ggzn"]);
    for (const a of articles) {
      const menu = menuById.get(a.menu_id)!;
      if (singlePages.has(menu.route) && menu.menu_level !== MENU_LEVEL.top) continue;
      expect([MENU_TYPE.list, MENU_TYPE.secondList], `article ${a.id} in ${menu.route}`).toContain(menu.menu_type);
    }
  });

  it("has rich bodies and sensible dates", () => {
    for (const a of articles) {
      expect(a.info, `article ${a.id} heading`).toMatch(/<h[23][ >]/);
      expect((a.info.match(/<p[ >]/g) ?? []).length, `article ${a.id} paragraphs`).toBeGreaterThanOrEqual(2);
      expect(a.info, `article ${a.id} list or table`).toMatch(/<(ul|ol|table)[ >]/);
      for (const tag of a.info.match(/<img\b[^>]*>/g) ?? []) {
        expect(tag, `article ${a.id} img`).toMatch(/\swidth="\d+"/);
        expect(tag, `article ${a.id} img`).toMatch(/\sheight="\d+"/);
        expect(tag, `article ${a.id} img`).toMatch(/\salt="[^"]+"/);
      }
      expect(a.info, `article ${a.id} scripts`).not.toMatch(/<script|javascript:|\son\w+=/i);
      expect(a.createtime, `article ${a.id} createtime`).toBeGreaterThanOrEqual(EARLIEST);
      expect(a.createtime, `article ${a.id} createtime`).toBeLessThanOrEqual(LATEST);
      expect(a.updatetime, `article ${a.id} updatetime`).toBeGreaterThanOrEqual(a.createtime);
      expect(a.updatetime, `article ${a.id} updatetime`).toBeLessThanOrEqual(LATEST);
    }
    const years = new Set(articles.map((a) => new Date(a.createtime * 1000).getUTCFullYear()));
    for (const y of [2021, 2022, 2023, 2024, 2025, 2026]) expect(years.has(y), `articles from ${y}`).toBe(true);
  });

  it("flags some topics, carousel items and attachments", () => {
    expect(active.some((a) => a.is_topic === 1)).toBe(true);
    expect(active.some((a) => a.is_carousel === 1)).toBe(true);
    expect(active.some((a) => a.file_url === "/uploads/seed/sample-notice.pdf")).toBe(true);
  });
});

describe("videos", () => {
  it("has the four sample videos 3 to 6 with a clip and a poster each", () => {
    expect(videos.map((v) => v.id).sort()).toEqual([3, 4, 5, 6]);
    for (const v of videos) {
      expect(v.video_url, `video ${v.id}`).toHaveLength(1);
      expect(v.video_url[0]!.url).toBe(`/uploads/seed/video-${v.id}.mp4`);
      expect(v.video_url[0]!.poster).toBe(`/uploads/seed/video-${v.id}.jpg`);
      const size = fs.statSync(path.join(CONTENT, `uploads/seed/video-${v.id}.mp4`)).size;
      expect(size, `video-${v.id}.mp4 size`).toBeLessThanOrEqual(400 * 1024);
    }
  });

  it("gives video 6 the purchase link, QR and caption", () => {
    const v6 = videos.find((v) => v.id === 6)!;
    expect(v6.buy_url).toMatch(/^https:\/\//);
    expect(v6.buy_qr).toBe("/uploads/seed/buy-qr.png");
    expect(v6.buy_caption).toBe("一码在手，畅游山东");
    for (const v of videos.filter((x) => x.id !== 6)) expect(v.buy_url).toBe("");
  });
});

describe("company info", () => {
  it("carries the registration facts of docs/product.md §2 and §9", () => {
    expect(company.founded).toBe("2020-12-24");
    expect(company.registered_capital).toContain("5400万");
    expect(company.credit_code).toHaveLength(18);
    expect(company.business_info).toContain(company.credit_code);
    expect(company.business_scope.length).toBeGreaterThan(100);
    expect(company.tags).toEqual(["高新技术企业", "科技型中小企业", "专精特新中小企业", "创新型中小企业", "重点实验室"]);
  });

  it("is located in Jinan", () => {
    expect(company.address).toContain("济南");
    expect(company.lat).toBeGreaterThan(36.5);
    expect(company.lat).toBeLessThan(36.8);
    expect(company.lng).toBeGreaterThan(116.9);
    expect(company.lng).toBeLessThan(117.3);
  });

  it("has the intro, cards, leaders and pictures", () => {
    expect(company.company_info.split(/\n\s*\n/).length).toBeGreaterThanOrEqual(3);
    for (const card of [company.vision, company.mission, company.culture]) expect(card.length).toBeGreaterThan(0);
    expect(company.leaders).toHaveLength(3);
    for (const leader of company.leaders) {
      expect(leader.img).toMatch(/^\/uploads\//);
      expect(leader.remark.length).toBeGreaterThan(0);
    }
    expect(company.banner_img).toHaveLength(3);
    expect(company.news_img).toHaveLength(3);
    expect(company.party_img).toHaveLength(3);
    expect(company.network_img).toHaveLength(4);
    for (const p of company.party_img) expect(p.href).toMatch(/^\/ddjs\//);
    expect(company.qr_code).toMatch(/^\/uploads\/.+\.png$/);
    expect(company.logo).toMatch(/^\/uploads\/.+\.png$/);
    expect(fs.existsSync(path.join(CONTENT, "uploads/seed/favicon.png"))).toBe(true);
  });
});

describe("dictionary and links", () => {
  it("has the three link categories", () => {
    const categories = dictionary.filter((d) => d.type === "link_category");
    expect(categories.map((d) => [d.id, d.key, d.value])).toEqual([
      [1, "20001", "行业主管部门"],
      [2, "20002", "政府网站"],
      [3, "20003", "文旅集团企业矩阵"],
    ]);
  });

  it("has at least 3 links per category", () => {
    for (const key of LINK_CATEGORIES) {
      expect(links.filter((l) => l.type === key && l.del_status === DEL_STATUS.active).length, `links ${key}`).toBeGreaterThanOrEqual(3);
    }
    expect(new Set(links.map((l) => l.id)).size).toBe(links.length);
  });
});

describe("uploads", () => {
  const textFiles = walk(CONTENT).filter((f) => /\.(json|md)$/.test(f));
  const referenced = new Set(
    textFiles.flatMap((f) => fs.readFileSync(f, "utf8").match(/\/uploads\/[^\s"'<>()]+/g) ?? []),
  );

  it("has every referenced /uploads file on disk", () => {
    expect(referenced.size).toBeGreaterThan(20);
    for (const url of referenced) {
      expect(fs.existsSync(path.join(CONTENT, decodeURIComponent(url))), url).toBe(true);
    }
  });

  it("keeps pictures web-sized", () => {
    for (const file of walk(path.join(CONTENT, "uploads"))) {
      const size = fs.statSync(file).size;
      if (/\.(jpe?g|png)$/i.test(file)) expect(size, path.basename(file)).toBeLessThanOrEqual(120 * 1024);
      if (/\.mp4$/i.test(file)) expect(size, path.basename(file)).toBeLessThanOrEqual(400 * 1024);
    }
  });

  it("keeps the whole content folder under 10 MB", () => {
    const total = walk(CONTENT).reduce((sum, f) => sum + fs.statSync(f).size, 0);
    expect(total).toBeLessThan(10 * 1024 * 1024);
  });
});
