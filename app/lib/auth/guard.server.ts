/**
 * The one guard every admin loader and action calls. It refuses cross-origin writes, resolves the session
 * to a user that still exists and whose session version it carries, and sends anonymous visitors to the
 * login page with `?redirect=` set to the page they wanted.
 */
import { data, redirect } from "@remix-run/node";
import { message } from "~/lib/i18n/message";
import { can, type Capability, type Role } from "./capabilities";
import { getContentStore } from "~/lib/content/store.server";
import { getEnv } from "~/lib/env.server";
import { assertSameOrigin } from "./origin.server";
import { getSession, sessionClaimedUserId, sessionUserId, type AdminSession } from "./session.server";

export interface AdminUserView {
  id: number;
  username: string;
  name: string;
  role: Role;
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
  // A disabled account is nobody: its sessions were ended when it was disabled, and stay refused.
  if (!stored || stored.disabled) return { user: null, session, lapsed: false };
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

/** What a refused request carries to the admin's 403 view: the message saying what the role may not do. */
export interface Refusal {
  refused: { key: string };
}

/** The 403 answer for `capability`: a thrown response the admin shell's boundary shows with its message. */
export function refusal(capability: Capability) {
  return data<Refusal>({ refused: message(`refused.${capability}`) }, { status: 403 });
}

/**
 * The signed-in user, allowed `capability` by the role table (lib/auth/capabilities.ts); anonymous visitors go to
 * the login page, other roles get 403 — for a page, the admin's access-denied view; for a post, the same view
 * naming what was refused. Every admin loader and action goes through here.
 */
export async function requireCapability(
  request: Request,
  capability: Capability,
): Promise<AuthState & { user: AdminUserView }> {
  const state = await requireUser(request);
  if (!can(state.user.role, capability)) throw refusal(capability);
  return state;
}
