import type { LoaderFunctionArgs } from "@remix-run/node";
import { ErrorScreen } from "~/components/console/result-screens";
import { requireUser } from "~/lib/auth/guard.server";
import { consoleHandle } from "~/lib/console/route-handle";
import { requireScreenRole } from "~/lib/console/screens.server";

export const handle = consoleHandle("result/error");

export async function loader({ request }: LoaderFunctionArgs) {
  const { user } = await requireUser(request);
  await requireScreenRole(request, user, "result/error");
  return null;
}

export default function ResultErrorScreenRoute() {
  return <ErrorScreen />;
}
