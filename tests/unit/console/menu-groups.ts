/** The console menu's groups in the order the menu shows them (the specification's menu, top to bottom). */
export const CONSOLE_GROUPS_IN_ORDER = [
  "dashboard",
  "visualization",
  "list",
  "form",
  "profile",
  "result",
  "exception",
  "user",
] as const;
