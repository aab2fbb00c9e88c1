/** The Success page's "Print result": the result alone, for printing (outside the console frame). */
import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { PrintResult } from "~/components/console/print-result";
import { adminHref, requireCapability } from "~/lib/auth/guard.server";
import { requireScreenRole } from "~/lib/console/screens.server";

export const handle = { i18n: ["console"] };

export async function loader({ request }: LoaderFunctionArgs) {
  const { user } = await requireCapability(request, "console.admin");
  await requireScreenRole(request, user, "result/success");
  return {
    userName: user.name || user.username,
    printedAt: Math.floor(Date.now() / 1000),
    backHref: adminHref("result/success"),
  };
}

export const meta: MetaFunction = () => [{ title: "Print" }, { name: "robots", content: "noindex, nofollow" }];

export default function PrintResultRoute() {
  return <PrintResult {...useLoaderData<typeof loader>()} />;
}
