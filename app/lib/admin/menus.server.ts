/**
 * Menu management: the tree as table rows, saving one item (level/parent/route rules), and the list
 * actions — hide/show (is_hide 0 ↔ 40001), move up/down among siblings, delete and restore.
 * Delete is refused while the item has live children or live articles (the message names the counts);
 * otherwise it is a soft delete (del_status 0) that can be restored.
 */
import { DEL_STATUS, MENU_HIDE, MENU_LEVEL } from "~/lib/content/codes";
import type { Article, MenuItem } from "~/lib/content/schema";
import type { ContentStore, DeepReadonly } from "~/lib/content/store.server";
import { diskRefusalMessage, redirectWithToast, type ActionContext } from "./action.server";
import { message, type Message } from "~/lib/i18n/message";
import { type MenuForm } from "./schemas";

type Menu = DeepReadonly<MenuItem>;

export interface MenuRow {
  id: number;
  menu_name: string;
  alias_name: string;
  route: string;
  path: string;
  depth: number;
  menu_level: number;
  menu_type: number;
  order: number;
  is_hide: number;
  del_status: number;
  updatetime: number;
  parent_id: number;
  childCount: number;
  articleCount: number;
}

/** Live (not deleted) children of a menu. */
// Keyed by the store's article array, which is replaced (never mutated) on every change: one count per version.
const articleCounts = new WeakMap<readonly DeepReadonly<Article>[], ReadonlyMap<number, number>>();

/** Active articles per menu id, counted once per content version (not once per menu per request). */
export function activeArticleCounts(articles: readonly DeepReadonly<Article>[]): ReadonlyMap<number, number> {
  let counts = articleCounts.get(articles);
  if (!counts) {
    const next = new Map<number, number>();
    for (const a of articles)
      if (a.del_status === DEL_STATUS.active) next.set(a.menu_id, (next.get(a.menu_id) ?? 0) + 1);
    articleCounts.set(articles, next);
    counts = next;
  }
  return counts;
}

export function liveChildren(menus: readonly Menu[], id: number): Menu[] {
  return menus.filter((m) => m.parent_id === id && m.del_status === DEL_STATUS.active);
}

/** All menus as rows in tree order (parents before children, siblings by order), deleted ones included. */
export function menuRows(store: ContentStore): MenuRow[] {
  const menus = store.list("menus");
  const counts = activeArticleCounts(store.list("articles"));
  const rows: MenuRow[] = [];
  const byParent = new Map<number, Menu[]>();
  for (const m of menus) byParent.set(m.parent_id, [...(byParent.get(m.parent_id) ?? []), m]);
  const visit = (parentId: number, depth: number, parentPath: string, seen: Set<number>) => {
    const children = [...(byParent.get(parentId) ?? [])].sort((a, b) => a.order - b.order || a.id - b.id);
    for (const m of children) {
      if (seen.has(m.id) || depth > 3) continue;
      seen.add(m.id);
      const path = `${parentPath === "/" ? "" : parentPath}/${m.route}`;
      rows.push({
        id: m.id,
        menu_name: m.menu_name,
        alias_name: m.alias_name,
        route: m.route,
        path,
        depth,
        menu_level: m.menu_level,
        menu_type: m.menu_type,
        order: m.order,
        is_hide: m.is_hide,
        del_status: m.del_status,
        updatetime: m.updatetime,
        parent_id: m.parent_id,
        childCount: liveChildren(menus, m.id).length,
        articleCount: counts.get(m.id) ?? 0,
      });
      visit(m.id, depth + 1, path, seen);
    }
  };
  visit(0, 0, "", new Set());
  return rows;
}

/** Menus that can be a parent for an item of `level`: live items one level up (none for the top level). */
export function parentOptions(store: ContentStore, excludeId?: number): { id: number; name: string; level: number }[] {
  return store
    .list("menus")
    .filter((m) => m.del_status === DEL_STATUS.active && m.menu_level !== MENU_LEVEL.third && m.id !== excludeId)
    .map((m) => ({ id: m.id, name: m.menu_name, level: m.menu_level }));
}

/** Rules the schema cannot see: level ↔ parent, no cycles, a route unique among live siblings. */
export function menuRuleErrors(menus: readonly Menu[], form: MenuForm, id: number | null): Record<string, Message> {
  const errors: Record<string, Message> = {};
  const parent = form.parent_id ? menus.find((m) => m.id === form.parent_id) : undefined;
  if (form.menu_level === MENU_LEVEL.top) {
    if (form.parent_id !== 0) errors.parent_id = message("menu.topHasNoParent");
  } else if (!parent || parent.del_status !== DEL_STATUS.active) {
    errors.parent_id = message("validation.choose");
  } else if (parent.menu_level !== form.menu_level - 1) {
    errors.parent_id = message("menu.parentLevel");
  } else if (id !== null) {
    // Walk up from the parent: meeting the item itself would make a cycle.
    let cursor: Menu | undefined = parent;
    for (let i = 0; cursor && i < 5; i++) {
      if (cursor.id === id) {
        errors.parent_id = message("menu.parentCycle");
        break;
      }
      cursor = menus.find((m) => m.id === cursor!.parent_id);
    }
  }
  const isHome = id !== null && menus.find((m) => m.id === id)?.route === "" && form.menu_level === MENU_LEVEL.top;
  if (!form.route && !isHome) errors.route = message("validation.required");
  const clash = menus.find(
    (m) =>
      m.id !== id && m.parent_id === form.parent_id && m.route === form.route && m.del_status === DEL_STATUS.active,
  );
  if (clash && !errors.route) errors.route = message("menu.routeTaken", { name: clash.menu_name });
  return errors;
}

/**
 * New orders after moving `id` one place up or down among its siblings, only for the items that change. Sort
 * numbers stay unique: when the siblings' numbers already are, the two neighbours swap theirs; when some are
 * shared (old data, hand edits), every sibling is renumbered 1, 2, 3… in its new place.
 */
export function moveAmongSiblings(
  siblings: readonly Pick<Menu, "id" | "order">[],
  id: number,
  direction: "up" | "down",
): { id: number; order: number }[] {
  const sorted = [...siblings].sort((a, b) => a.order - b.order || a.id - b.id);
  const index = sorted.findIndex((m) => m.id === id);
  const target = direction === "up" ? index - 1 : index + 1;
  if (index < 0 || target < 0 || target >= sorted.length) return [];
  const unique = new Set(sorted.map((m) => m.order)).size === sorted.length;
  const moved = [...sorted];
  [moved[index], moved[target]] = [moved[target]!, moved[index]!];
  const orders = unique ? sorted.map((m) => m.order) : sorted.map((_, i) => i + 1);
  return moved.flatMap((m, i) => (m.order === orders[i] ? [] : [{ id: m.id, order: orders[i]! }]));
}

/** The next free sort number under a parent: one past the largest of its live children. */
export function nextSiblingOrder(menus: readonly Menu[], parentId: number): number {
  return Math.max(0, ...liveChildren(menus, parentId).map((m) => m.order)) + 1;
}

/**
 * What a new menu item starts with: under the parent named by `?parent=` (one level below it, as the rules
 * require) or at the top level; its sort number comes after its future siblings'.
 */
export function newMenuPlacement(
  menus: readonly Menu[],
  parentParam: string | null,
): { menu_level: number; parent_id: number; order: number } {
  const parent = menus.find((m) => String(m.id) === parentParam && m.del_status === DEL_STATUS.active);
  if (parent && parent.menu_level !== MENU_LEVEL.third)
    return { menu_level: parent.menu_level + 1, parent_id: parent.id, order: nextSiblingOrder(menus, parent.id) };
  return { menu_level: MENU_LEVEL.top, parent_id: 0, order: nextSiblingOrder(menus, 0) };
}

export type MenuListIntent = "hide" | "show" | "up" | "down" | "delete" | "restore";

/** Checks whether a menu may be deleted now; returns the refusal message or null. */
export function menuDeleteProblem(store: ContentStore, id: number): Message | null {
  const children = liveChildren(store.list("menus"), id).length;
  const articles = store.list("articles").filter((a) => a.menu_id === id && a.del_status === DEL_STATUS.active).length;
  if (children > 0 && articles > 0) return message("menu.deleteHasBoth", { children, articles });
  if (children > 0) return message("menu.deleteHasChildren", { count: children });
  if (articles > 0) return message("menu.deleteHasArticles", { count: articles });
  return null;
}

/** The list screen's per-row actions. Returns a redirect with a toast (success or refusal). */
export async function menuListAction(ctx: ActionContext, listHref: string) {
  const id = Number(ctx.formData.get("id"));
  const expected = Number(ctx.formData.get("updatetime"));
  const menu = Number.isInteger(id) ? ctx.store.get("menus", id) : undefined;
  if (!menu) throw new Response("Not Found", { status: 404 });
  const guard = { expectedUpdatetime: Number.isFinite(expected) && expected > 0 ? expected : null };
  const fail = (refusal: Message) => redirectWithToast(ctx, listHref, refusal, "error");
  try {
    switch (ctx.intent as MenuListIntent) {
      case "hide":
        await ctx.store.update("menus", id, { is_hide: MENU_HIDE.hidden }, guard, ctx.change);
        break;
      case "show":
        await ctx.store.update("menus", id, { is_hide: MENU_HIDE.shown }, guard, ctx.change);
        break;
      case "up":
      case "down": {
        const siblings = liveChildren(ctx.store.list("menus"), menu.parent_id);
        const changes = moveAmongSiblings(siblings, id, ctx.intent === "up" ? "up" : "down");
        // The moved item carries the list's updatetime guard; its siblings follow whatever they hold now.
        for (const change of changes)
          await ctx.store.update(
            "menus",
            change.id,
            { order: change.order },
            change.id === id ? guard : { expectedUpdatetime: null },
            ctx.change,
          );
        break;
      }
      case "delete": {
        const problem = menuDeleteProblem(ctx.store, id);
        if (problem) return fail(problem);
        const { updatetime } = await ctx.store.update("menus", id, { del_status: DEL_STATUS.deleted }, guard, {
          ...ctx.change,
          action: "delete",
        });
        const undo = {
          action: listHref,
          fields: { intent: "restore", id: String(id), updatetime: String(updatetime) },
        };
        return redirectWithToast(ctx, listHref, message("toast.deleted"), "success", undo);
      }
      case "restore": {
        const parent = menu.parent_id ? ctx.store.get("menus", menu.parent_id) : undefined;
        if (menu.parent_id && (!parent || parent.del_status !== DEL_STATUS.active))
          return fail(message("menu.restoreParentFirst"));
        const clash = liveChildren(ctx.store.list("menus"), menu.parent_id).find((m) => m.route === menu.route);
        if (clash) return fail(message("menu.routeTaken", { name: clash.menu_name }));
        await ctx.store.update("menus", id, { del_status: DEL_STATUS.active }, guard, {
          ...ctx.change,
          action: "undelete",
        });
        return redirectWithToast(ctx, listHref, message("toast.restored"));
      }
      default:
        throw new Response("Bad Request", { status: 400 });
    }
  } catch (error) {
    if (error instanceof Response) throw error;
    if (error instanceof Error && error.name === "ConflictError") return fail(message("toast.conflictList"));
    const refused = diskRefusalMessage(error);
    if (refused) return fail(refused);
    throw error;
  }
  return redirectWithToast(ctx, listHref);
}
