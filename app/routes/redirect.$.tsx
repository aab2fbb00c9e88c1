import { redirect, type LoaderFunctionArgs } from "@remix-run/node";
import { adminHref, requireUser } from "~/lib/auth/guard.server";
import { safeRedirect } from "~/lib/auth/safe-redirect";

/** SPEC §2 `/redirect/:path` (login required, hidden from menus): goes to a local path, else company info. */
export async function loader({ request, params }: LoaderFunctionArgs) {
  await requireUser(request);
  const raw = params["*"] ?? "";
  const search = new URL(request.url).search;
  return redirect(safeRedirect(`/${raw}${search}`, adminHref("company_info")));
}
