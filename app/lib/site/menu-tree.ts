/**
 * The menu list (docs/product.md §2) as a tree of routable nodes. Pure: the same list always gives the same tree, and
 * the tree is memoized per list object (the store replaces the list on every save, so a saved change shows at once).
 */
import { DEL_STATUS, MENU_HIDE } from "~/lib/content/codes";
import type { MenuItem } from "~/lib/content/schema";

export interface MenuNode {
  readonly item: MenuItem;
  /** The public path, e.g. "/gywm/qyjs"; "/" for home. */
  readonly path: string;
  readonly parent: MenuNode | null;
  /** Routable children (hidden and deleted ones left out), by `order` then id. */
  readonly children: readonly MenuNode[];
}

export interface MenuTree {
  /** Top-level routable nodes in order; home first when it sorts first. */
  readonly roots: readonly MenuNode[];
  readonly byId: ReadonlyMap<number, MenuNode>;
}

const cache = new WeakMap<readonly MenuItem[], MenuTree>();

/** True when an item takes part in routing: not deleted and not hidden (40001). */
export function isRoutable(item: MenuItem): boolean {
  return item.del_status === DEL_STATUS.active && item.is_hide !== MENU_HIDE.hidden;
}

/** True when an item is listed in the site navigation (routable and not 40002). */
export function isInNavigation(item: MenuItem): boolean {
  return isRoutable(item) && item.is_hide !== MENU_HIDE.offNav;
}

/** Builds (or returns the memoized) tree of routable menu nodes. A hidden parent hides its whole branch. */
export function buildMenuTree(menus: readonly MenuItem[]): MenuTree {
  const cached = cache.get(menus);
  if (cached) return cached;

  const childrenOf = new Map<number, MenuItem[]>();
  for (const item of menus) {
    if (!isRoutable(item)) continue;
    const siblings = childrenOf.get(item.parent_id) ?? [];
    siblings.push(item);
    childrenOf.set(item.parent_id, siblings);
  }
  const byId = new Map<number, MenuNode>();
  const build = (parent: MenuNode | null, parentId: number, depth: number): MenuNode[] => {
    if (depth > 3) return []; // the menu has three levels; a cycle in bad data must not recurse forever
    const items = [...(childrenOf.get(parentId) ?? [])].sort((a, b) => a.order - b.order || a.id - b.id);
    return items.map((item) => {
      const path = parent ? `${parent.path === "/" ? "" : parent.path}/${item.route}` : `/${item.route}`;
      const node: { item: MenuItem; path: string; parent: MenuNode | null; children: MenuNode[] } = {
        item,
        path,
        parent,
        children: [],
      };
      byId.set(item.id, node);
      node.children = build(node, item.id, depth + 1);
      return node;
    });
  };
  const tree: MenuTree = { roots: build(null, 0, 1), byId };
  cache.set(menus, tree);
  return tree;
}

/** The nodes from the top level down to `node`, for breadcrumbs. */
export function trailOf(node: MenuNode): MenuNode[] {
  const trail: MenuNode[] = [];
  for (let n: MenuNode | null = node; n; n = n.parent) trail.unshift(n);
  return trail;
}

/** The label a visitor sees: the English alias in en-US (falling back to the Chinese name). */
export function menuLabel(item: MenuItem, locale: string): string {
  return locale === "en-US" && item.alias_name ? item.alias_name : item.menu_name;
}
