import { useLoaderData } from "@remix-run/react";
import { ExceptionScreen } from "~/components/console/exception-screen";
import { consoleHandle } from "~/lib/console/route-handle";
import { screenLoader } from "~/lib/console/screen-route.server";

export const handle = consoleHandle("exception/403");

export const loader = screenLoader("exception/403", ({ path }) => ({ retryHref: path }));

export default function Exception403Route() {
  return <ExceptionScreen status={403} {...useLoaderData<typeof loader>()} />;
}

export { shellMeta as meta } from "./_shell";
