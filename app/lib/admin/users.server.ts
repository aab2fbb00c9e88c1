/**
 * The users screen (admins only, `users.manage`): the list's rows, the account form on the generic edit shape
 * (display name and role; user name and first password for a new account), and the commands of one account —
 * disable or enable, reset its password, sign it out everywhere. The operations and their safety rules are in
 * lib/auth/user-admin.server.ts.
 */
import { recordAudit } from "~/lib/records/record-audit.server";
import type { AuditAction } from "~/lib/records/change-context";
import { data } from "@remix-run/node";
import { randomUUID } from "node:crypto";
import { ROLES, type Role } from "~/lib/auth/capabilities";
import { adminHref, getAuthState } from "~/lib/auth/guard.server";
import {
  UserRuleError,
  createUser,
  resetUserPassword,
  setUserDisabled,
  signOutUserEverywhere,
  updateUserProfile,
  userChangeProblem,
} from "~/lib/auth/user-admin.server";
import { findUser } from "~/lib/auth/users.server";
import { DEL_STATUS } from "~/lib/content/codes";
import { getContentStore, type ContentStore } from "~/lib/content/store.server";
import { message, type Message } from "~/lib/i18n/message";
import { beginAdminAction, parseForm, redirectWithToast, type ActionContext } from "./action.server";
import { newUserEntity, userEntity } from "./entities";
import { defineEntityServer, entityFormAction, loadEntityForm, saveEntity } from "./entity.server";
import { parseIdParam } from "./loader.server";
import { USER_COMMANDS, type UserCommandFailure } from "./user-commands";
import { NewUserFormSchema, ResetPasswordSchema, UserFormSchema } from "./schemas";

const roleOptions = () => ({ role: ROLES.map((role) => ({ value: role, labelKey: `roles.${role}` })) });

/** An existing account's form: display name and role; the last enabled admin keeps the role. */
export const userAdmin = defineEntityServer({
  kind: "users",
  description: userEntity,
  schema: UserFormSchema,
  readCapability: "users.manage",
  writeCapability: "users.manage",
  options: roleOptions,
  check: (store, value, id): Record<string, Message> => {
    const problem = id === null ? null : userChangeProblem(store, null, id, { role: value.role });
    return problem ? { role: problem } : {};
  },
  write: (store, id, record, guard) =>
    updateUserProfile(store, null, id!, { name: String(record.name ?? ""), role: record.role as Role }, guard),
});

/** A new account's form: the user name must be free; the password meets the rule and is stored hashed. */
export const newUserAdmin = defineEntityServer({
  kind: "users",
  description: newUserEntity,
  schema: NewUserFormSchema,
  readCapability: "users.manage",
  writeCapability: "users.manage",
  defaults: () => ({ role: "editor" }),
  options: roleOptions,
  check: (store, value): Record<string, Message> =>
    findUser(store, value.username) ? { username: message("users.usernameTaken") } : {},
  write: (store, _id, record) =>
    createUser(store, {
      username: String(record.username),
      name: String(record.name ?? ""),
      role: record.role as Role,
      password: String(record.password),
    }),
});

/** The users screen's table: every account with its role, status and last sign-in. */
export function userRows(store: ContentStore) {
  return store
    .list("users")
    .map((user) => ({
      id: user.id,
      username: user.username,
      name: user.name,
      role: user.role,
      disabled: user.disabled,
      lastLoginAt: user.last_login_at,
      updatetime: user.updatetime,
      // A disabled account is shown muted, as the admin's tables show a deleted record.
      del_status: user.disabled ? DEL_STATUS.deleted : DEL_STATUS.active,
    }))
    .sort((a, b) => ROLES.indexOf(a.role) - ROLES.indexOf(b.role) || a.username.localeCompare(b.username));
}

function commandFailure(command: UserCommandFailure["command"], error: Message) {
  return data<UserCommandFailure>({ command, error, key: randomUUID() }, { status: 400 });
}

/** Runs one account command for `id` and returns to `back` with a toast; a broken rule is said at its form. */
async function runCommand(ctx: ActionContext, id: number, back: string) {
  const command = ctx.intent as UserCommandFailure["command"];
  const account = ctx.store.get("users", id);
  if (!account) throw new Response("Not Found", { status: 404 });
  // Every account command is in the audit log, with who did it and to whom.
  const audit = (action: AuditAction) =>
    recordAudit({
      action,
      actor: ctx.change.actor,
      client: ctx.change.client,
      target: { entity: "users", id, title: account.username },
    });
  try {
    switch (command) {
      case "disable":
      case "enable":
        await setUserDisabled(ctx.store, ctx.user.id, id, command === "disable");
        await audit(command === "disable" ? "user-disable" : "user-enable");
        return redirectWithToast(ctx, back, message(command === "disable" ? "users.disabled" : "users.enabled"));
      case "sign-out":
        await signOutUserEverywhere(ctx.store, id);
        await audit("user-signout");
        return redirectWithToast(ctx, back, message("users.signedOut"));
      case "reset-password": {
        const parsed = parseForm(ctx.formData, ResetPasswordSchema);
        if (!parsed.ok) return commandFailure(command, parsed.fieldErrors.password ?? message("toast.invalid"));
        await resetUserPassword(ctx.store, id, parsed.value.password);
        await audit("password-reset");
        return redirectWithToast(ctx, back, message("users.passwordReset"));
      }
    }
  } catch (error) {
    if (error instanceof UserRuleError) return commandFailure(command, error.reason);
    throw error;
  }
  throw new Response("Bad Request", { status: 400 });
}

/** The users list's action: disable, enable or sign out an account from its row. */
export async function userListAction(request: Request) {
  const started = await beginAdminAction(request, "users.manage");
  if (started.expired) return started.expired;
  const id = Number(started.ctx.formData.get("id"));
  if (!Number.isInteger(id) || id < 1) throw new Response("Not Found", { status: 404 });
  return runCommand(started.ctx, id, adminHref(userEntity.path));
}

/** One account's action: the form's save (new or existing account), or one of the account commands. */
export async function userFormAction(request: Request, idParam: string | undefined) {
  const id = parseIdParam(idParam);
  if (id === "new") return entityFormAction(newUserAdmin, request, "new");
  const started = await beginAdminAction(request, "users.manage");
  if (started.expired) return started.expired;
  if ((USER_COMMANDS as readonly string[]).includes(started.ctx.intent))
    return runCommand(started.ctx, id, adminHref(`${userEntity.path}/${id}`));
  if (!started.ctx.store.get("users", id)) throw new Response("Not Found", { status: 404 });
  return saveEntity(userAdmin, started.ctx, id);
}

/** One account's page: the generic form's data, plus what the commands need (status, whether it is oneself). */
export async function loadUserForm(request: Request, idParam: string | undefined) {
  const isNew = idParam === "new";
  const form = await loadEntityForm(isNew ? newUserAdmin : userAdmin, request, idParam);
  const { user: me } = await getAuthState(request);
  const stored = isNew ? undefined : (await getContentStore()).get("users", Number(idParam));
  const account = stored
    ? {
        id: stored.id,
        username: stored.username,
        disabled: stored.disabled,
        lastLoginAt: stored.last_login_at,
        updatetime: stored.updatetime,
        self: stored.id === me?.id,
      }
    : null;
  return data({ ...form.data, account }, form.init ?? undefined);
}
