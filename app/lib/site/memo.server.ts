/**
 * Memoizes derived page data per content version: the store is in memory, but shaping a page (sorting,
 * sanitizing, excerpts) is worth doing once per version rather than once per request. A new version empties
 * the memo, so an admin save shows at once.
 */
const MAX_ENTRIES = 2_000;
let currentVersion = "";
const entries = new Map<string, unknown>();

/** `compute()` once per (content version, key). */
export function memoByVersion<T>(version: string, key: string, compute: () => T): T {
  if (version !== currentVersion) {
    entries.clear();
    currentVersion = version;
  }
  if (entries.has(key)) return entries.get(key) as T;
  const value = compute();
  if (entries.size >= MAX_ENTRIES) entries.clear(); // crude bound: many distinct bogus paths cannot grow memory
  entries.set(key, value);
  return value;
}
