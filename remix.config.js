// @ts-check
/**
 * Remix options, read by vite.config.ts and handed to the Remix Vite plugin (the production server never reads
 * this file).
 * The admin area lives in app/admin/ (flat-route file names) and is mounted under the hidden ADMIN_PATH prefix,
 * so the prefix is a build-time setting: change it, rebuild.
 */
import { existsSync } from "node:fs";
import { createRequire } from "node:module";

const require = createRequire(import.meta.url);
/** @type {{ flatRoutes: (appDir: string, ignored?: string[], prefix?: string) => Record<string, any> }} */
const { flatRoutes } = require("@remix-run/dev/dist/config/flat-routes.js");

export const DEFAULT_ADMIN_PATH = "eKwU1RHjdG";

/** The admin prefix: letters, digits, - and _ only, so it is one safe URL segment. */
export function adminPath(value = process.env.ADMIN_PATH) {
  const prefix = value && value.length > 0 ? value : DEFAULT_ADMIN_PATH;
  if (!/^[A-Za-z0-9_-]{4,64}$/.test(prefix)) {
    throw new Error(
      `ADMIN_PATH "${prefix}" is invalid: use 4-64 letters, digits, "-" or "_" (it becomes the admin URL segment).`,
    );
  }
  return prefix;
}

/**
 * The addresses of the admin's edit screens (app/lib/admin/entities.ts, EDITED_ENTITIES), each with whether it
 * edits one record of a list (`:id`, "new" for a new one) or the single record. One module,
 * app/admin/entity-edit.route.tsx, serves them all; each keeps the route id a file of its own would have had.
 */
export const ENTITY_EDIT_SCREENS = {
  menuList: "list",
  articleList: "list",
  linksList: "list",
  videosList: "list",
  company_info: "single",
  settings: "single",
};

/**
 * The addresses of the console screens that post a form (app/lib/console/form-screens.ts, CONSOLE_FORM_SCREENS).
 * One module, app/admin/console-form.route.tsx, serves them all, each under the route id a file of its own
 * would have had.
 */
const FORM_SCREENS = "dashboard/monitor form/group form/step list/card profile/basic user/setting";
export const CONSOLE_FORM_SCREENS = FORM_SCREENS.split(" ");

/**
 * The admin routes mounted by address rather than by file name: for each, its module (below app/), route id
 * and path below the admin prefix.
 * @returns {{ file: string, id: string, path: string }[]}
 */
export function addressedAdminRoutes() {
  return [
    ...Object.entries(ENTITY_EDIT_SCREENS).map(([segment, shape]) => ({
      file: "admin/entity-edit.route.tsx",
      id: shape === "list" ? `admin/_shell.${segment}_.$id` : `admin/_shell.${segment}`,
      path: shape === "list" ? `${segment}/:id` : segment,
    })),
    ...CONSOLE_FORM_SCREENS.map((screen) => ({
      file: "admin/console-form.route.tsx",
      id: `admin/_shell.${screen.replaceAll("/", ".")}`,
      path: screen,
    })),
  ];
}

/**
 * Mounts every flat route under app/admin/ below /{ADMIN_PATH}, and the modules served by address (the edit
 * screens, the console form screens). Modules named *.route.tsx are mounted here by address, not by file name.
 */
function mountAdminRoutes() {
  if (!existsSync("app/admin")) return {};
  const prefix = adminPath();
  const manifest = flatRoutes("app", ["**/*.test.*", "**/*.stories.*", "**/.*", "**/*.route.tsx"], "admin");
  for (const { file, id, path } of addressedAdminRoutes()) manifest[id] = { id, parentId: "admin/_shell", path, file };
  for (const route of Object.values(manifest)) {
    if (route.parentId !== "root") continue;
    route.path = route.path ? `${prefix}/${route.path}` : prefix;
    route.index = false;
  }
  return manifest;
}

/** @type {Partial<import('@remix-run/dev').VitePluginConfig>} */
const config = {
  ignoredRouteFiles: ["**/.*", "**/*.test.*", "**/*.stories.*"],
  future: {
    v3_fetcherPersist: true,
    v3_relativeSplatPath: true,
    v3_throwAbortReason: true,
    v3_singleFetch: true,
    v3_lazyRouteDiscovery: true,
  },
  routes: async () => mountAdminRoutes(),
};

export default config;
