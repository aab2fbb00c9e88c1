/** The `handle` of a console route: its translation namespace and breadcrumbs (menu group › page). */
import { CONSOLE_MENU_PATHS } from "./menu";

export interface ConsoleCrumb {
  label: string;
  to?: string;
}

/** The breadcrumbs of the console screen at `path`: its menu group and its own entry (none off the menu). */
export function consoleCrumbs(path: string, t: (key: string) => string): ConsoleCrumb[] {
  const entry = CONSOLE_MENU_PATHS.find((item) => item.path === path);
  return entry ? [{ label: t(`console:menu.${entry.group}`) }, { label: t(`console:menu.${entry.label}`) }] : [];
}

/** Route handle for the console screen at `path` ("list/search-table"). */
export function consoleHandle(path: string) {
  return {
    i18n: ["console"],
    consolePath: path,
    crumbs: (t: (key: string) => string): ConsoleCrumb[] => consoleCrumbs(path, t),
  };
}
