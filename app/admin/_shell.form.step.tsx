import { data, type ActionFunctionArgs, type LoaderFunctionArgs } from "@remix-run/node";
import { useActionData, useLoaderData } from "@remix-run/react";
import { StepFormScreen } from "~/components/console/step-form-screen";
import { adminHref, requireUser } from "~/lib/auth/guard.server";
import { getContentStore } from "~/lib/content/store.server";
import { consoleHandle } from "~/lib/console/route-handle";
import { stepFormAction, stepFormScreen } from "~/lib/console/screens.server";

export const handle = consoleHandle("form/step");

// The screen's own boundary: a refused post still shows inside the shell. (After a failed action Remix runs only
// the loaders above the boundary, so the layout's boundary would be left without the layout's data.)
export { RouteException as ErrorBoundary } from "~/components/console/route-exception";

export async function loader({ request }: LoaderFunctionArgs) {
  const { user } = await requireUser(request);
  return { ...(await stepFormScreen(request, user, await getContentStore())), path: adminHref("form/step") };
}

export async function action({ request }: ActionFunctionArgs) {
  const { user } = await requireUser(request);
  const result = await stepFormAction(request, user, await getContentStore());
  return data({ state: result.state }, { status: result.status });
}

export default function StepFormRoute() {
  const loaded = useLoaderData<typeof loader>();
  const posted = useActionData<typeof action>();
  return <StepFormScreen path={loaded.path} state={posted?.state ?? loaded.state} />;
}
