/**
 * Decides the language of every content text once, when a page's view is built (docs/decisions/011): on an
 * English page a record shows its English when it has it, else its Chinese, and every text carries the language
 * it is in, so components mark Chinese fallbacks with `lang="zh-CN"`.
 */
import type { DeepReadonly } from "~/lib/content/errors";
import type { CompanyInfo, DictionaryEntry, Link, Video } from "~/lib/content/schema";
import type { ContentLang } from "~/lib/content/translation";
import type { ReadonlyArticle } from "./articles";

export type { ContentLang };

/** A text and the language it is written in. */
export interface LocalText {
  text: string;
  lang: ContentLang;
}

const isEnglish = (locale: string) => locale === "en-US";

/** `en` when the page is English and there is English, else the Chinese. */
export function textIn(zh: string, en: string | undefined, locale: string): LocalText {
  return isEnglish(locale) && en?.trim() ? { text: en, lang: "en-US" } : { text: zh, lang: "zh-CN" };
}

/** An article as a page in `locale` shows it: title, body and attachment label in one language. */
export type LocalizedArticle = ReadonlyArticle & { lang: ContentLang; attachmentLabel: string };

/**
 * An article shows in English only as a whole (title and body together), so a page never mixes an English title
 * with a Chinese body; an article without a Chinese body needs only an English title.
 */
export function articleIn(article: ReadonlyArticle, locale: string): LocalizedArticle {
  const en = article.en;
  const english = isEnglish(locale) && !!en?.title.trim() && (!!en.info.trim() || !article.info.trim());
  if (!english || !en) return { ...article, lang: "zh-CN", attachmentLabel: "" };
  return { ...article, title: en.title, info: en.info, lang: "en-US", attachmentLabel: en.file_name };
}

export type LocalizedVideo = DeepReadonly<Video> & { lang: ContentLang };

export function videoIn(video: DeepReadonly<Video>, locale: string): LocalizedVideo {
  const name = video.en?.video_name.trim();
  if (!isEnglish(locale) || !name) return { ...video, lang: "zh-CN" };
  return { ...video, video_name: name, buy_caption: video.en?.buy_caption || video.buy_caption, lang: "en-US" };
}

export type LocalizedLink = DeepReadonly<Link> & { lang: ContentLang };

export function linkIn(link: DeepReadonly<Link>, locale: string): LocalizedLink {
  const name = link.en?.name.trim();
  return isEnglish(locale) && name ? { ...link, name, lang: "en-US" } : { ...link, lang: "zh-CN" };
}

export type LocalizedDictionaryEntry = DeepReadonly<DictionaryEntry> & { lang: ContentLang };

export function dictionaryIn(entry: DeepReadonly<DictionaryEntry>, locale: string): LocalizedDictionaryEntry {
  const value = entry.en?.value.trim();
  return isEnglish(locale) && value ? { ...entry, value, lang: "en-US" } : { ...entry, lang: "zh-CN" };
}

/** A leader's name, title and remark, in one language as a whole. */
export function leaderIn(company: DeepReadonly<CompanyInfo>, index: number, locale: string) {
  const zh = company.leaders[index]!;
  const en = company.en?.leaders[index];
  const english = isEnglish(locale) && !!en?.name.trim() && (!!en.remark.trim() || !zh.remark.trim());
  const source = english && en ? { ...en, title: en.title || zh.title } : zh;
  return {
    name: source.name,
    title: source.title,
    remark: source.remark,
    img: zh.img,
    lang: (english ? "en-US" : "zh-CN") as ContentLang,
  };
}

type CompanyText =
  | "company_info"
  | "organization"
  | "vision"
  | "mission"
  | "culture"
  | "address"
  | "copyright"
  | "business_info"
  | "registered_capital"
  | "business_scope";

/** One plain text field of the company record in `locale`. */
export function companyText(company: DeepReadonly<CompanyInfo>, field: CompanyText, locale: string): LocalText {
  return textIn(company[field], company.en?.[field], locale);
}

/** The n-th entry of a list of the company's (tags, picture titles) in `locale`. */
export function companyListText(
  company: DeepReadonly<CompanyInfo>,
  list: "tags" | "banner_img" | "news_img" | "party_img" | "network_img",
  index: number,
  zh: string,
  locale: string,
): LocalText {
  return textIn(zh, company.en?.[list][index], locale);
}
