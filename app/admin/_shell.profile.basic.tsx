import type { ActionFunctionArgs } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { BasicProfileScreen } from "~/components/console/profile-screen";
import { adminHref, requireUser } from "~/lib/auth/guard.server";
import { getContentStore } from "~/lib/content/store.server";
import { consoleHandle } from "~/lib/console/route-handle";
import { parameterProfile } from "~/lib/console/commands.server";
import { screenLoader } from "~/lib/console/screen-loader.server";
import { basicProfileAction } from "~/lib/console/screens.server";

export const handle = consoleHandle("profile/basic");

// The screen's own boundary: a refused post still shows inside the shell. (After a failed action Remix runs only
// the loaders above the boundary, so the layout's boundary would be left without the layout's data.)
export { RouteException as ErrorBoundary } from "~/components/console/route-exception";

export const loader = screenLoader("profile/basic", ({ store, path }) => ({
  ...parameterProfile(store),
  path,
  backHref: adminHref("form/group"),
}));

export async function action({ request }: ActionFunctionArgs) {
  const { user } = await requireUser(request);
  return basicProfileAction(request, user, await getContentStore());
}

export default function BasicProfileRoute() {
  return <BasicProfileScreen {...useLoaderData<typeof loader>()} />;
}
