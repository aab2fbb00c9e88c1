import { describe, expect, it } from "vitest";
import { TEXT_RUN, indexSpelling, termOf, termOfSpelling } from "~/lib/search/terms";

describe("the index's spelling of terms", () => {
  it("spells a Chinese term as hex codes behind a mark, and reads it back", () => {
    expect(indexSpelling("文旅")).toBe("~658765c5");
    for (const term of ["文旅", "一码通", "智慧景区建设", "𠀀字"]) {
      expect(termOfSpelling(indexSpelling(term))).toBe(term);
    }
  });

  it("keeps Latin and digit terms as they are, for prefix and typo matching", () => {
    for (const word of ["services", "pass", "2024", "5g"]) {
      const term = termOf(word)!;
      expect(indexSpelling(term)).toBe(term);
      expect(termOfSpelling(term)).toBe(term);
    }
  });

  it("never gives a Chinese spelling that a word of text could be", () => {
    // The mark is a symbol: no run of text the index takes in starts with it.
    const spelled = indexSpelling("数字");
    expect([...spelled.matchAll(TEXT_RUN)].map((m) => m[0])).not.toContain(spelled);
  });
});
