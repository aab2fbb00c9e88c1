/**
 * Right after start-up nothing has created the first admin yet: a login posted straight away (a script, a
 * bookmarked form, a test client) must still succeed with ADMIN_PASSWORD instead of answering 401
 * (found by the security specs, which sign in over plain HTTP).
 */
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { loginAction } from "~/lib/auth/login-page.server";
import type { ContentStore } from "~/lib/content/store.server";
import { useSeededStore } from "../admin/admin-fixture";

const PASSWORD = "first-login-Passw0rd!";
let store: ContentStore;
let cleanup: () => Promise<void>;
beforeEach(async () => {
  process.env.ADMIN_PASSWORD ??= PASSWORD;
  process.env.SESSION_SECRET ??= "unit-session-secret-0123456789abcdef0123456789";
  ({ store, cleanup } = await useSeededStore());
});
afterEach(async () => {
  await cleanup();
});

describe("login before any page load", () => {
  it("creates the first admin and signs in with ADMIN_PASSWORD", async () => {
    expect(store.list("users")).toHaveLength(0);
    const request = new Request("http://localhost/eKwU1RHjdG/login", {
      method: "POST",
      headers: { "Content-Type": "application/x-www-form-urlencoded" },
      body: new URLSearchParams({ username: "admin", password: process.env.ADMIN_PASSWORD! }),
    });
    const response = await loginAction(request, { remoteAddress: "127.0.0.1" });
    // Success is a redirect Response; a refusal is Remix's data() wrapper with status 401.
    if (!(response instanceof Response)) throw new Error(`refused: ${JSON.stringify(response)}`);
    expect(response.status).toBe(302);
    expect(response.headers.get("Set-Cookie")).toMatch(/^__session=/);
  });
});
