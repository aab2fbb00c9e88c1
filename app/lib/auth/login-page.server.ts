/** Loader and action of the login screen, kept out of the route module. */
import { data, redirect } from "@remix-run/node";
import { randomUUID } from "node:crypto";
import { toastNotice } from "~/lib/admin/loader.server";
import { message } from "~/lib/i18n/message";
import { formReply, type FormReply } from "~/lib/forms/form-reply";
import { getContentStore } from "~/lib/content/store.server";
import { getEnv } from "~/lib/env.server";
import { adminHref, getAuthState } from "./guard.server";
import { LoginFailure, authenticateLogin, clientAddress } from "./login.server";
import { recordAudit } from "~/lib/records/record-audit.server";
import { assertSameOrigin } from "./origin.server";
import { safeRedirect } from "./safe-redirect";
import { commitSession, flashToast, signIn } from "./session.server";
import { ensureFirstAdmin } from "./users.server";

/** A refused sign-in answers with the shared form reply: the user name typed (never the password) and the messages. */
export type LoginActionData = FormReply;

/** Signed-in visitors go straight on; others get the form (and any flash message, e.g. after logout). */
export async function loginLoader(request: Request) {
  const store = await getContentStore();
  await ensureFirstAdmin(store, { adminPassword: getEnv().ADMIN_PASSWORD });
  const url = new URL(request.url);
  const wanted = url.searchParams.get("redirect");
  const target = safeRedirect(wanted, adminHref("company_info"));
  const { user, session } = await getAuthState(request);
  if (user) throw redirect(target);
  const toast = session.get("toast") ?? null;
  const headers = toast ? { "Set-Cookie": await commitSession(session, request) } : undefined;
  return data(
    {
      redirectTo: target === adminHref("company_info") && !wanted ? "" : target,
      toast: toast ? toastNotice(toast) : null,
      helpHref: adminHref("account-help"),
    },
    headers ? { headers } : undefined,
  );
}

/** Checks the pair; success → session + "welcome to use" → the redirect target or company info. */
export async function loginAction(request: Request, context?: unknown) {
  assertSameOrigin(request);
  // A login posted before any page was loaded (right after start-up) must find the first admin too.
  await ensureFirstAdmin(await getContentStore(), { adminPassword: getEnv().ADMIN_PASSWORD });
  try {
    const result = await authenticateLogin(request, context);
    const { session } = await getAuthState(request);
    signIn(session, result.user, result.remember);
    await recordAudit({
      action: "login",
      actor: { id: result.user.id, username: result.user.username },
      client: clientAddress(request, context),
      target: null,
    });
    flashToast(session, { type: "success", message: message("toast.welcome") });
    return redirect(safeRedirect(result.redirectTo, adminHref("company_info")), {
      headers: { "Set-Cookie": await commitSession(session, request) },
    });
  } catch (error) {
    if (error instanceof Response) throw error;
    if (error instanceof LoginFailure) {
      // Wrong pairs and throttled attempts are audited with the name tried; an empty field is not an attempt.
      if (error.status === 401 || error.status === 429)
        await recordAudit({
          action: "login-failed",
          actor: null,
          username: error.username.slice(0, 64),
          client: clientAddress(request, context),
          target: null,
          ...(error.status === 429 ? { note: "throttled" } : {}),
        });
      const headers: Record<string, string> = {};
      if (error.status === 429 && error.formError?.params?.seconds)
        headers["Retry-After"] = String(error.formError.params.seconds);
      return data<LoginActionData>(
        formReply(
          { username: error.username },
          error.fieldErrors,
          error.formError ? [error.formError] : [],
          randomUUID(),
        ),
        { status: error.status, headers },
      );
    }
    console.error("login failed unexpectedly", error);
    return data<LoginActionData>(formReply({ username: "" }, {}, [message("login.error")], randomUUID()), {
      status: 500,
    });
  }
}
