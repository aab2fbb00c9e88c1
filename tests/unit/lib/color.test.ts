import { describe, expect, it } from "vitest";
import { contrastGrade, contrastRatio, parseHex, relativeLuminance, toHex } from "~/lib/utils/color";

describe("colour", () => {
  it("reads long and short hex and refuses anything else", () => {
    expect(parseHex("#165DFF")).toEqual([22, 93, 255]);
    expect(parseHex("#fff")).toEqual([255, 255, 255]);
    expect(parseHex("165DFF")).toBeNull();
    expect(parseHex("#12345")).toBeNull();
    expect(parseHex("var(--x)")).toBeNull();
    expect(toHex([22, 93, 255])).toBe("#165DFF");
  });

  it("gives the WCAG figures: black on white 21:1, equal colours 1:1, order does not matter", () => {
    expect(relativeLuminance([255, 255, 255])).toBeCloseTo(1);
    expect(relativeLuminance([0, 0, 0])).toBe(0);
    expect(contrastRatio([0, 0, 0], [255, 255, 255])).toBeCloseTo(21);
    expect(contrastRatio([255, 255, 255], [0, 0, 0])).toBeCloseTo(21);
    expect(contrastRatio([22, 93, 255], [22, 93, 255])).toBe(1);
    // #767676 on white is the classic 4.54:1, the lightest grey that passes AA.
    expect(contrastRatio(parseHex("#767676")!, [255, 255, 255])).toBeCloseTo(4.54, 2);
  });

  it("grades a ratio for body text, large text, or neither", () => {
    expect(contrastGrade(4.5)).toBe("AA");
    expect(contrastGrade(3.2)).toBe("AA large");
    expect(contrastGrade(2.9)).toBe("fail");
  });
});
