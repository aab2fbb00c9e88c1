/**
 * The console screens that post a form (docs/product.md, the console screens). remix.config.js mounts one route
 * module, app/admin/console-form.route.tsx, at each of these addresses below the admin prefix (its
 * CONSOLE_FORM_SCREENS, checked equal to this list by a unit test); the address says which screen it is.
 */
import { consoleCrumbs } from "./route-handle";

export const CONSOLE_FORM_SCREENS = [
  "dashboard/monitor",
  "form/group",
  "form/step",
  "list/card",
  "profile/basic",
  "user/setting",
] as const;

export type ConsoleFormScreen = (typeof CONSOLE_FORM_SCREENS)[number];

/** The console form screen at `pathname` ("/{ADMIN_PATH}/form/group" → "form/group"), or undefined. */
export function consoleFormScreenAt(pathname: string): ConsoleFormScreen | undefined {
  const screen = pathname.split("/").slice(2).filter(Boolean).join("/");
  return CONSOLE_FORM_SCREENS.find((known) => known === screen);
}

/** The route handle of the shared module: the console namespace, and the menu entry and crumbs of the address. */
export const consoleFormHandle = {
  i18n: ["console"],
  consolePathAt: (pathname: string) => consoleFormScreenAt(pathname) ?? "",
  crumbs: (t: (key: string) => string, _base: string, _params: unknown, pathname: string) =>
    consoleCrumbs(consoleFormScreenAt(pathname) ?? "", t),
};
