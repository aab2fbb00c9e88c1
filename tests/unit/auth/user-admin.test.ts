/**
 * The users screen's operations (lib/auth/user-admin.server.ts) and the password rule they share: the last enabled
 * admin is never disabled or demoted, nobody disables themselves, a disabled account cannot sign in (with the same
 * message as a wrong password) and its sessions end, a reset or "sign out everywhere" ends the other account's
 * sessions, and every new password meets the one rule.
 */
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { adminHref, getAuthState } from "~/lib/auth/guard.server";
import { LoginFailure, verifyLoginForm } from "~/lib/auth/login.server";
import { passwordChecks, passwordRuleProblem } from "~/lib/auth/password-rule";
import { passwordProblem } from "~/lib/auth/password.server";
import { commitSession, getSession, signIn } from "~/lib/auth/session.server";
import {
  UserRuleError,
  createUser,
  resetUserPassword,
  setUserDisabled,
  signOutUserEverywhere,
  updateUserProfile,
} from "~/lib/auth/user-admin.server";
import { findUser } from "~/lib/auth/users.server";
import type { ContentStore } from "~/lib/content/store.server";
import { useSeededStore } from "../admin/admin-fixture";

const page = `http://127.0.0.1${adminHref("company_info")}`;
let store: ContentStore;
let cleanup: () => Promise<void>;

beforeEach(async () => {
  ({ store, cleanup } = await useSeededStore());
  for (const user of store.list("users")) await store.remove("users", user.id, { expectedUpdatetime: null });
});
afterEach(() => cleanup());

const make = (username: string, role: "admin" | "reviewer" | "editor" | "user", password = `${username}-Passw0rd!`) =>
  createUser(store, { username, name: username, role, password }, { cost: 4 });

async function cookieOf(username: string) {
  const session = await getSession(new Request(page));
  signIn(session, findUser(store, username)!, false);
  return (await commitSession(session, new Request(page))).split(";")[0]!;
}
const signedIn = async (cookie: string) =>
  (await getAuthState(new Request(page, { headers: { Cookie: cookie } }))).user?.username ?? null;

async function refusal(work: Promise<unknown>): Promise<string> {
  const error = await work.then(
    () => null,
    (thrown: unknown) => thrown,
  );
  expect(error).toBeInstanceOf(UserRuleError);
  return (error as UserRuleError).reason.key;
}

describe("the last enabled admin", () => {
  it("cannot be disabled or demoted while alone, and can once another admin is enabled", async () => {
    const root = await make("root", "admin");
    const editor = await make("writer", "editor");
    expect(await refusal(setUserDisabled(store, editor.id, root.id, true))).toBe("users.lastAdminDisable");
    expect(await refusal(updateUserProfile(store, null, root.id, { name: "Root", role: "editor" }))).toBe(
      "users.lastAdminDemote",
    );
    expect(store.get("users", root.id)).toMatchObject({ role: "admin", disabled: false });

    const second = await make("second", "admin");
    await setUserDisabled(store, root.id, second.id, true);
    // A disabled admin does not count: root is still the last enabled one.
    expect(await refusal(updateUserProfile(store, null, root.id, { name: "Root", role: "reviewer" }))).toBe(
      "users.lastAdminDemote",
    );
    await setUserDisabled(store, root.id, second.id, false);
    await updateUserProfile(store, null, root.id, { name: "Root", role: "reviewer" });
    expect(store.get("users", root.id)?.role).toBe("reviewer");
  });

  it("an admin cannot disable their own account, even with another admin enabled", async () => {
    const root = await make("root", "admin");
    await make("second", "admin");
    expect(await refusal(setUserDisabled(store, root.id, root.id, true))).toBe("users.cannotDisableSelf");
    expect(store.get("users", root.id)?.disabled).toBe(false);
  });
});

describe("disabling an account", () => {
  it("ends its sessions at once and refuses its sign-in with the wrong-pair message; enabling lets it back", async () => {
    const root = await make("root", "admin");
    const writer = await make("writer", "editor");
    const cookie = await cookieOf("writer");
    expect(await signedIn(cookie)).toBe("writer");

    await setUserDisabled(store, root.id, writer.id, true);
    expect(await signedIn(cookie)).toBeNull();
    const form = new FormData();
    form.set("username", "writer");
    form.set("password", "writer-Passw0rd!");
    const refused = await verifyLoginForm(form, "10.0.0.9").catch((error: unknown) => error);
    expect(refused).toBeInstanceOf(LoginFailure);
    expect((refused as LoginFailure).formError?.key).toBe("login.wrongPair");

    await setUserDisabled(store, root.id, writer.id, false);
    const ok = await verifyLoginForm(form, "10.0.0.9");
    expect(ok.user.username).toBe("writer");
    expect(store.get("users", writer.id)!.last_login_at).toBeGreaterThan(0);
  });
});

describe("reset and sign out everywhere", () => {
  it("a reset sets the new password and ends the account's sessions", async () => {
    const writer = await make("writer", "editor");
    const cookie = await cookieOf("writer");
    expect(await refusal(resetUserPassword(store, writer.id, "short", { cost: 4 }))).toBe("validation.passwordLength");
    expect(await signedIn(cookie)).toBe("writer");
    await resetUserPassword(store, writer.id, "Brand-new-Passw0rd!", { cost: 4 });
    expect(await signedIn(cookie)).toBeNull();
    const form = new FormData();
    form.set("username", "writer");
    form.set("password", "Brand-new-Passw0rd!");
    expect((await verifyLoginForm(form, "10.0.0.8")).user.username).toBe("writer");
  });

  it("sign out everywhere ends the sessions and keeps the password", async () => {
    const writer = await make("writer", "editor");
    const cookie = await cookieOf("writer");
    await signOutUserEverywhere(store, writer.id);
    expect(await signedIn(cookie)).toBeNull();
    expect(store.get("users", writer.id)!.password_hash).toBe(writer.password_hash);
  });
});

describe("creating an account", () => {
  it("refuses a taken user name (any case) and a password breaking the rule", async () => {
    await make("writer", "editor");
    expect(await refusal(make("WRITER", "reviewer"))).toBe("users.usernameTaken");
    expect(await refusal(make("other", "reviewer", "alllowercase-passw0rd!"))).toBe("validation.passwordRules");
    expect(store.list("users").map((u) => u.username)).toEqual(["writer"]);
  });
});

describe("the one password rule", () => {
  it("needs 12–72 characters, both cases, a digit and a special character, and no spaces", () => {
    expect(passwordRuleProblem("Abc-12345678")).toBeNull();
    expect(passwordRuleProblem("Ab1!")).toBe("validation.passwordLength");
    expect(passwordRuleProblem(`Aa1!${"x".repeat(69)}`)).toBe("validation.passwordLength");
    expect(passwordRuleProblem("abc-12345678")).toBe("validation.passwordRules");
    expect(passwordRuleProblem("ABC-12345678")).toBe("validation.passwordRules");
    expect(passwordRuleProblem("Abcd-efghijk")).toBe("validation.passwordRules");
    expect(passwordRuleProblem("Abcd123456789")).toBe("validation.passwordRules");
    expect(passwordRuleProblem("Abc 12345678!")).toBe("validation.passwordRules");
    expect(passwordChecks("Abc 1")).toMatchObject({ length: false, noSpace: false, upper: true, digit: true });
  });

  it("the admin command says the same rule in words", () => {
    expect(passwordProblem("Abc-12345678")).toBeNull();
    expect(passwordProblem("short")).toMatch(/12 to 72 characters/);
    expect(passwordProblem("long-enough-but-plain")).toMatch(/upper- and lower-case/);
  });
});
