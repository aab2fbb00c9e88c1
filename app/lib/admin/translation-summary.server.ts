/**
 * What is not translated yet, for the editors (docs/decisions/011): how many live records of each kind have no
 * English or outdated English.
 */
import { DEL_STATUS } from "~/lib/content/codes";
import type { ContentStore } from "~/lib/content/store.server";
import { translationStatus, type TranslationCounts, type TranslationStatus } from "~/lib/content/translation";

export type { TranslationCounts };

const zero = (): Record<TranslationStatus, number> => ({ translated: 0, missing: 0, outdated: 0 });

export function translationCounts(store: ContentStore): TranslationCounts {
  const count = <K extends "article" | "video" | "link">(kind: K, list: readonly { del_status: number }[]) => {
    const counts = zero();
    for (const record of list) {
      if (record.del_status === DEL_STATUS.active) counts[translationStatus(kind, record as never)] += 1;
    }
    return counts;
  };
  return {
    articles: count("article", store.list("articles")),
    videos: count("video", store.list("videos")),
    links: count("link", store.list("links")),
    company: translationStatus("company", store.getCompany()),
  };
}
