import { describe, expect, it } from "vitest";
import { isSafeUrl, sanitizeArticleHtml } from "~/lib/content/sanitize";

describe("sanitizeArticleHtml", () => {
  it("keeps the article markup the editor produces", () => {
    const html =
      '<h2>标题</h2><p>段落<strong>加粗</strong><a href="https://example.com/a">外链</a></p><ul><li>一</li></ul>' +
      '<img src="/uploads/seed/a.jpg" alt="图" width="640" height="360">';
    const out = sanitizeArticleHtml(html);
    expect(out).toContain("<h2>标题</h2>");
    expect(out).toContain('<a href="https://example.com/a" target="_blank" rel="noopener noreferrer">外链</a>');
    expect(out).toContain('<img src="/uploads/seed/a.jpg" alt="图" width="640" height="360" loading="lazy" />');
  });

  it.each([
    ["<script>window.__xss=1</script><p>ok</p>", "<p>ok</p>"],
    ['<img src=x onerror="window.__xss=1">', ""],
    ['<a href="javascript:window.__xss=1">x</a>', "<a>x</a>"],
    ['<a href="JaVaScRiPt:alert(1)">x</a>', "<a>x</a>"],
    ['<a href="  javascript:alert(1)">x</a>', "<a>x</a>"],
    ['<a href="data:text/html,<script>alert(1)</script>">x</a>', "<a>x</a>"],
    ['<a href="//evil.example/x">x</a>', "<a>x</a>"],
    ['<svg onload="alert(1)"><circle/></svg><p>t</p>', "<p>t</p>"],
    ["<math><mtext><img src=x onerror=alert(1)></mtext></math>", ""],
    ['<iframe src="https://evil.example"></iframe>', ""],
    ['<p style="background:url(javascript:alert(1))" onclick="alert(1)">t</p>', "<p>t</p>"],
    ['<img src="data:image/svg+xml;base64,PHN2Zz4=">', ""],
    ['<form action="/x"><input name=a></form>', ""],
    ["<p>a<!-- <script>alert(1)</script> -->b</p>", "<p>ab</p>"],
  ])("renders %s inert", (input, expected) => {
    expect(sanitizeArticleHtml(input)).toBe(expected);
  });
});

describe("isSafeUrl", () => {
  it.each(["https://a.example", "/uploads/x.png"])("allows %s: http(s) and site paths", (url) => {
    expect(isSafeUrl(url)).toBe(true);
  });

  it.each(["//evil.example", "javascript:alert(1)", "mailto:a@b.c"])("refuses %s unless told", (url) => {
    expect(isSafeUrl(url)).toBe(false);
  });

  it("allows mail addresses for links", () => {
    expect(isSafeUrl("mailto:a@b.c", { allowMail: true })).toBe(true);
  });
});
