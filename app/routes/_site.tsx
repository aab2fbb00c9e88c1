/** The public site's frame (pathless layout): skip link, header, main region, footer, progress bar. */
import type { LoaderFunctionArgs } from "@remix-run/node";
import { Outlet, useLoaderData } from "@remix-run/react";
import { useT } from "~/components/site/i18n";
import { ClientNavigation } from "~/components/site/client-navigation";
import { ProgressBar } from "~/components/site/progress-bar";
import { SiteFooter } from "~/components/site/site-footer";
import { SiteHeader } from "~/components/site/site-header";
import { pack, unpack } from "~/lib/http/packed";
import type { SiteChrome } from "~/lib/site/view-models";
import { memoByVersion } from "~/lib/site/memo.server";
import { siteChrome } from "~/lib/site/page-data";
import { siteRequest } from "~/lib/site/request.server";

export async function loader({ request }: LoaderFunctionArgs) {
  const site = await siteRequest(request);
  return pack(memoByVersion(site.version, `chrome|${site.locale}`, () => siteChrome(site.content, site.locale)));
}

export const handle = { i18n: ["common", "site"] };

export default function SiteLayout() {
  const chrome = unpack<SiteChrome>(useLoaderData<typeof loader>());
  const { t } = useT("common");
  return (
    <div className="flex min-h-screen flex-col">
      <a
        href="#main"
        className="sr-only z-[60] rounded bg-primary px-4 py-2 text-white focus:not-sr-only focus:fixed focus:left-4 focus:top-4"
      >
        {t("site.skipToContent")}
      </a>
      <ProgressBar />
      <ClientNavigation />
      <SiteHeader companyName={chrome.companyName} logo={chrome.logo} nav={chrome.nav} locale={chrome.locale} />
      <main id="main" tabIndex={-1} className="flex-1 focus:outline-none">
        <Outlet />
      </main>
      <SiteFooter companyName={chrome.companyName} footer={chrome.footer} />
    </div>
  );
}
