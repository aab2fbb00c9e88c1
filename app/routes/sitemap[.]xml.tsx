import type { LoaderFunctionArgs } from "@remix-run/node";
import { getContentStore } from "~/lib/content/store.server";
import { getEnv } from "~/lib/env.server";
import { precompressedResponse } from "~/lib/http/precompressed.server";
import { displayVersion, liveArticles } from "~/lib/site/display.server";
import { sitemapEntries, sitemapXml } from "~/lib/site/sitemap";

/** sitemap.xml: every visible page and article, from the live menu list; built and gzipped once per version. */
export async function loader({ request }: LoaderFunctionArgs) {
  const store = await getContentStore();
  const now = Date.now();
  return precompressedResponse(
    request,
    displayVersion(store, now),
    "sitemap",
    () => sitemapXml(getEnv().SITE_URL, sitemapEntries(store.list("menus"), liveArticles(store, now))),
    { "Content-Type": "application/xml; charset=utf-8", "Cache-Control": "public, max-age=300" },
  );
}
