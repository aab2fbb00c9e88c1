/** The segmenter and the term rules the index and the highlighter share (docs/decisions/013-site-search.md). */
import { describe, expect, it } from "vitest";
import { segment, subwords } from "~/lib/search/segment.server";
import { normalizeText, stem, termOf } from "~/lib/search/terms";

describe("segment", () => {
  it("cuts Chinese into dictionary words, the same way in a document and in a query", () => {
    expect(segment("智慧景区建设", "query")).toEqual(["智慧", "景区", "建设"]);
    expect(segment("全省智慧景区建设现场推进会", "index")).toEqual(expect.arrayContaining(["智慧", "景区", "建设"]));
  });

  it("cuts 一码通 the same inside 文旅一码通, so the query finds the longer name", () => {
    const query = segment("一码通", "query");
    const indexed = segment("“文旅一码通”服务平台", "index");
    expect(query.length).toBeGreaterThan(0);
    for (const word of query) expect(indexed).toContain(word);
  });

  it("indexes the shorter words inside a long one, and queries with the long one", () => {
    expect(segment("网络安全", "index")).toEqual(expect.arrayContaining(["网络", "安全", "网络安全"]));
    expect(segment("网络安全", "query")).toEqual(["网络安全"]);
    expect(subwords("网络安全")).toEqual(["网络", "安全"]);
    expect(subwords("安全")).toEqual([]);
    expect(subwords("security")).toEqual([]);
  });

  it("keeps words of other scripts whole and drops punctuation and spaces", () => {
    expect(segment("Smart Tourism 3.0，一码通！e-commerce", "query").sort()).toEqual(
      ["Smart", "Tourism", "3", "0", "一", "码", "通", "e", "commerce"].sort(),
    );
  });

  it("folds full-width letters and digits", () => {
    expect(segment("ＡＢＣ１２３", "query")).toEqual(["ABC123"]);
  });

  it("segments a thousand article bodies in seconds (the index is built at start-up)", () => {
    const text = "全省智慧景区建设现场推进会在济南召开。公司作为技术支撑单位参会，并介绍了智慧景区建设经验。".repeat(
      20,
    );
    const started = performance.now();
    for (let i = 0; i < 1_000; i += 1) segment(text, "index");
    expect(performance.now() - started).toBeLessThan(5_000);
  });
});

describe("terms", () => {
  it("normalises case and width", () => {
    expect(normalizeText("Ｏｎｅ Code")).toBe("one code");
  });

  it("stems English inflections to one term", () => {
    for (const [a, b] of [
      ["services", "service"],
      ["servicing", "service"],
      ["serviced", "service"],
      ["forecasts", "forecast"],
      ["cities", "city"],
      ["planning", "plan"],
    ]) {
      expect(stem(a!), `${a} / ${b}`).toBe(stem(b!));
    }
    expect(stem("business")).toBe("business");
    expect(stem("status")).toBe("status");
  });

  it("drops stop words and keeps Chinese terms as they are", () => {
    expect(termOf("The")).toBeNull();
    expect(termOf("的")).toBeNull();
    expect(termOf("景区")).toBe("景区");
    expect(termOf("Tourists")).toBe("tourist");
  });
});
