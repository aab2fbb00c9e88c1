/**
 * The console screens that post share one route module (app/admin/console-form.route.tsx): it is mounted at
 * exactly the listed screens, finds each screen from its address, and each screen has its view.
 */
import { describe, expect, it } from "vitest";
import { CONSOLE_FORM_VIEWS } from "~/components/console/form-screen-views";
import { CONSOLE_FORM_SCREENS, consoleFormHandle, consoleFormScreenAt } from "~/lib/console/form-screens";
import { consoleFormLoader } from "~/lib/console/form-screens.server";
import { CONSOLE_FORM_SCREENS as MOUNTED, addressedAdminRoutes } from "../../../remix.config.js";

describe("the console form screens' addresses", () => {
  it("remix.config.js mounts the shared module at exactly the listed screens, each under its own route id", () => {
    expect(MOUNTED).toEqual([...CONSOLE_FORM_SCREENS]);
    const mounted = addressedAdminRoutes().filter((route) => route.file === "admin/console-form.route.tsx");
    expect(mounted.map((route) => [route.id, route.path])).toEqual(
      CONSOLE_FORM_SCREENS.map((screen) => [`admin/_shell.${screen.replaceAll("/", ".")}`, screen]),
    );
  });

  it("every listed screen has a view", () => {
    expect(Object.keys(CONSOLE_FORM_VIEWS).sort()).toEqual([...CONSOLE_FORM_SCREENS].sort());
  });

  it.each([
    ["/adm/form/group", "form/group"],
    ["/adm/dashboard/monitor/", "dashboard/monitor"],
    ["/adm/user/setting", "user/setting"],
    ["/adm/form", undefined],
    ["/adm/form/group/extra", undefined],
    ["/adm/user/info", undefined],
    ["/adm/constructor", undefined],
  ])("finds the screen at %s: %s", (pathname, screen) => {
    expect(consoleFormScreenAt(pathname)).toBe(screen);
  });

  it("names the menu entry and the crumbs of the address it is at", () => {
    expect(consoleFormHandle.consolePathAt("/adm/list/card")).toBe("list/card");
    const crumbs = consoleFormHandle.crumbs((key) => key, "", {}, "/adm/form/step");
    expect(crumbs.map((crumb) => crumb.label)).toEqual(["console:menu.form", "console:menu.stepForm"]);
  });

  it("answers 404 at an address that is no form screen, before any session check", async () => {
    const thrown = await Promise.resolve()
      .then(() => consoleFormLoader({ request: new Request("http://x/adm/user/info"), params: {}, context: {} }))
      .catch((error: unknown) => error);
    expect(thrown).toBeInstanceOf(Response);
    expect((thrown as Response).status).toBe(404);
  });
});
