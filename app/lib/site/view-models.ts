/** The serializable shapes the public routes hand to their components (no store records leak to the page). */
import type { Crumb, NavLink, SectionNav } from "./nav";
import type { GalleryVideo } from "./videos";

export type { Crumb, NavLink, SectionNav, GalleryVideo };

export interface Picture {
  url: string;
  alt: string;
}

export interface ArticleSummary {
  id: number;
  title: string;
  date: string;
  href: string;
  cover: string | null;
  excerpt: string;
}

export interface ArticleView {
  id: number;
  title: string;
  date: string;
  updated: string;
  /** Sanitized HTML. */
  html: string;
  /** Pictures of the article not already shown in its body. */
  pictures: Picture[];
  attachment: { url: string; name: string } | null;
  previous: { title: string; href: string } | null;
  next: { title: string; href: string } | null;
}

export interface Leader {
  name: string;
  title: string;
  img: string;
  remark: string;
}

export interface EnterpriseInfo {
  name: string;
  address: string;
  phone: string;
  mailbox: string;
  qr: string;
  tags: string[];
  creditCode: string;
  registeredCapital: string;
  founded: string;
  businessScope: string;
  businessInfo: string;
  lat: number;
  lng: number;
  tileUrl: string;
  tileAttribution: string;
}

export type Special =
  | { code: "intro"; vision: string; mission: string; culture: string; paragraphs: string[]; leaders: Leader[] }
  | { code: "team"; leaders: Leader[] }
  | { code: "enterprise"; info: EnterpriseInfo }
  | { code: "videos"; videos: GalleryVideo[] }
  | null;

interface PageBase {
  title: string;
  section: SectionNav;
  crumbs: Crumb[];
}

export type MenuPageView =
  | (PageBase & {
      kind: "list";
      variant: "lsit" | "lsit2";
      /** Honours render their list as a card grid. */
      grid: "honours" | null;
      items: ArticleSummary[];
      page: number;
      pages: number;
      total: number;
      path: string;
    })
  | (PageBase & { kind: "detail"; layout: "detail" | "second-detail"; article: ArticleView })
  | (PageBase & { kind: "page"; layout: "detail" | "second-detail"; article: ArticleView | null; special: Special });

export interface LinkGroup {
  key: string;
  title: string;
  links: { name: string; url: string }[];
}

export interface SiteChrome {
  locale: string;
  companyName: string;
  logo: string;
  nav: NavLink[];
  footer: {
    address: string;
    phone: string;
    mailbox: string;
    qr: string;
    copyright: string;
    linkGroups: LinkGroup[];
  };
}

export interface HomeView {
  companyName: string;
  banner: { url: string; title: string }[];
  intro: string;
  newsPictures: { url: string; title: string }[];
  news: ArticleSummary[];
  newsHref: string | null;
  videos: GalleryVideo[];
  videosHref: string | null;
  party: { url: string; name: string; href: string }[];
  network: { url: string; name: string; href: string }[];
}
