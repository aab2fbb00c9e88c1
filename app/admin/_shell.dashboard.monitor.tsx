import { useActionData, useLoaderData } from "@remix-run/react";
import { MonitorScreen } from "~/components/console/monitor-screen";
import { consoleHandle } from "~/lib/console/route-handle";
import { screenAction, screenLoader } from "~/lib/console/screen-route.server";
import { monitorAction, monitorScreen } from "~/lib/console/screens.server";

export const handle = consoleHandle("dashboard/monitor");

// Its own boundary, so a refused post still shows inside the shell (see route-exception.tsx).
export { RouteException as ErrorBoundary } from "~/components/console/route-exception";

export const loader = screenLoader("dashboard/monitor", monitorScreen);

export const action = screenAction("dashboard/monitor", ({ request, user, store }) =>
  monitorAction(request, user, store),
);

export default function MonitorRoute() {
  const loaded = useLoaderData<typeof loader>();
  const posted = useActionData<typeof action>();
  return <MonitorScreen {...loaded} sent={loaded.sent && !posted} reply={posted} />;
}

export { shellMeta as meta } from "./_shell";
