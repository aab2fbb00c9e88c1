/**
 * Mourning mode at run time: whether the public site is grey now, a cache-key part that changes with it, and a
 * call at each start or end of the window, so caches that keep pages (this process's, nginx's) are emptied then
 * and no page outlives the moment its colour changes.
 */
import type { ContentStore } from "~/lib/content/store.server";
import { isMourning, nextMourningChange } from "./site-modes";

/** The longest delay a timer takes (about 24.8 days); a later boundary is re-checked then. */
const MAX_TIMER_MS = 2 ** 31 - 1;

/** True when the public site is in mourning now. */
export function mourningNow(store: ContentStore, now = Date.now()): boolean {
  return isMourning(store.getCompany(), now);
}

/** The content version as caches should key on it: a change of the mourning state makes a new one. */
export function displayVersion(store: ContentStore, now = Date.now()): string {
  return mourningNow(store, now) ? `${store.versionTag()}-mourning` : store.versionTag();
}

/**
 * Calls `listener` whenever the mourning state starts or ends by the clock (a save is a content change, which
 * the store announces itself). The timer is re-set after every save and never keeps the process alive.
 */
export function onMourningBoundary(store: ContentStore, listener: () => void): () => void {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const schedule = () => {
    if (timer) clearTimeout(timer);
    timer = undefined;
    const now = Date.now();
    const next = nextMourningChange(store.getCompany(), now);
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
