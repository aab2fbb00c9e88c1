import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { ConsoleRoleProvider, RoleGate } from "~/components/console/role-gate";

const render = (role: string, roles: unknown) =>
  renderToStaticMarkup(
    <ConsoleRoleProvider value={role}>
      <RoleGate roles={roles as string[]}>
        <button>View</button>
      </RoleGate>
    </ConsoleRoleProvider>,
  );

describe("RoleGate", () => {
  it("keeps its children for a listed role", () => {
    expect(render("admin", ["admin"])).toBe("<button>View</button>");
  });

  it("removes its children for a role not in the list", () => {
    expect(render("user", ["admin"])).toBe("");
  });

  it("allows every role with an empty list", () => {
    expect(render("user", [])).toBe("<button>View</button>");
  });

  it('throws "need roles!" when roles is not an array', () => {
    expect(() => render("admin", "admin")).toThrow("need roles!");
  });

  it("lets an explicit userRole override the provider", () => {
    const html = renderToStaticMarkup(
      <ConsoleRoleProvider value="admin">
        <RoleGate roles={["admin"]} userRole="user">
          <b>x</b>
        </RoleGate>
      </ConsoleRoleProvider>,
    );
    expect(html).toBe("");
  });
});
