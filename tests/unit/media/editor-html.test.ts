/**
 * What the editor inserts from the media library survives the allow-list sanitizer (docs/decisions/015): tables
 * with header cells and spans, and library pictures with their alt text and dimensions; script, `javascript:` and
 * foreign markup in the same places still do not.
 */
import { describe, expect, it } from "vitest";
import { sanitizeArticleHtml } from "~/lib/content/sanitize";

describe("library pictures", () => {
  it("keep src, alt, width and height, and load lazily", () => {
    const html = '<img src="/uploads/2026/11/ab12.png" alt="景区入口" width="640" height="360">';
    expect(sanitizeArticleHtml(html)).toBe(
      '<img src="/uploads/2026/11/ab12.png" alt="景区入口" width="640" height="360" loading="lazy" />',
    );
  });
  it("lose javascript:, data: and protocol-relative sources (the picture goes with them)", () => {
    expect(sanitizeArticleHtml('<img src="javascript:alert(1)" alt="x">')).toBe("");
    expect(sanitizeArticleHtml('<img src="data:image/png;base64,AAAA" alt="x">')).toBe("");
    expect(sanitizeArticleHtml('<img src="//evil.example/x.png" alt="x">')).toBe("");
  });
  it("lose event handlers and odd sizes", () => {
    expect(sanitizeArticleHtml('<img src="/uploads/a.png" alt="a" onerror="alert(1)" width="100%">')).toBe(
      '<img src="/uploads/a.png" alt="a" loading="lazy" />',
    );
  });
});

describe("tables", () => {
  it("keep the editor's structure: tbody, header and data cells, paragraphs, spans", () => {
    const html =
      '<table><tbody><tr><th><p>项目</p></th><th colspan="2"><p>票价</p></th></tr>' +
      '<tr><td rowspan="2"><p>景区</p></td><td><p>60</p></td><td><p>30</p></td></tr></tbody></table>';
    expect(sanitizeArticleHtml(html)).toBe(html);
  });
  it("drop script, styles, handlers and javascript: links inside cells", () => {
    const html =
      '<table style="position:fixed" onclick="x()"><tbody><tr><td><script>alert(1)</script>' +
      '<a href="javascript:alert(1)">点我</a><iframe src="https://evil.example"></iframe></td></tr></tbody></table>';
    expect(sanitizeArticleHtml(html)).toBe("<table><tbody><tr><td><a>点我</a></td></tr></tbody></table>");
  });
});
