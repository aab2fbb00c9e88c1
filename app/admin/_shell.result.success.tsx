import type { LoaderFunctionArgs } from "@remix-run/node";
import { SuccessScreen } from "~/components/console/result-screens";
import { requireUser } from "~/lib/auth/guard.server";
import { consoleHandle } from "~/lib/console/route-handle";
import { requireScreenRole } from "~/lib/console/screens.server";

export const handle = consoleHandle("result/success");

export async function loader({ request }: LoaderFunctionArgs) {
  const { user } = await requireUser(request);
  await requireScreenRole(request, user, "result/success");
  return null;
}

export default function ResultSuccessScreenRoute() {
  return <SuccessScreen />;
}
