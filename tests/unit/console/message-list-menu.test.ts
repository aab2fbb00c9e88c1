import { describe, expect, it } from "vitest";
import { CONSOLE_MENU_PATHS, serverMenu } from "~/lib/console/menu";
import { idsOfType, messagePage, parseMessageType } from "~/lib/console/messages";
import { checkRoles, rolesForScreen } from "~/lib/console/roles";
import { seedMessages } from "~/lib/console/seed";
import { CONSOLE_GROUPS_IN_ORDER } from "./menu-groups";

describe("the full message list", () => {
  const rows = seedMessages();
  const many = Array.from({ length: 23 }, (_, i) => ({
    id: i + 1,
    type: "notice" as const,
    status: (i % 2) as 0 | 1,
    time: 1000 + i,
  }));

  it("pages one tab newest first, ten a page", () => {
    const first = messagePage(many, "notice", 1);
    expect(first).toMatchObject({ page: 1, pageSize: 10, total: 23, unread: 12 });
    expect(first.items.map((m) => m.id)).toEqual([23, 22, 21, 20, 19, 18, 17, 16, 15, 14]);
    expect(messagePage(many, "notice", 3).items.map((m) => m.id)).toEqual([3, 2, 1]);
  });

  it("shows the last page for a page past the end, and the first for nonsense", () => {
    expect(messagePage(many, "notice", 9).page).toBe(3);
    expect(messagePage(many, "notice", Number.NaN).page).toBe(1);
    expect(messagePage(many, "notice", -2).page).toBe(1);
    expect(messagePage([], "todo", 4)).toMatchObject({ page: 1, total: 0, items: [] });
  });

  it("keeps to the tab asked for", () => {
    expect(messagePage(rows, "todo", 1).items.every((m) => m.type === "todo")).toBe(true);
    expect(parseMessageType("todo")).toBe("todo");
    expect(parseMessageType("bogus")).toBe("message");
    expect(parseMessageType(null)).toBe("message");
  });

  it("clears exactly the tab's messages", () => {
    expect(idsOfType(rows, "todo")).toEqual(rows.filter((m) => m.type === "todo").map((m) => m.id));
    expect(idsOfType(rows, "todo")).toHaveLength(2);
  });
});

describe("menu from the server", () => {
  it("hands an admin every screen, grouped in menu order", () => {
    const groups = serverMenu(() => true);
    expect(groups.map((g) => g.key)).toEqual(CONSOLE_GROUPS_IN_ORDER);
    expect(groups.flatMap((g) => g.items.map((i) => i.path))).toEqual(CONSOLE_MENU_PATHS.map((p) => p.path));
  });

  it("leaves out what a user may not open, and groups left empty", () => {
    const groups = serverMenu((path) => checkRoles("user", rolesForScreen(path)));
    const paths = groups.flatMap((g) => g.items.map((i) => i.path));
    expect(paths).not.toContain("dashboard/monitor");
    expect(groups.map((g) => g.key)).not.toContain("form");
    expect(groups.find((g) => g.key === "dashboard")?.items).toEqual([
      { label: "workplace", path: "dashboard/workplace" },
    ]);
  });
});
