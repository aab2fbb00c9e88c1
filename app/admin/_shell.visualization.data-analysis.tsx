import type { LoaderFunctionArgs } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { AnalysisScreen } from "~/components/console/analysis-screens";
import { requireUser } from "~/lib/auth/guard.server";
import { consoleHandle } from "~/lib/console/route-handle";
import { analysisScreen } from "~/lib/console/screens.server";

export const handle = consoleHandle("visualization/data-analysis");

export async function loader({ request }: LoaderFunctionArgs) {
  const { user } = await requireUser(request);
  return analysisScreen(request, user);
}

export default function AnalysisRoute() {
  return <AnalysisScreen {...useLoaderData<typeof loader>()} />;
}
