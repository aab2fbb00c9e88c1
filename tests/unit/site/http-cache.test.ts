import { describe, expect, it } from "vitest";
import {
  NONCE_PLACEHOLDER,
  PageCache,
  documentEtag,
  etagMatches,
  isAnonymous,
  cachedPage,
  pageBytes,
} from "~/lib/http/page-cache.server";
import { notModifiedHeaders } from "~/lib/http/document-headers.server";
import { memoByVersion } from "~/lib/site/memo.server";
import { localizedUrl, seoMeta } from "~/lib/site/seo";

describe("a document's 304", () => {
  // The browser keeps the page it stored and takes the 304's headers: a new nonce would block its scripts.
  it("leaves out the nonce's policy and the body's type, keeps the validators and the rest", () => {
    const headers = new Headers({
      "Content-Security-Policy": "script-src 'nonce-abc'",
      "Content-Type": "text/html",
      ETag: 'W/"x"',
      "Cache-Control": "public, max-age=0, must-revalidate",
      "X-Frame-Options": "DENY",
    });
    expect([...notModifiedHeaders(headers).keys()]).toEqual(["cache-control", "etag", "x-frame-options"]);
    expect(
      notModifiedHeaders({
        "content-security-policy": "script-src 'nonce-abc'",
        "content-type": "text/html",
        etag: 'W/"x"',
        vary: "Cookie",
      }),
    ).toEqual({ etag: 'W/"x"', vary: "Cookie" });
  });
});

describe("document ETags", () => {
  const parts = { version: "abc-1", build: "b1", locale: "zh-CN", url: "/gywm/qyjs" };

  it("change with the content version, locale, URL and build", () => {
    const tag = documentEtag(parts);
    expect(tag).toMatch(/^W\/"[\w-]{22}"$/);
    expect(documentEtag(parts)).toBe(tag);
    for (const change of [{ version: "abc-2" }, { locale: "en-US" }, { url: "/gywm/gltd" }, { build: "b2" }]) {
      expect(documentEtag({ ...parts, ...change })).not.toBe(tag);
    }
  });

  it("match If-None-Match weakly, in lists and with *", () => {
    const tag = documentEtag(parts);
    expect(etagMatches(tag, tag)).toBe(true);
    expect(etagMatches(tag.replace("W/", ""), tag)).toBe(true);
    expect(etagMatches(`"x", ${tag}`, tag)).toBe(true);
    expect(etagMatches("*", tag)).toBe(true);
    expect(etagMatches('"other"', tag)).toBe(false);
    expect(etagMatches(null, tag)).toBe(false);
  });

  it("never answers 304 to a reload that asks for the page again (Cache-Control: no-cache)", () => {
    const tag = documentEtag(parts);
    expect(etagMatches(tag, tag, "no-cache")).toBe(false);
    expect(etagMatches(tag, tag, "max-age=0")).toBe(true);
  });
});

describe("rendered-page cache", () => {
  it("swaps a fresh nonce into every copy", () => {
    const html = `<p>文旅</p><script nonce="${NONCE_PLACEHOLDER}"></script><script nonce="${NONCE_PLACEHOLDER}"></script>`;
    const page = cachedPage(html, "etag");
    expect(pageBytes(page, "AAA").toString("utf8")).toBe(
      '<p>文旅</p><script nonce="AAA"></script><script nonce="AAA"></script>',
    );
    expect(pageBytes(page, "BBB").toString("utf8")).toContain('nonce="BBB"');
    expect(pageBytes(cachedPage("<p>no script</p>", "e"), "AAA").toString("utf8")).toBe("<p>no script</p>");
  });

  it("evicts the least recently used page and empties on clear", () => {
    const cache = new PageCache({ maxEntries: 500, maxBytes: 1024 * 1024 });
    for (let i = 0; i < 500; i += 1) cache.set(`k${i}`, cachedPage("", `${i}`));
    cache.get("k0");
    cache.set("k500", cachedPage("", "500"));
    expect(cache.get("k0")).toBeDefined();
    expect(cache.get("k1")).toBeUndefined();
    cache.clear();
    expect(cache.size).toBe(0);
  });

  it("stays within its byte budget however many distinct pages are stored", () => {
    const cache = new PageCache({ maxEntries: 10_000, maxBytes: 1024 * 1024 });
    const html = `<p>${"文".repeat(10_000)}</p>`; // ~30 KB a page
    for (let i = 0; i < 200; i += 1) cache.set(`k${i}`, cachedPage(html, `e${i}`));
    expect(cache.bytes).toBeLessThanOrEqual(1024 * 1024);
    expect(cache.size).toBeLessThan(40);
    expect(cache.get("k199")).toBeDefined();
  });

  it("keeps one copy of a page: its bytes, not also the string", () => {
    const page = cachedPage(`<p>${"x".repeat(1000)}</p>`, "e");
    expect(Object.keys(page).sort()).toEqual(["bytes", "etag", "parts"]);
    expect(page.bytes).toBe(1007);
  });

  it.each([null, "lng=abc", '  lng="en-US" ;  ', "lng=en-US; lng=zh-CN"])(
    "treats a visitor without a session cookie as anonymous: %j",
    (cookie) => {
      expect(isAnonymous(cookie)).toBe(true);
    },
  );

  it.each(["lng=abc; __session=x", "lng=en-US;__Host-session=a%3Db"])("treats %j as signed in", (cookie) => {
    expect(isAnonymous(cookie)).toBe(false);
  });

  it("memoizes page data per content version", () => {
    let calls = 0;
    const compute = () => ++calls;
    expect(memoByVersion("v1", "k", compute)).toBe(1);
    expect(memoByVersion("v1", "k", compute)).toBe(1);
    expect(memoByVersion("v2", "k", compute)).toBe(2);
  });
});

describe("seo tags", () => {
  it("puts zh-CN at the plain URL and en-US at ?lng=en-US, with alternates and Open Graph", () => {
    expect(localizedUrl("https://x.example", "/a?page=2", "en-US")).toBe("https://x.example/a?page=2&lng=en-US");
    const tags = seoMeta({
      title: "T",
      description: "D",
      siteUrl: "https://x.example",
      path: "/a",
      locale: "zh-CN",
      siteName: "S",
    });
    expect(tags).toContainEqual({ title: "T - S" });
    expect(tags).toContainEqual({ tagName: "link", rel: "canonical", href: "https://x.example/a" });
    expect(tags).toContainEqual({
      tagName: "link",
      rel: "alternate",
      hrefLang: "en-US",
      href: "https://x.example/a?lng=en-US",
    });
    expect(tags).toContainEqual({
      tagName: "link",
      rel: "alternate",
      hrefLang: "x-default",
      href: "https://x.example/a",
    });
    expect(tags).toContainEqual({ property: "og:title", content: "T - S" });
  });
});
