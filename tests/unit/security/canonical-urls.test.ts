import { describe, expect, it } from "vitest";
import { canonicalAdminPathname, isAdminPathname } from "~/lib/http/admin-path";
import { canonicalPageRedirect, canonicalPageSearch, pageCacheUrl } from "~/lib/site/canonical-url";
import { HSTS_VALUE, baseSecurityHeaders } from "~/lib/http/security-headers.server";

const url = (path: string) => new URL(path, "http://localhost");

describe("canonical public URLs", () => {
  it.each([
    ["/?utm_source=x&page=2", "/?page=2"],
    ["/?lng=en-us", "/?lng=en-US"],
    ["/?lng=en-US&page=3", "/?page=3&lng=en-US"],
    ["/list?lng=xx", "/list"],
    [`/?${"q".repeat(7000)}=1`, "/"],
    ["/a?page=2&page=3", "/a?page=2"],
    // The search page keeps its query (first) and drops the rest; other pages drop `q`.
    ["/search?page=2&q=%E6%99%BA%E6%85%A7&x=1", "/search?q=%E6%99%BA%E6%85%A7&page=2"],
    ["/search?lng=en-US&q=smart", "/search?q=smart&lng=en-US"],
    ["/search?q=a&q=b", "/search?q=a"],
    ["/list?q=smart", "/list"],
    // A revision preview keeps its record and number only beside preview=1, and only well formed.
    ["/a/1?rev=2&of=a1", "/a/1"],
    ["/a/1?preview=1&of=a1", "/a/1?preview=1"],
    ["/a/1?preview=1&of=x1&rev=2", "/a/1?preview=1"],
    ["/a/1?rev=2&preview=1&of=a1", "/a/1?preview=1&of=a1&rev=2"],
  ])("redirects %s to %s", (from, to) => {
    expect(canonicalPageRedirect(url(from))).toBe(to);
  });

  it.each([
    "/",
    "/list?page=2",
    "/list?page=abc",
    "/?lng=en-US",
    "/?page=2&lng=en-US",
    "/x?_routes=root",
    "/x?index&page=2",
    "/search?q=%E6%99%BA%E6%85%A7+%E6%99%AF%E5%8C%BA&page=2&lng=en-US",
    "/search?q=a%20b",
    "/search?q=",
    "/a/1?preview=1&of=a1&rev=2",
  ])("leaves %s as it is", (path) => {
    expect(canonicalPageRedirect(url(path))).toBeNull();
  });

  it("keys the page cache on path and canonical query only", () => {
    expect(pageCacheUrl(url("/x?_routes=a&page=2"))).toBe("/x?page=2");
    expect(canonicalPageSearch(new URLSearchParams("lng=EN-us&page=4"))).toBe("?page=4&lng=en-US");
  });
});

describe("the admin prefix", () => {
  it("is recognised in any letter case and redirected to its own spelling", () => {
    expect(isAdminPathname("/EKWU1RHJDG/company_info", "eKwU1RHjdG")).toBe(true);
    expect(isAdminPathname("/ekwu1rhjdg", "eKwU1RHjdG")).toBe(true);
    expect(isAdminPathname("/eKwU1RHjdGx/a", "eKwU1RHjdG")).toBe(false);
    expect(canonicalAdminPathname("/EKWU1RHJDG/company_info", "eKwU1RHjdG")).toBe("/eKwU1RHjdG/company_info");
    expect(canonicalAdminPathname("/EKWU1RHJDG", "eKwU1RHjdG")).toBe("/eKwU1RHjdG");
    expect(canonicalAdminPathname("/eKwU1RHjdG/x", "eKwU1RHjdG")).toBeNull();
    expect(canonicalAdminPathname("/about", "eKwU1RHjdG")).toBeNull();
  });
});

describe("base security headers", () => {
  it("send HSTS only for an https site", () => {
    expect(baseSecurityHeaders("https://www.example.com")["Strict-Transport-Security"]).toBe(HSTS_VALUE);
    expect(baseSecurityHeaders("http://localhost:3000")["Strict-Transport-Security"]).toBeUndefined();
    expect(baseSecurityHeaders("http://localhost:3000")["Permissions-Policy"]).toContain("camera=()");
  });
});
