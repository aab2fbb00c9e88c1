/**
 * Fixture data for the public site's page stories, read from the seeded content in content/ and shaped into the
 * app's own view models. The routes build these with lib/site/page-data.server.ts, which stories may not import
 * (it is server code); the functions below follow it step for step over the same helpers of lib/site and the same
 * sanitizer, and tests/unit/site/story-fixtures.test.ts checks that they give what it gives.
 */
import companyFile from "../../content/company.json";
import dictionaryFile from "../../content/dictionary.json";
import linksFile from "../../content/links.json";
import menusFile from "../../content/menus.json";
import videosFile from "../../content/videos.json";
import { isSafeUrl, sanitizeArticleHtml } from "~/lib/content/sanitize";
import {
  ArticleSchema,
  CompanyInfoSchema,
  DEL_STATUS,
  DictionaryEntrySchema,
  LINK_CATEGORY,
  LinkSchema,
  MenuItemSchema,
  VideoSchema,
  type Article,
} from "~/lib/content/schema";
import {
  articlesOfMenus,
  coverOf,
  neighbours,
  paginate,
  publicArticle,
  singlePageArticle,
  type ReadonlyArticle,
} from "~/lib/site/articles";
import { formatDate, paragraphs, plainExcerpt } from "~/lib/site/format";
import { buildMenuTree, menuLabel, type MenuNode } from "~/lib/site/menu-tree";
import { crumbsOf, landingPath, listMenusUnder, navigationOf, sectionNavOf } from "~/lib/site/nav";
import { resolvePath } from "~/lib/site/resolve-path";
import { galleryVideos } from "~/lib/site/videos";
import type {
  ArticleSummary,
  ArticleView,
  HomeView,
  LinkGroup,
  MenuPageView,
  SiteChrome,
  Special,
} from "~/lib/site/view-models";

// ---------------------------------------------------------------------------------------------------------------
// The seeded content, validated with the store's own schemas (a content or schema change shows up here).

export const company = CompanyInfoSchema.parse(companyFile.company);
export const menus = MenuItemSchema.array().parse(menusFile.menus);
export const videos = VideoSchema.array().parse(videosFile.videos);
export const links = LinkSchema.array().parse(linksFile.links);
export const dictionary = DictionaryEntrySchema.array().parse(dictionaryFile.dictionary);

const articleFiles = import.meta.glob<string>("../../content/articles/*.md", {
  query: "?raw",
  import: "default",
  eager: true,
});

/**
 * Reads an article file: front matter (the seed writes one `key: value` per line, values as JSON scalars, and
 * `img` as a list of url/name pairs) and the HTML body as `info`, byte for byte as the store keeps it.
 */
export function readArticleFile(file: string, text: string): Article {
  const match = /^---\n([\s\S]*?)\n---\n([\s\S]*)$/.exec(text);
  if (!match) throw new Error(`${file}: the file must start with a --- front matter block`);
  const fields: Record<string, unknown> = { info: match[2] };
  let images: { url: string; name: string }[] = [];
  for (const line of match[1]!.split("\n")) {
    const scalar = /^([a-z_]+): (.+)$/.exec(line);
    const listStart = /^([a-z_]+):$/.exec(line);
    const url = /^ {2}- url: (".*")$/.exec(line);
    const name = /^ {4}name: (".*")$/.exec(line);
    if (scalar) fields[scalar[1]!] = JSON.parse(scalar[2]!);
    else if (listStart) fields[listStart[1]!] = images = [];
    else if (url) images.push({ url: JSON.parse(url[1]!) as string, name: "" });
    else if (name && images.length > 0) images[images.length - 1]!.name = JSON.parse(name[1]!) as string;
    else throw new Error(`${file}: unexpected front matter line ${JSON.stringify(line)}`);
  }
  return ArticleSchema.parse(fields);
}

export const articles: Article[] = Object.entries(articleFiles)
  .sort(([a], [b]) => a.localeCompare(b))
  .map(([file, text]) => readArticleFile(file, text));

/** Shown when an honour has no picture of its own (HONOUR_FALLBACK_IMAGE in page-data.server.ts). */
export const HONOUR_FALLBACK = "/uploads/seed/honor-fallback.png";

/**
 * Map settings. The tile URL points at a path Storybook does not serve, so no tile is ever fetched (and never
 * from the internet): the enterprise page shows its address card, as it does whenever the map cannot load.
 */
export const MAP = {
  tileUrl: "/__storybook-no-map-tiles__/{z}/{x}/{y}.png",
  tileAttribution: "© OpenStreetMap contributors",
};

// ---------------------------------------------------------------------------------------------------------------
// View models, built as page-data.server.ts builds them.

export function companyNameFor(locale: string): string {
  return locale === "en-US" && company.company_name_en ? company.company_name_en : company.company_name;
}

/** Header and footer of every public page (the `_site` layout's loader data). */
export function siteChrome(locale: string): SiteChrome {
  const categories = dictionary
    .filter((d) => Object.values(LINK_CATEGORY).includes(d.key as never))
    .sort((a, b) => a.order - b.order);
  const linkGroups: LinkGroup[] = categories.map((c) => ({
    key: c.key,
    title: c.value,
    links: links
      .filter((l) => l.type === c.key && l.del_status === DEL_STATUS.active)
      .sort((a, b) => a.order - b.order || a.id - b.id)
      .map((l) => ({ name: l.name, url: l.url })),
  }));
  return {
    locale,
    companyName: companyNameFor(locale),
    logo: company.logo,
    nav: navigationOf(menus, locale),
    footer: {
      address: company.address,
      phone: company.phone,
      mailbox: company.mailbox,
      qr: company.qr_code,
      copyright: company.copyright,
      linkGroups,
    },
  };
}

function summaryOf(article: ReadonlyArticle, href: string): ArticleSummary {
  return {
    id: article.id,
    title: article.title,
    date: formatDate(article.createtime),
    href,
    cover: coverOf(article) ?? null,
    excerpt: plainExcerpt(article.info, 90),
  };
}

function findByRoute(route: string, topLevelOnly = false): MenuNode | undefined {
  const tree = buildMenuTree(menus);
  return (topLevelOnly ? tree.roots : [...tree.byId.values()]).find((n) => n.item.route === route);
}

function detailHref(node: MenuNode, id: number, variant?: "lsit" | "lsit2"): string {
  const second = variant ? variant === "lsit2" : node.item.menu_type === 30004;
  return `${node.path}/${second ? "details" : "detail"}/${id}`;
}

/** The home page (the `_site._index` loader data). */
export function homeView(locale: string): HomeView {
  const newsNode = findByRoute("xwdt", true);
  const newsLists = newsNode ? listMenusUnder(newsNode) : [];
  const listById = new Map(newsLists.map((n) => [n.item.id, n]));
  const news = articlesOfMenus(
    articles,
    newsLists.map((n) => n.item.id),
  )
    .slice(0, 6)
    .map((a) => summaryOf(a, detailHref(listById.get(a.menu_id)!, a.id)));
  const videoNode = findByRoute("spzq");
  return {
    companyName: companyNameFor(locale),
    banner: company.banner_img.map((b) => ({ url: b.url, title: b.title })),
    intro: paragraphs(company.company_info)[0] ?? "",
    newsPictures: company.news_img.map((n) => ({ url: n.url, title: n.title })),
    news,
    newsHref: newsNode ? landingPath(newsNode) : null,
    videos: galleryVideos(videos),
    videosHref: videoNode ? landingPath(videoNode) : null,
    party: company.party_img.map((p) => ({ url: p.url, name: p.name, href: p.href })),
    network: company.network_img.map((p) => ({ url: p.url, name: p.name, href: p.href })),
  };
}

/** An article for display, its body sanitized as the server does on render. */
function articleView(
  article: ReadonlyArticle,
  siblings: readonly ReadonlyArticle[],
  hrefOf: (id: number) => string,
): ArticleView {
  const html = sanitizeArticleHtml(article.info);
  const { previous, next } = neighbours(siblings, article.id);
  const fileUrl = article.file_url && isSafeUrl(article.file_url) ? article.file_url : "";
  return {
    id: article.id,
    title: article.title,
    date: formatDate(article.createtime),
    updated: formatDate(article.updatetime),
    html,
    pictures: article.img
      .filter((i) => i.url && isSafeUrl(i.url) && !html.includes(`src="${i.url}"`))
      .map((i) => ({ url: i.url, alt: article.title })),
    attachment: fileUrl ? { url: fileUrl, name: attachmentName(fileUrl) } : null,
    previous: previous ? { title: previous.title, href: hrefOf(previous.id) } : null,
    next: next ? { title: next.title, href: hrefOf(next.id) } : null,
  };
}

function attachmentName(fileUrl: string): string {
  const last = fileUrl.split("/").pop() ?? fileUrl;
  try {
    return decodeURIComponent(last);
  } catch {
    return last;
  }
}

function specialOf(node: MenuNode, locale: string): Special {
  const leaders = company.leaders.map((l) => ({ name: l.name, title: l.title, img: l.img, remark: l.remark }));
  switch (node.item.route) {
    case "qyjs":
      return {
        code: "intro",
        vision: company.vision,
        mission: company.mission,
        culture: company.culture,
        paragraphs: paragraphs(company.company_info),
        leaders,
      };
    case "gltd":
      return { code: "team", leaders };
    case "qyxx":
      return {
        code: "enterprise",
        info: {
          name: companyNameFor(locale),
          address: company.address,
          phone: company.phone,
          mailbox: company.mailbox,
          qr: company.qr_code,
          tags: [...company.tags],
          creditCode: company.credit_code,
          registeredCapital: company.registered_capital,
          founded: company.founded,
          businessScope: company.business_scope,
          businessInfo: company.business_info,
          lat: company.lat,
          lng: company.lng,
          tileUrl: MAP.tileUrl,
          tileAttribution: MAP.tileAttribution,
        },
      };
    case "spzq":
      return { code: "videos", videos: galleryVideos(videos) };
    default:
      return null;
  }
}

export interface MenuPageOptions {
  /** The `?page=` parameter. */
  page?: string | null;
  /** The articles to list (the seeded ones unless given). */
  from?: readonly ReadonlyArticle[];
  /** List page size (the site's is 10). */
  pageSize?: number;
}

/** What a menu-driven path shows (the `_site.$` loader data); throws for a path that is not a page. */
export function menuPage(pathname: string, locale: string, options: MenuPageOptions = {}): MenuPageView {
  const from = options.from ?? articles;
  const resolution = resolvePath(menus, pathname);
  const home = buildMenuTree(menus).roots.find((n) => n.item.route === "");
  const homeLabel = home ? menuLabel(home.item, locale) : "/";
  switch (resolution.kind) {
    case "list": {
      const { node, variant } = resolution;
      const page = paginate(articlesOfMenus(from, [node.item.id]), options.page ?? null, options.pageSize);
      if (!page) break;
      const honours = node.item.route === "gsry";
      return {
        kind: "list",
        variant,
        grid: honours ? "honours" : null,
        title: menuLabel(node.item, locale),
        section: sectionNavOf(node, locale),
        crumbs: crumbsOf(node, locale, homeLabel),
        items: page.items.map((a) => {
          const summary = summaryOf(a, detailHref(node, a.id, variant));
          return honours && !summary.cover ? { ...summary, cover: HONOUR_FALLBACK } : summary;
        }),
        page: page.page,
        pages: page.pages,
        total: page.total,
        path: `${node.path}/${variant}`,
      };
    }
    case "detail": {
      const { node, variant, articleId } = resolution;
      const article = publicArticle(
        from.find((a) => a.id === articleId),
        node.item.id,
      );
      if (!article) break;
      const listVariant = variant === "details" ? "lsit2" : "lsit";
      return {
        kind: "detail",
        layout: variant === "details" ? "second-detail" : "detail",
        title: article.title,
        section: sectionNavOf(node, locale),
        crumbs: crumbsOf(node, locale, homeLabel, article.title).map((c, i, all) =>
          i === all.length - 2 ? { ...c, href: `${node.path}/${listVariant}` } : c,
        ),
        article: articleView(article, articlesOfMenus(from, [node.item.id]), (id) => detailHref(node, id, listVariant)),
      };
    }
    case "page": {
      const { node, layout } = resolution;
      const article = singlePageArticle(from, node.item.id);
      return {
        kind: "page",
        layout,
        title: menuLabel(node.item, locale),
        section: sectionNavOf(node, locale),
        crumbs: crumbsOf(node, locale, homeLabel),
        article: article ? articleView(article, [], () => "") : null,
        special: specialOf(node, locale),
      };
    }
    default:
      break;
  }
  throw new Error(`fixture: ${pathname} is not a page of the seeded menu (${resolution.kind})`);
}

// ---------------------------------------------------------------------------------------------------------------
// Additions for states the seed does not reach on its own.

/**
 * More company news, so the news list has three pages (the seed's six articles fit on one): headlines in the
 * style of the seeded ones, dated 2022 to 2024 among and before them, all in 公司要闻 (menu 17).
 */
const ARCHIVE_HEADLINES: [string, string, string][] = [
  [
    "2024-06-18",
    "公司参加第十二届中国（山东）国际文化旅游博览会",
    "公司携“文旅一码通”平台亮相文旅博览会，现场演示景区预约、扫码入园和文旅消费一站式服务。",
  ],
  [
    "2024-05-10",
    "“文旅一码通”新增文博场馆预约服务",
    "平台新接入省内四十余家博物馆和纪念馆，游客可在同一个二维码中完成场馆预约和入馆核验。",
  ],
  [
    "2024-03-28",
    "公司召开2024年网络安全工作部署会",
    "会议总结上一年度网络安全工作，部署重要时段保障、数据安全治理和等级保护测评等重点任务。",
  ],
  [
    "2024-01-20",
    "公司举办2023年度优秀员工表彰大会",
    "大会表彰了在平台建设、运营保障和市场拓展中表现突出的先进集体和个人。",
  ],
  [
    "2023-12-15",
    "文旅大数据中心一期工程通过验收",
    "一期工程完成数据汇聚、治理与分析平台建设，实现全省重点景区客流数据的统一接入。",
  ],
  [
    "2023-11-02",
    "公司与省内多所高校共建智慧文旅实践基地",
    "双方将在人才培养、课题研究和技术转化等方面开展合作，推动产学研深度融合。",
  ],
  [
    "2023-09-26",
    "国庆假期“文旅一码通”保障方案发布",
    "公司成立假期保障专班，对平台扩容、客流预警和客服值守作出全面安排。",
  ],
  ["2023-08-08", "公司入选山东省数字经济重点项目", "“文旅一码通”服务平台项目入选年度数字经济重点项目名单。"],
  [
    "2023-06-30",
    "智慧景区客流监测系统在十家景区上线",
    "系统通过闸机、视频和票务数据实时监测景区客流，为景区限流和疏导提供依据。",
  ],
  [
    "2023-05-19",
    "“5·19中国旅游日”公司开展便民服务活动",
    "公司在省内多个景区设置服务点，现场指导游客使用“文旅一码通”预约和入园。",
  ],
  ["2023-04-12", "公司通过信息安全管理体系认证", "公司通过ISO/IEC 27001信息安全管理体系认证，安全管理水平进一步提升。"],
  [
    "2023-03-06",
    "公司召开2023年度工作会议",
    "会议总结2022年工作成绩，部署平台升级、数据中心建设和市场拓展等年度重点任务。",
  ],
  [
    "2022-12-21",
    "“文旅一码通”累计服务游客突破一千万人次",
    "平台自上线以来持续扩大景区和场馆接入范围，服务人次实现快速增长。",
  ],
  [
    "2022-10-18",
    "公司客服热线升级为7×24小时服务",
    "客服中心完成系统升级和人员扩充，为游客提供全天候的预约、购票和入园咨询服务。",
  ],
  [
    "2022-08-25",
    "公司与省内重点景区签署数据服务协议",
    "双方将在客流监测、票务数据和游客画像等方面开展数据共享与应用合作。",
  ],
  ["2022-06-09", "“文旅一码通”2.0版本发布", "新版本优化了预约和核验流程，并新增了文旅消费券领取和使用功能。"],
  [
    "2022-04-15",
    "公司党支部开展“强基础、促融合”主题党日活动",
    "活动围绕党建与业务融合开展学习交流，推动党建工作与平台建设同频共振。",
  ],
  ["2022-02-28", "公司召开2022年度工作会议", "会议明确了平台推广、数据中心筹建和团队建设等年度工作目标。"],
];

export const newsArchive: Article[] = ARCHIVE_HEADLINES.map(([date, title, text], i) =>
  ArticleSchema.parse({
    id: 900 + i,
    title,
    info: `<p>${text}</p>`,
    menu_id: 17,
    createtime: Date.parse(`${date}T10:00:00+08:00`) / 1000,
    updatetime: Date.parse(`${date}T10:00:00+08:00`) / 1000,
  }),
);

/** The seeded articles plus the news archive: 公司要闻 lists 24 articles on three pages. */
export const articlesWithArchive: Article[] = [...articles, ...newsArchive];

/**
 * A news article with pictures that its body does not show (uploaded with the article), which the detail page
 * lists under the body. The seed's articles show all their pictures in their bodies.
 */
export const articlesWithPictures: Article[] = articles.map((a) =>
  a.id === 25
    ? {
        ...a,
        img: [
          ...a.img,
          { url: "/uploads/seed/pic-meeting.jpg", name: "pic-meeting.jpg" },
          { url: "/uploads/seed/pic-scenic.jpg", name: "pic-scenic.jpg" },
        ],
      }
    : a,
);
