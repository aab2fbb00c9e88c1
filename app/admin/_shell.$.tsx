/**
 * Any other URL under the admin prefix: the admin's own 404, inside the shell for a signed-in account (the
 * layout's boundary shows it); anonymous visitors go to the login page like everywhere else in the admin.
 */
import type { LoaderFunctionArgs } from "@remix-run/node";
import { requireCapability } from "~/lib/auth/guard.server";

export async function loader({ request }: LoaderFunctionArgs) {
  await requireCapability(request, "admin.access");
  throw new Response("Not Found", { status: 404 });
}

// Never rendered (the loader always throws); a component keeps this a page route, so the 404 is a page.
export default function UnknownAdminPage() {
  return null;
}

export { shellMeta as meta } from "./_shell";
