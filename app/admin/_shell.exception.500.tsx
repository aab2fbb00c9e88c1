import { useLoaderData } from "@remix-run/react";
import { ExceptionScreen } from "~/components/console/exception-screen";
import { consoleHandle } from "~/lib/console/route-handle";
import { screenLoader } from "~/lib/console/screen-route.server";

export const handle = consoleHandle("exception/500");

export const loader = screenLoader("exception/500", ({ path }) => ({ retryHref: path }));

export default function Exception500Route() {
  return <ExceptionScreen status={500} {...useLoaderData<typeof loader>()} />;
}

export { shellMeta as meta } from "./_shell";
