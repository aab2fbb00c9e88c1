/**
 * The parts of the console settings the browser needs (switch names, limits, theme colours, the palette and the
 * Copy Settings JSON), kept apart from the zod schema in ./settings so the page chrome ships without zod.
 */
import { contrastRatio, parseHex, toHex } from "~/lib/utils/color";
import type { ConsoleSettings } from "./settings";

export const SETTING_SWITCHES = [
  "navbar",
  "menu",
  "topMenu",
  "footer",
  "tabBar",
  "menuFromServer",
  "colorWeak",
] as const;
export type SettingSwitch = (typeof SETTING_SWITCHES)[number];

export const MENU_WIDTH_MIN = 160;
export const MENU_WIDTH_MAX = 400;
/** Theme colours offered by the drawer (Arco's palette); any #RRGGBB is accepted. */
export const THEME_COLORS = ["#165DFF", "#0FC6C2", "#00B42A", "#722ED1", "#F5319D", "#F77234"] as const;

/** The JSON "Copy Settings" puts on the clipboard (the template's settings.json shape). */
export function settingsJson(settings: ConsoleSettings): string {
  return JSON.stringify(settings, null, 2);
}

/**
 * Ten shades around the theme colour, for the --primary-1…10 variables (light to dark; the colour is shade 6).
 * Mixing with white and black keeps it dependency-free; dark mode uses the same list reversed. A colour too
 * light for white button text (WCAG AA, 4.5:1) is darkened until it is readable.
 */
export function themePalette(hex: string): string[] {
  const base = readableOnWhite(hexToRgb(/^#[0-9a-fA-F]{6}$/.test(hex) ? hex : "#165DFF"));
  const mix = (target: number, amount: number) => base.map((c) => Math.round(c + (target - c) * amount));
  const lighter = [0.9, 0.72, 0.54, 0.36, 0.18].map((amount) => mix(255, amount));
  const darker = [0.2, 0.4, 0.6, 0.8].map((amount) => mix(0, amount));
  return [...lighter, base, ...darker].map(toHex);
}

/** WCAG contrast ratio of a colour against white. */
export function contrastWithWhite(rgb: number[]): number {
  return contrastRatio(rgb, [255, 255, 255]);
}

function readableOnWhite(rgb: number[]): number[] {
  let current = rgb;
  for (let step = 0; step < 20 && contrastWithWhite(current) < 4.5; step++)
    current = current.map((c) => Math.round(c * 0.92));
  return current;
}

function hexToRgb(hex: string): number[] {
  return [...(parseHex(hex) ?? [0, 0, 0])];
}
