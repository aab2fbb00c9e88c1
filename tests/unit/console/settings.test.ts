import { describe, expect, it } from "vitest";
import {
  DEFAULT_SETTINGS,
  MAX_USERS_PER_COOKIE,
  SettingsChangeSchema,
  applySettingsChange,
  parseSettings,
  settingsJson,
  settingsOf,
  themePalette,
  contrastWithWhite,
  withSettingsOf,
} from "~/lib/console/settings";

describe("console settings", () => {
  it("default to docs/product.md §4", () => {
    expect(DEFAULT_SETTINGS).toMatchObject({
      theme: "light",
      navbar: true,
      menu: true,
      footer: true,
      topMenu: false,
      tabBar: false,
      menuFromServer: true,
      colorWeak: false,
      menuCollapse: false,
      menuWidth: 220,
      themeColor: "#165DFF",
      device: "desktop",
    });
  });

  it("keep good fields and default bad ones", () => {
    const parsed = parseSettings({ navbar: false, menuWidth: 9999, themeColor: "red", theme: "dark" });
    expect(parsed).toMatchObject({ navbar: false, menuWidth: 220, themeColor: "#165DFF", theme: "dark" });
    expect(parseSettings("garbage")).toEqual(DEFAULT_SETTINGS);
  });

  it("toggle a switch", () => {
    const change = SettingsChangeSchema.parse({ intent: "toggle", key: "navbar" });
    expect(applySettingsChange(DEFAULT_SETTINGS, change).navbar).toBe(false);
  });

  it("force the menu collapse off when the top menu is turned on", () => {
    const collapsed = { ...DEFAULT_SETTINGS, menuCollapse: true };
    const next = applySettingsChange(collapsed, { intent: "toggle", key: "topMenu" });
    expect(next).toMatchObject({ topMenu: true, menuCollapse: false });
    expect(parseSettings({ topMenu: true, menuCollapse: true }).menuCollapse).toBe(false);
  });

  it("accept menu width and theme colour within their rules only", () => {
    expect(SettingsChangeSchema.safeParse({ intent: "menuWidth", menuWidth: "260" }).success).toBe(true);
    expect(SettingsChangeSchema.safeParse({ intent: "menuWidth", menuWidth: "20" }).success).toBe(false);
    expect(SettingsChangeSchema.safeParse({ intent: "themeColor", themeColor: "#12" }).success).toBe(false);
    expect(applySettingsChange(DEFAULT_SETTINGS, { intent: "themeColor", themeColor: "#00b42a" }).themeColor).toBe(
      "#00B42A",
    );
    expect(applySettingsChange({ ...DEFAULT_SETTINGS, navbar: false }, { intent: "reset" })).toEqual(DEFAULT_SETTINGS);
  });

  it("copy as JSON that parses back to the same settings", () => {
    expect(parseSettings(JSON.parse(settingsJson(DEFAULT_SETTINGS)))).toEqual(DEFAULT_SETTINGS);
  });

  it("keep each user's settings apart in one cookie, dropping the oldest users first", () => {
    let stored: unknown = {};
    for (let i = 0; i < MAX_USERS_PER_COOKIE + 2; i++) {
      stored = withSettingsOf(stored, `u${i}`, { ...DEFAULT_SETTINGS, menuWidth: 200 + i });
    }
    expect(Object.keys(stored as object)).toHaveLength(MAX_USERS_PER_COOKIE);
    expect(settingsOf(stored, `u${MAX_USERS_PER_COOKIE + 1}`).menuWidth).toBe(200 + MAX_USERS_PER_COOKIE + 1);
    expect(settingsOf(stored, "u0")).toEqual(DEFAULT_SETTINGS);
  });

  it("derive ten shades with the theme colour as the sixth", () => {
    const palette = themePalette("#165DFF");
    expect(palette).toHaveLength(10);
    expect(palette[5]).toBe("#165DFF");
    expect(themePalette("nonsense")[5]).toBe("#165DFF");
  });

  it("darken a theme colour too light for white text until it reads at 4.5:1", () => {
    const green = themePalette("#00B42A")[5]!;
    expect(green).not.toBe("#00B42A");
    const rgb = [1, 3, 5].map((i) => parseInt(green.slice(i, i + 2), 16));
    expect(contrastWithWhite(rgb)).toBeGreaterThanOrEqual(4.5);
  });
});
