/** Friendly links, grouped by their dictionary category (LINK_CATEGORY); URLs must be http(s). */
import { LINK_CATEGORIES } from "~/lib/content/codes";
import type { ContentStore } from "~/lib/content/store.server";
import { translationStatus, type TranslationStatus } from "~/lib/content/translation";

export interface LinkGroup {
  type: string;
  label: string;
  links: {
    id: number;
    name: string;
    url: string;
    order: number;
    del_status: number;
    updatetime: number;
    translation: TranslationStatus;
  }[];
}

/** Category labels from the dictionary (falling back to the key). */
export function linkCategories(store: ContentStore): { key: string; label: string }[] {
  const dictionary = store.list("dictionary");
  return LINK_CATEGORIES.map((key) => ({ key, label: dictionary.find((d) => d.key === key)?.value ?? key }));
}

/** Links by category, each group sorted by order; deleted links last. */
export function linkGroups(store: ContentStore): LinkGroup[] {
  const links = store.list("links");
  return linkCategories(store).map(({ key, label }) => ({
    type: key,
    label,
    links: links
      .filter((l) => l.type === key)
      .sort((a, b) => b.del_status - a.del_status || a.order - b.order || a.id - b.id)
      .map((l) => ({
        id: l.id,
        name: l.name,
        url: l.url,
        order: l.order,
        del_status: l.del_status,
        updatetime: l.updatetime,
        translation: translationStatus("link", l),
      })),
  }));
}
