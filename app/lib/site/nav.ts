/**
 * The menu tree shaped for the page chrome: header navigation, section side navigation and breadcrumbs.
 * Links point at each item's final landing path, so a click never costs a redirect.
 */
import { MENU_TYPE } from "~/lib/content/codes";
import type { MenuItem } from "~/lib/content/schema";
import { buildMenuTree, isInNavigation, menuLabel, trailOf, type MenuNode } from "./menu-tree";
import { isListMenu, landingOf } from "./resolve-path";

export interface NavLink {
  id: number;
  label: string;
  href: string;
  /** The item's own path: the visitor is "in" this item anywhere below it. */
  path: string;
  children: NavLink[];
}

export interface Crumb {
  label: string;
  href?: string;
}

export interface SectionNav {
  title: string;
  href: string;
  links: { label: string; href: string; current: boolean }[];
}

/** Where a click on a menu item ends up: its own page, its list, or its first child's landing. */
export function landingPath(node: MenuNode): string {
  let current = node;
  for (let hops = 0; hops < 5; hops += 1) {
    const landing = landingOf(current);
    if (landing.kind !== "redirect") return current.path;
    const [firstChild] = current.children;
    if (!firstChild) return landing.to; // a list menu: its lsit / lsit2
    current = firstChild;
  }
  return current.path;
}

/** The header navigation: items listed in the navigation (not 40001, not 40002), labelled for the locale. */
export function navigationOf(menus: readonly MenuItem[], locale: string): NavLink[] {
  const toLink = (node: MenuNode): NavLink => ({
    id: node.item.id,
    label: menuLabel(node.item, locale),
    href: landingPath(node),
    path: node.path,
    children: node.children.filter((c) => isInNavigation(c.item)).map(toLink),
  });
  return buildMenuTree(menus)
    .roots.filter((n) => isInNavigation(n.item))
    .map(toLink);
}

/** The top-level section a node belongs to, with its listed children, for the side / sub navigation. */
export function sectionNavOf(node: MenuNode, locale: string): SectionNav {
  const top = trailOf(node)[0] ?? node;
  const trailIds = new Set(trailOf(node).map((n) => n.item.id));
  const children = top.children.filter((c) => isInNavigation(c.item) || trailIds.has(c.item.id));
  return {
    title: menuLabel(top.item, locale),
    href: landingPath(top),
    links: children.map((c) => ({
      label: menuLabel(c.item, locale),
      href: landingPath(c),
      current: trailIds.has(c.item.id),
    })),
  };
}

/** Breadcrumbs from home down to the node, and an optional last crumb (an article title). */
export function crumbsOf(node: MenuNode, locale: string, homeLabel: string, last?: string): Crumb[] {
  const crumbs: Crumb[] = [{ label: homeLabel, href: "/" }];
  for (const n of trailOf(node)) crumbs.push({ label: menuLabel(n.item, locale), href: landingPath(n) });
  if (last) crumbs.push({ label: last });
  else delete crumbs[crumbs.length - 1]!.href;
  return crumbs;
}

/** The public URL of an article shown under a list menu: detail/:id for 30001, details/:id for 30004. */
export function articlePath(node: MenuNode, articleId: number): string {
  const variant = node.item.menu_type === MENU_TYPE.secondList ? "details" : "detail";
  return `${node.path}/${variant}/${articleId}`;
}

/** Every list menu at or below `node` (a section's list menus, e.g. all news lists). */
export function listMenusUnder(node: MenuNode): MenuNode[] {
  const found: MenuNode[] = [];
  const walk = (n: MenuNode) => {
    if (isListMenu(n.item)) found.push(n);
    n.children.forEach(walk);
  };
  walk(node);
  return found;
}
