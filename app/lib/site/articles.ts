/**
 * Article queries for the public pages: which articles a menu shows, in which order, a page of them, and an
 * article's neighbours. Pure functions over the store's arrays.
 */
import type { DeepReadonly } from "~/lib/content/errors";
import { DEL_STATUS } from "~/lib/content/codes";
import type { Article } from "~/lib/content/schema";

export type ReadonlyArticle = DeepReadonly<Article>;

/** Public list page size (docs/product.md §9 uses 10 for lists). */
export const PAGE_SIZE = 10;

/** Newest first, then by `order`, then by id, so the order is total and stable. */
export function compareArticles(a: ReadonlyArticle, b: ReadonlyArticle): number {
  return b.createtime - a.createtime || a.order - b.order || b.id - a.id;
}

/** The active articles of the given menus, newest first. */
export function articlesOfMenus<T extends ReadonlyArticle>(articles: readonly T[], menuIds: readonly number[]): T[] {
  const ids = new Set(menuIds);
  return articles.filter((a) => a.del_status === DEL_STATUS.active && ids.has(a.menu_id)).sort(compareArticles);
}

/** The article a single page (30002/30003) shows: the newest active one of that menu, if any. */
export function singlePageArticle<T extends ReadonlyArticle>(articles: readonly T[], menuId: number): T | undefined {
  return articlesOfMenus(articles, [menuId])[0];
}

/** An article a detail URL of `menuId` may show: it exists, is active and belongs to that menu. */
export function publicArticle<T extends ReadonlyArticle>(article: T | undefined, menuId: number): T | undefined {
  return article && article.del_status === DEL_STATUS.active && article.menu_id === menuId ? article : undefined;
}

export interface PageOf<T> {
  items: T[];
  page: number;
  pages: number;
  total: number;
}

/**
 * Parses `?page=`: absent means 1; anything but a positive integer within the range gives null (a 404), so a
 * mistyped or stale page number never renders an empty list or a server error.
 */
export function paginate<T>(items: readonly T[], pageParam: string | null, size = PAGE_SIZE): PageOf<T> | null {
  const pages = Math.max(1, Math.ceil(items.length / size));
  let page = 1;
  if (pageParam !== null) {
    if (!/^[1-9][0-9]{0,5}$/.test(pageParam)) return null;
    page = Number(pageParam);
  }
  if (page > pages) return null;
  return { items: items.slice((page - 1) * size, page * size), page, pages, total: items.length };
}

/** The newer and older neighbours of an article within its list (previous = newer, next = older). */
export function neighbours<T extends { id: number }>(list: readonly T[], id: number): { previous?: T; next?: T } {
  const index = list.findIndex((a) => a.id === id);
  if (index < 0) return {};
  return { previous: list[index - 1], next: list[index + 1] };
}

/** The article's first picture, if it has one. */
export function coverOf(article: ReadonlyArticle): string | undefined {
  return article.img.find((i) => i.url)?.url;
}
