/**
 * Builds the view models of the public pages from the content (docs/product.md §2): the site chrome, the home page and
 * every menu page (lists, details, single and special pages). Pure over a content snapshot, so it is unit-tested
 * without a server; routes call it with the store's in-memory lists.
 */
import type { DeepReadonly } from "~/lib/content/errors";
import { businessFacts } from "./business-facts";
import { filingNumbers } from "./filing";
import { sanitizeArticleHtml, isSafeUrl } from "~/lib/content/sanitize";
import type { CompanyInfo, DictionaryEntry, Link, MenuItem, Video } from "~/lib/content/schema";
import { DEL_STATUS, LINK_CATEGORY, MENU_TYPE } from "~/lib/content/codes";
import {
  articlesOfMenus,
  coverOf,
  neighbours,
  paginate,
  publicArticle,
  singlePageArticle,
  type ReadonlyArticle,
} from "./articles";
import { dayStartInCompanyZone, formatDate, formatDisplayDate } from "~/lib/format/date";
import { paragraphs, plainExcerpt } from "./format";
import { buildMenuTree, menuLabel, type MenuNode } from "./menu-tree";
import { crumbsOf, landingPath, listMenusUnder, navigationOf, sectionNavOf } from "./nav";
import { resolvePath } from "./resolve-path";
import type { FeedItem } from "./sitemap";
import { galleryVideos } from "./videos";
import {
  articleIn,
  companyListText,
  companyText,
  dictionaryIn,
  leaderIn,
  linkIn,
  type LocalText,
  type LocalizedArticle,
} from "./localize";
import { attachmentFileName } from "~/lib/content/translation";
import type {
  ArticleSummary,
  ArticleView,
  HomeView,
  LinkGroup,
  MenuPageView,
  SiteChrome,
  Special,
} from "./view-models";

export interface SiteContent {
  menus: readonly MenuItem[];
  articles: readonly ReadonlyArticle[];
  videos: readonly DeepReadonly<Video>[];
  company: DeepReadonly<CompanyInfo>;
  dictionary: readonly DeepReadonly<DictionaryEntry>[];
  links: readonly DeepReadonly<Link>[];
}

/** Route codes of the special pages (docs/product.md §2 "special pages"). */
export const SPECIAL_ROUTES = {
  intro: "qyjs",
  team: "gltd",
  honours: "gsry",
  enterprise: "qyxx",
  videos: "spzq",
  news: "xwdt",
} as const;
/**
 * The news sections the home page's "company news" lists (docs/product.md §2): company news and industry
 * information, not media reports or policy texts. When the menus have neither, every news list counts.
 */
export const HOME_NEWS_ROUTES: readonly string[] = ["gzyx", "hyxx"];
/** Shown when an honour has no picture of its own (Chinese pages; see honourFallbackImage). */
export const HONOUR_FALLBACK_IMAGE = "/uploads/seed/honor-fallback.png";
/** The same picture with its words in English, for English pages. */
export const HONOUR_FALLBACK_IMAGE_EN = "/uploads/seed/honor-fallback-en.png";

/** The honours fallback picture in the page's language. */
export function honourFallbackImage(locale: string): string {
  return locale === "en-US" ? HONOUR_FALLBACK_IMAGE_EN : HONOUR_FALLBACK_IMAGE;
}

export interface MapSettings {
  tileUrl: string;
  tileAttribution: string;
}

/** The company's display name for a locale. */
export function companyNameFor(company: DeepReadonly<CompanyInfo>, locale: string): string {
  return locale === "en-US" && company.company_name_en ? company.company_name_en : company.company_name;
}

/** Header and footer data for every public page. */
export function siteChrome(content: SiteContent, locale: string): SiteChrome {
  const { company } = content;
  const categories = content.dictionary
    .filter((d) => Object.values(LINK_CATEGORY).includes(d.key as never))
    .sort((a, b) => a.order - b.order);
  const linkGroups: LinkGroup[] = categories.map((category) => {
    const c = dictionaryIn(category, locale);
    return {
      key: c.key,
      title: { text: c.value, lang: c.lang },
      links: content.links
        .filter((l) => l.type === c.key && l.del_status === DEL_STATUS.active)
        .sort((a, b) => a.order - b.order || a.id - b.id)
        .map((record) => {
          const l = linkIn(record, locale);
          return { name: l.name, url: l.url, lang: l.lang };
        }),
    };
  });
  return {
    locale,
    companyName: companyNameFor(company, locale),
    logo: company.logo,
    nav: navigationOf(content.menus, locale),
    footer: {
      address: companyText(company, "address", locale),
      phone: company.phone,
      mailbox: company.mailbox,
      qr: company.qr_code,
      copyright: companyText(company, "copyright", locale),
      filing: filingNumbers(company),
      linkGroups,
    },
  };
}

/** The articles as pages in `locale` show them, computed once per content snapshot and locale. */
const localizedArticles = new WeakMap<readonly ReadonlyArticle[], Map<string, LocalizedArticle[]>>();
function articlesIn(content: SiteContent, locale: string): LocalizedArticle[] {
  let byLocale = localizedArticles.get(content.articles);
  if (!byLocale) localizedArticles.set(content.articles, (byLocale = new Map()));
  let list = byLocale.get(locale);
  if (!list) byLocale.set(locale, (list = content.articles.map((a) => articleIn(a, locale))));
  return list;
}

function summaryOf(article: LocalizedArticle, href: string, locale: string): ArticleSummary {
  return {
    id: article.id,
    title: article.title,
    lang: article.lang,
    dateLabel: formatDisplayDate(article.createtime, locale, "short"),
    date: formatDate(article.createtime),
    href,
    cover: coverOf(article) ?? null,
    excerpt: plainExcerpt(article.info, 90),
  };
}

function nodeByRoute(content: SiteContent, route: string): MenuNode | undefined {
  return buildMenuTree(content.menus).roots.find((n) => n.item.route === route);
}

/** The home page: banner, news, video gallery, party-building and network sections. */
export function homeView(content: SiteContent, locale: string): HomeView {
  const { company } = content;
  const newsNode = nodeByRoute(content, SPECIAL_ROUTES.news);
  const allNewsLists = newsNode ? listMenusUnder(newsNode) : [];
  const homeLists = allNewsLists.filter((n) => HOME_NEWS_ROUTES.includes(n.item.route));
  const newsLists = homeLists.length > 0 ? homeLists : allNewsLists;
  const listById = new Map(newsLists.map((n) => [n.item.id, n]));
  const newsArticles = articlesOfMenus(
    articlesIn(content, locale),
    newsLists.map((n) => n.item.id),
  );
  const hrefOf = (a: LocalizedArticle) => detailHref(listById.get(a.menu_id)!, a.id);
  const news = newsArticles.slice(0, 6).map((a) => summaryOf(a, hrefOf(a), locale));
  /** A news picture leads to the newest listed article that shows it, else to the newest listed article. */
  const pictureHref = (url: string) => {
    const article = newsArticles.find((a) => a.img.some((img) => img.url === url)) ?? newsArticles[0];
    return article ? hrefOf(article) : null;
  };
  const videoNode = findByRoute(content, SPECIAL_ROUTES.videos);
  return {
    companyName: companyNameFor(company, locale),
    banner: company.banner_img.map((b, i) => {
      const title = companyListText(company, "banner_img", i, b.title, locale);
      return { url: b.url, title: title.text, lang: title.lang };
    }),
    intro: firstParagraph(companyText(company, "company_info", locale)),
    newsPictures: company.news_img.map((n, i) => {
      const title = companyListText(company, "news_img", i, n.title, locale);
      return { url: n.url, title: title.text, lang: title.lang, href: pictureHref(n.url) };
    }),
    news,
    newsHref: newsNode ? landingPath(newsNode) : null,
    videos: galleryVideos(content.videos, locale),
    videosHref: videoNode ? landingPath(videoNode) : null,
    party: company.party_img.map((p, i) => {
      const name = companyListText(company, "party_img", i, p.name, locale);
      return { url: p.url, name: name.text, href: p.href, lang: name.lang };
    }),
    network: company.network_img.map((p, i) => {
      const name = companyListText(company, "network_img", i, p.name, locale);
      return { url: p.url, name: name.text, href: p.href, lang: name.lang };
    }),
  };
}

function findByRoute(content: SiteContent, route: string): MenuNode | undefined {
  for (const node of buildMenuTree(content.menus).byId.values()) if (node.item.route === route) return node;
  return undefined;
}

/** A list item's link: `detail/:id` from the first list, `details/:id` from the second. */
function detailHref(node: MenuNode, id: number, variant?: "lsit" | "lsit2"): string {
  const second = variant ? variant === "lsit2" : node.item.menu_type === MENU_TYPE.secondList;
  return `${node.path}/${second ? "details" : "detail"}/${id}`;
}

function firstParagraph(text: LocalText): LocalText {
  return { text: paragraphs(text.text)[0] ?? "", lang: text.lang };
}

function articleView(
  article: LocalizedArticle,
  siblings: readonly LocalizedArticle[],
  hrefOf: (id: number) => string,
  locale: string,
): ArticleView {
  const html = sanitizeArticleHtml(article.info);
  const { previous, next } = neighbours(siblings, article.id);
  const fileUrl = article.file_url && isSafeUrl(article.file_url) ? article.file_url : "";
  return {
    id: article.id,
    title: article.title,
    lang: article.lang,
    dateLabel: formatDisplayDate(article.createtime, locale),
    date: formatDate(article.createtime),
    updated: formatDate(article.updatetime),
    html,
    pictures: article.img
      .filter((i) => i.url && isSafeUrl(i.url) && !html.includes(`src="${i.url}"`))
      .map((i) => ({ url: i.url, alt: article.title })),
    // A malformed %-escape in the file name shows as typed instead of failing the page.
    attachment: fileUrl ? { url: fileUrl, name: article.attachmentLabel || attachmentFileName(fileUrl) } : null,
    previous: previous ? { title: previous.title, href: hrefOf(previous.id), lang: previous.lang } : null,
    next: next ? { title: next.title, href: hrefOf(next.id), lang: next.lang } : null,
  };
}

/** The registration statement as facts, leaving out those the enterprise page shows from their own fields. */
function businessFactsOf(company: DeepReadonly<CompanyInfo>, locale: string) {
  const info = companyText(company, "business_info", locale);
  const capital = companyText(company, "registered_capital", locale).text;
  return { facts: businessFacts(info.text, [company.credit_code, capital]), lang: info.lang };
}

function leadersOf(company: DeepReadonly<CompanyInfo>, locale: string) {
  return company.leaders.map((_, i) => leaderIn(company, i, locale));
}

function specialOf(node: MenuNode, content: SiteContent, map: MapSettings, locale: string): Special {
  const { company } = content;
  switch (node.item.route) {
    case SPECIAL_ROUTES.intro: {
      const intro = companyText(company, "company_info", locale);
      return {
        code: "intro",
        vision: companyText(company, "vision", locale),
        mission: companyText(company, "mission", locale),
        culture: companyText(company, "culture", locale),
        paragraphs: paragraphs(intro.text).map((text) => ({ text, lang: intro.lang })),
        leaders: leadersOf(company, locale),
      };
    }
    case SPECIAL_ROUTES.team:
      return { code: "team", leaders: leadersOf(company, locale) };
    case SPECIAL_ROUTES.enterprise:
      return {
        code: "enterprise",
        info: {
          name: companyNameFor(company, locale),
          address: companyText(company, "address", locale),
          phone: company.phone,
          mailbox: company.mailbox,
          qr: company.qr_code,
          tags: company.tags.map((tag, i) => companyListText(company, "tags", i, tag, locale)),
          creditCode: company.credit_code,
          registeredCapital: companyText(company, "registered_capital", locale),
          founded: company.founded,
          foundedLabel: company.founded ? formatDisplayDate(dayStartInCompanyZone(company.founded), locale) : "",
          businessScope: companyText(company, "business_scope", locale),
          businessFacts: businessFactsOf(company, locale),
          lat: company.lat,
          lng: company.lng,
          tileUrl: map.tileUrl,
          tileAttribution: map.tileAttribution,
        },
      };
    case SPECIAL_ROUTES.videos:
      return { code: "videos", videos: galleryVideos(content.videos, locale) };
    default:
      return null;
  }
}

export type MenuPageResult =
  | { type: "redirect"; to: string }
  | { type: "not-found" }
  | { type: "home" }
  | { type: "page"; view: MenuPageView; node: MenuNode };

/** What a public path shows (docs/product.md §2), given the content and the `?page=` parameter. */
export function menuPage(
  content: SiteContent,
  pathname: string,
  pageParam: string | null,
  locale: string,
  map: MapSettings,
): MenuPageResult {
  const resolution = resolvePath(content.menus, pathname);
  const tree = buildMenuTree(content.menus);
  const home = tree.roots.find((n) => n.item.route === "");
  const homeLabel = home ? menuLabel(home.item, locale) : "/";
  switch (resolution.kind) {
    case "not-found":
      return { type: "not-found" };
    case "home":
      return { type: "home" };
    case "redirect":
      return { type: "redirect", to: resolution.to };
    case "list": {
      const { node, variant } = resolution;
      const page = paginate(articlesOfMenus(articlesIn(content, locale), [node.item.id]), pageParam);
      if (!page) return { type: "not-found" };
      const title = menuLabel(node.item, locale);
      return {
        type: "page",
        node,
        view: {
          kind: "list",
          variant,
          grid: node.item.route === SPECIAL_ROUTES.honours ? "honours" : null,
          title,
          section: sectionNavOf(node, locale),
          crumbs: crumbsOf(node, locale, homeLabel),
          items: page.items.map((a) => {
            const summary = summaryOf(a, detailHref(node, a.id, variant), locale);
            return node.item.route === SPECIAL_ROUTES.honours && !summary.cover
              ? { ...summary, cover: honourFallbackImage(locale) }
              : summary;
          }),
          page: page.page,
          pages: page.pages,
          total: page.total,
          path: `${node.path}/${variant}`,
        },
      };
    }
    case "detail": {
      const { node, variant, articleId } = resolution;
      const localized = articlesIn(content, locale);
      const article = publicArticle(
        localized.find((a) => a.id === articleId),
        node.item.id,
      );
      if (!article) return { type: "not-found" };
      const siblings = articlesOfMenus(localized, [node.item.id]);
      const listVariant = variant === "details" ? "lsit2" : "lsit";
      return {
        type: "page",
        node,
        view: {
          kind: "detail",
          layout: variant === "details" ? "second-detail" : "detail",
          title: article.title,
          section: sectionNavOf(node, locale),
          crumbs: crumbsOf(node, locale, homeLabel, article.title).map((c, i, all) =>
            i === all.length - 2 ? { ...c, href: `${node.path}/${listVariant}` } : c,
          ),
          article: articleView(article, siblings, (id) => detailHref(node, id, listVariant), locale),
        },
      };
    }
    case "page": {
      const { node, layout } = resolution;
      const article = singlePageArticle(articlesIn(content, locale), node.item.id);
      return {
        type: "page",
        node,
        view: {
          kind: "page",
          layout,
          title: menuLabel(node.item, locale),
          section: sectionNavOf(node, locale),
          crumbs: crumbsOf(node, locale, homeLabel),
          article: article ? articleView(article, [], () => "", locale) : null,
          special: specialOf(node, content, map, locale),
        },
      };
    }
  }
}

/** A content snapshot from the store's in-memory lists. */
export function snapshotOf(store: {
  list: (kind: "menus" | "articles" | "videos" | "dictionary" | "links") => readonly unknown[];
  getCompany: () => DeepReadonly<CompanyInfo>;
}): SiteContent {
  return {
    menus: store.list("menus") as readonly MenuItem[],
    articles: store.list("articles") as readonly ReadonlyArticle[],
    videos: store.list("videos") as readonly DeepReadonly<Video>[],
    company: store.getCompany(),
    dictionary: store.list("dictionary") as readonly DeepReadonly<DictionaryEntry>[],
    links: store.list("links") as readonly DeepReadonly<Link>[],
  };
}

/** The newest news articles (every list under the news section), for the RSS feed. */
export function newsFeedItems(content: SiteContent, limit: number): FeedItem[] {
  const newsNode = nodeByRoute(content, SPECIAL_ROUTES.news);
  const lists = newsNode ? listMenusUnder(newsNode) : [];
  const byId = new Map(lists.map((n) => [n.item.id, n]));
  return articlesOfMenus(
    content.articles,
    lists.map((n) => n.item.id),
  )
    .slice(0, limit)
    .map((a) => ({
      title: a.title,
      path: detailHref(byId.get(a.menu_id)!, a.id),
      description: plainExcerpt(a.info, 200),
      published: a.createtime,
    }));
}
