/**
 * The session cookie on an https site is `__Host-session` and always Secure (browsers then refuse it over
 * http and from subdomains); on an http site it stays `__session`. COOKIE_SECURE still decides when set.
 * The environment is read once per process, so each case loads the session module afresh.
 */
import { afterEach, describe, expect, it, vi } from "vitest";
import { isAnonymous } from "~/lib/http/page-cache.server";

const SECRET = "cookie-test-secret-0123456789abcdef0123456789";

async function sessionModuleWith(env: { SITE_URL: string; COOKIE_SECURE?: string }) {
  vi.resetModules();
  vi.stubEnv("SESSION_SECRET", SECRET);
  vi.stubEnv("SITE_URL", env.SITE_URL);
  vi.stubEnv("COOKIE_SECURE", env.COOKIE_SECURE ?? "");
  return import("~/lib/auth/session.server");
}

/** The Set-Cookie of a signed-in session committed for a request to `requestUrl`. */
async function issued(module: Awaited<ReturnType<typeof sessionModuleWith>>, requestUrl: string) {
  const request = new Request(requestUrl);
  const session = await module.getSession(request);
  module.signIn(session, { id: 1, username: "admin", session_version: 0 }, false);
  return module.commitSession(session, request);
}

afterEach(() => {
  vi.unstubAllEnvs();
  vi.resetModules();
});

describe("session cookie transport", () => {
  it("is __Host-session, Secure, Path=/ and without Domain when SITE_URL is https", async () => {
    const module = await sessionModuleWith({ SITE_URL: "https://www.example.com" });
    // Even for a request that reached the app over plain http (a TLS-terminating proxy in front).
    const setCookie = await issued(module, "http://127.0.0.1:3000/eKwU1RHjdG/login");
    expect(setCookie).toMatch(/^__Host-session=/);
    expect(setCookie).toMatch(/; Secure/);
    expect(setCookie).toMatch(/; Path=\/(;|$)/);
    expect(setCookie).not.toMatch(/Domain=/i);
    expect(setCookie).toMatch(/HttpOnly/);
    // And it is read back under that name.
    const cookie = setCookie.split(";")[0]!;
    const session = await module.getSession(new Request("https://www.example.com/", { headers: { Cookie: cookie } }));
    expect(session.get("userId")).toBe(1);
    const oldName = cookie.replace(/^__Host-session=/, "__session=");
    expect(
      (await module.getSession(new Request("https://www.example.com/", { headers: { Cookie: oldName } }))).has(
        "userId",
      ),
    ).toBe(false);
  });

  it("stays __session over http, Secure only for https requests unless COOKIE_SECURE says otherwise", async () => {
    const plain = await sessionModuleWith({ SITE_URL: "http://127.0.0.1:3000" });
    expect(await issued(plain, "http://127.0.0.1:3000/")).toMatch(/^__session=(?!.*Secure)/);
    expect(await issued(plain, "https://127.0.0.1:3000/")).toMatch(/^__session=.*; Secure/);

    const forced = await sessionModuleWith({ SITE_URL: "http://127.0.0.1:3000", COOKIE_SECURE: "true" });
    expect(await issued(forced, "http://127.0.0.1:3000/")).toMatch(/^__session=.*; Secure/);
  });

  it("COOKIE_SECURE=false on an https site keeps __session (a __Host- cookie without Secure is dropped)", async () => {
    const module = await sessionModuleWith({ SITE_URL: "https://www.example.com", COOKIE_SECURE: "false" });
    expect(await issued(module, "https://www.example.com/")).toMatch(/^__session=(?!.*Secure)/);
    expect(module.sessionCookieSettings("https://www.example.com", undefined)).toEqual({
      name: "__Host-session",
      secure: true,
    });
  });

  it("the page cache treats either session cookie as a signed-in visitor", () => {
    expect(isAnonymous("lng=en-US; __Host-session=x")).toBe(false);
    expect(isAnonymous("__session=x")).toBe(false);
    expect(isAnonymous("lng=en-US")).toBe(true);
  });
});
