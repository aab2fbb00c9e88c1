/** The template's console pages by menu group, in menu order (paths relative to the admin base). */
export const CONSOLE_MENU_PATHS = [
  { group: "dashboard", label: "workplace", path: "dashboard/workplace" },
  { group: "dashboard", label: "monitor", path: "dashboard/monitor" },
  { group: "visualization", label: "dataAnalysis", path: "visualization/data-analysis" },
  { group: "visualization", label: "multiDimension", path: "visualization/multi-dimension-data-analysis" },
  { group: "list", label: "searchTable", path: "list/search-table" },
  { group: "list", label: "cardList", path: "list/card" },
  { group: "form", label: "stepForm", path: "form/step" },
  { group: "form", label: "groupForm", path: "form/group" },
  { group: "profile", label: "basicProfile", path: "profile/basic" },
  { group: "result", label: "success", path: "result/success" },
  { group: "result", label: "error", path: "result/error" },
  { group: "exception", label: "403", path: "exception/403" },
  { group: "exception", label: "404", path: "exception/404" },
  { group: "exception", label: "500", path: "exception/500" },
  { group: "user", label: "userInfo", path: "user/info" },
  { group: "user", label: "userSetting", path: "user/setting" },
] as const;

/** A menu group as the server sends it ("Menu From Server"): labels are translation keys under `menu.`. */
export interface ServerMenuGroup {
  key: string;
  items: { label: string; path: string }[];
}

/** The console menu the server hands out for a role: the groups in menu order, screens the role may not open left out. */
export function serverMenu(
  canOpen: (path: string) => boolean,
  paths: readonly { group: string; label: string; path: string }[] = CONSOLE_MENU_PATHS,
): ServerMenuGroup[] {
  const groups: ServerMenuGroup[] = [];
  for (const { group, label, path } of paths) {
    if (!canOpen(path)) continue;
    let entry = groups.find((g) => g.key === group);
    if (!entry) {
      entry = { key: group, items: [] };
      groups.push(entry);
    }
    entry.items.push({ label, path });
  }
  return groups;
}
