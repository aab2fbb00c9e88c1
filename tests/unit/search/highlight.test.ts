/** Highlight ranges and excerpts: computed from text, never markup, never a pattern made from the query. */
import { describe, expect, it } from "vitest";
import { excerptOf, markRanges, marked, mergeRanges, needlesOf } from "~/lib/search/highlight";

const slices = (text: string, ranges: [number, number][]) => ranges.map(([s, e]) => text.slice(s, e));

describe("needles and ranges", () => {
  it("marks the query's Chinese as one run where it stands together", () => {
    const text = "“文旅一码通”是公司自主研发的平台，一个二维码串联全流程。";
    const needles = needlesOf("一码通", ["一", "码", "通"]);
    expect(slices(text, markRanges(text, needles))).toEqual(["一码通"]);
  });

  it("marks the longer words a document matched, not lone characters", () => {
    const text = "公司获评年度网络安全保障先进单位，安全监测全天候。";
    const needles = needlesOf("网络安全", ["网络安全", "网络", "安全"]);
    expect(slices(text, markRanges(text, needles))).toEqual(["网络安全", "安全"]);
  });

  it("marks English words by their term, whatever their inflection or case", () => {
    const text = "Cybersecurity Services: the service desk serviced 3 cities.";
    const needles = needlesOf("service", ["servic"]);
    expect(slices(text, markRanges(text, needles))).toEqual(["Services", "service", "serviced"]);
  });

  it("marks the word a typo was corrected to", () => {
    const text = "Information System Security Management";
    expect(slices(text, markRanges(text, needlesOf("securty", ["securiti"])))).toEqual(["Security"]);
  });

  it("treats characters of regular expressions as text", () => {
    const text = "a.*b (c) [d] a.*b";
    expect(() => markRanges(text, needlesOf(".*[(", []))).not.toThrow();
    expect(markRanges(text, needlesOf(".*[(", []))).toEqual([]);
  });

  it("merges overlapping and touching ranges", () => {
    expect(
      mergeRanges([
        [5, 8],
        [0, 2],
        [2, 3],
        [6, 10],
      ]),
    ).toEqual([
      [0, 3],
      [5, 10],
    ]);
  });
});

describe("excerpts", () => {
  const body = `${"前言部分的文字。".repeat(30)}这里介绍智慧景区建设的经验。${"结尾部分的文字。".repeat(30)}`;

  it("shows a window around the first match with ellipses where it was cut", () => {
    const excerpt = excerptOf(body, needlesOf("智慧景区", ["智慧", "景区"]), 80);
    expect(excerpt.text.startsWith("…")).toBe(true);
    expect(excerpt.text.endsWith("…")).toBe(true);
    expect(excerpt.text.length).toBeLessThanOrEqual(82);
    expect(slices(excerpt.text, excerpt.marks)).toEqual(["智慧景区"]);
  });

  it("starts at the beginning when nothing in the body matched (a title match)", () => {
    const excerpt = excerptOf(body, needlesOf("不存在", []), 40);
    expect(excerpt.text.startsWith("前言")).toBe(true);
    expect(excerpt.marks).toEqual([]);
  });

  it("keeps a short text whole, its lines joined", () => {
    expect(excerptOf("第一行\n第二行 智慧", needlesOf("智慧", []))).toEqual({
      text: "第一行 第二行 智慧",
      marks: [[8, 10]],
    });
  });

  it("marks a title", () => {
    expect(marked("公共指南：文旅一码通使用指南", needlesOf("一码通", []))).toEqual({
      text: "公共指南：文旅一码通使用指南",
      marks: [[7, 10]],
    });
  });
});
