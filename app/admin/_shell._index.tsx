import { redirect, type LoaderFunctionArgs } from "@remix-run/node";
import { adminHref, requireCapability } from "~/lib/auth/guard.server";

/** `/{ADMIN_PATH}` lands on company info (docs/product.md §2). */
export async function loader({ request }: LoaderFunctionArgs) {
  await requireCapability(request, "admin.access");
  return redirect(adminHref("company_info"));
}

export { shellMeta as meta } from "./_shell";
