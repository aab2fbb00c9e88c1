import { useLoaderData } from "@remix-run/react";
import { BasicProfileScreen } from "~/components/console/profile-screen";
import { adminHref } from "~/lib/auth/guard.server";
import { consoleHandle } from "~/lib/console/route-handle";
import { parameterProfile } from "~/lib/console/commands.server";
import { screenAction, screenLoader } from "~/lib/console/screen-route.server";
import { basicProfileAction } from "~/lib/console/screens.server";

export const handle = consoleHandle("profile/basic");

// Its own boundary, so a refused post still shows inside the shell (see route-exception.tsx).
export { RouteException as ErrorBoundary } from "~/components/console/route-exception";

export const loader = screenLoader("profile/basic", ({ store, path }) => ({
  ...parameterProfile(store),
  path,
  backHref: adminHref("form/group"),
}));

export const action = screenAction("profile/basic", ({ request, store }) => basicProfileAction(request, store));

export default function BasicProfileRoute() {
  return <BasicProfileScreen {...useLoaderData<typeof loader>()} />;
}

export { shellMeta as meta } from "./_shell";
