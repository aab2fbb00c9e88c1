/**
 * Every admin route module against the capability table (docs/product.md §6, issue 16 point 1): each loader and
 * action is called as each role, and answers 403 exactly when the role lacks the capability the route needs;
 * anonymous and disabled accounts are sent to the login page. A route module added without an entry here fails
 * the first test, and a route that forgets its check fails its row. A static check beside it reads each module's
 * source for one of the guarded entry points.
 */
import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { readFileSync, readdirSync } from "node:fs";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ROLES, can, type Capability, type Role } from "~/lib/auth/capabilities";
import { adminHref } from "~/lib/auth/guard.server";
import { findUser, setUserPassword } from "~/lib/auth/users.server";
import type { ContentStore } from "~/lib/content/store.server";
import { ADMIN_ONLY_SCREENS } from "~/lib/console/roles";
import { CONSOLE_FORM_SCREENS, ENTITY_EDIT_SCREENS } from "../../../remix.config.js";
import { useSeededStore } from "../admin/admin-fixture";
import { requestAs as storeRequestAs, statusOf } from "./route-requests";

interface RouteModule {
  loader?: (args: LoaderFunctionArgs) => Promise<unknown>;
  action?: (args: ActionFunctionArgs) => Promise<unknown>;
  handle?: { consolePath?: string };
}

const modules = import.meta.glob<RouteModule>("/app/admin/*.tsx");
const fileOf = (key: string) => key.slice("/app/admin/".length);

/** Routes open without an account: signing in, signing out and the account help page. */
const PUBLIC = ["login.tsx", "logout.tsx", "account-help.tsx"];

interface Expectation {
  /** The URL path under the admin base. */
  url: string;
  loader?: Capability;
  action?: Capability;
  params?: Record<string, string>;
  /** What the post carries (a row command needs its intent and record). */
  form?: (store: ContentStore) => Record<string, string>;
}

/** A content list (`_shell.<list>.tsx`): read with content.read, its action posted a row command on its first record. */
function contentList(
  list: string,
  kind: "articles" | "links" | "videos" | "menus",
  intent: string,
  action: Capability,
): Record<string, Expectation> {
  const form = (store: ContentStore) => ({ intent, id: String(store.list(kind)[0]!.id), updatetime: "0" });
  return { [`_shell.${list}.tsx`]: { url: list, loader: "content.read", action, form } };
}

/** The routes that are not console screens, with the capability each loader and action needs. */
const ROUTES: Record<string, Expectation | Expectation[]> = {
  // One module at every edit screen's address (remix.config.js, ENTITY_EDIT_SCREENS): each address is checked.
  "entity-edit.route.tsx": [
    { url: "company_info", loader: "content.read", action: "structure.edit" },
    { url: "articleList/new", params: { id: "new" }, loader: "content.read", action: "content.create" },
    { url: "linksList/new", params: { id: "new" }, loader: "content.read", action: "content.create" },
    { url: "videosList/new", params: { id: "new" }, loader: "content.read", action: "content.create" },
    { url: "menuList/new", params: { id: "new" }, loader: "content.read", action: "structure.edit" },
    { url: "settings", loader: "settings.manage", action: "settings.manage" },
  ],
  // One module at every console form screen's address (remix.config.js, CONSOLE_FORM_SCREENS).
  "console-form.route.tsx": CONSOLE_FORM_SCREENS.map(screenExpectation),
  "_shell.tsx": { url: "", loader: "admin.access" },
  "_shell._index.tsx": { url: "", loader: "admin.access" },
  "_shell.$.tsx": { url: "no-such-page", loader: "admin.access" },
  "_shell.help.tsx": { url: "help", loader: "admin.access" },
  "_shell.console.tsx": { url: "console", loader: "console.view", action: "console.view" },
  "console.menu.tsx": { url: "console/menu", loader: "console.view" },
  "result.success.print.tsx": { url: "result/success/print", loader: "console.admin" },
  "dashboard.monitor.chat[.csv].tsx": { url: "dashboard/monitor/chat.csv", loader: "console.admin" },
  ...contentList("articleList", "articles", "delete", "content.delete"),
  ...contentList("linksList", "links", "restore", "content.delete"),
  ...contentList("videosList", "videos", "restore", "content.delete"),
  ...contentList("menuList", "menus", "down", "structure.edit"),
  "_shell.users.tsx": {
    url: "users",
    loader: "users.manage",
    action: "users.manage",
    form: (store) => ({ intent: "sign-out", id: String(findUser(store, "acct-editor")!.id) }),
  },
  "_shell.users_.$id.tsx": { url: "users/new", params: { id: "new" }, loader: "users.manage", action: "users.manage" },
  "_shell.media.tsx": {
    url: "media",
    loader: "content.read",
    action: "content.delete",
    form: () => ({ intent: "delete", id: "1", updatetime: "0" }),
  },
  "media-upload.tsx": { url: "media-upload", loader: "uploads.write", action: "uploads.write" },
  "_shell.history.$kind.$id.tsx": {
    url: "history/articles/1",
    params: { kind: "articles", id: "1" },
    loader: "content.read",
    action: "content.edit",
    form: () => ({ intent: "restore", rev: "1", updatetime: "0" }),
  },
  "_shell.audit.tsx": { url: "audit", loader: "audit.read" },
  "audit[.csv].tsx": { url: "audit.csv", loader: "audit.read" },
  "_shell.review.tsx": { url: "review", loader: "content.read" },
};

/** A console screen's capability: admin-only screens, the account centre, the rest. */
function screenExpectation(screen: string): Expectation {
  const capability: Capability = (ADMIN_ONLY_SCREENS as readonly string[]).includes(screen)
    ? "console.admin"
    : screen === "user/setting" || screen === "user/info"
      ? "account.self"
      : "console.view";
  return { url: screen, loader: capability, action: capability };
}

const ACCOUNT = (role: Role) => `acct-${role}`;
let store: ContentStore;
let cleanup: () => Promise<void>;

beforeAll(async () => {
  ({ store, cleanup } = await useSeededStore({ withConsole: true }));
  for (const role of ROLES)
    await setUserPassword(store, ACCOUNT(role), `${role}-Passw0rd!x`, { createWithRole: role, cost: 4 });
  const { user } = await setUserPassword(store, "acct-off", "off-Passw0rd!x", { createWithRole: "admin", cost: 4 });
  await store.update("users", user.id, { disabled: true }, { expectedUpdatetime: null });
});

afterAll(async () => cleanup());

/** A request to `url` signed in as `username` (the current session version), or anonymous when null. */
const requestAs = (username: string | null, url: string, form?: Record<string, string>) =>
  storeRequestAs(store, username, url, { form });

/** Every admin route module with its expectation (console screens by their handle's path). */
async function routeTable() {
  const table: { file: string; module: RouteModule; expect: Expectation; screen: boolean }[] = [];
  for (const [key, load] of Object.entries(modules)) {
    const file = fileOf(key);
    if (PUBLIC.includes(file)) continue;
    const module = await load();
    if (!module.loader && !module.action) continue;
    const screen = module.handle?.consolePath;
    const expectations = ROUTES[file] ?? (screen ? screenExpectation(screen) : undefined);
    if (!expectations) throw new Error(`${file}: no capability expectation; add it to this test`);
    for (const expectation of [expectations].flat())
      table.push({ file: `${file} ${expectation.url}`, module, expect: expectation, screen: !ROUTES[file] });
  }
  return table;
}

describe("every admin route × role", () => {
  it("checks the edit screens' one module at every address remix.config.js mounts it at", () => {
    const checked = [ROUTES["entity-edit.route.tsx"] ?? []].flat().map((e) => e.url.split("/")[0]);
    expect(checked.sort()).toEqual(Object.keys(ENTITY_EDIT_SCREENS).sort());
  });

  it("checks the console form screens' one module at every address remix.config.js mounts it at", () => {
    const checked = [ROUTES["console-form.route.tsx"] ?? []].flat().map((e) => e.url);
    expect(checked.sort()).toEqual([...CONSOLE_FORM_SCREENS].sort());
  });

  it("knows every route module with a loader or action, and each expects what it has", async () => {
    const table = await routeTable();
    expect(table.length).toBeGreaterThanOrEqual(30);
    for (const { file, module, expect: e, screen } of table) {
      if (screen) continue; // A console screen's capability covers whichever of the two it has.
      expect(Boolean(module.loader), `${file} loader`).toBe(Boolean(e.loader));
      expect(Boolean(module.action), `${file} action`).toBe(Boolean(e.action));
    }
  });

  for (const role of ROLES) {
    it(`${role}: every loader and action answers 403 exactly where the table refuses the role`, async () => {
      const wrong: string[] = [];
      for (const { file, module, expect: e } of await routeTable()) {
        const params = e.params ?? {};
        if (module.loader && e.loader) {
          const status = await statusOf(async () =>
            module.loader!({ request: await requestAs(ACCOUNT(role), e.url), params, context: {} }),
          );
          if ((status === 403) !== !can(role, e.loader)) wrong.push(`GET ${file} → ${status}`);
        }
        if (module.action && e.action) {
          const form = { ...(e.form?.(store) ?? {}) };
          const status = await statusOf(async () =>
            module.action!({ request: await requestAs(ACCOUNT(role), e.url, form), params, context: {} }),
          );
          if ((status === 403) !== !can(role, e.action)) wrong.push(`POST ${file} → ${status}`);
        }
      }
      expect(wrong).toEqual([]);
    });
  }

  for (const who of ["anonymous", "disabled"] as const) {
    it(`${who}: every loader and action sends the visitor to the login page`, async () => {
      const wrong: string[] = [];
      const username = who === "anonymous" ? null : "acct-off";
      for (const { file, module, expect: e } of await routeTable()) {
        const params = e.params ?? {};
        for (const kind of ["loader", "action"] as const) {
          const run = module[kind];
          if (!run) continue;
          const request = await requestAs(username, e.url, kind === "action" ? (e.form?.(store) ?? {}) : undefined);
          const outcome = await run({ request, params, context: {} }).catch((thrown: unknown) => thrown);
          const location = outcome instanceof Response ? outcome.headers.get("Location") : null;
          if (!location?.startsWith(adminHref("login"))) wrong.push(`${kind} ${file}`);
        }
      }
      expect(wrong).toEqual([]);
    });
  }
});

describe("static check: every admin route module goes through the guard", () => {
  /** Entry points that call requireCapability (or beginAdminAction with a capability) themselves. */
  const GUARDED =
    /requireCapability\(|loadEntityList\(|entityListAction\(|loadEntityForm\(|entityFormAction\(|screenLoader\(|screenAction\(|consoleFormLoader\b|consoleFormAction\b|loadUserForm\(|userFormAction\(|userListAction\(|adminLayoutData\(|loadMediaLibrary\(|mediaLibraryAction\(|loadHistory\(|restoreAction\(|loadAudit\(|auditCsvResponse\(|loadReviewQueue\(/;

  const files = readdirSync("app/admin").filter((name) => name.endsWith(".tsx") && !PUBLIC.includes(name));

  for (const file of files) {
    it(`${file}: its loader and action call a guarded entry point`, () => {
      const source = readFileSync(path.join("app/admin", file), "utf8");
      const exportsData = /export (const|async function|function) (loader|action)\b/.test(source);
      if (!exportsData) return;
      expect(source).toMatch(GUARDED);
      // The bare sign-in check is not enough for a route: it must name a capability.
      expect(source).not.toMatch(/requireUser\(/);
    });
  }

  it("the guarded entry points themselves name a capability", () => {
    const libs = [
      "app/lib/admin/entity-list.server.ts",
      "app/lib/admin/entity.server.ts",
      "app/lib/admin/loader.server.ts",
      "app/lib/admin/users.server.ts",
      "app/lib/admin/review-queue.server.ts",
      "app/lib/console/screen-route.server.ts",
    ];
    // The console form screens' entry points hand each screen to the guarded screen loader and action.
    expect(readFileSync("app/lib/console/form-screens.server.ts", "utf8")).toMatch(
      /screenLoader\(screen, [^)]*\)\(args\)/,
    );
    expect(readFileSync("app/lib/console/form-screens.server.ts", "utf8")).toMatch(
      /screenAction\(screen, [^)]*\)\(args\)/,
    );
    for (const lib of libs) {
      const source = readFileSync(lib, "utf8");
      expect(source, lib).toMatch(/requireCapability\(|beginAdminAction\(request, /);
      expect(source, lib).not.toMatch(/requireUser\(/);
    }
  });
});
