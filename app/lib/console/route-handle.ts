/** The `handle` of a console route: its translation namespace and breadcrumbs (menu group › page). */
import { CONSOLE_MENU_PATHS } from "./menu";

export interface ConsoleCrumb {
  label: string;
  to?: string;
}

/** Route handle for the console screen at `path` ("list/search-table"). */
export function consoleHandle(path: string) {
  const entry = CONSOLE_MENU_PATHS.find((item) => item.path === path);
  return {
    i18n: ["console"],
    consolePath: path,
    crumbs: (t: (key: string) => string): ConsoleCrumb[] =>
      entry ? [{ label: t(`console:menu.${entry.group}`) }, { label: t(`console:menu.${entry.label}`) }] : [],
  };
}
