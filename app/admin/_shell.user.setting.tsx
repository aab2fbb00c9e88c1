import { data, type ActionFunctionArgs } from "@remix-run/node";
import { useActionData, useLoaderData } from "@remix-run/react";
import { UserSettingScreen } from "~/components/console/user-screens";
import { requireUser } from "~/lib/auth/guard.server";
import { getContentStore } from "~/lib/content/store.server";
import { consoleHandle } from "~/lib/console/route-handle";
import { screenLoader } from "~/lib/console/screen-loader.server";
import { userSettingAction, userSettingScreen } from "~/lib/console/screens.server";

export const handle = consoleHandle("user/setting");

export const loader = screenLoader("user/setting", ({ request, store, user, path }) => ({
  ...userSettingScreen(request, store, user),
  path,
  uploadAction: path,
}));

export async function action({ request }: ActionFunctionArgs) {
  const { user } = await requireUser(request);
  const result = await userSettingAction(request, await getContentStore(), user);
  return data({ values: result.values, errors: result.errors }, { status: result.status });
}

export default function UserSettingRoute() {
  const loaded = useLoaderData<typeof loader>();
  const posted = useActionData<typeof action>();
  return (
    <UserSettingScreen {...loaded} saved={loaded.saved && !posted} values={posted?.values} errors={posted?.errors} />
  );
}
