import { getContentStore } from "~/lib/content/store.server";
import { getEnv } from "~/lib/env.server";
import { memoByVersion } from "~/lib/site/memo.server";
import { sitemapEntries, sitemapXml } from "~/lib/site/sitemap";

/** sitemap.xml: every visible page and article, from the live menu list. */
export async function loader() {
  const store = await getContentStore();
  const xml = memoByVersion(store.versionTag(), "sitemap", () =>
    sitemapXml(getEnv().SITE_URL, sitemapEntries(store.list("menus"), store.list("articles"))),
  );
  return new Response(xml, {
    headers: { "Content-Type": "application/xml; charset=utf-8", "Cache-Control": "public, max-age=300" },
  });
}
