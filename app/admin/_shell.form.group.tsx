import { useActionData, useLoaderData } from "@remix-run/react";
import { FormReplyState } from "~/components/console/form-reply-state";
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
    <FormReplyState formId="group-form" reply={posted}>
      {(form) => (
        <GroupFormScreen
          path={loaded.path}
          saved={loaded.saved && !posted}
          values={posted ? (form.values as typeof loaded.values) : loaded.values}
          errors={form.messages}
        />
      )}
    </FormReplyState>
  );
}

export { shellMeta as meta } from "./_shell";
