import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { sanitizeArticleHtml } from "~/lib/content/sanitize";

const { payloads } = JSON.parse(readFileSync("tests/fixtures/security/xss-payloads.json", "utf8")) as {
  payloads: string[];
};

const FORBIDDEN_TAG =
  /<(script|iframe|frame|svg|math|object|embed|style|base|meta|link|form|input|textarea|select|button|template|noscript|details|video|audio|source|marquee|body|html)\b/i;
const EVENT_HANDLER = /<[^>]*\son[a-z]+\s*=/i;
const UNSAFE_URL = /\s(href|src|action|formaction|xlink:href)\s*=\s*"(?!https?:\/\/|\/(?!\/)|#|mailto:|tel:)/i;
const STYLE_ATTR = /<[^>]*\sstyle\s*=/i;

describe("the XSS corpus through the article sanitizer", () => {
  it("has at least 50 payloads", () => {
    expect(payloads.length).toBeGreaterThanOrEqual(50);
  });

  it.each(payloads.map((p) => [p]))("%s leaves nothing executable", (payload) => {
    for (const html of [payload, `<p>前文</p>${payload}<p>后文</p>`]) {
      const out = sanitizeArticleHtml(html);
      expect(out).not.toMatch(FORBIDDEN_TAG);
      expect(out).not.toMatch(EVENT_HANDLER);
      expect(out).not.toMatch(UNSAFE_URL);
      expect(out).not.toMatch(STYLE_ATTR);
      // Sanitizing is stable: a second pass changes nothing.
      expect(sanitizeArticleHtml(out)).toBe(out);
    }
  });

  it("keeps the surrounding text", () => {
    expect(sanitizeArticleHtml(`<p>前文</p>${payloads[0]}<p>后文</p>`)).toBe("<p>前文</p><p>后文</p>");
  });
});
