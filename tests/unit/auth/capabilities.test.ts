/**
 * The role × capability table (docs/product.md §6), every cell: the expected grid is written out here by hand,
 * so a change to the table in lib/auth/capabilities.ts fails until the product decision is made here too.
 */
import { describe, expect, it } from "vitest";
import {
  CAPABILITIES,
  ROLES,
  can,
  capabilitiesOf,
  isRole,
  writeCapability,
  type Capability,
  type Role,
} from "~/lib/auth/capabilities";

const Y = true;
const N = false;

/** The decided grid: admin, reviewer, editor, user. */
const GRID: Record<Capability, [boolean, boolean, boolean, boolean]> = {
  "admin.access": [Y, Y, Y, Y],
  "content.read": [Y, Y, Y, Y],
  "content.create": [Y, Y, Y, Y],
  "content.edit": [Y, Y, Y, Y],
  "content.delete": [Y, Y, N, Y],
  "content.review": [Y, Y, N, N],
  "content.publish": [Y, Y, N, Y],
  "structure.edit": [Y, Y, N, Y],
  "uploads.write": [Y, Y, Y, Y],
  "users.manage": [Y, N, N, N],
  "settings.manage": [Y, N, N, N],
  "audit.read": [Y, N, N, N],
  "console.view": [Y, Y, Y, Y],
  "console.admin": [Y, N, N, N],
  "account.self": [Y, Y, Y, Y],
};

describe("role × capability", () => {
  it("the grid names every capability and every role of the table", () => {
    expect(Object.keys(GRID).sort()).toEqual([...CAPABILITIES].sort());
    expect(ROLES).toEqual(["admin", "reviewer", "editor", "user"]);
  });

  for (const capability of CAPABILITIES) {
    ROLES.forEach((role: Role, index) => {
      const expected = GRID[capability][index];
      it(`${role} ${expected ? "may" : "may not"} ${capability}`, () => {
        expect(can(role, capability)).toBe(expected);
        expect(capabilitiesOf(role).includes(capability)).toBe(expected);
      });
    });
  }

  it("an unknown or missing role may do nothing", () => {
    for (const role of ["", "root", "Admin", null, undefined]) {
      expect(isRole(role)).toBe(false);
      for (const capability of CAPABILITIES) expect(can(role, capability)).toBe(false);
      expect(capabilitiesOf(role)).toEqual([]);
    }
  });

  it("menus and the company are structure; articles, videos and links are content", () => {
    expect(writeCapability("menus", "create")).toBe("structure.edit");
    expect(writeCapability("company", "edit")).toBe("structure.edit");
    expect(writeCapability("articles", "delete")).toBe("content.delete");
    expect(writeCapability("videos", "create")).toBe("content.create");
    expect(writeCapability("links", "edit")).toBe("content.edit");
  });
});
