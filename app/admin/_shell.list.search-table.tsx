import { useLoaderData } from "@remix-run/react";
import { SearchTableScreen } from "~/components/console/search-table-screen";
import { consoleHandle } from "~/lib/console/route-handle";
import { screenLoader } from "~/lib/console/screen-route.server";
import { searchTableScreen } from "~/lib/console/screens.server";

export const handle = consoleHandle("list/search-table");

export const loader = screenLoader("list/search-table", searchTableScreen);

export default function SearchTableRoute() {
  return <SearchTableScreen {...useLoaderData<typeof loader>()} />;
}

export { shellMeta as meta } from "./_shell";
