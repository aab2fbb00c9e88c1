/** The console's shared action: settings switches, message reads and Switch Roles. Always redirects back. */
import { redirect, type ActionFunctionArgs, type LoaderFunctionArgs } from "@remix-run/node";
import { adminHref, requireCapability } from "~/lib/auth/guard.server";
import { getContentStore } from "~/lib/content/store.server";
import { consoleAction } from "~/lib/console/screens.server";

export async function loader({ request }: LoaderFunctionArgs) {
  // Guard first, like every admin loader: an anonymous visitor goes to the login page, not deeper into the admin.
  await requireCapability(request, "console.view");
  return redirect(adminHref("dashboard/workplace"));
}

export async function action({ request }: ActionFunctionArgs) {
  const { user } = await requireCapability(request, "console.view");
  return consoleAction(request, await getContentStore(), user, adminHref("dashboard/workplace"));
}

export { shellMeta as meta } from "./_shell";
