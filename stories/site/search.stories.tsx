import type { Meta, StoryObj } from "@storybook/react-vite";
import { SearchResults } from "~/components/site/search-results";
import { markRanges, needlesOf } from "~/lib/search/highlight";
import type { MarkedText, SearchHitView, SearchView, SectionLink } from "~/lib/search/view";
import { at, sitePageMeta } from "./site-frame";

const meta = {
  title: "Site/Pages/Search",
  ...sitePageMeta,
  tags: ["!autodocs"],
} satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

const crumbs = [{ label: "首页", href: "/" }, { label: "站内搜索" }];
const sections: SectionLink[] = [
  { label: "关于我们", href: "/gywm/qyjs" },
  { label: "新闻动态", href: "/xwdt/gzyx/lsit" },
  { label: "信息公开", href: "/xxgk/qyxx" },
];

const query = "一码通";
/** `text` with the query's matches marked, as the server marks them (lib/search/highlight.ts). */
const marked = (text: string): MarkedText => ({ text, marks: markRanges(text, needlesOf(query, [])) });

/** A hit on the seed's Chinese content, dated. */
function hit(view: Omit<SearchHitView, "titleLang" | "lang" | "dateLabel">): SearchHitView {
  return { ...view, titleLang: "zh-CN", lang: "zh-CN", dateLabel: view.date };
}

/** The results page as the server builds it (lib/search/site-search.server.ts) for "一码通" on the seed. */
const results: SearchView = {
  state: "results",
  query,
  total: 18,
  page: 1,
  pages: 2,
  sections,
  hits: [
    hit({
      key: "a:46",
      kind: "page",
      href: "/xxgk/ggzn",
      title: marked("公共指南：文旅一码通使用指南"),
      excerpt: marked("三步畅游山东 “文旅一码通”支持全省众多景区、博物馆和文化场馆的预约购票与扫码入园。"),
      attachment: null,
      section: "信息公开 / 公共指南",
      date: "2021-07-01",
    }),
    hit({
      key: "a:39",
      kind: "article",
      href: "/xxgk/qygg/detail/39",
      title: marked("关于文旅一码通平台系统升级维护的公告"),
      excerpt: marked("公告 各位游客、合作单位： 为进一步提升“文旅一码通”平台的服务能力和安全防护水平…"),
      attachment: marked("sample-notice.pdf"),
      section: "信息公开 / 企业公告",
      date: "2026-06-10",
    }),
  ],
};

/** The search page at /search showing `view`. */
function searchPage(view: SearchView): Story {
  return { parameters: at("/search"), render: () => <SearchResults view={view} crumbs={crumbs} /> };
}

/** Results, the matches marked, with the pager. */
export const Results: Story = searchPage(results);

/** Nothing found: advice and the sections to browse. */
export const NoResults: Story = searchPage({
  state: "results",
  query: "xyzzy",
  total: 0,
  page: 1,
  pages: 1,
  hits: [],
  sections,
});

/** No query yet. */
export const Empty: Story = searchPage({ state: "empty", sections });

/** A query over the limit: refused with its length. */
export const TooLong: Story = searchPage({ state: "too-long", query: "智".repeat(50), length: 52, max: 50, sections });
