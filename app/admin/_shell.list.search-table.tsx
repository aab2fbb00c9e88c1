import type { LoaderFunctionArgs } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { SearchTableScreen } from "~/components/console/search-table-screen";
import { adminHref, requireUser } from "~/lib/auth/guard.server";
import { getContentStore } from "~/lib/content/store.server";
import { consoleHandle } from "~/lib/console/route-handle";
import { searchTableScreen } from "~/lib/console/screens.server";

export const handle = consoleHandle("list/search-table");

export async function loader({ request }: LoaderFunctionArgs) {
  await requireUser(request);
  return { ...searchTableScreen(request, await getContentStore()), path: adminHref("list/search-table") };
}

export default function SearchTableRoute() {
  return <SearchTableScreen {...useLoaderData<typeof loader>()} />;
}
