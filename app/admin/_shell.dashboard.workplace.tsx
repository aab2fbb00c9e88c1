import type { LoaderFunctionArgs } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { WorkplaceScreen } from "~/components/console/workplace-screen";
import { adminHref, requireUser } from "~/lib/auth/guard.server";
import { consoleHandle } from "~/lib/console/route-handle";
import { workplaceScreen } from "~/lib/console/screens.server";

export const handle = consoleHandle("dashboard/workplace");

export async function loader({ request }: LoaderFunctionArgs) {
  const { user } = await requireUser(request);
  return { ...workplaceScreen(request, user), path: adminHref("dashboard/workplace") };
}

export default function WorkplaceRoute() {
  return <WorkplaceScreen {...useLoaderData<typeof loader>()} />;
}
