/**
 * Where a new menu item starts and how moving keeps sort numbers unique (lib/admin/menus.server):
 * the form's defaults must satisfy the level ↔ parent rule, and no move may leave two siblings on one number.
 */
import { describe, expect, it } from "vitest";
import { DEL_STATUS, MENU_LEVEL } from "~/lib/content/codes";
import type { MenuItem } from "~/lib/content/schema";
import { MenuFormSchema } from "~/lib/admin/schemas";
import { parseForm } from "~/lib/admin/action.server";
import { menuAdmin } from "~/lib/admin/entities.server";
import type { ContentStore } from "~/lib/content/store.server";
import { menuRuleErrors, moveAmongSiblings, newMenuPlacement } from "~/lib/admin/menus.server";

const menu = (id: number, parent_id: number, menu_level: number, order: number, extra: Partial<MenuItem> = {}) =>
  ({
    id,
    parent_id,
    menu_level,
    order,
    menu_name: `m${id}`,
    alias_name: "",
    route: `r${id}`,
    menu_type: 20001,
    is_hide: 0,
    del_status: DEL_STATUS.active,
    updatetime: 1,
    ...extra,
  }) as MenuItem;

const MENUS = [
  menu(1, 0, MENU_LEVEL.top, 3),
  menu(2, 0, MENU_LEVEL.top, 7),
  menu(3, 1, MENU_LEVEL.second, 2),
  menu(4, 1, MENU_LEVEL.second, 5),
  menu(5, 3, MENU_LEVEL.third, 1),
  menu(6, 1, MENU_LEVEL.second, 40, { del_status: DEL_STATUS.deleted }),
];

/** Applies a move's changes and returns the siblings' ids in their new order and their numbers. */
function afterMove(siblings: { id: number; order: number }[], id: number, direction: "up" | "down") {
  const changes = new Map(moveAmongSiblings(siblings, id, direction).map((c) => [c.id, c.order]));
  const next = siblings.map((m) => ({ id: m.id, order: changes.get(m.id) ?? m.order }));
  next.sort((a, b) => a.order - b.order || a.id - b.id);
  return { ids: next.map((m) => m.id), orders: next.map((m) => m.order), changed: changes.size };
}

describe("moving a menu among its siblings", () => {
  it("swaps the two neighbours' numbers when the numbers are unique", () => {
    const result = afterMove(
      [
        { id: 1, order: 10 },
        { id: 2, order: 20 },
        { id: 3, order: 30 },
      ],
      3,
      "up",
    );
    expect(result).toEqual({ ids: [1, 3, 2], orders: [10, 20, 30], changed: 2 });
  });

  it("renumbers every sibling when some share a number, so none shares one afterwards", () => {
    const siblings = [
      { id: 1, order: 0 },
      { id: 2, order: 0 },
      { id: 3, order: 0 },
      { id: 4, order: 1 },
    ];
    const result = afterMove(siblings, 3, "up");
    expect(result.ids).toEqual([1, 3, 2, 4]);
    expect(new Set(result.orders).size).toBe(4);
  });

  it("keeps numbers unique over any sequence of moves", () => {
    let siblings = [0, 0, 1, 1, 1, 5].map((order, i) => ({ id: i + 1, order }));
    for (const [id, direction] of [
      [6, "up"],
      [1, "down"],
      [3, "up"],
      [6, "up"],
      [2, "down"],
    ] as const) {
      const changes = new Map(moveAmongSiblings(siblings, id, direction).map((c) => [c.id, c.order]));
      siblings = siblings.map((m) => ({ id: m.id, order: changes.get(m.id) ?? m.order }));
      expect(new Set(siblings.map((m) => m.order)).size).toBe(siblings.length);
    }
  });

  it("does nothing past either end", () => {
    const siblings = [
      { id: 1, order: 1 },
      { id: 2, order: 2 },
    ];
    expect(moveAmongSiblings(siblings, 1, "up")).toEqual([]);
    expect(moveAmongSiblings(siblings, 2, "down")).toEqual([]);
    expect(moveAmongSiblings(siblings, 9, "up")).toEqual([]);
  });
});

describe("a new menu item's place", () => {
  it("starts at the top level without a parent, after the top-level items", () => {
    expect(newMenuPlacement(MENUS, null)).toEqual({ menu_level: MENU_LEVEL.top, parent_id: 0, order: 8 });
  });

  it("starts one level below a parent named by ?parent=, after its live children", () => {
    expect(newMenuPlacement(MENUS, "1")).toEqual({ menu_level: MENU_LEVEL.second, parent_id: 1, order: 6 });
    expect(newMenuPlacement(MENUS, "3")).toEqual({ menu_level: MENU_LEVEL.third, parent_id: 3, order: 2 });
  });

  it("ignores a parent that cannot have children or does not exist", () => {
    for (const parent of ["5", "6", "99", "x"])
      expect(newMenuPlacement(MENUS, parent)).toEqual({ menu_level: MENU_LEVEL.top, parent_id: 0, order: 8 });
  });

  it("gives the form defaults that pass the level ↔ parent rules", () => {
    const store = { list: () => MENUS } as unknown as ContentStore;
    for (const query of ["", "?parent=1", "?parent=3"]) {
      const defaults = menuAdmin.defaults!(new URL(`http://127.0.0.1/new${query}`), store);
      const posted = new FormData();
      for (const [name, v] of Object.entries({ ...defaults, menu_name: "新栏目", route: "new-route" }))
        posted.append(name, String(v));
      const parsed = parseForm(posted, MenuFormSchema);
      if (!parsed.ok) throw new Error(`defaults${query} do not parse: ${JSON.stringify(parsed.fieldErrors)}`);
      expect(menuRuleErrors(MENUS, parsed.value, null), query).toEqual({});
    }
  });
});
