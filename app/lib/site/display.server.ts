/**
 * What the public site shows depends on the clock as well as on the content: mourning mode greys it between two
 * dates, and articles appear and disappear at their `publish_at` / `unpublish_at` (lib/content/schedule.ts). This
 * module gives caches a version that changes at each of those moments, the articles live now, and a call at each
 * moment, so caches that keep pages (this process's, nginx's) are emptied then and no page outlives it.
 */
import type { ContentStore } from "~/lib/content/store.server";
import { DEL_STATUS } from "~/lib/content/codes";
import { isLiveAt, nextBoundary, passedBoundaries, scheduleBoundaries, unixSecondsOf } from "~/lib/content/schedule";
import type { ReadonlyArticle } from "./articles";
import { snapshotOf, type SiteContent } from "./page-data";
import { isMourning, nextMourningChange } from "./site-modes";

/** The longest delay a timer takes (about 24.8 days); a later boundary is re-checked then. */
const MAX_TIMER_MS = 2 ** 31 - 1;

type Articles = readonly ReadonlyArticle[];

/** The store's article array is replaced (never mutated) on every change: an entry is one content version's. */
const boundariesOf = new WeakMap<Articles, number[]>();

/** The schedule moments of the active articles, ascending (once per content version). */
function articleBoundaries(articles: Articles): number[] {
  let boundaries = boundariesOf.get(articles);
  if (!boundaries) {
    boundaries = scheduleBoundaries(articles.filter((a) => a.del_status === DEL_STATUS.active));
    boundariesOf.set(articles, boundaries);
  }
  return boundaries;
}

/** True when the public site is in mourning now. */
export function mourningNow(store: ContentStore, now = Date.now()): boolean {
  return isMourning(store.getCompany(), now);
}

/**
 * The content version as caches should key on it: a save, a mourning start or end, and every schedule moment
 * that has passed make a new one.
 */
export function displayVersion(store: ContentStore, now = Date.now()): string {
  const passed = passedBoundaries(articleBoundaries(store.list("articles")), unixSecondsOf(now));
  const version = passed > 0 ? `${store.versionTag()}-s${passed}` : store.versionTag();
  return mourningNow(store, now) ? `${version}-mourning` : version;
}

let lastLive: { articles: Articles; passed: number; live: Articles } | undefined;

/**
 * The articles the public site shows at `now`: those whose schedule lets them out (deleted ones are left to the
 * page rules). The same array until a save or a schedule moment, so memos keyed on it keep working.
 */
export function liveArticles(store: ContentStore, now = Date.now()): Articles {
  const articles = publishedOf(store.list("articles"));
  const boundaries = articleBoundaries(articles);
  if (boundaries.length === 0) return articles;
  const seconds = unixSecondsOf(now);
  const passed = passedBoundaries(boundaries, seconds);
  if (lastLive?.articles === articles && lastLive.passed === passed) return lastLive.live;
  const live = articles.filter((a) => isLiveAt(a, seconds));
  lastLive = { articles, passed, live };
  return live;
}

const publishedMemo = new WeakMap<readonly { status: string }[], readonly { status: string }[]>();

/**
 * The published records (docs/product.md §3 "Status and review"): drafts, records in review and unpublished ones
 * are never shown. The same array when all are published, and one array per content version otherwise.
 */
export function publishedOf<T extends { status: string }>(records: readonly T[]): readonly T[] {
  let published = publishedMemo.get(records);
  if (!published) {
    published = records.every((r) => r.status === "published")
      ? records
      : records.filter((r) => r.status === "published");
    publishedMemo.set(records, published);
  }
  return published as readonly T[];
}

/** The next moment (ms) after `now` at which what the site shows changes by the clock alone, or null. */
export function nextDisplayChange(store: ContentStore, now = Date.now()): number | null {
  const mourning = nextMourningChange(store.getCompany(), now);
  const scheduled = nextBoundary(articleBoundaries(store.list("articles")), unixSecondsOf(now));
  const candidates = [mourning, scheduled === null ? null : scheduled * 1000].filter((t): t is number => t !== null);
  return candidates.length > 0 ? Math.min(...candidates) : null;
}

/**
 * Calls `listener` whenever what the site shows changes by the clock: mourning starts or ends, an article's
 * publish or unpublish time comes (a save is a content change, which the store announces itself). The timer is
 * re-set after every save and never keeps the process alive.
 */
export function onDisplayBoundary(store: ContentStore, listener: () => void): () => void {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const schedule = () => {
    if (timer) clearTimeout(timer);
    timer = undefined;
    const now = Date.now();
    const next = nextDisplayChange(store, now);
    if (next === null) return;
    const wait = next - now;
    timer = setTimeout(
      () => {
        if (wait <= MAX_TIMER_MS) listener();
        schedule();
      },
      Math.min(Math.max(wait, 0) + 5, MAX_TIMER_MS),
    );
    timer.unref?.();
  };
  const unsubscribe = store.onChange(schedule);
  schedule();
  return () => {
    unsubscribe();
    if (timer) clearTimeout(timer);
  };
}

/** The content the public pages are built from at `now`: the store's, with only the live articles. */
export function publicSnapshot(store: ContentStore, now = Date.now()): SiteContent {
  const snapshot = snapshotOf(store);
  return { ...snapshot, articles: liveArticles(store, now), videos: publishedOf(snapshot.videos) };
}
