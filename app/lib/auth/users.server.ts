/**
 * Admin accounts in the content store: the first-start bootstrap and password changes (used by the
 * admin CLI). Passwords are only ever stored as bcrypt hashes and are never logged; a random first
 * password goes to a private file in the content folder so the operator can sign in. A password change
 * ends every session of that user.
 */
import { writeFile } from "node:fs/promises";
import path from "node:path";
import type { ContentStore, ReadonlyRecord } from "~/lib/content/store.server";
import { generatePassword, hashPassword, passwordProblem, verifyPassword } from "./password.server";
import { updateUserEndingSessions } from "./session-version.server";
import type { Role } from "./capabilities";

export type StoredUser = ReadonlyRecord<"users">;

/** Finds a user by name, case-insensitively. */
export function findUser(store: ContentStore, username: string): StoredUser | undefined {
  const wanted = username.trim().toLowerCase();
  return store.list("users").find((u) => u.username.toLowerCase() === wanted);
}

export interface BootstrapOptions {
  /** ADMIN_PASSWORD; when absent a random one is generated and written to `.first-admin-password`. */
  adminPassword?: string;
  log?: (message: string) => void;
  /** bcrypt cost (tests lower it). */
  cost?: number;
}

/**
 * Creates the `admin` account when the store has no users. Returns the created user, or null when users
 * already exist.
 */
export async function bootstrapFirstAdmin(
  store: ContentStore,
  options: BootstrapOptions = {},
): Promise<StoredUser | null> {
  if (store.list("users").length > 0) return null;
  const log = options.log ?? ((message: string) => console.warn(message));
  const generated = !options.adminPassword;
  const password = options.adminPassword ?? generatePassword(20);
  const password_hash = await hashPassword(password, options.cost);
  // Another request, or another worker process, may have created it while we were hashing.
  const user = await store.createIfEmpty("users", { username: "admin", password_hash, role: "admin", name: "admin" });
  if (!user) return null;
  if (generated) {
    // Never in the log (logs are shipped and kept): in a file only this system user can read.
    const file = firstAdminPasswordFile(store.contentDir);
    await writeFile(file, `${password}\n`, { mode: 0o600 });
    log(
      `[admin] Created the first admin account "admin" with a random password, written to ${file} (mode 600).\n` +
        `[admin] Sign in, change it with: npm run admin -- set-password admin, then delete that file.`,
    );
  } else {
    log('[admin] Created the first admin account "admin" with the password from ADMIN_PASSWORD.');
  }
  return user;
}

/** Where the generated first-admin password is written (never logged). */
export function firstAdminPasswordFile(contentDir: string): string {
  return path.join(contentDir, ".first-admin-password");
}

const BOOTSTRAP_KEY = Symbol.for("wenlv-portal.first-admin");
type Holder = { [BOOTSTRAP_KEY]?: Promise<unknown> };

/** Runs the bootstrap once per process (memoized; a failure is retried on the next call). */
export function ensureFirstAdmin(store: ContentStore, options: BootstrapOptions = {}): Promise<unknown> {
  const holder = globalThis as typeof globalThis & Holder;
  const existing = holder[BOOTSTRAP_KEY];
  if (existing && store.list("users").length > 0) return existing;
  const run = bootstrapFirstAdmin(store, options);
  holder[BOOTSTRAP_KEY] = run;
  run.catch(() => {
    if (holder[BOOTSTRAP_KEY] === run) delete holder[BOOTSTRAP_KEY];
  });
  return run;
}

export interface SetPasswordOptions {
  /** Create the account when it does not exist (with this role). */
  createWithRole?: Role;
  cost?: number;
}

/**
 * Sets (or, with createWithRole, creates) a user's password; an existing user's sessions end with it.
 * Throws with a readable message on bad input.
 */
export async function setUserPassword(
  store: ContentStore,
  username: string,
  password: string,
  options: SetPasswordOptions = {},
): Promise<{ user: StoredUser; created: boolean }> {
  const problem = passwordProblem(password);
  if (problem) throw new Error(`The password ${problem}.`);
  const password_hash = await hashPassword(password, options.cost);
  const existing = findUser(store, username);
  if (existing) {
    // A stolen or forgotten session must not outlive the password it was opened with.
    const user = await updateUserEndingSessions(store, existing.id, { password_hash });
    if (user) return { user, created: false };
  }
  if (!options.createWithRole) throw new Error(`No user named "${username}". Use create-user to add one.`);
  const user = await store.create("users", { username, password_hash, role: options.createWithRole, name: username });
  return { user, created: true };
}

/**
 * A signed-in user's own password change (User Setting › Security): the current password must match, then the
 * new one is stored like the CLI's set-password, ending every session of the account (the caller signs the
 * current one in again). "wrong-current" when the current password does not match.
 */
export async function changeOwnPassword(
  store: ContentStore,
  userId: number,
  current: string,
  next: string,
  options: Pick<SetPasswordOptions, "cost"> = {},
): Promise<StoredUser | "wrong-current"> {
  const user = store.get("users", userId);
  if (!user || !(await verifyPassword(current, user.password_hash))) return "wrong-current";
  const { user: changed } = await setUserPassword(store, user.username, next, options);
  return changed;
}

/**
 * Notes a successful sign-in on the account (the users screen's "last sign-in"). A failed write is logged and
 * does not stop the sign-in.
 */
export async function recordSignIn(store: ContentStore, userId: number, now = Date.now()): Promise<void> {
  try {
    await store.update("users", userId, { last_login_at: Math.floor(now / 1000) }, { expectedUpdatetime: null });
  } catch (error) {
    console.error("could not record the sign-in time", error);
  }
}

/**
 * Creates the first admin when the server starts (before it listens), so no request has to: every worker
 * calls it, and the store's create-if-empty lets exactly one of them add the account.
 */
export async function prepareFirstAdmin(getStore: () => Promise<ContentStore>, adminPassword?: string) {
  await ensureFirstAdmin(await getStore(), adminPassword ? { adminPassword } : {});
}
