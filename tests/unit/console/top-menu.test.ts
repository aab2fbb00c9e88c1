import { describe, expect, it } from "vitest";
import { topMenuGroups } from "~/components/console/top-menu";
import { CONSOLE_GROUPS_IN_ORDER } from "./menu-groups";

const t = (key: string) => key;
const adminItems = [
  { label: "nav.company", href: "/x/company_info" },
  { label: "nav.articles", href: "/x/articleList" },
];
type Options = Parameters<typeof topMenuGroups>[1];
/** The top menu under the admin base /x on `pathname`, `current` the console screen shown (if one is). */
const groupsOn = (userRole: Options["userRole"], pathname: string, current = "") =>
  topMenuGroups(t, { userRole, current, pathname, adminItems, base: "/x" });

describe("top menu", () => {
  it("starts with content management, then every console group the role may open", () => {
    const groups = groupsOn("admin", "/x/articleList/4");
    expect(groups.map((g) => g.key)).toEqual(["content", ...CONSOLE_GROUPS_IN_ORDER]);
    expect(groups[0]!.items.find((item) => item.current)?.href).toBe("/x/articleList");
    expect(groups.flatMap((g) => g.items)).toHaveLength(2 + 16);
  });

  it("marks the current screen and leaves out what the user role may not open", () => {
    const groups = groupsOn("user", "/x/list/card", "list/card");
    expect(groups.map((g) => g.key)).not.toContain("form");
    const current = groups.flatMap((g) => g.items).filter((item) => item.current);
    expect(current.map((item) => item.href)).toEqual(["/x/list/card"]);
    expect(current[0]!.label).toBe("menu.cardList");
  });
});
