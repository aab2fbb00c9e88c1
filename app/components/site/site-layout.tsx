import type { ReactNode } from "react";
import type { SiteChrome } from "~/lib/site/view-models";
import { useTranslation } from "~/lib/i18n/use-translation";
import { ProgressBar } from "./progress-bar";
import { SiteFooter } from "./site-footer";
import { SiteHeader } from "./site-header";

/**
 * The public site's frame: skip link, progress bar, header, main region, footer. `enhancements` holds what only
 * the running site adds (its client-side navigation); `className` adjusts the outer box.
 */
export function SiteLayout({
  chrome,
  children,
  enhancements,
  className = "",
}: {
  chrome: SiteChrome;
  children: ReactNode;
  enhancements?: ReactNode;
  className?: string;
}) {
  const { t } = useTranslation("common");
  return (
    <div className={`flex min-h-screen flex-col ${className}`}>
      <a
        href="#main"
        className="sr-only z-[60] rounded bg-primary px-4 py-2 text-white focus:not-sr-only focus:fixed focus:left-4 focus:top-4"
      >
        {t("site.skipToContent")}
      </a>
      <ProgressBar />
      {enhancements}
      <SiteHeader companyName={chrome.companyName} logo={chrome.logo} nav={chrome.nav} locale={chrome.locale} />
      <main id="main" tabIndex={-1} className="flex-1 focus:outline-none">
        {children}
      </main>
      <SiteFooter companyName={chrome.companyName} footer={chrome.footer} />
    </div>
  );
}
