/**
 * Old addresses kept after a menu's route changes (docs/product.md §3 "Menus"): a menu item remembers the paths
 * it had (`former_paths`), and a request under one of them that no live page answers is sent on, with 301, to
 * the same place under the item's path now — its own page, its lists and its articles' detail pages alike.
 */
import type { MenuItem } from "~/lib/content/schema";
import { buildMenuTree } from "./menu-tree";

/** At most this many old paths per menu item: the newest are kept. */
export const MAX_FORMER_PATHS = 20;

/**
 * Where a request for `pathname` goes now, or null: the longest former path that is `pathname` or a parent of
 * it wins, and its item must still be on the site.
 */
export function formerPathTarget(menus: readonly MenuItem[], pathname: string): string | null {
  const tree = buildMenuTree(menus);
  let best: { length: number; to: string } | null = null;
  for (const item of menus) {
    const node = tree.byId.get(item.id);
    if (!node) continue;
    for (const former of item.former_paths ?? []) {
      if (pathname !== former && !pathname.startsWith(`${former}/`)) continue;
      if (best && best.length >= former.length) continue;
      const to = `${node.path}${pathname.slice(former.length)}`;
      if (to !== pathname) best = { length: former.length, to };
    }
  }
  return best?.to ?? null;
}

/**
 * The former paths of an item after a save that moves it from `oldPath` to `newPath`: the old one added when it
 * is kept (newest last, bounded), and the new one dropped (it is live again).
 */
export function formerPathsAfterMove(
  current: readonly string[],
  oldPath: string | null,
  newPath: string,
  keep: boolean,
): string[] {
  const paths = current.filter((p) => p !== newPath && p !== oldPath);
  if (keep && oldPath && oldPath !== newPath && oldPath !== "/") paths.push(oldPath);
  return paths.slice(-MAX_FORMER_PATHS);
}
