import { useLoaderData } from "@remix-run/react";
import { MonitorScreen } from "~/components/console/monitor-screen";
import { monitorData } from "~/lib/console/charts";
import { consoleHandle } from "~/lib/console/route-handle";
import { screenLoader } from "~/lib/console/screen-route.server";

export const handle = consoleHandle("dashboard/monitor");

export const loader = screenLoader("dashboard/monitor", () => ({ data: monitorData() }));

export default function MonitorRoute() {
  return <MonitorScreen {...useLoaderData<typeof loader>()} />;
}
