import { useLoaderData } from "@remix-run/react";
import { MultiDimensionScreen } from "~/components/console/analysis-screens";
import { multiDimensionData } from "~/lib/console/charts";
import { consoleHandle } from "~/lib/console/route-handle";
import { screenLoader } from "~/lib/console/screen-route.server";

export const handle = consoleHandle("visualization/multi-dimension-data-analysis");

export const loader = screenLoader("visualization/multi-dimension-data-analysis", () => ({
  data: multiDimensionData(),
}));

export default function MultiDimensionRoute() {
  return <MultiDimensionScreen {...useLoaderData<typeof loader>()} />;
}

export { shellMeta as meta } from "./_shell";
