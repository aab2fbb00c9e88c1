/** The serializable shapes the search page hands to its components (no store records, no markup). */
import type { ContentLang } from "~/lib/content/translation";
import type { MarkedText, Range } from "./highlight";

export type { MarkedText, Range };

/** One result: where it leads, what it is, and its text in the language it was found in. */
export interface SearchHitView {
  key: string;
  kind: "article" | "page" | "video";
  href: string;
  title: MarkedText;
  titleLang: ContentLang;
  /** The language of the excerpt and the attachment's name. */
  lang: ContentLang;
  excerpt: MarkedText;
  attachment: MarkedText | null;
  /** The menu trail ("新闻动态 / 公司要闻"). */
  section: string;
  /** YYYY-MM-DD and as the page's readers write it; null when the record has no date. */
  date: string | null;
  dateLabel: string | null;
}

/** A section a visitor may browse instead (the header's top-level items). */
export interface SectionLink {
  label: string;
  href: string;
}

export type SearchView =
  | { state: "empty"; sections: SectionLink[] }
  | { state: "too-long"; query: string; length: number; max: number; sections: SectionLink[] }
  | {
      state: "results";
      query: string;
      total: number;
      page: number;
      pages: number;
      hits: SearchHitView[];
      sections: SectionLink[];
    };
