import { describe, expect, it } from "vitest";
import { MENU_HIDE, MENU_LEVEL, MENU_TYPE } from "~/lib/content/codes";
import type { MenuItem } from "~/lib/content/schema";
import { MAX_FORMER_PATHS, formerPathTarget, formerPathsAfterMove } from "~/lib/site/former-paths";
import { menu } from "../content/content-fixture";

const item = (id: number, extra: Partial<MenuItem> = {}) => menu(id, extra) as MenuItem;

/** 关于我们 (/about) with 公司荣誉 under it, now at /about/honours; it used to be /gywm/gsry, then /about/awards. */
const menus = [
  item(1, { route: "about", former_paths: ["/gywm"] }),
  item(2, {
    route: "honours",
    parent_id: 1,
    menu_level: MENU_LEVEL.second,
    menu_type: MENU_TYPE.list,
    former_paths: ["/about/awards"],
  }),
  item(3, { route: "gone", is_hide: MENU_HIDE.hidden, former_paths: ["/old-gone"] }),
];

describe("old addresses of moved menus", () => {
  it("sends an old address, and everything under it, to the same place under the path now", () => {
    expect(formerPathTarget(menus, "/gywm")).toBe("/about");
    expect(formerPathTarget(menus, "/gywm/honours/detail/12")).toBe("/about/honours/detail/12");
    expect(formerPathTarget(menus, "/about/awards/lsit")).toBe("/about/honours/lsit");
  });

  it("prefers the longest old path that matches", () => {
    const nested = [...menus, item(4, { route: "x", former_paths: ["/gywm/gsry"] })];
    expect(formerPathTarget(nested, "/gywm/gsry/detail/5")).toBe("/x/detail/5");
  });

  it("matches whole path segments only, and never for an item no longer on the site", () => {
    expect(formerPathTarget(menus, "/gywmx")).toBeNull();
    expect(formerPathTarget(menus, "/old-gone/detail/1")).toBeNull();
    expect(formerPathTarget(menus, "/nowhere")).toBeNull();
  });

  it("keeps the old path after a move when asked, drops it when not, and forgets a path that is live again", () => {
    expect(formerPathsAfterMove([], "/gywm/gsry", "/gywm/honours", true)).toEqual(["/gywm/gsry"]);
    expect(formerPathsAfterMove([], "/gywm/gsry", "/gywm/honours", false)).toEqual([]);
    expect(formerPathsAfterMove(["/gywm/gsry"], "/gywm/honours", "/gywm/gsry", true)).toEqual(["/gywm/honours"]);
    expect(formerPathsAfterMove(["/a"], "/b", "/b", true)).toEqual(["/a"]);
  });

  it("keeps only the newest old paths", () => {
    const many = Array.from({ length: MAX_FORMER_PATHS }, (_, i) => `/p${i}`);
    const after = formerPathsAfterMove(many, "/latest", "/now", true);
    expect(after).toHaveLength(MAX_FORMER_PATHS);
    expect(after.at(-1)).toBe("/latest");
    expect(after).not.toContain("/p0");
  });
});
