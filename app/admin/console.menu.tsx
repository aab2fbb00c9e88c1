/** "Menu From Server": the console menu for the acting role, as JSON, fetched by the sider when the setting is on. */
import type { LoaderFunctionArgs } from "@remix-run/node";
import { requireCapability } from "~/lib/auth/guard.server";
import { serverMenuFor } from "~/lib/console/screens.server";

export async function loader({ request }: LoaderFunctionArgs) {
  const { user } = await requireCapability(request, "console.view");
  // A resource route fetched by the sider answers a Response of its own (plain data is for route modules).
  return Response.json(
    { groups: await serverMenuFor(request, user) },
    { headers: { "Cache-Control": "private, no-store" } },
  );
}
