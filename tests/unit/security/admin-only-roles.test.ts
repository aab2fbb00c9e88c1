/**
 * Roles on the server (issue 6, point 12), at the route modules themselves: for every admin-only console screen
 * (ADMIN_ONLY_SCREENS) × role, the loader and the action (where the screen has one) are called with a request
 * signed for that account. A `user`-role account is refused with 403 before anything changes — also with a
 * role-preview cookie saying "admin" (signed with the server's own secret) and after posting Switch Roles —
 * while an admin gets through. Content screens stay open to any role, and an unknown admin URL is a 404.
 */
import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { setUserPassword } from "~/lib/auth/users.server";
import type { ContentStore } from "~/lib/content/store.server";
import { ADMIN_ONLY_SCREENS, CONSOLE_ROLES, type ConsoleRole } from "~/lib/console/roles";
import { getRolePreviewCookie } from "~/lib/console/settings.server";
import { addressedAdminRoutes } from "../../../remix.config.js";
import { ADMIN_ONLY_POST } from "../../fixtures/security/admin-only-post";
import { useSeededStore } from "../admin/admin-fixture";
import { requestAs, statusOf } from "./route-requests";

interface RouteModule {
  loader?: (args: LoaderFunctionArgs) => Promise<unknown>;
  action?: (args: ActionFunctionArgs) => Promise<unknown>;
}

const routeModules = import.meta.glob<RouteModule>(["/app/admin/_shell*.tsx", "/app/admin/*.route.tsx"]);

/**
 * The route module of an admin screen path ("visualization/data-analysis" → its own file; a screen mounted by
 * address, such as "form/step" or "company_info", → the module remix.config.js mounts there).
 */
async function routeOf(screen: string): Promise<RouteModule> {
  const addressed = addressedAdminRoutes().find((route) => route.path === screen);
  const load =
    routeModules[addressed ? `/app/${addressed.file}` : `/app/admin/_shell.${screen.replaceAll("/", ".")}.tsx`];
  if (!load) throw new Error(`no route module for ${screen}`);
  return load();
}

const ACCOUNTS: Record<ConsoleRole, string> = { admin: "admin", user: "viewer" };

let store: ContentStore;
let cleanup: () => Promise<void>;

beforeAll(async () => {
  ({ store, cleanup } = await useSeededStore({ withConsole: true }));
  for (const [role, username] of Object.entries(ACCOUNTS)) {
    await setUserPassword(store, username, `${username}-Passw0rd!`, { createWithRole: role as ConsoleRole, cost: 4 });
  }
});

afterAll(async () => cleanup());

/** A request to `screen` signed in as the account of `role`, with extra cookies (a role preview). */
const signedRequest = (
  role: ConsoleRole,
  screen: string,
  init: { form?: Record<string, string>; cookies?: string[] } = {},
) => requestAs(store, ACCOUNTS[role], screen, init);

const args = (request: Request) => ({ request, params: {}, context: {} });

/** Everything the console actions could change, to show that a refused post changed nothing. */
function consoleSnapshot(): string {
  return JSON.stringify(
    (["channelForms", "parameterSets", "profiles", "messages", "cards"] as const).map((kind) => store.list(kind)),
  );
}

describe("admin-only console screens × role", () => {
  it("covers the screens the role list names, each with a route module", async () => {
    expect(ADMIN_ONLY_SCREENS.length).toBeGreaterThanOrEqual(9);
    for (const screen of ADMIN_ONLY_SCREENS) expect((await routeOf(screen)).loader, screen).toBeTypeOf("function");
  });

  for (const screen of ADMIN_ONLY_SCREENS) {
    for (const role of CONSOLE_ROLES) {
      it(`${screen}: the loader ${role === "admin" ? "opens" : "refuses with 403"} for ${role}`, async () => {
        const { loader } = await routeOf(screen);
        const status = await statusOf(async () => loader!(args(await signedRequest(role, screen))));
        if (role === "admin") expect(status).toBe(200);
        else expect(status).toBe(403);
      });
    }

    it(`${screen}: the action, if any, refuses a user (nothing changes) and lets an admin through`, async () => {
      const { action } = await routeOf(screen);
      if (!action) return; // No action: the framework answers a POST with 405 before any code of ours runs.
      const before = consoleSnapshot();
      const refused = await statusOf(async () =>
        action(args(await signedRequest("user", screen, { form: ADMIN_ONLY_POST }))),
      );
      expect(refused).toBe(403);
      expect(consoleSnapshot()).toBe(before);
      const allowed = await statusOf(async () =>
        action(args(await signedRequest("admin", screen, { form: ADMIN_ONLY_POST }))),
      );
      expect(allowed).not.toBe(403);
    });
  }

  it("the admin-only screens with actions are the ones that change data (three forms and the monitor's chat)", async () => {
    const withAction: string[] = [];
    for (const screen of ADMIN_ONLY_SCREENS) if ((await routeOf(screen)).action) withAction.push(screen);
    expect(withAction.sort()).toEqual(["dashboard/monitor", "form/group", "form/step", "profile/basic"]);
  });
});

describe("the role switch never raises a user", () => {
  it("a preview cookie saying admin, signed with the server's secret, changes nothing for a user", async () => {
    const forged = (await getRolePreviewCookie().serialize("admin")).split(";")[0]!;
    for (const screen of ADMIN_ONLY_SCREENS) {
      const { loader, action } = await routeOf(screen);
      const get = await signedRequest("user", screen, { cookies: [forged] });
      expect(await statusOf(() => loader!(args(get))), screen).toBe(403);
      if (action) {
        const post = await signedRequest("user", screen, { cookies: [forged], form: ADMIN_ONLY_POST });
        expect(await statusOf(() => action(args(post))), `POST ${screen}`).toBe(403);
      }
    }
  });

  it("Switch Roles posted by a user clears any preview and leaves the screens refused", async () => {
    const { action } = await routeOf("console");
    const forged = (await getRolePreviewCookie().serialize("admin")).split(";")[0]!;
    for (const cookies of [[], [forged]]) {
      const request = await signedRequest("user", "console", { cookies, form: { intent: "switchRole" } });
      const answer = (await action!(args(request))) as Response;
      expect(answer.status).toBe(302);
      const preview = (answer.headers.get("Set-Cookie") ?? "").split(";")[0]!;
      expect(preview).toBe("console-role=");
      for (const screen of ADMIN_ONLY_SCREENS) {
        const { loader } = await routeOf(screen);
        const get = await signedRequest("user", screen, { cookies: [preview] });
        expect(await statusOf(() => loader!(args(get))), screen).toBe(403);
      }
    }
  });

  it("an admin previewing as user is refused too, and switching back opens the screens again", async () => {
    const { action } = await routeOf("console");
    const toUser = (await action!(
      args(await signedRequest("admin", "console", { form: { intent: "switchRole" } })),
    )) as Response;
    const preview = (toUser.headers.get("Set-Cookie") ?? "").split(";")[0]!;
    const { loader } = await routeOf("dashboard/monitor");
    expect(
      await statusOf(async () =>
        loader!(args(await signedRequest("admin", "dashboard/monitor", { cookies: [preview] }))),
      ),
    ).toBe(403);
    const back = (await action!(
      args(await signedRequest("admin", "console", { cookies: [preview], form: { intent: "switchRole" } })),
    )) as Response;
    const cleared = (back.headers.get("Set-Cookie") ?? "").split(";")[0]!;
    expect(
      await statusOf(async () =>
        loader!(args(await signedRequest("admin", "dashboard/monitor", { cookies: [cleared] }))),
      ),
    ).toBe(200);
  });
});

describe("screens open to any role", () => {
  it("content and template screens open for a user", async () => {
    for (const screen of ["company_info", "menuList", "articleList", "dashboard/workplace", "list/search-table"]) {
      const { loader } = await routeOf(screen);
      expect(await statusOf(async () => loader!(args(await signedRequest("user", screen)))), screen).toBe(200);
    }
  });

  it("an unknown admin URL is the admin's own 404 for a signed-in account", async () => {
    const { loader } = await routeOf("$");
    for (const role of CONSOLE_ROLES) {
      expect(await statusOf(async () => loader!(args(await signedRequest(role, "no-such-screen")))), role).toBe(404);
    }
  });
});
