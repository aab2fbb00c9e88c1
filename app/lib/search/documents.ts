/**
 * What the search reads (docs/product.md §2 "Search"): each searchable record as the text a visitor reads, in
 * each language it exists in, and where a hit on it leads. Pure over the store's records, so the index and the
 * results page agree on one source of text and the tests need no server.
 *
 * Records: articles (title, body and the attachment's name), videos (name and caption) and the company texts the
 * special pages show (introduction, management team, enterprise information). Where a record leads is decided at
 * query time from the menus of that moment (placeOf), so hiding or moving a menu needs no re-indexing.
 */
import type { DeepReadonly } from "~/lib/content/errors";
import { DEL_STATUS, MENU_TYPE } from "~/lib/content/codes";
import type { CompanyInfo, MenuItem, Video } from "~/lib/content/schema";
import { attachmentFileName } from "~/lib/content/translation";
import { articlesOfMenus, type ReadonlyArticle } from "~/lib/site/articles";
import { plainTextOf } from "~/lib/site/format";
import { articleIn, videoIn, type ContentLang } from "~/lib/site/localize";
import { buildMenuTree, menuLabel, trailOf, type MenuNode } from "~/lib/site/menu-tree";
import { articlePath, landingPath } from "~/lib/site/nav";
import { isListMenu, landingOf } from "~/lib/site/resolve-path";
import type { SiteContent } from "~/lib/site/page-data";

/** The company texts shown by a special page, by that page's menu route. */
export const COMPANY_PAGES = { intro: "qyjs", team: "gltd", enterprise: "qyxx" } as const;
export type CompanyPage = keyof typeof COMPANY_PAGES;
/** The video zone's menu route: a video hit leads there. */
export const VIDEO_ZONE_ROUTE = "spzq";

/**
 * One record of the search: `a:<id>` an article, `v:<id>` a video, `c:<page>` a special page's company text,
 * `m:<id>` a menu's name (its section's landing page).
 */
export type RecordKey = `a:${number}` | `v:${number}` | `c:${CompanyPage}` | `m:${number}`;
type RecordKind = "a" | "v" | "c" | "m";

/** A record's text in one language, as the index reads it and the results page shows it. */
export interface RecordText {
  title: string;
  /** Plain text: markup dropped, one line per block. */
  body: string;
  /** The attachment's name (articles), else "". */
  extra: string;
  lang: ContentLang;
}

/** The short language tag in a document id. */
export type DocLang = "zh" | "en";
export const docLangOf = (lang: ContentLang): DocLang => (lang === "en-US" ? "en" : "zh");
export const contentLangOf = (lang: DocLang): ContentLang => (lang === "en" ? "en-US" : "zh-CN");

/** A document of the index: one record in one language (`zh:a:12`, `en:a:12`). */
export interface SearchDocument {
  id: string;
  title: string;
  body: string;
  extra: string;
}

export const docId = (lang: DocLang, key: RecordKey) => `${lang}:${key}`;

/** The record key and language of a document id. */
export function parseDocId(id: string): { lang: DocLang; key: RecordKey } {
  return { lang: id.slice(0, 2) as DocLang, key: id.slice(3) as RecordKey };
}

/** The records the search reads, the way the store hands them out. */
export interface SearchSource {
  list(kind: "articles"): readonly ReadonlyArticle[];
  list(kind: "videos"): readonly DeepReadonly<Video>[];
  get(kind: "articles", id: number): ReadonlyArticle | undefined;
  get(kind: "videos", id: number): DeepReadonly<Video> | undefined;
  list(kind: "menus"): readonly DeepReadonly<MenuItem>[];
  get(kind: "menus", id: number): DeepReadonly<MenuItem> | undefined;
  getCompany(): DeepReadonly<CompanyInfo>;
}

/**
 * The texts of a record, Chinese first, then English where the record has it (an article in English only as a
 * whole, as its page shows it: docs/decisions/011). Empty for a deleted or missing record.
 */
export function recordTexts(key: RecordKey, source: SearchSource): RecordText[] {
  const [kind, rawId] = key.split(":") as [RecordKind, string];
  if (kind === "a") {
    const article = source.get("articles", Number(rawId));
    return article && article.del_status === DEL_STATUS.active ? articleTexts(article) : [];
  }
  if (kind === "m") {
    const menu = source.get("menus", Number(rawId));
    return menu && menu.del_status === DEL_STATUS.active ? menuTexts(menu) : [];
  }
  if (kind === "v") {
    const video = source.get("videos", Number(rawId));
    return video && video.del_status === DEL_STATUS.active ? videoTexts(video) : [];
  }
  return companyTexts(source.getCompany(), rawId as CompanyPage);
}

function articleTexts(article: ReadonlyArticle): RecordText[] {
  const attachment = article.file_url ? attachmentFileName(article.file_url) : "";
  const texts: RecordText[] = [
    { title: article.title, body: plainTextOf(article.info), extra: attachment, lang: "zh-CN" },
  ];
  const english = articleIn(article, "en-US");
  if (english.lang === "en-US") {
    texts.push({
      title: english.title,
      body: plainTextOf(english.info),
      extra: english.attachmentLabel || attachment,
      lang: "en-US",
    });
  }
  return texts;
}

function videoTexts(video: DeepReadonly<Video>): RecordText[] {
  const texts: RecordText[] = [{ title: video.video_name, body: video.buy_caption, extra: "", lang: "zh-CN" }];
  const english = videoIn(video, "en-US");
  if (english.lang === "en-US") {
    texts.push({ title: english.video_name, body: english.buy_caption, extra: "", lang: "en-US" });
  }
  return texts;
}

/**
 * A menu's name in each language, as the header and the breadcrumbs show it: the title of a document that leads
 * to the section's landing page (placeOf), so a visitor who types a section's name finds the section.
 */
function menuTexts(menu: DeepReadonly<MenuItem>): RecordText[] {
  const texts: RecordText[] = [{ title: menu.menu_name, body: "", extra: "", lang: "zh-CN" }];
  if (menu.alias_name.trim()) texts.push({ title: menu.alias_name, body: "", extra: "", lang: "en-US" });
  return texts;
}

/** The company texts a special page shows; the page's title is its menu's label, given at query time. */
function companyTexts(company: DeepReadonly<CompanyInfo>, page: CompanyPage): RecordText[] {
  const en = company.en;
  const join = (...parts: (string | undefined)[]) => parts.filter((p) => p?.trim()).join("\n");
  let zh = "";
  let english = "";
  switch (page) {
    case "intro":
      zh = join(company.company_info, company.vision, company.mission, company.culture);
      english = join(en?.company_info, en?.vision, en?.mission, en?.culture);
      break;
    case "team":
      zh = join(...company.leaders.map((l) => join(l.name, l.title, l.remark)));
      english = join(...(en?.leaders ?? []).map((l) => join(l.name, l.title, l.remark)));
      break;
    case "enterprise":
      zh = join(company.company_name, company.address, company.business_scope, ...company.tags);
      english = join(company.company_name_en, en?.address, en?.business_scope, ...(en?.tags ?? []));
      break;
  }
  const texts: RecordText[] = [];
  if (zh) texts.push({ title: "", body: zh, extra: "", lang: "zh-CN" });
  if (english) texts.push({ title: "", body: english, extra: "", lang: "en-US" });
  return texts;
}

/** Every record key of the content (deleted records included: they simply have no text). */
export function allRecordKeys(source: SearchSource): RecordKey[] {
  return [
    ...source.list("articles").map((a) => `a:${a.id}` as const),
    ...source.list("videos").map((v) => `v:${v.id}` as const),
    ...(Object.keys(COMPANY_PAGES) as CompanyPage[]).map((page) => `c:${page}` as const),
    ...source.list("menus").map((m) => `m:${m.id}` as const),
  ];
}

/** Where a hit leads and how it is labelled. */
export interface Placement {
  kind: "article" | "page" | "video";
  href: string;
  /** The menu the hit shows under: its trail is the hit's section (sectionOf), worked out for shown hits only. */
  node: MenuNode;
  /** Replaces the record's own title (a special page is titled by its menu), with its language. */
  title?: { text: string; lang: ContentLang };
  /** Unix seconds, or null when the record has no date of its own. */
  time: number | null;
}

interface MenuPlaces {
  tree: ReturnType<typeof buildMenuTree>;
  /** The newest active article of each single-page menu: the one its page shows. */
  pageArticle: Map<number, number>;
  byRoute: Map<string, MenuNode>;
}

const placesMemo = new WeakMap<object, WeakMap<object, MenuPlaces>>();

/** The routing facts of a content snapshot, worked out once per (menus, articles) pair. */
function menuPlaces(content: Pick<SiteContent, "menus" | "articles">): MenuPlaces {
  let byArticles = placesMemo.get(content.menus);
  if (!byArticles) placesMemo.set(content.menus, (byArticles = new WeakMap()));
  let places = byArticles.get(content.articles);
  if (!places) {
    const tree = buildMenuTree(content.menus);
    const pageArticle = new Map<number, number>();
    const byRoute = new Map<string, MenuNode>();
    for (const node of tree.byId.values()) {
      if (!byRoute.has(node.item.route)) byRoute.set(node.item.route, node);
      if (isSinglePage(node)) {
        const newest = articlesOfMenus(content.articles, [node.item.id])[0];
        if (newest) pageArticle.set(node.item.id, newest.id);
      }
    }
    places = { tree, pageArticle, byRoute };
    byArticles.set(content.articles, places);
  }
  return places;
}

/** A menu that is a page of its own: not home, not a parent that redirects, not a list. */
function isSinglePage(node: MenuNode): boolean {
  return node.item.route !== "" && landingOf(node).kind === "page";
}

/** The menu trail of a node as one label ("新闻动态 / 公司要闻"), in the page's language. */
export function sectionOf(node: MenuNode, locale: string): string {
  return trailOf(node)
    .map((n) => menuLabel(n.item, locale))
    .join(" / ");
}

/**
 * Where a record's hit leads in the current menus, or null when no public page shows it: its menu is hidden
 * (40001), deleted or under a hidden parent; it is an older article of a single page; the record is deleted.
 */
export function placeOf(key: RecordKey, content: SiteContent, locale: string): Placement | null {
  const places = menuPlaces(content);
  const [kind, rawId] = key.split(":") as [RecordKind, string];
  if (kind === "m") {
    // Hidden, deleted or under a hidden parent: not in the tree, so found nowhere. Home is the site itself.
    const node = places.tree.byId.get(Number(rawId));
    if (!node || node.item.route === "") return null;
    return {
      kind: "page",
      href: landingPath(node),
      node,
      title: {
        text: menuLabel(node.item, locale),
        lang: locale === "en-US" && node.item.alias_name ? "en-US" : "zh-CN",
      },
      time: null,
    };
  }
  if (kind === "a") {
    const id = Number(rawId);
    const article = findById(content.articles, id);
    if (!article || article.del_status !== DEL_STATUS.active) return null;
    const node = places.tree.byId.get(article.menu_id);
    if (!node) return null;
    if (isListMenu(node.item)) {
      return {
        kind: "article",
        href: articlePath(node, id),
        node,
        time: article.createtime,
      };
    }
    if (places.pageArticle.get(node.item.id) === id) {
      return { kind: "page", href: node.path, node, time: article.createtime };
    }
    return null;
  }
  if (kind === "v") {
    const video = findById(content.videos, Number(rawId));
    const zone = places.byRoute.get(VIDEO_ZONE_ROUTE);
    if (!video || video.del_status !== DEL_STATUS.active || !zone || !isSinglePage(zone)) return null;
    return { kind: "video", href: landingPath(zone), node: zone, time: video.createtime };
  }
  const node = places.byRoute.get(COMPANY_PAGES[rawId as CompanyPage]);
  if (!node || !isSinglePage(node) || node.item.menu_type === MENU_TYPE.list) return null;
  return {
    kind: "page",
    href: node.path,
    node,
    title: {
      text: menuLabel(node.item, locale),
      lang: locale === "en-US" && node.item.alias_name ? "en-US" : "zh-CN",
    },
    time: content.company.updatetime,
  };
}

/** The placement of each record in one content snapshot, worked out once per record and locale. */
interface PlacementMemo {
  menus: SiteContent["menus"];
  articles: SiteContent["articles"];
  videos: SiteContent["videos"];
  company: SiteContent["company"];
  byLocale: Map<string, Map<RecordKey, Placement | null>>;
}
let placementMemo: PlacementMemo | null = null;

/**
 * placeOf, remembered for the content snapshot it was asked with (its menus, articles, videos and company, which
 * the store replaces, never mutates, on a change): a query ranking thousands of documents looks each record up
 * once per snapshot instead of once per hit. Returns the lookup for one snapshot and locale.
 */
export function placementsIn(content: SiteContent, locale: string): (key: RecordKey) => Placement | null {
  let memo = placementMemo;
  if (
    !memo ||
    memo.menus !== content.menus ||
    memo.articles !== content.articles ||
    memo.videos !== content.videos ||
    memo.company !== content.company
  ) {
    memo = placementMemo = {
      menus: content.menus,
      articles: content.articles,
      videos: content.videos,
      company: content.company,
      byLocale: new Map(),
    };
  }
  let places = memo.byLocale.get(locale);
  if (!places) memo.byLocale.set(locale, (places = new Map()));
  const known = places;
  return (key) => {
    let place = known.get(key);
    if (place === undefined) {
      place = placeOf(key, content, locale);
      known.set(key, place);
    }
    return place;
  };
}

/** Records are sorted by id in the store: a binary search finds one without a map per snapshot. */
function findById<T extends { id: number }>(rows: readonly T[], id: number): T | undefined {
  let lo = 0;
  let hi = rows.length - 1;
  while (lo <= hi) {
    const mid = (lo + hi) >> 1;
    const row = rows[mid]!;
    if (row.id === id) return row;
    if (row.id < id) lo = mid + 1;
    else hi = mid - 1;
  }
  return rows.find((r) => r.id === id);
}
