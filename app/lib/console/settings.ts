/**
 * Console layout settings (docs/product.md §4: defaults and rules). They live in a cookie, one entry per
 * user, so the server renders the chosen layout with no flash and every switch works as a plain form post.
 */
import { z } from "zod";
import { MENU_WIDTH_MAX, MENU_WIDTH_MIN, SETTING_SWITCHES } from "./settings-view";

export {
  MENU_WIDTH_MAX,
  MENU_WIDTH_MIN,
  SETTING_SWITCHES,
  THEME_COLORS,
  contrastWithWhite,
  settingsJson,
  themePalette,
  type SettingSwitch,
} from "./settings-view";

const bool = (fallback: boolean) => z.boolean().catch(fallback).default(fallback);

/** Parses stored settings field by field: one bad or missing value takes its default, the rest survive. */
export const ConsoleSettingsSchema = z
  .object({
    theme: z.enum(["light", "dark"]).catch("light").default("light"),
    colorWeak: bool(false),
    navbar: bool(true),
    menu: bool(true),
    topMenu: bool(false),
    hideMenu: bool(false),
    menuCollapse: bool(false),
    footer: bool(true),
    themeColor: z
      .string()
      .regex(/^#[0-9a-fA-F]{6}$/)
      .catch("#165DFF")
      .default("#165DFF"),
    menuWidth: z.number().int().min(MENU_WIDTH_MIN).max(MENU_WIDTH_MAX).catch(220).default(220),
    globalSettings: bool(false),
    device: z.enum(["desktop", "mobile"]).catch("desktop").default("desktop"),
    tabBar: bool(false),
    menuFromServer: bool(true),
  })
  .transform(enforceRules);
export type ConsoleSettings = z.output<typeof ConsoleSettingsSchema>;

/** docs/product.md §4 defaults. */
export const DEFAULT_SETTINGS: ConsoleSettings = ConsoleSettingsSchema.parse({});

/** docs/product.md §4: the top menu forces the menu collapse off. */
function enforceRules<T extends { topMenu: boolean; menuCollapse: boolean }>(settings: T): T {
  return settings.topMenu ? { ...settings, menuCollapse: false } : settings;
}

/** Settings from any stored value; unknown shapes give the defaults. */
export function parseSettings(value: unknown): ConsoleSettings {
  return ConsoleSettingsSchema.parse(typeof value === "object" && value !== null ? value : {});
}

/** What a settings form may post. One intent per button, so each switch is its own submit button without JS. */
export const SettingsChangeSchema = z.discriminatedUnion("intent", [
  z.object({ intent: z.literal("toggle"), key: z.enum([...SETTING_SWITCHES, "menuCollapse"]) }),
  z.object({ intent: z.literal("theme"), theme: z.enum(["light", "dark"]) }),
  z.object({
    intent: z.literal("menuWidth"),
    menuWidth: z.coerce.number().int().min(MENU_WIDTH_MIN).max(MENU_WIDTH_MAX),
  }),
  z.object({ intent: z.literal("themeColor"), themeColor: z.string().regex(/^#[0-9a-fA-F]{6}$/) }),
  z.object({ intent: z.literal("reset") }),
]);
export type SettingsChange = z.infer<typeof SettingsChangeSchema>;

/** Applies one change and the docs/product.md §4 rules. */
export function applySettingsChange(settings: ConsoleSettings, change: SettingsChange): ConsoleSettings {
  switch (change.intent) {
    case "toggle":
      return enforceRules({ ...settings, [change.key]: !settings[change.key] });
    case "theme":
      return { ...settings, theme: change.theme };
    case "menuWidth":
      return { ...settings, menuWidth: change.menuWidth };
    case "themeColor":
      return { ...settings, themeColor: change.themeColor.toUpperCase() };
    case "reset":
      return DEFAULT_SETTINGS;
  }
}

/** Settings of several users of one browser, as kept in the cookie: username → settings. */
export type SettingsByUser = Record<string, ConsoleSettings>;
/** A browser rarely holds more; older entries are dropped first so the cookie stays small. */
export const MAX_USERS_PER_COOKIE = 4;

/** One user's settings from the cookie value (defaults when absent). */
export function settingsOf(stored: unknown, username: string): ConsoleSettings {
  const entry =
    typeof stored === "object" && stored !== null ? (stored as Record<string, unknown>)[username] : undefined;
  return parseSettings(entry);
}

/** The cookie value with one user's settings replaced; that user becomes the newest entry. */
export function withSettingsOf(stored: unknown, username: string, settings: ConsoleSettings): SettingsByUser {
  const others = Object.entries(
    typeof stored === "object" && stored !== null ? (stored as Record<string, unknown>) : {},
  )
    .filter(([name]) => name !== username)
    .map(([name, value]) => [name, parseSettings(value)] as const);
  const kept = others.slice(Math.max(0, others.length - (MAX_USERS_PER_COOKIE - 1)));
  return { ...Object.fromEntries(kept), [username]: settings };
}
