/**
 * The admin session: a signed cookie (`__session`, httpOnly, SameSite=Lax) holding who signed in and
 * until when, plus one-shot flash toasts. remix-auth keeps no session of its own, so this is where the
 * signed-in user lives.
 *
 * "Remember password" gives a 30-day persistent cookie; otherwise a browser-session cookie that the
 * server also stops honouring after 12 hours. The password itself never reaches the browser.
 */
import { createCookieSessionStorage, type Session } from "@remix-run/node";
import { getEnv } from "~/lib/env.server";
import { getAuthEnv } from "./config.server";

export const SESSION_COOKIE = "__session";
export const REMEMBER_SECONDS = 30 * 24 * 60 * 60;
export const BROWSER_SESSION_SECONDS = 12 * 60 * 60;

export type ToastType = "success" | "error" | "info";
/** A toast to show on the next page: an admin.json key (with params) or literal text. */
export interface FlashToast {
  type: ToastType;
  key: string;
  params?: Record<string, string | number>;
}

export interface SessionData {
  userId: number;
  username: string;
  /** Unix ms after which the server treats the session as ended. */
  expiresAt: number;
  remember: boolean;
}
export interface SessionFlashData {
  toast: FlashToast;
}
export type AdminSession = Session<SessionData, SessionFlashData>;

type Storage = ReturnType<typeof createCookieSessionStorage<SessionData, SessionFlashData>>;
let storage: Storage | undefined;

function getStorage(): Storage {
  storage ??= createCookieSessionStorage<SessionData, SessionFlashData>({
    cookie: {
      name: SESSION_COOKIE,
      httpOnly: true,
      sameSite: "lax",
      path: "/",
      secrets: getEnv().sessionSecrets,
    },
  });
  return storage;
}

/** The session of a request; a missing, expired or forged cookie gives an empty session. */
export function getSession(request: Request): Promise<AdminSession> {
  return getStorage().getSession(request.headers.get("Cookie"));
}

/** Whether the cookie should carry `Secure` for this request (COOKIE_SECURE, else the request's scheme). */
export function isSecureRequest(request: Request): boolean {
  const configured = getAuthEnv().COOKIE_SECURE;
  if (configured !== undefined) return configured;
  return new URL(request.url).protocol === "https:";
}

/** The Set-Cookie value for `session`, persistent for 30 days when the user chose "remember". */
export function commitSession(session: AdminSession, request: Request): Promise<string> {
  const remember = session.get("remember") === true && session.has("userId");
  return getStorage().commitSession(session, {
    secure: isSecureRequest(request),
    ...(remember ? { maxAge: REMEMBER_SECONDS } : {}),
  });
}

/** Signs `user` into `session` (replacing whatever user was there). */
export function signIn(
  session: AdminSession,
  user: { id: number; username: string },
  remember: boolean,
  now = Date.now(),
): void {
  session.set("userId", user.id);
  session.set("username", user.username);
  session.set("remember", remember);
  session.set("expiresAt", now + 1000 * (remember ? REMEMBER_SECONDS : BROWSER_SESSION_SECONDS));
}

/** Removes the user from `session`, keeping it usable for a flash message. */
export function signOut(session: AdminSession): void {
  session.unset("userId");
  session.unset("username");
  session.unset("remember");
  session.unset("expiresAt");
}

/** The signed-in user id of a session that has not expired, else null. */
export function sessionUserId(session: AdminSession, now = Date.now()): number | null {
  const id = session.get("userId");
  const expiresAt = session.get("expiresAt");
  if (typeof id !== "number" || typeof expiresAt !== "number" || expiresAt <= now) return null;
  return id;
}

/** Queues a toast for the next page the user sees. */
export function flashToast(session: AdminSession, toast: FlashToast): void {
  session.flash("toast", toast);
}
