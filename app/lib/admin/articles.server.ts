/**
 * Article management: server-side filtering and paging, the menus an article may belong to, saving (the
 * HTML body through the allow-list sanitizer) and soft delete / restore via del_status.
 *
 * Menus offered: live leaf menus of the list types (30001, 30004) and of the single-page types (30002,
 * 30003) — a single page shows its newest active article, so its content is edited here too. Parents
 * (which only redirect to their first child) are not offered.
 */
import { DEL_STATUS, MENU_HIDE } from "~/lib/content/codes";
import type { Article } from "~/lib/content/schema";
import type { ContentStore, DeepReadonly } from "~/lib/content/store.server";
import { scheduleStateAt, unixSecondsOf, type ScheduleState } from "~/lib/content/schedule";
import { translationStatus, type TranslationStatus } from "~/lib/content/translation";
import { statusLabelOf, type StatusLabel, type WorkflowRecord } from "~/lib/content/workflow";
import { menuRows } from "./menus.server";
import { type ArticleFilter } from "./schemas";

export const ARTICLE_PAGE_SIZE = 10;

export interface MenuOption {
  id: number;
  label: string;
  type: number;
}

/** Menus an article may be filed under, labelled with their tree path ("关于我们 / 公司荣誉"). */
export function articleMenuOptions(store: ContentStore): MenuOption[] {
  const rows = menuRows(store).filter((r) => r.del_status === DEL_STATUS.active);
  const names = new Map(rows.map((r) => [r.id, r]));
  // A menu whose children are all hidden shows its own list on the site, so it can hold articles.
  const withVisibleChild = new Set(rows.filter((r) => r.is_hide !== MENU_HIDE.hidden).map((r) => r.parent_id));
  return rows
    .filter((r) => !withVisibleChild.has(r.id))
    .map((r) => {
      const trail: string[] = [];
      for (let cursor = names.get(r.id), i = 0; cursor && i < 4; cursor = names.get(cursor.parent_id), i++) {
        trail.unshift(cursor.menu_name);
      }
      return { id: r.id, label: trail.join(" / "), type: r.menu_type };
    });
}

export interface ArticleRow {
  id: number;
  title: string;
  menu_id: number;
  menuLabel: string;
  order: number;
  is_topic: number;
  is_carousel: number;
  del_status: number;
  createtime: number;
  updatetime: number;
  image: string;
  translation: TranslationStatus;
  /** Where its publish and unpublish times put it now, and those times (0: not set). */
  schedule: ScheduleState;
  publish_at: number;
  unpublish_at: number;
  /** Where it stands in its workflow (lib/content/workflow.ts), and the review step awaited. */
  workflow: StatusLabel;
  review_stage: number;
}

/** One page of articles matching the filters (newest first), with the total. */
export function queryArticles(
  store: ContentStore,
  filter: ArticleFilter,
  pageSize = ARTICLE_PAGE_SIZE,
  now = unixSecondsOf(Date.now()),
) {
  const labels = new Map(articleMenuOptions(store).map((o) => [o.id, o.label]));
  const menus = new Map(store.list("menus").map((m) => [m.id, m.menu_name]));
  const q = filter.q?.toLowerCase();
  const index = articleIndex(store.list("articles"));
  const candidates = filter.deleted === "1" ? index.deleted : index.active;
  // Already newest first: filtering keeps that order, so no per-request sort over every article.
  const matches = candidates.filter(
    (a, i) =>
      (filter.menu === undefined || a.menu_id === filter.menu) &&
      (filter.topic === undefined || String(a.is_topic) === filter.topic) &&
      (filter.carousel === undefined || String(a.is_carousel) === filter.carousel) &&
      (filter.translation === undefined || translationStatus("article", a) === filter.translation) &&
      (filter.schedule === undefined || scheduleStateAt(a, now) === filter.schedule) &&
      (filter.status === undefined || statusLabelOf(a as unknown as WorkflowRecord) === filter.status) &&
      (!q || (filter.deleted === "1" ? index.deletedTitles : index.activeTitles)[i]!.includes(q)),
  );
  const total = matches.length;
  const pages = Math.max(1, Math.ceil(total / pageSize));
  const page = Math.min(filter.page, pages);
  const rows: ArticleRow[] = matches.slice((page - 1) * pageSize, page * pageSize).map((a) => ({
    id: a.id,
    title: a.title,
    menu_id: a.menu_id,
    menuLabel: labels.get(a.menu_id) ?? menus.get(a.menu_id) ?? `#${a.menu_id}`,
    order: a.order,
    is_topic: a.is_topic,
    is_carousel: a.is_carousel,
    del_status: a.del_status,
    createtime: a.createtime,
    updatetime: a.updatetime,
    image: a.img[0]?.url ?? "",
    translation: translationStatus("article", a),
    schedule: scheduleStateAt(a, now),
    publish_at: a.publish_at,
    unpublish_at: a.unpublish_at,
    workflow: statusLabelOf(a as unknown as WorkflowRecord),
    review_stage: a.review_stage,
  }));
  return { rows, total, page, pages, pageSize };
}

type StoredArticle = DeepReadonly<Article>;
interface ArticleIndex {
  /** Active / deleted articles, newest first (createtime, then id). */
  active: readonly StoredArticle[];
  deleted: readonly StoredArticle[];
  /** Lower-case titles, parallel to `active` / `deleted`, for the keyword filter. */
  activeTitles: readonly string[];
  deletedTitles: readonly string[];
}

// Keyed by the store's article array, which is replaced (never mutated) on every change, so an entry is
// exactly one content version's and is dropped with it.
const articleIndexes = new WeakMap<readonly StoredArticle[], ArticleIndex>();

/** The admin list's sorted views of the articles, built once per content version. */
function articleIndex(articles: readonly StoredArticle[]): ArticleIndex {
  const cached = articleIndexes.get(articles);
  if (cached) return cached;
  const newestFirst = [...articles].sort((a, b) => b.createtime - a.createtime || b.id - a.id);
  const active = newestFirst.filter((a) => a.del_status === DEL_STATUS.active);
  const deleted = newestFirst.filter((a) => a.del_status === DEL_STATUS.deleted);
  const index: ArticleIndex = {
    active,
    deleted,
    activeTitles: active.map((a) => a.title.toLowerCase()),
    deletedTitles: deleted.map((a) => a.title.toLowerCase()),
  };
  articleIndexes.set(articles, index);
  return index;
}
