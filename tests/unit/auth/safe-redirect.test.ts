import { describe, expect, it } from "vitest";
import { safeRedirect } from "~/lib/auth/safe-redirect";
import { REDIRECT_CORPUS } from "../../fixtures/security/redirect-corpus";

const fallback = "/eKwU1RHjdG/company_info";
const SITE = "https://www.example.com";

/** What a browser does with the Location header: resolve it against the page it came from. */
function followedTo(location: string): URL {
  return new URL(location, `${SITE}/eKwU1RHjdG/login`);
}

describe("safeRedirect", () => {
  it("follows local absolute paths with their query", () => {
    expect(safeRedirect("/eKwU1RHjdG/articleList?page=2", fallback)).toBe("/eKwU1RHjdG/articleList?page=2");
  });

  it("has a corpus of at least 40 targets", () => {
    expect(REDIRECT_CORPUS.length).toBeGreaterThanOrEqual(40);
  });

  it.each(REDIRECT_CORPUS.map((c) => [JSON.stringify(c.value).slice(0, 80), c] as const))(
    "keeps %s on the site, as a valid header value",
    (_, { value, local }) => {
      const target = safeRedirect(value, fallback);
      // A valid header value: Headers refuses anything outside Latin-1 or with control characters.
      expect(() => new Headers({ Location: target })).not.toThrow();
      expect(target).toMatch(/^[\x21-\x7e]+$/);
      expect(followedTo(target).origin).toBe(SITE);
      if (local) expect(target).not.toBe(fallback);
      else expect(target).toBe(fallback);
    },
  );

  it("percent-encodes characters a Location header cannot carry", () => {
    expect(safeRedirect("/eKwU1RHjdG/menuList?q=新闻", fallback)).toBe("/eKwU1RHjdG/menuList?q=%E6%96%B0%E9%97%BB");
    expect(safeRedirect("/eKwU1RHjdG/文章", fallback)).toBe("/eKwU1RHjdG/%E6%96%87%E7%AB%A0");
  });

  it.each([null, undefined, 42 as unknown as string])("gives the fallback for %s", (value) => {
    expect(safeRedirect(value, fallback)).toBe(fallback);
  });
});
