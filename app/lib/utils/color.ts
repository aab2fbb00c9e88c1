/**
 * Colours as sRGB triples and their WCAG 2 contrast: one place for the console's theme palette
 * (lib/console/settings-view.ts) and the Storybook colour foundations (stories/foundations).
 */

export type Rgb = readonly [number, number, number];

/** "#RRGGBB" or "#RGB" (any case) to [r, g, b]; null for anything else. */
export function parseHex(hex: string): Rgb | null {
  const value = hex.trim();
  const short = /^#([0-9a-f])([0-9a-f])([0-9a-f])$/i.exec(value);
  if (short) return [short[1]!, short[2]!, short[3]!].map((c) => parseInt(c + c, 16)) as unknown as Rgb;
  const long = /^#([0-9a-f]{2})([0-9a-f]{2})([0-9a-f]{2})$/i.exec(value);
  if (long) return [long[1]!, long[2]!, long[3]!].map((c) => parseInt(c, 16)) as unknown as Rgb;
  return null;
}

export function toHex(rgb: readonly number[]): string {
  return `#${rgb.map((c) => Math.round(c).toString(16).padStart(2, "0")).join("")}`.toUpperCase();
}

/** WCAG 2 relative luminance (0 black … 1 white). */
export function relativeLuminance(rgb: readonly number[]): number {
  const [r = 0, g = 0, b = 0] = rgb.map((c) => {
    const v = c / 255;
    return v <= 0.03928 ? v / 12.92 : ((v + 0.055) / 1.055) ** 2.4;
  });
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

/** WCAG 2 contrast ratio of two colours, 1 to 21, whichever is lighter. */
export function contrastRatio(a: readonly number[], b: readonly number[]): number {
  const [light, dark] = [relativeLuminance(a), relativeLuminance(b)].sort((x, y) => y - x) as [number, number];
  return (light + 0.05) / (dark + 0.05);
}

/** What a ratio is good for under WCAG 2 AA: body text needs 4.5:1, large text and UI parts 3:1. */
export function contrastGrade(ratio: number): "AA" | "AA large" | "fail" {
  if (ratio >= 4.5) return "AA";
  if (ratio >= 3) return "AA large";
  return "fail";
}
