import type { LoaderFunctionArgs } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { MultiDimensionScreen } from "~/components/console/analysis-screens";
import { requireUser } from "~/lib/auth/guard.server";
import { consoleHandle } from "~/lib/console/route-handle";
import { multiDimensionScreen } from "~/lib/console/screens.server";

export const handle = consoleHandle("visualization/multi-dimension-data-analysis");

export async function loader({ request }: LoaderFunctionArgs) {
  const { user } = await requireUser(request);
  return multiDimensionScreen(request, user);
}

export default function MultiDimensionRoute() {
  return <MultiDimensionScreen {...useLoaderData<typeof loader>()} />;
}
