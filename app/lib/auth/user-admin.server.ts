/**
 * What the users screen does to accounts, one small function an operation (so each can be recorded in the
 * audit log with one call): create, change name and role, disable and enable, reset a password, sign out
 * everywhere. The safety rules live here, not in the screen: the last enabled admin can be neither disabled nor
 * demoted, and nobody disables their own account. Passwords follow the one rule (./password-rule.ts) and are
 * stored only as bcrypt hashes.
 */
import type { ContentStore } from "~/lib/content/store.server";
import { message, type Message } from "~/lib/i18n/message";
import type { Role } from "./capabilities";
import { hashPassword } from "./password.server";
import { passwordRuleProblem } from "./password-rule";
import { signOutEverywhere, updateUserEndingSessions } from "./session-version.server";
import { findUser, type StoredUser } from "./users.server";

/** A refused user operation, with the message (admin.json key) the screen shows. */
export class UserRuleError extends Error {
  override name = "UserRuleError";
  constructor(
    readonly reason: Message,
    /** The form field the message belongs to, when it is about one. */
    readonly field?: string,
  ) {
    super(reason.key);
  }
}

/** The enabled admins. */
function enabledAdmins(store: ContentStore): StoredUser[] {
  return store.list("users").filter((user) => user.role === "admin" && !user.disabled);
}

/**
 * Why `id` may not become `next` (another role, or disabled) by `actorId`'s hand, or null when it may: the last
 * enabled admin keeps the role and stays enabled, and an admin does not disable themselves.
 */
export function userChangeProblem(
  store: ContentStore,
  actorId: number | null,
  id: number,
  next: { role?: Role; disabled?: boolean },
): Message | null {
  const user = store.get("users", id);
  if (!user) return null;
  if (next.disabled && actorId === id) return message("users.cannotDisableSelf");
  const losesAdmin =
    user.role === "admin" && !user.disabled && (next.disabled === true || (next.role ?? "admin") !== "admin");
  if (losesAdmin && enabledAdmins(store).length <= 1)
    return message(next.disabled ? "users.lastAdminDisable" : "users.lastAdminDemote");
  return null;
}

export interface NewUser {
  username: string;
  name: string;
  role: Role;
  password: string;
}

/** Creates an account; the user name must be free (any case) and the password meet the rule. */
export async function createUser(store: ContentStore, input: NewUser, options: { cost?: number } = {}) {
  if (findUser(store, input.username)) throw new UserRuleError(message("users.usernameTaken"), "username");
  const problem = passwordRuleProblem(input.password);
  if (problem) throw new UserRuleError(message(problem), "password");
  const password_hash = await hashPassword(input.password, options.cost);
  return store.create("users", {
    username: input.username,
    name: input.name,
    role: input.role,
    password_hash,
  });
}

/**
 * Changes an account's display name and role (refusing a change that would leave no enabled admin); a record
 * changed meanwhile is refused by the store's updatetime check.
 */
export async function updateUserProfile(
  store: ContentStore,
  actorId: number | null,
  id: number,
  patch: { name: string; role: Role },
  guard: { expectedUpdatetime: number | null } = { expectedUpdatetime: null },
) {
  const problem = userChangeProblem(store, actorId, id, { role: patch.role });
  if (problem) throw new UserRuleError(problem, "role");
  return store.update("users", id, patch, guard);
}

/** Disables (ending every session of the account at once) or enables an account. */
export async function setUserDisabled(store: ContentStore, actorId: number, id: number, disabled: boolean) {
  const problem = userChangeProblem(store, actorId, id, { disabled });
  if (problem) throw new UserRuleError(problem);
  if (disabled) return updateUserEndingSessions(store, id, { disabled: true });
  return store.update("users", id, { disabled: false }, { expectedUpdatetime: null });
}

/** Sets another account's password (an admin's reset); every session of that account ends. */
export async function resetUserPassword(
  store: ContentStore,
  id: number,
  password: string,
  options: { cost?: number } = {},
) {
  const problem = passwordRuleProblem(password);
  if (problem) throw new UserRuleError(message(problem), "password");
  return updateUserEndingSessions(store, id, { password_hash: await hashPassword(password, options.cost) });
}

/** Ends every session of an account, on every device ("sign out everywhere"). */
export function signOutUserEverywhere(store: ContentStore, id: number) {
  return signOutEverywhere(id, store);
}
