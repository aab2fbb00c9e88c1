import { describe, expect, it } from "vitest";
import { frameStyle } from "~/components/console/console-frame";
import { DEFAULT_SETTINGS } from "~/lib/console/settings";
import { contrastRatio, parseHex } from "~/lib/utils/color";

const vars = (style: object) => style as Record<string, string>;

describe("console frame theme colour", () => {
  for (const theme of ["light", "dark"] as const) {
    for (const color of ["#00B42A", "#0FC6C2", "#F77234", "#722ED1"]) {
      it(`${theme}, ${color}: white text on a filled button (shade 6) is readable (AA)`, () => {
        const style = vars(frameStyle({ ...DEFAULT_SETTINGS, theme, themeColor: color }));
        const shade6 = parseHex(style["--primary-6"]!)!;
        expect(contrastRatio(shade6, [255, 255, 255])).toBeGreaterThanOrEqual(4.5);
      });
    }
  }

  it("dark mode reverses the rest of the scale (shade 1 is the darkest)", () => {
    const light = vars(frameStyle({ ...DEFAULT_SETTINGS, theme: "light", themeColor: "#00B42A" }));
    const dark = vars(frameStyle({ ...DEFAULT_SETTINGS, theme: "dark", themeColor: "#00B42A" }));
    expect(dark["--primary-1"]).toBe(light["--primary-10"]);
    expect(dark["--primary-10"]).toBe(light["--primary-1"]);
  });
});
