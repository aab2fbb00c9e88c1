import { data, type ActionFunctionArgs, type LoaderFunctionArgs } from "@remix-run/node";
import { useActionData, useLoaderData } from "@remix-run/react";
import { UserSettingScreen } from "~/components/console/user-screens";
import { adminHref, requireUser } from "~/lib/auth/guard.server";
import { getContentStore } from "~/lib/content/store.server";
import { consoleHandle } from "~/lib/console/route-handle";
import { userSettingAction, userSettingScreen } from "~/lib/console/screens.server";

export const handle = consoleHandle("user/setting");

export async function loader({ request }: LoaderFunctionArgs) {
  const { user } = await requireUser(request);
  return {
    ...userSettingScreen(request, await getContentStore(), user),
    path: adminHref("user/setting"),
    uploadAction: adminHref("user/setting"),
  };
}

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
