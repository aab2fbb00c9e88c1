/**
 * Sessions end on the server: every cookie carries the user's session version from when it was issued, and
 * logout, a password change or signOutEverywhere raise the version, so a replayed old cookie is anonymous —
 * on every device, and in every worker of a cluster.
 */
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { action as logoutAction } from "~/admin/logout";
import { channelCoordinator } from "~/lib/cluster/worker-channel.server";
import { adminHref, getAuthState, requireUser } from "~/lib/auth/guard.server";
import { loginAction } from "~/lib/auth/login-page.server";
import { commitSession, getSession, signIn } from "~/lib/auth/session.server";
import { signOutEverywhere, updateUserEndingSessions } from "~/lib/auth/session-version.server";
import { ensureFirstAdmin, findUser, setUserPassword } from "~/lib/auth/users.server";
import { openContentStore, type ContentStore } from "~/lib/content/store.server";
import { useSeededStore } from "../admin/admin-fixture";
import { PASSWORD_HASH, makeContentDir, removeContentDirs } from "../content/content-fixture";
import { inMemoryCluster } from "../lib/cluster-fixture";

const PASSWORD = "session-test-Passw0rd!";
const page = `http://127.0.0.1${adminHref("company_info")}`;

let store: ContentStore;
let cleanup: () => Promise<void>;
beforeEach(async () => {
  ({ store, cleanup } = await useSeededStore());
  await ensureFirstAdmin(store, { adminPassword: PASSWORD, log: () => {}, cost: 4 });
});
afterEach(async () => {
  await cleanup();
  await removeContentDirs();
});

const admin = () => findUser(store, "admin")!;

/** The Cookie header of a fresh sign-in of `user` (as the login action issues it). */
async function cookieFor(user = admin(), now = Date.now()): Promise<string> {
  const session = await getSession(new Request(page));
  signIn(session, user, false, now);
  return (await commitSession(session, new Request(page))).split(";")[0]!;
}

const stateWith = (cookie: string) => getAuthState(new Request(page, { headers: { Cookie: cookie } }));

describe("session version in the cookie", () => {
  it("accepts a cookie of the current version and treats any other version as anonymous", async () => {
    const cookie = await cookieFor();
    expect((await stateWith(cookie)).user?.username).toBe("admin");

    const outdated = await cookieFor({ ...admin(), session_version: admin().session_version + 1 });
    const state = await stateWith(outdated);
    expect(state.user).toBeNull();
    expect(state.lapsed).toBe(true);
  });

  it("treats a genuine cookie without a version (issued before versions existed) as anonymous", async () => {
    const session = await getSession(new Request(page));
    signIn(session, admin(), false);
    session.unset("sessionVersion");
    const cookie = (await commitSession(session, new Request(page))).split(";")[0]!;
    expect((await stateWith(cookie)).user).toBeNull();
  });

  it("signs in with the user's current version", async () => {
    await signOutEverywhere(admin().id);
    const response = await loginAction(
      new Request(`http://127.0.0.1${adminHref("login")}`, {
        method: "POST",
        headers: { "Content-Type": "application/x-www-form-urlencoded" },
        body: new URLSearchParams({ username: "admin", password: PASSWORD }),
      }),
      { remoteAddress: "127.0.0.1" },
    );
    if (!(response instanceof Response)) throw new Error(`refused: ${JSON.stringify(response)}`);
    const cookie = response.headers.get("Set-Cookie")!.split(";")[0]!;
    expect((await stateWith(cookie)).user?.username).toBe("admin");
  });
});

describe("ending sessions", () => {
  it("logout raises the version: the old cookie, and every other of that user, is refused afterwards", async () => {
    const before = admin().session_version;
    const thisBrowser = await cookieFor();
    const otherDevice = await cookieFor();
    const response = await logoutAction({
      request: new Request(`http://127.0.0.1${adminHref("logout")}`, {
        method: "POST",
        headers: { Cookie: thisBrowser, Origin: "http://127.0.0.1" },
      }),
      params: {},
      context: {},
    });
    expect(response.status).toBe(302);
    expect(response.headers.get("Location")).toBe(adminHref("login"));
    expect(admin().session_version).toBe(before + 1);
    for (const replayed of [thisBrowser, otherDevice]) {
      const refused = await requireUser(new Request(page, { headers: { Cookie: replayed } })).catch((e: unknown) => e);
      expect((refused as Response).headers.get("Location")).toMatch(new RegExp(`^${adminHref("login")}\\?redirect=`));
    }
    // A fresh sign-in works again.
    expect((await stateWith(await cookieFor())).user?.username).toBe("admin");
  });

  it("logout with an already refused cookie changes nothing", async () => {
    const old = await cookieFor();
    await signOutEverywhere(admin().id);
    const version = admin().session_version;
    const updatetime = admin().updatetime;
    await logoutAction({
      request: new Request(`http://127.0.0.1${adminHref("logout")}`, { method: "POST", headers: { Cookie: old } }),
      params: {},
      context: {},
    });
    expect(admin().session_version).toBe(version);
    expect(admin().updatetime).toBe(updatetime);
  });

  it("a password change raises the version and ends the sessions opened with the old password", async () => {
    const before = admin().session_version;
    const cookie = await cookieFor();
    await setUserPassword(store, "admin", "another-Passw0rd!", { cost: 4 });
    expect(admin().session_version).toBe(before + 1);
    expect((await stateWith(cookie)).user).toBeNull();
  });

  it("signOutEverywhere raises the version once per call, even when two run at the same moment", async () => {
    const before = admin().session_version;
    await Promise.all([signOutEverywhere(admin().id), signOutEverywhere(admin().id)]);
    expect(admin().session_version).toBe(before + 2);
    expect(await signOutEverywhere(999_999)).toBeNull();
  });

  it("the first admin starts at version 0 and can sign in", async () => {
    expect(store.list("users")).toHaveLength(1);
    expect(admin().session_version).toBe(0);
    expect((await stateWith(await cookieFor())).user?.role).toBe("admin");
  });
});

describe("in a cluster", () => {
  it("a raise through one worker is seen by the other before it resolves", async () => {
    const join = inMemoryCluster();
    const dir = await makeContentDir({
      "users.json": JSON.stringify({
        users: [
          { id: 1, username: "admin", password_hash: PASSWORD_HASH, role: "admin", createtime: 1, updatetime: 1 },
        ],
      }),
    });
    const a = await openContentStore(dir, { coordinator: channelCoordinator(join()), versionToken: "t" });
    const b = await openContentStore(dir, { coordinator: channelCoordinator(join()), versionToken: "t" });
    expect(b.get("users", 1)?.session_version).toBe(0);
    await updateUserEndingSessions(a, 1);
    expect(b.get("users", 1)?.session_version).toBe(1);
    // A raise through the second worker, at the same moment as one through the first, is not lost.
    await Promise.all([updateUserEndingSessions(a, 1), updateUserEndingSessions(b, 1)]);
    expect(a.get("users", 1)?.session_version).toBe(3);
    expect(b.get("users", 1)?.session_version).toBe(3);
  });
});
