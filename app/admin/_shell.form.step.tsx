import { useActionData, useLoaderData } from "@remix-run/react";
import { StepFormScreen } from "~/components/console/step-form-screen";
import { consoleHandle } from "~/lib/console/route-handle";
import { screenAction, screenLoader } from "~/lib/console/screen-route.server";
import { stepFormAction, stepFormScreen } from "~/lib/console/screens.server";

export const handle = consoleHandle("form/step");

// Its own boundary, so a refused post still shows inside the shell (see route-exception.tsx).
export { RouteException as ErrorBoundary } from "~/components/console/route-exception";

export const loader = screenLoader("form/step", stepFormScreen);

export const action = screenAction("form/step", ({ request, user, store }) => stepFormAction(request, user, store));

export default function StepFormRoute() {
  const loaded = useLoaderData<typeof loader>();
  const posted = useActionData<typeof action>();
  return <StepFormScreen path={loaded.path} state={posted?.state ?? loaded.state} />;
}

export { shellMeta as meta } from "./_shell";
