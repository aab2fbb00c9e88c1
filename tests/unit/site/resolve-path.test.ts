import { describe, expect, it } from "vitest";
import { DEL_STATUS, MENU_HIDE, MENU_LEVEL, MENU_TYPE } from "~/lib/content/codes";
import type { MenuItem } from "~/lib/content/schema";
import { buildMenuTree, menuLabel, trailOf } from "~/lib/site/menu-tree";
import { resolvePath } from "~/lib/site/resolve-path";

let nextId = 1;
function menu(partial: Partial<MenuItem> & Pick<MenuItem, "route">): MenuItem {
  return {
    id: nextId++,
    menu_name: partial.route || "首页",
    alias_name: "",
    menu_level: MENU_LEVEL.top,
    parent_id: 0,
    order: 1,
    del_status: DEL_STATUS.active,
    menu_type: MENU_TYPE.detailPage,
    is_hide: MENU_HIDE.shown,
    former_paths: [],
    createtime: 0,
    updatetime: 0,
    ...partial,
  };
}

function fixture() {
  nextId = 1;
  const home = menu({ route: "", order: 1 });
  const about = menu({ route: "gywm", order: 2, alias_name: "About Us", menu_name: "关于我们" });
  const intro = menu({
    route: "qyjs",
    parent_id: about.id,
    menu_level: MENU_LEVEL.second,
    order: 1,
    menu_type: MENU_TYPE.detailPage,
  });
  const team = menu({
    route: "gltd",
    parent_id: about.id,
    menu_level: MENU_LEVEL.second,
    order: 2,
    menu_type: MENU_TYPE.secondDetailPage,
  });
  const org = menu({
    route: "zzjg",
    parent_id: about.id,
    menu_level: MENU_LEVEL.second,
    order: 0,
    is_hide: MENU_HIDE.hidden,
  });
  const honours = menu({
    route: "gsry",
    parent_id: about.id,
    menu_level: MENU_LEVEL.second,
    order: 3,
    menu_type: MENU_TYPE.list,
  });
  const mass = menu({
    route: "qtgz",
    parent_id: about.id,
    menu_level: MENU_LEVEL.second,
    order: 4,
    menu_type: MENU_TYPE.list,
  });
  const club = menu({
    route: "hydsh",
    parent_id: mass.id,
    menu_level: MENU_LEVEL.third,
    order: 1,
    menu_type: MENU_TYPE.list,
    is_hide: MENU_HIDE.hidden,
  });
  const news = menu({ route: "xwdt", order: 3 });
  const media = menu({
    route: "mtjj",
    parent_id: news.id,
    menu_level: MENU_LEVEL.second,
    order: 2,
    menu_type: MENU_TYPE.secondList,
  });
  const important = menu({
    route: "gzyx",
    parent_id: news.id,
    menu_level: MENU_LEVEL.second,
    order: 1,
    menu_type: MENU_TYPE.list,
  });
  const special = menu({
    route: "ztzl",
    parent_id: news.id,
    menu_level: MENU_LEVEL.second,
    order: 3,
    is_hide: MENU_HIDE.offNav,
  });
  const deleted = menu({ route: "old", order: 9, del_status: DEL_STATUS.deleted });
  const menus = [home, about, intro, team, org, honours, mass, club, news, media, important, special, deleted];
  return { menus, home, about, intro, team, org, honours, mass, club, news, media, important, special };
}

describe("resolvePath", () => {
  it("resolves / to the home page", () => {
    const { menus, home } = fixture();
    expect(resolvePath(menus, "/")).toEqual({ kind: "home", node: buildMenuTree(menus).byId.get(home.id) });
  });

  // Each row: the behaviour, the path, what it resolves to (equal for redirects and not-found, a match otherwise).
  it.each([
    ["redirects a parent menu to its first visible child", "/gywm", { kind: "redirect", to: "/gywm/qyjs" }],
    ["skips hidden children when redirecting a parent", "/xwdt", { kind: "redirect", to: "/xwdt/gzyx" }],
    ["redirects a 30001 list menu to lsit", "/xwdt/gzyx", { kind: "redirect", to: "/xwdt/gzyx/lsit" }],
    ["redirects a 30004 list menu to lsit2", "/xwdt/mtjj", { kind: "redirect", to: "/xwdt/mtjj/lsit2" }],
    [
      "treats a parent whose children are all hidden by its own type",
      "/gywm/qtgz",
      { kind: "redirect", to: "/gywm/qtgz/lsit" },
    ],
    ["answers not-found for a hidden item", "/gywm/zzjg", { kind: "not-found" }],
    ["answers not-found below a hidden item", "/gywm/qtgz/hydsh", { kind: "not-found" }],
    ["answers not-found for a list below a hidden item", "/gywm/qtgz/hydsh/lsit", { kind: "not-found" }],
  ] as const)("%s (%s)", (_behaviour, path, expected) => {
    expect(resolvePath(fixture().menus, path)).toEqual(expected);
  });

  it.each([
    ["renders 30002 in the detail layout", "/gywm/qyjs", { kind: "page", layout: "detail" }],
    ["renders 30003 in the second-detail layout", "/gywm/gltd", { kind: "page", layout: "second-detail" }],
    ["keeps 40002 items routable", "/xwdt/ztzl", { kind: "page" }],
    ["routes a detail page", "/xwdt/gzyx/detail/12", { kind: "detail", variant: "detail", articleId: 12 }],
    ["routes a second detail page", "/xwdt/mtjj/details/3", { kind: "detail", variant: "details", articleId: 3 }],
  ] as const)("%s (%s)", (_behaviour, path, expected) => {
    expect(resolvePath(fixture().menus, path)).toMatchObject(expected);
  });

  it("gives list menus both list routes", () => {
    const { menus, important } = fixture();
    for (const variant of ["lsit", "lsit2"] as const) {
      const r = resolvePath(menus, `/xwdt/gzyx/${variant}`);
      expect(r).toMatchObject({ kind: "list", variant, node: { item: { id: important.id } } });
    }
  });

  it("answers not-found for deleted items, unknown paths and malformed segments", () => {
    const { menus } = fixture();
    for (const path of [
      "/old",
      "/nope",
      "/gywm/nope",
      "/gywm/qyjs/lsit",
      "/xwdt/gzyx/detail",
      "/xwdt/gzyx/detail/abc",
      "/xwdt/gzyx/detail/-1",
      "/xwdt/gzyx/detail/0",
      "/xwdt/gzyx/detail/99999999999",
      "/xwdt/gzyx/detail/1/extra",
      "/xwdt/gzyx/lsit/2",
      "/xwdt/gzyx/other",
      "/../etc/passwd",
      "/GYWM",
    ]) {
      expect(resolvePath(menus, path), path).toEqual({ kind: "not-found" });
    }
  });

  it("follows a renamed or added menu item at once", () => {
    const { menus, news } = fixture();
    const added = {
      ...menus[0]!,
      id: 99,
      route: "xyzp",
      parent_id: news.id,
      menu_level: MENU_LEVEL.second,
      order: 0,
      menu_type: MENU_TYPE.list,
    };
    const next = [...menus, added];
    expect(resolvePath(next, "/xwdt/xyzp")).toEqual({ kind: "redirect", to: "/xwdt/xyzp/lsit" });
    expect(resolvePath(next, "/xwdt")).toEqual({ kind: "redirect", to: "/xwdt/xyzp" });
  });
});

describe("menu tree", () => {
  it("orders children and builds full paths and trails", () => {
    const { menus, honours } = fixture();
    const tree = buildMenuTree(menus);
    expect(tree.roots.map((n) => n.path)).toEqual(["/", "/gywm", "/xwdt"]);
    const node = tree.byId.get(honours.id)!;
    expect(node.path).toBe("/gywm/gsry");
    expect(trailOf(node).map((n) => n.item.route)).toEqual(["gywm", "gsry"]);
  });

  it("memoizes per menu list so unchanged content costs nothing", () => {
    const { menus } = fixture();
    expect(buildMenuTree(menus)).toBe(buildMenuTree(menus));
    expect(buildMenuTree([...menus])).not.toBe(buildMenuTree(menus));
  });

  it("labels items in English with the alias and falls back to the Chinese name", () => {
    const { about, intro } = fixture();
    expect(menuLabel(about, "en-US")).toBe("About Us");
    expect(menuLabel(about, "zh-CN")).toBe("关于我们");
    expect(menuLabel(intro, "en-US")).toBe(intro.menu_name);
  });
});
