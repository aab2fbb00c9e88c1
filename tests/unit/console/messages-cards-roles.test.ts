import { describe, expect, it } from "vitest";
import { CardActionError, cardActionPatch, cardsByCategory, parseCardTab, serviceState } from "~/lib/console/cards";
import { groupMessages, unreadAmong, unreadOfType } from "~/lib/console/messages";
import { checkRoles, effectiveRole, rolesForScreen } from "~/lib/console/roles";
import { seedCards, seedMessages } from "~/lib/console/seed";

describe("groupMessages", () => {
  const rows = seedMessages();

  it("splits messages into the three tabs, newest first, with unread counts", () => {
    const box = groupMessages(rows);
    expect(box.tabs.map((t) => [t.type, t.items.length, t.unread])).toEqual([
      ["message", 5, 3],
      ["notice", 3, 2],
      ["todo", 2, 2],
    ]);
    expect(box.unread).toBe(7);
    const times = box.tabs[0]!.items.map((m) => m.time);
    expect([...times].sort((a, b) => b - a)).toEqual(times);
  });

  it("caps each tab at the limit but still counts every unread", () => {
    const box = groupMessages(rows, 2);
    expect(box.tabs[0]!.items).toHaveLength(2);
    expect(box.tabs[0]!.unread).toBe(3);
  });

  it("finds only unread ids to write", () => {
    expect(unreadAmong(rows, [1, 3, 999])).toEqual([1]);
    expect(unreadOfType(rows, "notice")).toEqual([6, 7]);
  });
});

describe("card actions", () => {
  const service = { category: "service" as const, enable: false, expires: false };

  it("opens and cancels a service", () => {
    expect(cardActionPatch(service, "open")).toEqual({ enable: true, expires: false });
    expect(cardActionPatch({ ...service, enable: true }, "cancel")).toEqual({ enable: false, expires: false });
  });

  it("renews only an expired service, which opens it", () => {
    expect(cardActionPatch({ ...service, expires: true }, "renew")).toEqual({ enable: true, expires: false });
    expect(() => cardActionPatch(service, "renew")).toThrow(CardActionError);
    expect(() => cardActionPatch({ ...service, expires: true }, "open")).toThrow(CardActionError);
  });

  it("enables and disables preset rules; quality cards take no action", () => {
    expect(cardActionPatch({ category: "rules", enable: false, expires: false }, "enable").enable).toBe(true);
    expect(cardActionPatch({ category: "rules", enable: true, expires: false }, "disable").enable).toBe(false);
    expect(() => cardActionPatch({ category: "quality", enable: false, expires: false }, "open")).toThrow(
      CardActionError,
    );
  });

  it("names the service state and groups cards by category", () => {
    expect(serviceState({ enable: true, expires: true })).toBe("expired");
    expect(serviceState({ enable: true, expires: false })).toBe("opened");
    expect(serviceState({ enable: false, expires: false })).toBe("closed");
    const groups = cardsByCategory(seedCards());
    expect([groups.quality.length, groups.service.length, groups.rules.length]).toEqual([3, 4, 6]);
  });

  it("reads the tab from the URL, defaulting to all", () => {
    expect(parseCardTab("service")).toBe("service");
    expect(parseCardTab("bogus")).toBe("all");
    expect(parseCardTab(null)).toBe("all");
  });
});

describe("checkRoles", () => {
  it("allows everyone when the list is empty", () => {
    expect(checkRoles("user", [])).toBe(true);
    expect(checkRoles(undefined, [])).toBe(true);
  });

  it("allows only listed roles", () => {
    expect(checkRoles("admin", ["admin"])).toBe(true);
    expect(checkRoles("user", ["admin"])).toBe(false);
    expect(checkRoles(null, ["admin"])).toBe(false);
  });

  it('throws "need roles!" for anything but an array', () => {
    expect(() => checkRoles("admin", "admin")).toThrow("need roles!");
    expect(() => checkRoles("admin", undefined)).toThrow("need roles!");
  });

  it("marks the template's admin-only screens", () => {
    expect(rolesForScreen("dashboard/monitor")).toEqual(["admin"]);
    expect(rolesForScreen("exception/403")).toEqual(["admin"]);
    expect(rolesForScreen("dashboard/workplace")).toEqual([]);
    expect(rolesForScreen("list/search-table")).toEqual([]);
  });
});

describe("effectiveRole", () => {
  it("lets an admin preview as user and back", () => {
    expect(effectiveRole("admin", "user")).toBe("user");
    expect(effectiveRole("admin", null)).toBe("admin");
  });

  it("never raises a stored user to admin", () => {
    expect(effectiveRole("user", "admin")).toBe("user");
    expect(effectiveRole("user", null)).toBe("user");
  });
});
