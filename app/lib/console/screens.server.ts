/**
 * The console screens' loader and action bodies. They run behind screenLoader and screenAction
 * (./screen-route.server), which have checked the session and the screen's role, so the routes stay a few lines
 * and this logic is tested without a server.
 */
import { changeContextOf, recordAudit } from "~/lib/records/record-audit.server";
import { recordUploads } from "~/lib/media/library.server";
import { message, type FieldMessages } from "~/lib/i18n/message";
import { formReply, type FormReply, type FormValues } from "~/lib/forms/form-reply";
import type { Message } from "~/lib/i18n/message";
import { issueMessages } from "~/lib/forms/issue-message";
import { parseWithZod } from "@conform-to/zod/v4";
import { readSmallForm } from "~/lib/http/request-body.server";
import { safeRedirect } from "~/lib/auth/safe-redirect";
import { assertBoundedIndices, assertDeclaredFields } from "~/lib/forms/declared-fields";
import { redirect } from "@remix-run/node";
import { readAdminForm, uploadsDirOf } from "~/lib/admin/form-data.server";
import { MESSAGE_TYPES } from "~/lib/content/console-schema";
import { ConflictError, ContentValidationError, NotFoundError, type ContentStore } from "~/lib/content/store.server";
import { CardActionError, CardCommandSchema, parseCardTab, QualityCreateSchema } from "./cards";
import { runChannelFlow } from "./channel-flow";
import { chatCsv, ChatPostSchema, parseChatQuery } from "./chat";
import { monitorData, POPULAR_TYPES, workplaceData, type PopularType } from "./charts";
import {
  cancelParameterProcess,
  certificationRecords,
  chatLines,
  createQualityCard,
  clearMessages,
  markAllRead,
  markMessagesRead,
  messageBox,
  messageListPage,
  parameterProfile,
  policyPage,
  postChatMessage,
  profileOf,
  runCardCommand,
  saveChannelForm,
  saveAvatar,
  saveParameterSet,
  saveUserSetting,
  withdrawCertification,
} from "./commands.server";
import {
  AvatarUploadSchema,
  ChangePasswordSchema,
  ChannelFormSchema,
  GroupFormSchema,
  UserSettingSchema,
} from "./forms";
import { changeOwnPassword, findUser } from "~/lib/auth/users.server";
import { signOutEverywhere } from "~/lib/auth/session-version.server";
import { commitSession, getSession, signIn } from "~/lib/auth/session.server";
import { serverMenu } from "./menu";
import { parseMessageType } from "./messages";
import { parsePolicyTableView } from "./policies";
import type { Role } from "~/lib/auth/capabilities";
import { checkRoles, rolesForScreen, type ConsoleRole } from "./roles";
import { readEffectiveRole, readSettings, switchRole, updateSettings } from "./settings.server";
import { USER_SETTING_TABS } from "./user-center";

/** The signed-in account as the admin guard reports it. */
export interface ConsoleUser {
  username: string;
  name: string;
  /** The stored account role (lib/auth/capabilities.ts); the console acts as "admin" or "user" from it. */
  role: Role;
}

/** What a screen's loader or action body receives (see ./screen-route.server). */
export interface ScreenContext {
  request: Request;
  user: ConsoleUser;
  store: ContentStore;
  /** The screen's own URL path, e.g. "/eKwU1RHjdG/form/group". */
  path: string;
}

/** Refuses a screen the acting role may not open (403), mirroring RoleGate on the server. */
export async function requireScreenRole(request: Request, user: ConsoleUser, screen: string): Promise<ConsoleRole> {
  const role = await readEffectiveRole(request, user.role);
  if (!checkRoles(role, rolesForScreen(screen))) throw new Response("Forbidden", { status: 403 });
  return role;
}

/** The console menu the server hands out to the acting role ("Menu From Server"). */
export async function serverMenuFor(request: Request, user: ConsoleUser) {
  const role = await readEffectiveRole(request, user.role);
  return serverMenu((path) => checkRoles(role, rolesForScreen(path)));
}

/** What every console page needs from the layout: settings, acting role and the message box. */
export async function consoleChromeData(request: Request, store: ContentStore, user: ConsoleUser) {
  const url = new URL(request.url);
  const [settings, role] = await Promise.all([
    readSettings(request, user.username),
    readEffectiveRole(request, user.role),
  ]);
  return {
    settings,
    role,
    storedRole: user.role,
    messages: messageBox(store, 5),
    // With "Menu From Server" on, the page comes with the server's menu (shown as is without JavaScript; the
    // browser fetches it afresh from the menu endpoint).
    serverMenu: settings.menuFromServer ? serverMenu((path) => checkRoles(role, rolesForScreen(path))) : null,
    avatar: profileOf(store, user.username, user.name).avatar,
    settingsOpen: url.searchParams.get("settings") === "open",
  };
}

/** A console form post: a form encoding, under the size limit, with no list index past the row limit. */
async function readConsoleForm(request: Request): Promise<FormData> {
  const form = await readSmallForm(request);
  assertBoundedIndices(form);
  return form;
}

/** Only same-site paths may be redirected to after a console post. */
function backTo(form: FormData, fallback: string): string {
  return safeRedirect(form.get("redirectTo"), fallback);
}

/**
 * The shared console action (settings switches, message reads and Clear, Switch Roles). Always answers with a redirect
 * back to the page, so it works as a plain form post.
 */
export async function consoleAction(request: Request, store: ContentStore, user: ConsoleUser, fallback: string) {
  const form = await readConsoleForm(request);
  const intent = form.get("intent");
  const back = backTo(form, fallback);
  if (intent === "read") {
    const ids = form
      .getAll("ids")
      .map(Number)
      .filter((id) => Number.isInteger(id) && id > 0);
    await markMessagesRead(store, ids);
    return redirect(back);
  }
  if (intent === "readAll") {
    const type = MESSAGE_TYPES.find((t) => t === form.get("type"));
    if (type) await markAllRead(store, type);
    return redirect(back);
  }
  if (intent === "clear") {
    const type = MESSAGE_TYPES.find((t) => t === form.get("type"));
    if (type) await clearMessages(store, type);
    return redirect(back);
  }
  if (intent === "switchRole") {
    const { setCookie } = await switchRole(request, user.role);
    return redirect(back, { headers: { "Set-Cookie": setCookie } });
  }
  const result = await updateSettings(request, user.username, form);
  if (!result.ok) return redirect(back);
  return redirect(back, { headers: { "Set-Cookie": result.setCookie } });
}

// ── screens ─────────────────────────────────────────────────────────────────────────────────────

export function workplaceScreen({ request, user, path }: ScreenContext) {
  const popular = new URL(request.url).searchParams.get("popular");
  const popularType: PopularType = POPULAR_TYPES.find((t) => t === popular) ?? "text";
  return { data: workplaceData(), userName: user.name || user.username, popularType, path };
}

/** The full message list ("View More"): one tab, paginated, newest first. */
export function messagesScreen({ request, store, path }: ScreenContext) {
  const params = new URL(request.url).searchParams;
  const type = parseMessageType(params.get("type"));
  return { list: messageListPage(store, type, Number(params.get("page") ?? 1)), path };
}

/** Real-time Monitor: the studio figures and the chat lines the filter in the URL lets through. */
export function monitorScreen({ request, store, path }: ScreenContext) {
  const chatQuery = parseChatQuery(new URL(request.url).searchParams);
  return {
    data: monitorData(),
    chat: chatLines(store, chatQuery),
    chatQuery,
    path,
    sent: new URL(request.url).searchParams.get("sent") === "1",
  };
}

/** Sends a chat line (stored, then a redirect back to the chat), or answers 400 with the typed line kept. */
export async function monitorAction(request: Request, user: ConsoleUser, store: ContentStore) {
  const url = new URL(request.url);
  const form = await readConsoleForm(request);
  const parsed = ChatPostSchema.safeParse({ content: form.get("content") ?? undefined });
  if (!parsed.success) {
    const typed = typeof form.get("content") === "string" ? String(form.get("content")) : "";
    return consoleFailure({ content: typed }, { content: issueMessages(parsed.error.issues) }, 400);
  }
  await postChatMessage(store, user.name || user.username, parsed.data.content);
  const keep = new URLSearchParams(url.search);
  keep.set("sent", "1");
  throw redirect(`${url.pathname}?${keep.toString()}#chat`);
}

/** The chat lines shown (same filter) as a CSV download. */
export function monitorChatCsv(
  request: Request,
  store: ContentStore,
  headers: Parameters<typeof chatCsv>[1],
  time: (unixSeconds: number) => string,
): string {
  return chatCsv(chatLines(store, parseChatQuery(new URL(request.url).searchParams)), headers, time);
}

export function searchTableScreen({ request, store, path }: ScreenContext) {
  const params = new URL(request.url).searchParams;
  const { query, page } = policyPage(store, params);
  return { query, page, view: parsePolicyTableView(params), path };
}

export function cardListScreen({ request, store, path }: ScreenContext) {
  const params = new URL(request.url).searchParams;
  return {
    cards: store.list("cards"),
    tab: parseCardTab(params.get("tab")),
    path,
    creating: params.get("create") === "quality",
  };
}

/** Open, cancel, renew or enable a card; throws a redirect back, or answers 400/409 with a message key. */
export async function cardListAction(request: Request, store: ContentStore) {
  const url = new URL(request.url);
  const form = await readConsoleForm(request);
  if (form.get("intent") === "createQuality") {
    const values = { title: form.get("title") ?? undefined, description: form.get("description") ?? undefined };
    const created = QualityCreateSchema.safeParse(values);
    if (!created.success) {
      const typed = Object.fromEntries(Object.entries(values).map(([k, v]) => [k, typeof v === "string" ? v : ""]));
      const errors: FieldMessages = {};
      for (const issue of created.error.issues) {
        const field = String(issue.path[0] ?? "");
        errors[field] = [...(errors[field] ?? []), ...issueMessages([issue])];
      }
      return consoleFailure(typed, errors, 400);
    }
    await createQualityCard(store, created.data);
    const back = new URLSearchParams(url.search);
    back.delete("create");
    const query = back.toString();
    throw redirect(`${url.pathname}${query ? `?${query}` : ""}`);
  }
  const parsed = CardCommandSchema.safeParse(Object.fromEntries(form));
  const refused = (key: string, status: number) => consoleFailure({}, { "": [message(key)] }, status);
  if (!parsed.success) return refused("cardList.invalidAction", 400);
  try {
    await runCardCommand(store, parsed.data);
  } catch (error) {
    if (error instanceof ConflictError) return refused("common.conflict", 409);
    if (error instanceof CardActionError || error instanceof NotFoundError)
      return refused("cardList.invalidAction", 400);
    throw error;
  }
  throw redirect(`${url.pathname}${url.search}`);
}

export function stepFormScreen({ request, store, path }: ScreenContext) {
  const done = Number(new URL(request.url).searchParams.get("done"));
  const saved = Number.isInteger(done) && done > 0 ? store.get("channelForms", done) : undefined;
  if (saved) return { state: { step: "finish" as const, name: saved.activityName }, path };
  return { state: { step: "basic" as const, values: {}, errors: {} }, path };
}

/** One step of the channel form; the final step stores it and throws a redirect to the finish view. */
export async function stepFormAction(request: Request, user: ConsoleUser, store: ContentStore) {
  const url = new URL(request.url);
  const form = await readConsoleForm(request);
  assertDeclaredFields(form, ChannelFormSchema, { extra: ["pushNotifyShown"] });
  const flow = runChannelFlow(form);
  if (flow.kind === "done") {
    const record = await saveChannelForm(store, flow.form, user.username);
    throw redirect(`${url.pathname}?done=${record.id}`);
  }
  const errors = flow.result?.error ?? {};
  return {
    state: { step: flow.step, values: flow.values, errors },
    httpStatus: Object.keys(errors).length > 0 ? 400 : 200,
  };
}

export function groupFormScreen({ request, store, path }: ScreenContext) {
  const { current } = parameterProfile(store);
  return {
    values: current ? { video: current.video, audio: current.audio, description: "" } : { video: {}, audio: {} },
    saved: new URL(request.url).searchParams.get("saved") === "1",
    path,
  };
}

export async function groupFormAction(request: Request, user: ConsoleUser, store: ContentStore) {
  const form = await readConsoleForm(request);
  assertDeclaredFields(form, GroupFormSchema);
  const submission = parseWithZod(form, { schema: GroupFormSchema, formatError: issueMessages });
  if (submission.status !== "success") {
    const raw = Object.fromEntries([...form].filter((e): e is [string, string] => typeof e[1] === "string"));
    const group = (prefix: string) =>
      Object.fromEntries(
        Object.entries(raw)
          .filter(([k]) => k.startsWith(`${prefix}.`))
          .map(([k, v]) => [k.slice(prefix.length + 1), v]),
      );
    const values = { video: group("video"), audio: group("audio"), description: raw.description ?? "" };
    return consoleFailure(values, submission.reply().error ?? {}, 400);
  }
  await saveParameterSet(store, submission.value, user.username);
  throw redirect(`${new URL(request.url).pathname}?saved=1`);
}

/** Cancels the approval process; always throws a redirect back to the profile. */
export async function basicProfileAction(request: Request, store: ContentStore): Promise<never> {
  const form = await readConsoleForm(request);
  const id = Number(form.get("id"));
  if (form.get("intent") === "cancel" && Number.isInteger(id) && id > 0) {
    try {
      await cancelParameterProcess(store, id);
    } catch (error) {
      if (!(error instanceof NotFoundError)) throw error;
    }
  }
  throw redirect(new URL(request.url).pathname);
}

export function userInfoScreen({ store, user }: ScreenContext) {
  return { profile: profileOf(store, user.username, user.name) };
}

export function userSettingScreen({ request, store, user, path }: ScreenContext) {
  const params = new URL(request.url).searchParams;
  const tab = USER_SETTING_TABS.find((t) => t === params.get("tab")) ?? USER_SETTING_TABS[0];
  return {
    profile: profileOf(store, user.username, user.name),
    tab,
    certifications: certificationRecords(store),
    saved: params.get("saved") === "1",
    avatarSaved: params.get("avatar") === "1",
    editing: params.get("edit") === "password" ? ("password" as const) : null,
    passwordChanged: params.get("password") === "1",
    signedOutElsewhere: params.get("signedOut") === "1",
    path,
    // The avatar form posts (multipart) to the same route.
    uploadAction: path,
  };
}

/**
 * Security › Login Password: checks the form, then the current password, stores the new one (which ends every
 * session of the account, on every device) and signs this browser in again, so only the other sessions end.
 */
async function changePasswordAction(
  request: Request,
  store: ContentStore,
  user: ConsoleUser,
  form: FormData,
): Promise<ConsoleFormFailure> {
  const url = new URL(request.url);
  const submission = parseWithZod(form, { schema: ChangePasswordSchema, formatError: issueMessages });
  // Passwords are never sent back into the page.
  if (submission.status !== "success") return consoleFailure({}, submission.reply().error ?? {}, 400);
  const stored = findUser(store, user.username);
  const changed = stored
    ? await changeOwnPassword(store, stored.id, submission.value.current, submission.value.next)
    : "wrong-current";
  if (changed === "wrong-current") {
    return consoleFailure({}, { current: [message("validation.passwordWrong")] }, 400);
  }
  await recordAudit({
    action: "password-change",
    ...changeContextOf(request, { id: changed.id, username: changed.username }),
    target: { entity: "users", id: changed.id, title: changed.username },
  });
  const session = await getSession(request);
  signIn(session, changed, session.get("remember") === true);
  throw redirect(`${url.pathname}?tab=security&password=1`, {
    headers: { "Set-Cookie": await commitSession(session, request) },
  });
}

/**
 * Security › Signed-in devices: ends every session of the account (on every device) and signs this browser in
 * again with the new session version, so only the other sessions end.
 */
async function signOutElsewhereAction(request: Request, store: ContentStore, user: ConsoleUser): Promise<never> {
  const stored = findUser(store, user.username);
  const ended = stored ? await signOutEverywhere(stored.id, store) : null;
  if (!ended) throw new Response("Not Found", { status: 404 });
  const session = await getSession(request);
  signIn(session, ended, session.get("remember") === true);
  throw redirect(`${new URL(request.url).pathname}?tab=security&signedOut=1`, {
    headers: { "Set-Cookie": await commitSession(session, request) },
  });
}

/** A refused post of a console form: the shared reply (lib/forms/form-reply.ts) and the status to answer with. */
type ConsoleFormFailure = FormReply & { httpStatus: number };

/** The reply to a refused console post: what was typed, the messages (the form's own under ""), the status. */
function consoleFailure(values: FormValues, errors: FieldMessages, httpStatus: number): ConsoleFormFailure {
  return { ...formReply(values, errors as Record<string, readonly Message[]>), httpStatus };
}

/**
 * Saves the basic-information tab, a new avatar (multipart: the `avatar:image` file goes through the upload
 * checks and is stored under a random name) or withdraws a certification under review. Success throws a
 * redirect; failures come back with messages keyed by field.
 */
export async function userSettingAction(
  request: Request,
  store: ContentStore,
  user: ConsoleUser,
): Promise<ConsoleFormFailure> {
  const url = new URL(request.url);
  const { formData: form, uploadErrors, stored } = await readAdminForm(request, uploadsDirOf(store.contentDir));
  if (stored.length > 0) await recordUploads(store, uploadsDirOf(store.contentDir), stored, user.username);
  if (form.get("intent") === "avatar") {
    const uploadError = uploadErrors["avatar"];
    if (uploadError) return consoleFailure({}, { avatar: [uploadError] }, 400);
    const parsed = AvatarUploadSchema.safeParse({ avatar: form.get("avatar") ?? undefined });
    if (!parsed.success) {
      return consoleFailure({}, { avatar: issueMessages(parsed.error.issues) }, 400);
    }
    await saveAvatar(store, user.username, parsed.data.avatar);
    throw redirect(`${url.pathname}?avatar=1`);
  }
  if (form.get("intent") === "password") return changePasswordAction(request, store, user, form);
  if (form.get("intent") === "sign-out-elsewhere") return signOutElsewhereAction(request, store, user);
  if (form.get("intent") === "withdraw") {
    const id = Number(form.get("id"));
    if (Number.isInteger(id) && id > 0) {
      try {
        await withdrawCertification(store, id);
      } catch (error) {
        if (!(error instanceof NotFoundError)) throw error;
      }
    }
    throw redirect(`${url.pathname}?tab=certification`);
  }
  assertDeclaredFields(form, UserSettingSchema, { extra: ["updatetime"] });
  const submission = parseWithZod(form, { schema: UserSettingSchema, formatError: issueMessages });
  const values = Object.fromEntries([...form].filter((e): e is [string, string] => typeof e[1] === "string"));
  if (submission.status !== "success") return consoleFailure(values, submission.reply().error ?? {}, 400);
  const expected = Number(form.get("updatetime"));
  try {
    await saveUserSetting(
      store,
      user.username,
      submission.value,
      Number.isInteger(expected) && expected > 0 ? expected : null,
    );
  } catch (error) {
    if (error instanceof ConflictError) return consoleFailure(values, { "": [message("common.conflict")] }, 409);
    if (error instanceof ContentValidationError)
      return consoleFailure(values, { "": [message("validation.fixErrors")] }, 400);
    throw error;
  }
  throw redirect(`${url.pathname}?saved=1`);
}
