/**
 * Calling admin route modules as the server would, for the role tests (admin-only-roles, capability-routes):
 * requests signed in as an account of the process store, and the status a loader or action ends with.
 */
import { adminHref } from "~/lib/auth/guard.server";
import { commitSession, getSession, signIn } from "~/lib/auth/session.server";
import { findUser } from "~/lib/auth/users.server";
import type { ContentStore } from "~/lib/content/store.server";

const ORIGIN = "http://127.0.0.1:3000";

/**
 * A request to the admin path `url` signed in as `username` (its current session version), or anonymous when
 * null, with `cookies` added (a role preview); a same-origin urlencoded post when it has a `form`.
 */
export async function requestAs(
  store: ContentStore,
  username: string | null,
  url: string,
  { form, cookies = [] }: { form?: Record<string, string>; cookies?: string[] } = {},
): Promise<Request> {
  const href = `${ORIGIN}${adminHref(url)}`;
  const cookie = [...cookies];
  if (username) {
    const session = await getSession(new Request(href));
    signIn(session, findUser(store, username)!, false);
    cookie.unshift((await commitSession(session, new Request(href))).split(";")[0]!);
  }
  const headers: Record<string, string> = cookie.length > 0 ? { Cookie: cookie.join("; ") } : {};
  if (!form) return new Request(href, { headers });
  return new Request(href, {
    method: "POST",
    body: new URLSearchParams(form),
    headers: { ...headers, Origin: ORIGIN, "Content-Type": "application/x-www-form-urlencoded" },
  });
}

/** The status a loader or action ends with: a thrown or returned response's (or data()'s), else 200. */
export async function statusOf(work: () => Promise<unknown>): Promise<number> {
  const outcome = await work().catch((thrown: unknown) => thrown);
  if (outcome instanceof Response) return outcome.status;
  if (outcome instanceof Error) throw outcome;
  const init = (outcome as { init?: ResponseInit } | null)?.init;
  return init?.status ?? 200;
}
