import { useLoaderData } from "@remix-run/react";
import { AnalysisScreen } from "~/components/console/analysis-screens";
import { analysisData } from "~/lib/console/charts";
import { consoleHandle } from "~/lib/console/route-handle";
import { screenLoader } from "~/lib/console/screen-route.server";

export const handle = consoleHandle("visualization/data-analysis");

export const loader = screenLoader("visualization/data-analysis", () => ({ data: analysisData() }));

export default function AnalysisRoute() {
  return <AnalysisScreen {...useLoaderData<typeof loader>()} />;
}

export { shellMeta as meta } from "./_shell";
