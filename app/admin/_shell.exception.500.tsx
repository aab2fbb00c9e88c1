import type { LoaderFunctionArgs } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { ExceptionScreen } from "~/components/console/exception-screen";
import { adminHref, requireUser } from "~/lib/auth/guard.server";
import { consoleHandle } from "~/lib/console/route-handle";
import { requireScreenRole } from "~/lib/console/screens.server";

export const handle = consoleHandle("exception/500");

export async function loader({ request }: LoaderFunctionArgs) {
  const { user } = await requireUser(request);
  await requireScreenRole(request, user, "exception/500");
  return { retryHref: adminHref("exception/500") };
}

export default function Exception500Route() {
  const { retryHref } = useLoaderData<typeof loader>();
  return <ExceptionScreen status={500} retryHref={retryHref} />;
}
