import { useLoaderData } from "@remix-run/react";
import { UserInfoScreen } from "~/components/console/user-screens";
import { consoleHandle } from "~/lib/console/route-handle";
import { screenLoader } from "~/lib/console/screen-route.server";
import { userInfoScreen } from "~/lib/console/screens.server";

export const handle = consoleHandle("user/info");

export const loader = screenLoader("user/info", userInfoScreen);

export default function UserInfoRoute() {
  return <UserInfoScreen {...useLoaderData<typeof loader>()} />;
}

export { shellMeta as meta } from "./_shell";
