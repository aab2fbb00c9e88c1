/**
 * The one guard every admin loader and action calls. It refuses cross-origin writes, resolves the session
 * to a user that still exists and whose session version it carries, and sends anonymous visitors to the
 * login page with `?redirect=` set to the page they wanted.
 */
import { redirect } from "@remix-run/node";
import { getContentStore } from "~/lib/content/store.server";
import { getEnv } from "~/lib/env.server";
import { assertSameOrigin } from "./origin.server";
import { getSession, sessionClaimedUserId, sessionUserId, type AdminSession } from "./session.server";

export interface AdminUserView {
  id: number;
  username: string;
  name: string;
  role: "admin" | "user";
}

export interface AuthState {
  user: AdminUserView | null;
  session: AdminSession;
  /**
   * The cookie is genuine (signed by us) and names an existing user, but that session has ended: its time
   * ran out, or the user signed out everywhere since. Such a user's typed input is worth keeping.
   */
  lapsed: boolean;
}

/** `/{ADMIN_PATH}` joined with `rest` ("company_info" → "/eKwU1RHjdG/company_info"). */
export function adminHref(rest = ""): string {
  const base = `/${getEnv().ADMIN_PATH}`;
  return rest ? `${base}/${rest.replace(/^\/+/, "")}` : base;
}

/** The login URL that brings the user back to `request`'s page afterwards. */
export function loginHrefFor(request: Request): string {
  const url = new URL(request.url);
  const back = `${url.pathname}${url.search}`;
  return `${adminHref("login")}?redirect=${encodeURIComponent(back)}`;
}

/**
 * Reads who is signed in without throwing (null when anonymous, expired, signed out since, or the user was
 * removed).
 */
export function getAuthState(request: Request): Promise<AuthState> {
  // Remix hands every loader of one request the same Request: the cookie is read and checked once per request.
  let state = authStates.get(request);
  if (!state) {
    state = readAuthState(request);
    authStates.set(request, state);
  }
  return state;
}

const authStates = new WeakMap<Request, Promise<AuthState>>();

async function readAuthState(request: Request): Promise<AuthState> {
  const session = await getSession(request);
  const claimed = sessionClaimedUserId(session);
  if (claimed === null) return { user: null, session, lapsed: false };
  const store = await getContentStore();
  const stored = store.get("users", claimed);
  if (!stored) return { user: null, session, lapsed: false };
  if (sessionUserId(session, stored.session_version) === null) return { user: null, session, lapsed: true };
  return {
    user: { id: stored.id, username: stored.username, name: stored.name || stored.username, role: stored.role },
    session,
    lapsed: false,
  };
}

/**
 * The signed-in user (any role: docs/product.md §6 opens the admin to every role), or a thrown redirect to
 * the login page. Non-GET requests from another origin get 403 first.
 */
export async function requireUser(request: Request): Promise<AuthState & { user: AdminUserView }> {
  assertSameOrigin(request);
  const state = await getAuthState(request);
  if (!state.user) throw redirect(loginHrefFor(request));
  return { ...state, user: state.user };
}

/**
 * The signed-in user when their role is admin (the audit log, and later users and settings), else 403. Another
 * role's capabilities will come from the capability table of docs/product.md.
 */
export async function requireAdminRole(request: Request): Promise<AuthState & { user: AdminUserView }> {
  const state = await requireUser(request);
  if (state.user.role !== "admin") throw new Response("Forbidden", { status: 403 });
  return state;
}
