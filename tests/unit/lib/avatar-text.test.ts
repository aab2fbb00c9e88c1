import { describe, expect, it } from "vitest";
import { avatarText, initials } from "~/lib/utils/avatar-text";

/** Whether a text box of the given em width and one em high fits inside the circle with the 2 px margin. */
function fitsCircle(text: string, fontSize: number, diameter: number, widthEm: number) {
  const halfW = (widthEm * fontSize) / 2;
  const halfH = fontSize / 2;
  return text.length > 0 && Math.hypot(halfW, halfH) <= diameter / 2 - 2 + 1e-9;
}

describe("initials", () => {
  it("takes the last two characters of a Chinese name and the initials of a Latin one", () => {
    expect(initials("王小明")).toBe("小明");
    expect(initials("Ada Lovelace")).toBe("AL");
    expect(initials("  ")).toBe("?");
  });
});

describe("avatarText", () => {
  it("shrinks two Chinese characters until their box fits inside a 32 px circle", () => {
    const { text, fontSize } = avatarText("王小明", 32, 14);
    expect(text).toBe("小明");
    expect(fontSize).toBeLessThan(14);
    expect(fitsCircle(text, fontSize, 32, 2)).toBe(true);
  });

  it("keeps the name's first character in a 24 px circle rather than shrinking two below a readable size", () => {
    const { text, fontSize } = avatarText("王小明", 24, 12);
    expect(text).toBe("王");
    expect(fontSize).toBe(12);
    expect(fitsCircle(text, fontSize, 24, 1)).toBe(true);
  });

  it("keeps the size's usual font when the initials fit", () => {
    expect(avatarText("王小明", 56, 18)).toEqual({ text: "小明", fontSize: 18 });
    expect(avatarText("Ada Lovelace", 24, 12).text).toBe("AL");
  });

  it("fits a square by width alone", () => {
    const { text, fontSize } = avatarText("文旅团队", 32, 14, "square");
    expect(text).toBe("团队");
    expect(avatarText("文旅团队", 24, 12, "square").text).toBe("文");
    expect(fontSize * 2).toBeLessThanOrEqual(32 - 4);
  });

  it("fits every size of circle for Chinese and Latin names", () => {
    for (const [diameter, font] of [
      [24, 12],
      [32, 14],
      [40, 16],
      [56, 18],
    ] as const) {
      for (const name of ["王小明", "Ada Lovelace", "W M"]) {
        const { text, fontSize } = avatarText(name, diameter, font);
        const widthEm = Array.from(text).reduce(
          (sum, c) => sum + (/[\u4e00-\u9fff]/.test(c) ? 1 : /[MW]/.test(c) ? 0.85 : 0.7),
          0,
        );
        expect(fitsCircle(text, fontSize, diameter, widthEm), `${name} @${diameter}`).toBe(true);
      }
    }
  });
});
