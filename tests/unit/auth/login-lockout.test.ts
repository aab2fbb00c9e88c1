/**
 * The sign-in itself under a hammering client: one address sends 100 wrong passwords for a name, and the
 * name's owner, from another address, still gets in on the first try. The slow-down is recorded, not waited.
 */
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { LoginFailure, verifyLoginForm, type LoginSuccess } from "~/lib/auth/login.server";
import { setUserPassword } from "~/lib/auth/users.server";
import type { ContentStore } from "~/lib/content/store.server";
import { form, useSeededStore } from "../admin/admin-fixture";

let store: ContentStore;
let cleanup: () => Promise<void>;
beforeEach(async () => {
  ({ store, cleanup } = await useSeededStore());
});
afterEach(async () => {
  await cleanup();
});

const ATTACKER = "203.0.113.7";
const OWNER = "198.51.100.9";

describe("login under a hammering client", () => {
  it("lets the right password in from another client on its first try, slowed down by at most the cap", async () => {
    // The throttle lives for the whole test process: a name of its own keeps other tests' failures out.
    const name = `hammered-${Date.now()}`;
    await setUserPassword(store, name, "owner-Passw0rd!", { createWithRole: "user", cost: 4 });
    const waits: number[] = [];
    const sleep = async (ms: number) => void waits.push(ms);
    const attempt = async (password: string, client: string): Promise<LoginSuccess | LoginFailure> => {
      try {
        return await verifyLoginForm(form({ username: name, password }), client, { sleep });
      } catch (error) {
        if (error instanceof LoginFailure) return error;
        throw error;
      }
    };

    const statuses: number[] = [];
    for (let i = 0; i < 100; i++) statuses.push(((await attempt(`wrong-${i}`, ATTACKER)) as LoginFailure).status);
    expect(statuses.slice(0, 4)).toEqual([401, 401, 401, 401]);
    expect(new Set(statuses.slice(4))).toEqual(new Set([429]));

    waits.length = 0;
    const owner = await attempt("owner-Passw0rd!", OWNER);
    expect(owner).toMatchObject({ user: { username: name } });
    expect(waits.reduce((sum, ms) => sum + ms, 0)).toBeLessThanOrEqual(2_000);

    // The hammering client stays locked out of that name, with the wait in the message.
    const locked = (await attempt("owner-Passw0rd!", ATTACKER)) as LoginFailure;
    expect(locked.status).toBe(429);
    expect(locked.formError).toMatchObject({ key: "login.tooManyAttempts", params: { seconds: expect.any(Number) } });
  });
});
