import { useActionData, useLoaderData } from "@remix-run/react";
import { GroupFormScreen } from "~/components/console/group-form-screen";
import { consoleHandle } from "~/lib/console/route-handle";
import { screenAction, screenLoader } from "~/lib/console/screen-route.server";
import { groupFormAction, groupFormScreen } from "~/lib/console/screens.server";

export const handle = consoleHandle("form/group");

// Its own boundary, so a refused post still shows inside the shell (see route-exception.tsx).
export { RouteException as ErrorBoundary } from "~/components/console/route-exception";

export const loader = screenLoader("form/group", groupFormScreen);

export const action = screenAction("form/group", ({ request, user, store }) => groupFormAction(request, user, store));

export default function GroupFormRoute() {
  const loaded = useLoaderData<typeof loader>();
  const posted = useActionData<typeof action>();
  return (
    <GroupFormScreen
      key={posted ? "posted" : "loaded"}
      path={loaded.path}
      saved={loaded.saved && !posted}
      values={(posted?.initialValue as typeof loaded.values | undefined) ?? loaded.values}
      errors={posted?.error ?? {}}
    />
  );
}
