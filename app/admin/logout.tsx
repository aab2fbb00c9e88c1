import { redirect, type ActionFunctionArgs } from "@remix-run/node";
import { adminHref } from "~/lib/auth/guard.server";
import { assertSameOrigin } from "~/lib/auth/origin.server";
import { commitSession, flashToast, getSession, signOut } from "~/lib/auth/session.server";

/** Logout clears the session (a POST; a GET only goes to the login page). */
export async function action({ request }: ActionFunctionArgs) {
  assertSameOrigin(request);
  const session = await getSession(request);
  signOut(session);
  flashToast(session, { type: "success", key: "toast.loggedOut" });
  return redirect(adminHref("login"), { headers: { "Set-Cookie": await commitSession(session, request) } });
}

export async function loader() {
  return redirect(adminHref("login"));
}
