/** The public site's frame (pathless layout): skip link, header, main region, footer, progress bar. */
import { redirect, type LoaderFunctionArgs } from "@remix-run/node";
import { Outlet, useLoaderData } from "@remix-run/react";
import { ClientNavigation } from "~/components/site/client-navigation";
import { SiteLayout } from "~/components/site/site-layout";
import { pack, unpack } from "~/lib/http/packed";
import type { SiteChrome } from "~/lib/site/view-models";
import { memoByVersion } from "~/lib/site/memo.server";
import { siteChrome } from "~/lib/site/page-data";
import { siteRequest } from "~/lib/site/request.server";
import { canonicalPageRedirect } from "~/lib/site/canonical-url";
import { mourningNow } from "~/lib/site/display.server";
import { getContentStore } from "~/lib/content/store.server";

export async function loader({ request }: LoaderFunctionArgs) {
  const canonical = canonicalPageRedirect(new URL(request.url));
  if (canonical) throw redirect(canonical, 301);
  const [site, store] = await Promise.all([siteRequest(request), getContentStore()]);
  return {
    chrome: pack(memoByVersion(site.version, `chrome|${site.locale}`, () => siteChrome(site.content, site.locale))),
    // This layout's data is fetched again on every page change, so a visitor already on the site sees mourning
    // begin or end with the next page (the document's class follows it: root.tsx), not only after a reload.
    mourning: mourningNow(store),
  };
}

export const handle = { i18n: ["common", "site"] };

export default function SiteRoute() {
  const chrome = unpack<SiteChrome>(useLoaderData<typeof loader>().chrome);
  return (
    <SiteLayout chrome={chrome} enhancements={<ClientNavigation />}>
      <Outlet />
    </SiteLayout>
  );
}
