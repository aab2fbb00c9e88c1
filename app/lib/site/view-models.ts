/** The serializable shapes the public routes hand to their components (no store records leak to the page). */
import type { Crumb, NavLink, SectionNav } from "./nav";
import type { BusinessFact } from "./business-facts";
import type { FilingNumbers } from "./filing";
import type { ContentLang, LocalText } from "./localize";
import type { GalleryVideo } from "./videos";

export type { Crumb, NavLink, SectionNav, GalleryVideo, ContentLang, LocalText };

export interface Picture {
  url: string;
  alt: string;
}

export interface ArticleSummary {
  id: number;
  title: string;
  /** The language of title and excerpt (Chinese on an English page when the article has no English). */
  lang: ContentLang;
  /** The date as the page's readers write it ("10 Jun 2026" in English); `date` is YYYY-MM-DD. */
  dateLabel: string;
  date: string;
  href: string;
  cover: string | null;
  excerpt: string;
}

export interface ArticleView {
  id: number;
  title: string;
  /** The language of title, body and attachment label. */
  lang: ContentLang;
  /** The date as the page's readers write it ("10 June 2026" in English); `date` is YYYY-MM-DD. */
  dateLabel: string;
  date: string;
  updated: string;
  /** Sanitized HTML. */
  html: string;
  /** Pictures of the article not already shown in its body. */
  pictures: Picture[];
  attachment: { url: string; name: string } | null;
  previous: { title: string; href: string; lang: ContentLang } | null;
  next: { title: string; href: string; lang: ContentLang } | null;
}

export interface Leader {
  name: string;
  title: string;
  img: string;
  remark: string;
  /** The language of name, title and remark. */
  lang: ContentLang;
}

export interface EnterpriseInfo {
  name: string;
  address: LocalText;
  phone: string;
  mailbox: string;
  qr: string;
  tags: LocalText[];
  creditCode: string;
  registeredCapital: LocalText;
  /** YYYY-MM-DD, and as the page's readers write it ("24 December 2020" in English). */
  founded: string;
  foundedLabel: string;
  businessScope: LocalText;
  /** The registration statement's further facts (company type, legal representative …), without repeats. */
  businessFacts: { facts: BusinessFact[]; lang: ContentLang };
  lat: number;
  lng: number;
  tileUrl: string;
  tileAttribution: string;
}

export type Special =
  | {
      code: "intro";
      vision: LocalText;
      mission: LocalText;
      culture: LocalText;
      paragraphs: LocalText[];
      leaders: Leader[];
    }
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
  title: LocalText;
  links: { name: string; url: string; lang: ContentLang }[];
}

export interface SiteChrome {
  locale: string;
  companyName: string;
  logo: string;
  nav: NavLink[];
  footer: {
    address: LocalText;
    phone: string;
    mailbox: string;
    qr: string;
    copyright: LocalText;
    filing: FilingNumbers;
    linkGroups: LinkGroup[];
  };
}

export interface HomeView {
  companyName: string;
  banner: { url: string; title: string; lang: ContentLang }[];
  intro: LocalText;
  /** `href`: the article the picture belongs to (null when no news is listed). */
  newsPictures: { url: string; title: string; lang: ContentLang; href: string | null }[];
  news: ArticleSummary[];
  newsHref: string | null;
  videos: GalleryVideo[];
  videosHref: string | null;
  party: { url: string; name: string; href: string; lang: ContentLang }[];
  network: { url: string; name: string; href: string; lang: ContentLang }[];
}
