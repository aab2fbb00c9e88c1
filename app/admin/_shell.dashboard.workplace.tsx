import { useLoaderData } from "@remix-run/react";
import { WorkplaceScreen } from "~/components/console/workplace-screen";
import { consoleHandle } from "~/lib/console/route-handle";
import { screenLoader } from "~/lib/console/screen-route.server";
import { workplaceScreen } from "~/lib/console/screens.server";

export const handle = consoleHandle("dashboard/workplace");

export const loader = screenLoader("dashboard/workplace", workplaceScreen);

export default function WorkplaceRoute() {
  return <WorkplaceScreen {...useLoaderData<typeof loader>()} />;
}

export { shellMeta as meta } from "./_shell";
