/**
 * The admin session: a signed cookie (httpOnly, SameSite=Lax) holding who signed in, until when, and with
 * which session version of that user, plus one-shot flash toasts. remix-auth keeps no session of its own,
 * so this is where the signed-in user lives.
 *
 * "Remember password" gives a 30-day persistent cookie; otherwise a browser-session cookie that the
 * server also stops honouring after 12 hours. Raising the user's session version (logout, password
 * change) ends every cookie issued before, on every device. The password itself never reaches the browser.
 *
 * The cookie is `__Host-session`, always `Secure`, when SITE_URL is https (the prefix makes browsers refuse
 * it over http or from a subdomain); `__session` otherwise.
 */
import { createCookieSessionStorage, type Session } from "@remix-run/node";
import { getEnv } from "~/lib/env.server";
import type { ToastType, ToastUndo } from "~/lib/admin/toast";
import type { Message } from "~/lib/i18n/message";
import { getAuthEnv } from "./config.server";

/** The cookie's name on an http site, and on an https site (the `__Host-` prefix needs Secure, Path=/, no Domain). */
export const SESSION_COOKIE = "__session";
export const HOST_SESSION_COOKIE = "__Host-session";
export const REMEMBER_SECONDS = 30 * 24 * 60 * 60;
export const BROWSER_SESSION_SECONDS = 12 * 60 * 60;

export type { ToastType };
/** A toast to show on the next page. */
export interface FlashToast {
  type: ToastType;
  message: Message;
  undo?: ToastUndo;
}

export interface SessionData {
  userId: number;
  username: string;
  /** Unix ms after which the server treats the session as ended. */
  expiresAt: number;
  remember: boolean;
  /** The user's session version when the cookie was issued; a different current version ends the session. */
  sessionVersion: number;
}
export interface SessionFlashData {
  toast: FlashToast;
}
export type AdminSession = Session<SessionData, SessionFlashData>;

export interface SessionCookieSettings {
  name: typeof SESSION_COOKIE | typeof HOST_SESSION_COOKIE;
  /** Always, never, or when the request itself arrived over https. */
  secure: boolean | "per-request";
}

/**
 * Name and `Secure` flag of the session cookie: an https SITE_URL makes it `__Host-session`, always Secure,
 * unless COOKIE_SECURE=false (then a `__Host-` cookie would be dropped by browsers, so it stays `__session`).
 */
export function sessionCookieSettings(siteUrl: string, cookieSecure: boolean | undefined): SessionCookieSettings {
  if (cookieSecure === false) return { name: SESSION_COOKIE, secure: false };
  if (new URL(siteUrl).protocol === "https:") return { name: HOST_SESSION_COOKIE, secure: true };
  return { name: SESSION_COOKIE, secure: cookieSecure ?? "per-request" };
}

type Storage = ReturnType<typeof createCookieSessionStorage<SessionData, SessionFlashData>>;
let storage: { settings: SessionCookieSettings; sessions: Storage } | undefined;

function getStorage() {
  storage ??= createStorage(sessionCookieSettings(getEnv().SITE_URL, getAuthEnv().COOKIE_SECURE));
  return storage;
}

function createStorage(settings: SessionCookieSettings) {
  return {
    settings,
    sessions: createCookieSessionStorage<SessionData, SessionFlashData>({
      cookie: {
        name: settings.name,
        httpOnly: true,
        sameSite: "lax",
        // No domain: the cookie stays on this host (required by `__Host-`).
        path: "/",
        secrets: getEnv().sessionSecrets,
      },
    }),
  };
}

/** The session of a request; a missing, expired or forged cookie gives an empty session. */
export function getSession(request: Request): Promise<AdminSession> {
  return getStorage().sessions.getSession(request.headers.get("Cookie"));
}

/** Whether the cookie carries `Secure` for this request (see sessionCookieSettings). */
export function isSecureRequest(request: Request): boolean {
  const { secure } = getStorage().settings;
  if (secure !== "per-request") return secure;
  return new URL(request.url).protocol === "https:";
}

/** The Set-Cookie value for `session`, persistent for 30 days when the user chose "remember". */
export function commitSession(session: AdminSession, request: Request): Promise<string> {
  const remember = session.get("remember") === true && session.has("userId");
  return getStorage().sessions.commitSession(session, {
    secure: isSecureRequest(request),
    ...(remember ? { maxAge: REMEMBER_SECONDS } : {}),
  });
}

/** Signs `user` into `session` (replacing whatever user was there), bound to the user's current session version. */
export function signIn(
  session: AdminSession,
  user: { id: number; username: string; session_version: number },
  remember: boolean,
  now = Date.now(),
): void {
  session.set("userId", user.id);
  session.set("username", user.username);
  session.set("remember", remember);
  session.set("sessionVersion", user.session_version);
  session.set("expiresAt", now + 1000 * (remember ? REMEMBER_SECONDS : BROWSER_SESSION_SECONDS));
}

/** Removes the user from `session`, keeping it usable for a flash message. */
export function signOut(session: AdminSession): void {
  session.unset("userId");
  session.unset("username");
  session.unset("remember");
  session.unset("expiresAt");
  session.unset("sessionVersion");
}

/** The user a session names, whether or not the session is still valid (null when it names none). */
export function sessionClaimedUserId(session: AdminSession): number | null {
  const id = session.get("userId");
  return typeof id === "number" ? id : null;
}

/**
 * The signed-in user id of a session that has not expired and was issued with the user's current session
 * version, else null.
 */
export function sessionUserId(session: AdminSession, currentVersion: number, now = Date.now()): number | null {
  const id = sessionClaimedUserId(session);
  const expiresAt = session.get("expiresAt");
  if (id === null || typeof expiresAt !== "number" || expiresAt <= now) return null;
  if (session.get("sessionVersion") !== currentVersion) return null;
  return id;
}

/** Queues a toast for the next page the user sees. */
export function flashToast(session: AdminSession, toast: FlashToast): void {
  session.flash("toast", toast);
}
