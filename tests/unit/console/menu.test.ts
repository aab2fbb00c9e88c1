import { describe, expect, it } from "vitest";
import { CONSOLE_MENU, consoleMenuFor } from "~/components/console/console-menu";
import { CONSOLE_MENU_PATHS } from "~/lib/console/menu";
import { consoleCrumbs, consoleHandle } from "~/lib/console/route-handle";

describe("console menu", () => {
  it("lists the issue's sixteen paths", () => {
    expect(CONSOLE_MENU_PATHS.map((p) => p.path)).toEqual(CONSOLE_MENU.flatMap((g) => g.items.map(([, path]) => path)));
    expect(CONSOLE_MENU_PATHS).toHaveLength(16);
  });

  it("hides admin-only screens from the user role, and empty groups with them", () => {
    const user = consoleMenuFor("user").flatMap((g) => g.items.map(([, path]) => path));
    expect(user).toEqual([
      "dashboard/workplace",
      "list/search-table",
      "list/card",
      "exception/404",
      "exception/500",
      "user/info",
      "user/setting",
    ]);
    expect(consoleMenuFor("user").map((g) => g.key)).not.toContain("form");
    expect(consoleMenuFor("admin").flatMap((g) => g.items)).toHaveLength(16);
  });

  it("gives breadcrumbs of group and page", () => {
    expect(consoleCrumbs("list/card", (k) => k)).toEqual([
      { label: "console:menu.list" },
      { label: "console:menu.cardList" },
    ]);
    expect(consoleHandle("form/step").crumbs((k) => k)).toEqual([
      { label: "console:menu.form" },
      { label: "console:menu.stepForm" },
    ]);
    expect(consoleHandle("nowhere").crumbs((k) => k)).toEqual([]);
  });
});
