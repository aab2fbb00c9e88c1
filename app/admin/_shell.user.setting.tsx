import { useActionData, useLoaderData } from "@remix-run/react";
import { FormReplyState } from "~/components/console/form-reply-state";
import { UserSettingScreen } from "~/components/console/user-screens";
import { consoleHandle } from "~/lib/console/route-handle";
import { screenAction, screenLoader } from "~/lib/console/screen-route.server";
import { userSettingAction, userSettingScreen } from "~/lib/console/screens.server";

export const handle = consoleHandle("user/setting");

// Its own boundary, so a refused post still shows inside the shell (see route-exception.tsx).
export { RouteException as ErrorBoundary } from "~/components/console/route-exception";

export const loader = screenLoader("user/setting", userSettingScreen);

export const action = screenAction("user/setting", ({ request, user, store }) =>
  userSettingAction(request, store, user),
);

export default function UserSettingRoute() {
  const loaded = useLoaderData<typeof loader>();
  const posted = useActionData<typeof action>();
  return (
    <FormReplyState formId="user-setting" reply={posted}>
      {(form) => (
        <UserSettingScreen
          {...loaded}
          saved={loaded.saved && !posted}
          values={posted ? (form.values as Record<string, string>) : undefined}
          errors={form.messages}
        />
      )}
    </FormReplyState>
  );
}

export { shellMeta as meta } from "./_shell";
