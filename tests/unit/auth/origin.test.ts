import { describe, expect, it } from "vitest";
import { assertSameOrigin, isSameOrigin, isSameOriginRequest } from "~/lib/auth/origin.server";

const req = (method: string, headers: Record<string, string> = {}) =>
  new Request("http://127.0.0.1:3000/eKwU1RHjdG/company_info", { method, headers });

describe("origin check", () => {
  it("lets reads through whatever their origin", () => {
    expect(isSameOriginRequest(req("GET", { Origin: "https://evil.example" }))).toBe(true);
  });
  it("accepts same-origin posts and posts without Origin", () => {
    expect(isSameOriginRequest(req("POST", { Origin: "http://127.0.0.1:3000" }))).toBe(true);
    expect(isSameOriginRequest(req("POST"))).toBe(true);
  });
  it("refuses posts from another origin, a null origin or a cross-site fetch", () => {
    expect(isSameOriginRequest(req("POST", { Origin: "https://evil.example" }))).toBe(false);
    expect(isSameOriginRequest(req("POST", { Origin: "http://127.0.0.1:4000" }))).toBe(false);
    expect(isSameOriginRequest(req("POST", { Origin: "null" }))).toBe(false);
    expect(isSameOriginRequest(req("POST", { "Sec-Fetch-Site": "cross-site" }))).toBe(false);
  });
  it("throws a 403 response when refused", () => {
    try {
      assertSameOrigin(req("DELETE", { Origin: "https://evil.example" }));
      expect.unreachable();
    } catch (error) {
      expect((error as Response).status).toBe(403);
    }
  });
});

describe("origin check from a request head (the production server's use)", () => {
  const head = (method: string, origin?: string | null, secFetchSite?: string, host = "127.0.0.1:3000") => ({
    method,
    host,
    origin,
    secFetchSite,
  });
  it("answers the same as for a Fetch request", () => {
    expect(isSameOrigin(head("POST", "http://127.0.0.1:3000"))).toBe(true);
    expect(isSameOrigin(head("POST", undefined))).toBe(true);
    expect(isSameOrigin(head("POST", "https://evil.example"))).toBe(false);
    expect(isSameOrigin(head("POST", "null"))).toBe(false);
    expect(isSameOrigin(head("POST", "not a url"))).toBe(false);
    expect(isSameOrigin(head("PUT", undefined, "cross-site"))).toBe(false);
    expect(isSameOrigin(head("HEAD", "https://evil.example", "cross-site"))).toBe(true);
  });
  it("refuses a post whose Host is missing but whose Origin is set", () => {
    expect(isSameOrigin({ method: "POST", host: undefined, origin: "http://127.0.0.1:3000", secFetchSite: null })).toBe(
      false,
    );
  });
});
