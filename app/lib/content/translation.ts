/**
 * Chinese is the source language; English sits beside it in each record's `en` object
 * (docs/decisions/011-content-in-two-languages.md). This module knows, for each kind of record, which Chinese
 * texts its English translates, fingerprints them, and tells whether a record's English is there, missing or
 * outdated (the Chinese changed after the English was last saved).
 */
import type { DeepReadonly } from "./errors";
import type { Article, CompanyInfo, DictionaryEntry, Link, Video } from "./schema";

export type ContentLang = "zh-CN" | "en-US";

export const TRANSLATION_STATUSES = ["translated", "missing", "outdated"] as const;
export type TranslationStatus = (typeof TRANSLATION_STATUSES)[number];

/** How many live records of each kind are in each status, and the company record's status. */
export interface TranslationCounts {
  articles: Record<TranslationStatus, number>;
  videos: Record<TranslationStatus, number>;
  links: Record<TranslationStatus, number>;
  company: TranslationStatus;
}

export interface TranslatableKinds {
  article: Article;
  video: Video;
  link: Link;
  dictionary: DictionaryEntry;
  company: CompanyInfo;
}
export type TranslatableKind = keyof TranslatableKinds;

/** The Chinese texts of a record and the English paired with each ("" = not translated), in a fixed order. */
interface TextPairs {
  zh: string[];
  en: string[];
}

/** The last path segment of an attachment URL: the name a visitor sees when there is no label. */
export function attachmentFileName(fileUrl: string): string {
  const last = fileUrl.split("/").pop() ?? fileUrl;
  try {
    return decodeURIComponent(last);
  } catch {
    return last;
  }
}

type PairsOf = { [K in TranslatableKind]: (record: DeepReadonly<TranslatableKinds[K]>) => TextPairs };

const pairsOf: PairsOf = {
  article: (a) => ({
    zh: [a.title, a.info, a.file_url ? attachmentFileName(a.file_url) : ""],
    en: [a.en?.title ?? "", a.en?.info ?? "", a.en?.file_name ?? ""],
  }),
  video: (v) => ({ zh: [v.video_name, v.buy_caption], en: [v.en?.video_name ?? "", v.en?.buy_caption ?? ""] }),
  link: (l) => ({ zh: [l.name], en: [l.en?.name ?? ""] }),
  dictionary: (d) => ({ zh: [d.value], en: [d.en?.value ?? ""] }),
  company: (c) => {
    const en = c.en;
    const plain = [
      "company_info",
      "organization",
      "vision",
      "mission",
      "culture",
      "address",
      "copyright",
      "business_info",
      "registered_capital",
      "business_scope",
    ] as const;
    const lists = ["banner_img", "news_img", "party_img", "network_img"] as const;
    return {
      zh: [
        ...plain.map((f) => c[f]),
        ...c.leaders.flatMap((l) => [l.name, l.title, l.remark]),
        ...c.tags,
        ...c.banner_img.map((i) => i.title),
        ...c.news_img.map((i) => i.title),
        ...c.party_img.map((i) => i.name),
        ...c.network_img.map((i) => i.name),
      ],
      en: [
        ...plain.map((f) => en?.[f] ?? ""),
        ...c.leaders.flatMap((_, i) => {
          const l = en?.leaders[i];
          return [l?.name ?? "", l?.title ?? "", l?.remark ?? ""];
        }),
        ...c.tags.map((_, i) => en?.tags[i] ?? ""),
        ...lists.flatMap((list) => c[list].map((_, i) => en?.[list][i] ?? "")),
      ],
    };
  },
};

/** FNV-1a over UTF-16 code units from a given offset basis, as 8 hex digits. */
function fnv1a(text: string, basis: number): string {
  let hash = basis >>> 0;
  for (let i = 0; i < text.length; i++) {
    hash ^= text.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193) >>> 0;
  }
  return hash.toString(16).padStart(8, "0");
}

/** A fingerprint of the Chinese texts a record's English translates (16 hex digits; not a security hash). */
export function sourceFingerprint<K extends TranslatableKind>(
  kind: K,
  record: DeepReadonly<TranslatableKinds[K]>,
): string {
  const joined = pairsOf[kind](record).zh.join("\u0000");
  return fnv1a(joined, 0x811c9dc5) + fnv1a(joined, 0x050c5d1f);
}

/**
 * `missing` while any Chinese text has no English beside it, `outdated` when every text has English but the
 * Chinese changed after the English was last saved, else `translated`.
 */
export function translationStatus<K extends TranslatableKind>(
  kind: K,
  record: DeepReadonly<TranslatableKinds[K]>,
): TranslationStatus {
  const { zh, en } = pairsOf[kind](record);
  if (zh.some((text, i) => text.trim() !== "" && (en[i] ?? "").trim() === "")) return "missing";
  const stamp = (record as { en?: { source?: string } }).en?.source ?? "";
  return stamp === sourceFingerprint(kind, record) ? "translated" : "outdated";
}

/** The stamp to store beside English saved now: when, and the fingerprint of the Chinese it translates. */
export function translationStampFor<K extends TranslatableKind>(
  kind: K,
  record: DeepReadonly<TranslatableKinds[K]>,
  now: number,
): { translated_at: number; source: string } {
  return { translated_at: now, source: sourceFingerprint(kind, record) };
}

/** True when a record holds any English at all (an empty `en` object counts as none). */
export function hasEnglish<K extends TranslatableKind>(kind: K, record: DeepReadonly<TranslatableKinds[K]>): boolean {
  return pairsOf[kind](record).en.some((text) => text.trim() !== "");
}
