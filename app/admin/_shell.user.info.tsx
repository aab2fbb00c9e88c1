import type { LoaderFunctionArgs } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { UserInfoScreen } from "~/components/console/user-screens";
import { requireUser } from "~/lib/auth/guard.server";
import { getContentStore } from "~/lib/content/store.server";
import { consoleHandle } from "~/lib/console/route-handle";
import { userInfoScreen } from "~/lib/console/screens.server";

export const handle = consoleHandle("user/info");

export async function loader({ request }: LoaderFunctionArgs) {
  const { user } = await requireUser(request);
  return userInfoScreen(await getContentStore(), user);
}

export default function UserInfoRoute() {
  return <UserInfoScreen {...useLoaderData<typeof loader>()} />;
}
