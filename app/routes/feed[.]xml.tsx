import type { LoaderFunctionArgs } from "@remix-run/node";
import { getContentStore } from "~/lib/content/store.server";
import { getEnv } from "~/lib/env.server";
import { i18nServer } from "~/lib/i18n/i18n.server";
import { siteT } from "~/lib/site/i18n.server";
import { memoByVersion } from "~/lib/site/memo.server";
import { displayVersion, publicSnapshot } from "~/lib/site/display.server";
import { companyNameFor, newsFeedItems } from "~/lib/site/page-data";
import { rssXml } from "~/lib/site/sitemap";

/** The news section as RSS 2.0. */
export async function loader({ request }: LoaderFunctionArgs) {
  const [store, locale] = await Promise.all([getContentStore(), i18nServer.getLocale(request)]);
  const now = Date.now();
  const xml = memoByVersion(displayVersion(store, now), `feed|${locale}`, () => {
    const content = publicSnapshot(store, now);
    const company = companyNameFor(content.company, locale);
    const t = siteT(locale);
    return rssXml(
      {
        siteUrl: getEnv().SITE_URL,
        title: t("seo.feedTitle", { company }),
        description: t("seo.feedDescription", { company }),
        path: "/feed.xml",
        language: locale,
      },
      newsFeedItems(content, 20),
    );
  });
  return new Response(xml, {
    headers: { "Content-Type": "application/rss+xml; charset=utf-8", "Cache-Control": "public, max-age=300" },
  });
}
