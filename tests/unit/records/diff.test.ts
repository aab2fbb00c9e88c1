import { describe, expect, it } from "vitest";
import { htmlToText, recordDiff, textDiff, valueText } from "~/lib/records/diff";

const render = (parts: ReturnType<typeof textDiff>) =>
  parts.map((p) => (p.added ? `{+${p.text}+}` : p.removed ? `[-${p.text}-]` : p.text)).join("");

describe("htmlToText", () => {
  it("reads rich HTML as text: blocks on their own lines, tags gone, entities decoded, images by alt", () => {
    const html = '<h2>标题</h2><p>第一段 <strong>加粗</strong> &amp; 链接&nbsp;<a href="/x">这里</a></p><p><img src="/a.png" alt="风景"></p><ul><li>一</li><li>二</li></ul>';
    expect(htmlToText(html)).toBe("标题\n第一段 加粗 & 链接 这里\n[风景]\n一\n二");
  });
  it("decodes numeric entities and leaves unknown ones", () => {
    expect(htmlToText("<p>&#36;5 &#x4e2d; &bogus;</p>")).toBe("$5 中 &bogus;");
  });
});

describe("textDiff", () => {
  it("marks the changed words of a short text", () => {
    expect(render(textDiff("the quick brown fox", "the slow brown fox"))).toBe("the [-quick-]{+slow+} brown fox");
  });
  it("compares a long text paragraph by paragraph, then word by word inside a changed one", () => {
    const before = ["第一段", "第二段 old words here", "第三段", "第四段"].join("\n");
    const after = ["第一段", "第二段 new words here", "第三段", "第四段", "第五段"].join("\n");
    const shown = render(textDiff(before, after));
    expect(shown).toContain("[-old-]{+new+} words here");
    expect(shown).toContain("{+第五段+}");
    expect(shown).not.toContain("[-第一段");
  });
  it("returns the text unmarked when nothing changed, and nothing for two empty texts", () => {
    expect(textDiff("same", "same")).toEqual([{ text: "same" }]);
    expect(textDiff("", "")).toEqual([]);
  });
});

describe("recordDiff", () => {
  it("lists only the differing fields, rich ones as text and English ones by path", () => {
    const before = { title: "旧", info: "<p>正文 <b>一</b></p>", order: 1, en: { title: "Old" } };
    const after = { title: "旧", info: "<p>正文 <i>二</i></p>", order: 2, en: { title: "New" } };
    const diff = recordDiff(before, after, ["title", "info", "order", "en.title"], (f) => f === "info");
    expect(diff.map((d) => d.field)).toEqual(["info", "order", "en.title"]);
    expect(render(diff[0]!.parts)).not.toContain("<");
    expect(render(diff[0]!.parts)).toContain("[-一-]{+二+}");
    expect(render(diff[2]!.parts)).toBe("[-Old-]{+New+}");
  });
  it("shows lists and objects as readable text", () => {
    expect(valueText([{ url: "/a.png", name: "a" }])).toBe('[ { "url": "/a.png", "name": "a" } ]');
  });
});
