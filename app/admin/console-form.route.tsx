/**
 * Every console screen that posts a form (lib/console/form-screens.ts): remix.config.js mounts this one module at
 * each screen's address, and the address says which screen it is. Adding such a screen adds a line to each of
 * the two tables (form-screens.server.ts, components/console/form-screen-views.tsx), not a route file.
 */
import { Suspense, type ReactNode } from "react";
import { useActionData, useLoaderData, useLocation, type ClientLoaderFunctionArgs } from "@remix-run/react";
import { CONSOLE_FORM_SCREEN_CODE, CONSOLE_FORM_VIEWS } from "~/components/console/form-screen-views";
import { consoleFormHandle, consoleFormScreenAt } from "~/lib/console/form-screens";
import { consoleFormAction, consoleFormLoader } from "~/lib/console/form-screens.server";

export const handle = consoleFormHandle;

// Its own boundary, so a refused post still shows inside the shell (see route-exception.tsx).
export { RouteException as ErrorBoundary } from "~/components/console/route-exception";

export const loader = consoleFormLoader;

export const action = consoleFormAction;

/** On a navigation in the browser, the screen's code comes beside its data, so the screen shows at once. */
export async function clientLoader({ request, serverLoader }: ClientLoaderFunctionArgs) {
  const screen = consoleFormScreenAt(new URL(request.url).pathname);
  const [data] = await Promise.all([serverLoader(), screen ? CONSOLE_FORM_SCREEN_CODE[screen]() : null]);
  return data;
}

export default function ConsoleFormRoute() {
  const screen = consoleFormScreenAt(useLocation().pathname);
  const loaded = useLoaderData();
  const posted = useActionData();
  // The module is mounted only at the screens' addresses (remix.config.js), so a screen is always found.
  if (!screen) return null;
  // The loader at this address answered this screen's data, and a refused post its reply.
  const View = CONSOLE_FORM_VIEWS[screen] as (props: { loaded: unknown; posted: unknown }) => ReactNode;
  return (
    <Suspense fallback={null}>
      <View loaded={loaded} posted={posted ?? undefined} />
    </Suspense>
  );
}

export { shellMeta as meta } from "./_shell";
