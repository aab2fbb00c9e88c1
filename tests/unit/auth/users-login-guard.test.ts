import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { adminHref, getAuthState, requireUser } from "~/lib/auth/guard.server";
import { LoginFailure, verifyLoginForm } from "~/lib/auth/login.server";
import { verifyPassword } from "~/lib/auth/password.server";
import { commitSession, getSession, signIn } from "~/lib/auth/session.server";
import { readFile, stat } from "node:fs/promises";
import { bootstrapFirstAdmin, findUser, firstAdminPasswordFile, setUserPassword } from "~/lib/auth/users.server";
import type { ContentStore } from "~/lib/content/store.server";
import { form, useSeededStore } from "../admin/admin-fixture";

let store: ContentStore;
let cleanup: () => Promise<void>;
beforeEach(async () => {
  ({ store, cleanup } = await useSeededStore());
});
afterEach(async () => {
  vi.useRealTimers();
  await cleanup();
});

describe("first admin", () => {
  it("creates admin with a random password written to a private file, never to the log", async () => {
    const log = vi.fn();
    const user = await bootstrapFirstAdmin(store, { log, cost: 4 });
    expect(user?.username).toBe("admin");
    expect(user?.role).toBe("admin");
    expect(log).toHaveBeenCalledTimes(1);
    const file = firstAdminPasswordFile(store.contentDir);
    expect(String(log.mock.calls[0]?.[0])).toContain(file);
    const password = (await readFile(file, "utf8")).trim();
    expect(password).toHaveLength(20);
    expect(String(log.mock.calls[0]?.[0])).not.toContain(password);
    expect((await stat(file)).mode & 0o777).toBe(0o600);
    expect(await verifyPassword(password, user!.password_hash)).toBe(true);
    expect(JSON.stringify(store.list("users"))).not.toContain(password);
  });

  it("uses ADMIN_PASSWORD without printing it, and does nothing once users exist", async () => {
    const log = vi.fn();
    const user = await bootstrapFirstAdmin(store, { adminPassword: "a-long-Passw0rd!", log, cost: 4 });
    expect(String(log.mock.calls[0]?.[0])).not.toContain("a-long-Passw0rd!");
    expect(await verifyPassword("a-long-Passw0rd!", user!.password_hash)).toBe(true);
    expect(await bootstrapFirstAdmin(store, { adminPassword: "x".repeat(12), log, cost: 4 })).toBeNull();
    expect(store.list("users")).toHaveLength(1);
  });
});

describe("set-password (admin CLI core)", () => {
  it("changes an existing password and refuses short ones", async () => {
    await bootstrapFirstAdmin(store, { adminPassword: "first-Passw0rd!", log: () => {}, cost: 4 });
    await setUserPassword(store, "ADMIN", "second-Passw0rd!", { cost: 4 });
    expect(await verifyPassword("second-Passw0rd!", findUser(store, "admin")!.password_hash)).toBe(true);
    await expect(setUserPassword(store, "admin", "short", { cost: 4 })).rejects.toThrow(/12 to 72 characters/);
    await expect(setUserPassword(store, "admin", "plain-lowercase-1", { cost: 4 })).rejects.toThrow(
      /upper- and lower-case/,
    );
    await expect(setUserPassword(store, "nobody", "Long-enough-pass1", { cost: 4 })).rejects.toThrow(/No user/);
  });
  it("creates a user with a role when asked", async () => {
    const { user, created } = await setUserPassword(store, "editor", "editor-Passw0rd!", {
      createWithRole: "user",
      cost: 4,
    });
    expect(created).toBe(true);
    expect(user.role).toBe("user");
  });
});

describe("login form", () => {
  beforeEach(async () => {
    await bootstrapFirstAdmin(store, { adminPassword: "right-Passw0rd!", log: () => {}, cost: 4 });
  });

  const attempt = async (fields: Record<string, string>, client: string | null = null) => {
    try {
      return await verifyLoginForm(form(fields), client);
    } catch (error) {
      if (error instanceof LoginFailure) return error;
      throw error;
    }
  };

  it("requires both fields with the product's messages", async () => {
    const result = await attempt({ username: " ", password: "" });
    expect(result).toBeInstanceOf(LoginFailure);
    expect((result as LoginFailure).fieldErrors).toEqual({
      username: { key: "login.usernameRequired" },
      password: { key: "login.passwordRequired" },
    });
    expect((result as LoginFailure).status).toBe(400);
  });

  it("answers a wrong password and an unknown user with the same generic message", async () => {
    const wrong = (await attempt({ username: "admin", password: "nope-nope" })) as LoginFailure;
    const unknown = (await attempt({ username: "ghost-user", password: "nope-nope" })) as LoginFailure;
    expect(wrong.formError).toEqual({ key: "login.wrongPair" });
    expect(unknown.formError).toEqual({ key: "login.wrongPair" });
    expect(wrong.status).toBe(401);
  });

  it("signs in with the right pair (user names are case-insensitive) and reads remember/redirect", async () => {
    const ok = await attempt({ username: "Admin", password: "right-Passw0rd!", remember: "on", redirect: "/x" });
    expect(ok).toMatchObject({ user: { username: "admin" }, remember: true, redirectTo: "/x" });
  });

  it("locks a user name after 5 failures, even for the right password, until the lock ends", async () => {
    vi.useFakeTimers({ toFake: ["Date"] });
    const name = `locked-${Date.now()}`;
    await setUserPassword(store, name, "locked-Passw0rd!", { createWithRole: "user", cost: 4 });
    for (let i = 0; i < 4; i++)
      expect(((await attempt({ username: name, password: "bad" })) as LoginFailure).status).toBe(401);
    const fifth = (await attempt({ username: name, password: "bad" })) as LoginFailure;
    expect(fifth.status).toBe(429);
    expect(fifth.formError).toEqual({ key: "login.tooManyAttempts", params: { seconds: 300 } });
    expect(((await attempt({ username: name, password: "locked-Passw0rd!" })) as LoginFailure).status).toBe(429);
    vi.setSystemTime(Date.now() + 301_000);
    expect(await attempt({ username: name, password: "locked-Passw0rd!" })).toMatchObject({ user: { username: name } });
  });
});

describe("guard", () => {
  const url = `http://127.0.0.1${adminHref("articleList")}?page=2`;

  it("redirects anonymous visitors to login with the page they wanted", async () => {
    const thrown = await requireUser(new Request(url)).catch((e: unknown) => e);
    expect(thrown).toBeInstanceOf(Response);
    expect((thrown as Response).status).toBe(302);
    expect((thrown as Response).headers.get("Location")).toBe(
      `${adminHref("login")}?redirect=${encodeURIComponent(`${adminHref("articleList")}?page=2`)}`,
    );
  });

  it("accepts a signed-in session and treats expired or forged cookies as anonymous", async () => {
    await bootstrapFirstAdmin(store, { adminPassword: "right-Passw0rd!", log: () => {}, cost: 4 });
    const user = findUser(store, "admin")!;
    const request = new Request(url);
    const session = await getSession(request);
    signIn(session, user, false);
    const cookie = (await commitSession(session, request)).split(";")[0]!;
    const state = await requireUser(new Request(url, { headers: { Cookie: cookie } }));
    expect(state.user.username).toBe("admin");

    const expired = await getSession(request);
    signIn(expired, user, false, Date.now() - 13 * 60 * 60 * 1000);
    const expiredCookie = (await commitSession(expired, request)).split(";")[0]!;
    expect((await getAuthState(new Request(url, { headers: { Cookie: expiredCookie } }))).user).toBeNull();

    const forged = cookie.replace(/=.{4}/, "=AAAA");
    expect((await getAuthState(new Request(url, { headers: { Cookie: forged } }))).user).toBeNull();
  });

  it("refuses a cross-origin post before anything else", async () => {
    const thrown = await requireUser(
      new Request(url, { method: "POST", headers: { Origin: "https://evil.example" } }),
    ).catch((e: unknown) => e);
    expect((thrown as Response).status).toBe(403);
  });

  it("remember gives a 30-day cookie, otherwise a browser-session cookie; httpOnly and SameSite=Lax", async () => {
    const request = new Request(url);
    const session = await getSession(request);
    signIn(session, { id: 1, username: "admin", session_version: 0 }, true);
    const remembered = await commitSession(session, request);
    expect(remembered).toMatch(/Max-Age=2592000/);
    expect(remembered).toMatch(/HttpOnly/);
    expect(remembered).toMatch(/SameSite=Lax/);
    expect(remembered).not.toMatch(/Secure/);
    signIn(session, { id: 1, username: "admin", session_version: 0 }, false);
    expect(await commitSession(session, request)).not.toMatch(/Max-Age|Expires/);
    expect(await commitSession(session, new Request("https://example.org/"))).toMatch(/Secure/);
  });
});
