import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { mediaUploadApi } from "~/lib/admin/media.server";
import { requireCapability } from "~/lib/auth/guard.server";

/**
 * The library's upload for script: one file per request (so each has its own progress), answered with JSON
 * outcomes. Same origin check, session and checks as the page's own form.
 */
export const action = ({ request }: ActionFunctionArgs) => mediaUploadApi(request);

/** Nothing to show: signed in, a GET here is a 405; without a session, the login page as everywhere. */
export async function loader({ request }: LoaderFunctionArgs) {
  await requireCapability(request, "uploads.write");
  return new Response("Method Not Allowed", { status: 405, headers: { Allow: "POST" } });
}
