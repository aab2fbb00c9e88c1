/**
 * Turns a public URL path into what to show, following docs/product.md §2: parents redirect to their first routable
 * child; list menus (30001, 30004) own `lsit`, `lsit2`, `detail/:id` and `details/:id` and redirect to `lsit`
 * (30001) or `lsit2` (30004); single pages render in the detail (30002) or second-detail (30003) layout.
 */
import { MENU_TYPE, isListMenuType } from "~/lib/content/codes";
import type { MenuItem } from "~/lib/content/schema";
import { buildMenuTree, type MenuNode } from "./menu-tree";

export type ListVariant = "lsit" | "lsit2";
export type DetailVariant = "detail" | "details";

export type Resolution =
  | { kind: "home"; node: MenuNode | null }
  | { kind: "redirect"; to: string }
  | { kind: "list"; node: MenuNode; variant: ListVariant }
  | { kind: "detail"; node: MenuNode; variant: DetailVariant; articleId: number }
  | { kind: "page"; node: MenuNode; layout: "detail" | "second-detail" }
  | { kind: "not-found" };

const SEGMENT = /^[a-z0-9_-]{1,40}$/;
const ARTICLE_ID = /^[1-9][0-9]{0,8}$/;

/** True for menu types that own list and detail child routes. */
export function isListMenu(item: MenuItem): boolean {
  return isListMenuType(item.menu_type);
}

/** Where a menu's own path leads: its first child, its list, or itself as a page. */
export function landingOf(node: MenuNode): Resolution {
  const [firstChild] = node.children;
  if (firstChild) return { kind: "redirect", to: firstChild.path };
  switch (node.item.menu_type) {
    case MENU_TYPE.list:
      return { kind: "redirect", to: `${node.path}/lsit` };
    case MENU_TYPE.secondList:
      return { kind: "redirect", to: `${node.path}/lsit2` };
    case MENU_TYPE.secondDetailPage:
      return { kind: "page", node, layout: "second-detail" };
    default:
      return { kind: "page", node, layout: "detail" };
  }
}

/** Resolves a pathname against the menu list. Unknown, hidden and malformed paths resolve to not-found. */
export function resolvePath(menus: readonly MenuItem[], pathname: string): Resolution {
  const tree = buildMenuTree(menus);
  const segments = pathname.split("/").filter(Boolean);
  if (segments.length === 0) {
    return { kind: "home", node: tree.roots.find((n) => n.item.route === "") ?? null };
  }
  if (!segments.every((s) => SEGMENT.test(s))) return { kind: "not-found" };

  let node: MenuNode | undefined;
  let level: readonly MenuNode[] = tree.roots;
  let consumed = 0;
  for (const segment of segments) {
    const next = level.find((n) => n.item.route === segment);
    if (!next) break;
    node = next;
    level = next.children;
    consumed += 1;
  }
  if (!node || node.item.route === "") return { kind: "not-found" };

  const rest = segments.slice(consumed);
  if (rest.length === 0) return landingOf(node);
  if (!isListMenu(node.item)) return { kind: "not-found" };

  const [action, id, ...extra] = rest;
  if (extra.length > 0) return { kind: "not-found" };
  if ((action === "lsit" || action === "lsit2") && id === undefined) return { kind: "list", node, variant: action };
  if ((action === "detail" || action === "details") && id !== undefined && ARTICLE_ID.test(id)) {
    return { kind: "detail", node, variant: action, articleId: Number(id) };
  }
  return { kind: "not-found" };
}
