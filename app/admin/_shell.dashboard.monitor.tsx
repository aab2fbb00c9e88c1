import type { LoaderFunctionArgs } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { MonitorScreen } from "~/components/console/monitor-screen";
import { requireUser } from "~/lib/auth/guard.server";
import { consoleHandle } from "~/lib/console/route-handle";
import { monitorScreen } from "~/lib/console/screens.server";

export const handle = consoleHandle("dashboard/monitor");

export async function loader({ request }: LoaderFunctionArgs) {
  const { user } = await requireUser(request);
  return monitorScreen(request, user);
}

export default function MonitorRoute() {
  return <MonitorScreen {...useLoaderData<typeof loader>()} />;
}
