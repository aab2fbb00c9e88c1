import { redirect, type ActionFunctionArgs } from "@remix-run/node";
import { adminHref, getAuthState } from "~/lib/auth/guard.server";
import { assertSameOrigin } from "~/lib/auth/origin.server";
import { commitSession, flashToast, signOut } from "~/lib/auth/session.server";
import { signOutEverywhere } from "~/lib/auth/session-version.server";
import { message } from "~/lib/i18n/message";
import { clientAddress } from "~/lib/auth/login.server";
import { recordAudit } from "~/lib/records/record-audit.server";

/**
 * Logout ends the user's sessions on the server (every cookie issued before is refused from now on, on
 * every device) and clears this browser's cookie. A POST; a GET only goes to the login page.
 */
export async function action({ request, context }: ActionFunctionArgs) {
  assertSameOrigin(request);
  const { user, session } = await getAuthState(request);
  let ended = true;
  // Only a valid session may end the others: an old, already refused cookie changes nothing.
  if (user) {
    try {
      await signOutEverywhere(user.id);
    } catch (error) {
      ended = false;
      console.error("logout could not end the user's sessions", error);
    }
  }
  if (user)
    await recordAudit({
      action: "logout",
      actor: { id: user.id, username: user.username },
      client: clientAddress(request, context),
      target: null,
    });
  signOut(session);
  flashToast(
    session,
    ended
      ? { type: "success", message: message("toast.loggedOut") }
      : { type: "error", message: message("toast.loggedOutHereOnly") },
  );
  return redirect(adminHref("login"), { headers: { "Set-Cookie": await commitSession(session, request) } });
}

export async function loader() {
  return redirect(adminHref("login"));
}
