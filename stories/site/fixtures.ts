/**
 * Fixture data for the public site's page stories: the seeded content in content/, read and validated with the
 * content schemas, shaped into view models by the routes' own lib/site/page-data.ts.
 * tests/unit/site/story-fixtures.test.ts checks that the stories read the seed as the content store does.
 */
import companyFile from "../../content/company.json";
import dictionaryFile from "../../content/dictionary.json";
import linksFile from "../../content/links.json";
import menusFile from "../../content/menus.json";
import videosFile from "../../content/videos.json";
import { ArticleSchema, COLLECTION_SCHEMAS, CompanyInfoSchema, type Article } from "~/lib/content/schema";
import {
  homeView as buildHomeView,
  menuPage as buildMenuPage,
  siteChrome as buildSiteChrome,
  type SiteContent,
} from "~/lib/site/page-data";
import type { HomeView, MenuPageView, SiteChrome } from "~/lib/site/view-models";

// ---------------------------------------------------------------------------------------------------------------
// The seeded content, validated with the store's own schemas (a content or schema change shows up here).

export const company = CompanyInfoSchema.parse(companyFile.company);
export const menus = COLLECTION_SCHEMAS.menus.array().parse(menusFile.menus);
export const videos = COLLECTION_SCHEMAS.videos.array().parse(videosFile.videos);
export const links = COLLECTION_SCHEMAS.links.array().parse(linksFile.links);
export const dictionary = COLLECTION_SCHEMAS.dictionary.array().parse(dictionaryFile.dictionary);

const articleFiles = import.meta.glob<string>("../../content/articles/*.md", {
  query: "?raw",
  import: "default",
  eager: true,
});

/**
 * Reads an article file: front matter (the seed writes one `key: value` per line, values as JSON scalars, `img` as
 * a list of url/name pairs, and the `en` object last, its `info` as a `|` block) and the HTML body as `info`, byte
 * for byte as the store keeps it.
 */
export function readArticleFile(file: string, text: string): Article {
  const match = /^---\n([\s\S]*?)\n---\n([\s\S]*)$/.exec(text);
  if (!match) throw new Error(`${file}: the file must start with a --- front matter block`);
  const fields: Record<string, unknown> = { info: match[2] };
  let images: { url: string; name: string }[] = [];
  let english: Record<string, unknown> | null = null;
  let block: string | null = null;
  for (const line of match[1]!.split("\n")) {
    if (english && block !== null && (line.startsWith("    ") || line === "")) {
      english[block] = `${(english[block] as string) ?? ""}${line.slice(4)}\n`;
      continue;
    }
    block = null;
    const scalar = /^([a-z_]+): (.+)$/.exec(line);
    const listStart = /^([a-z_]+):$/.exec(line);
    const url = /^ {2}- url: (".*")$/.exec(line);
    const name = /^ {4}name: (".*")$/.exec(line);
    const englishLine = english ? /^ {2}([a-z_]+): (.+)$/.exec(line) : null;
    if (englishLine && englishLine[2] === "|") block = englishLine[1]!;
    else if (englishLine && english) english[englishLine[1]!] = JSON.parse(englishLine[2]!);
    else if (line === "en:") fields.en = english = {};
    else if (scalar) fields[scalar[1]!] = JSON.parse(scalar[2]!);
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

/**
 * Map settings. The tile URL points at a path Storybook does not serve, so no tile is ever fetched (and never
 * from the internet): the enterprise page shows its address card, as it does whenever the map cannot load.
 */
export const MAP = {
  tileUrl: "/__storybook-no-map-tiles__/{z}/{x}/{y}.png",
  tileAttribution: "© OpenStreetMap contributors",
};

/** The seeded content as the routes' loaders see it. */
export const seededContent: SiteContent = { menus, articles, videos, company, dictionary, links };

// ---------------------------------------------------------------------------------------------------------------
// View models, built by the routes' own lib/site/page-data.ts.

export { HONOUR_FALLBACK_IMAGE as HONOUR_FALLBACK } from "~/lib/site/page-data";

/** Header and footer of every public page (the `_site` layout's loader data). */
export const siteChrome = (locale: string): SiteChrome => buildSiteChrome(seededContent, locale);

/** The home page (the `_site._index` loader data). */
export const homeView = (locale: string): HomeView => buildHomeView(seededContent, locale);

export interface MenuPageOptions {
  /** The `?page=` parameter. */
  page?: string | null;
  /** The articles to list (the seeded ones unless given). */
  from?: readonly Article[];
}

/** What a menu-driven path shows (the `_site.$` loader data); throws for a path that is not a page. */
export function menuPage(pathname: string, locale: string, options: MenuPageOptions = {}): MenuPageView {
  const content = options.from ? { ...seededContent, articles: options.from } : seededContent;
  const result = buildMenuPage(content, pathname, options.page ?? null, locale, MAP);
  if (result.type !== "page") throw new Error(`fixture: ${pathname} is not a page of the seeded menu (${result.type})`);
  return result.view;
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
