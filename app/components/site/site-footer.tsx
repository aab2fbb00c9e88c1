import { useTranslation } from "~/lib/i18n/use-translation";
import type { SiteChrome } from "~/lib/site/view-models";
import { ContactLink } from "./site-link";
import { Prerendered } from "./prerendered";

const LINK = "hover:text-white hover:underline";
/** The machine-readable views of the site, linked from every page. */
const FEEDS = [
  ["/sitemap.xml", "footer.sitemap"],
  ["/feed.xml", "footer.feed"],
] as const;

/** The navy footer band: contact details, the QR image, links grouped by category, copyright. */
export function SiteFooter({ companyName, footer }: { companyName: string; footer: SiteChrome["footer"] }) {
  const { t } = useTranslation("site");
  return (
    <Prerendered as="footer" className="bg-navy text-navy-foreground print:hidden" owner={footer}>
      {() => (
        <>
          <div className="mx-auto grid max-w-site gap-10 px-4 py-12 lg:grid-cols-[1.3fr_2fr_auto] lg:px-6">
            <section aria-labelledby="footer-contact">
              <h2 id="footer-contact" className="text-base font-semibold text-white">
                {t("footer.contact")}
              </h2>
              <p className="mt-3 text-sm font-medium text-white">{companyName}</p>
              <dl className="mt-3 space-y-2 text-sm">
                {[
                  { label: t("footer.address"), value: <span lang={footer.address.lang}>{footer.address.text}</span> },
                  { label: t("footer.phone"), value: <ContactLink kind="tel" value={footer.phone} className={LINK} /> },
                  {
                    label: t("footer.mailbox"),
                    value: <ContactLink kind="mailto" value={footer.mailbox} className={LINK} />,
                  },
                ].map((row) => (
                  <div key={row.label} className="flex gap-2">
                    <dt className="shrink-0">
                      {row.label}
                      {t("punctuation.colon")}
                    </dt>
                    <dd>{row.value}</dd>
                  </div>
                ))}
              </dl>
            </section>
            <section aria-labelledby="footer-links">
              <h2 id="footer-links" className="text-base font-semibold text-white">
                {t("footer.links")}
              </h2>
              <div className="mt-3 grid gap-6 sm:grid-cols-3">
                {footer.linkGroups.map((group) => (
                  <div key={group.key}>
                    <h3 lang={group.title.lang} className="text-sm font-medium text-white">
                      {group.title.text}
                    </h3>
                    <ul className="mt-2 space-y-1.5 text-sm">
                      {group.links.map((link) => (
                        <li key={link.url}>
                          <a
                            href={link.url}
                            lang={link.lang}
                            target="_blank"
                            rel="noopener noreferrer"
                            className={LINK}
                          >
                            {link.name}
                          </a>
                        </li>
                      ))}
                    </ul>
                  </div>
                ))}
              </div>
            </section>
            {footer.qr ? (
              <figure className="flex flex-col items-start gap-2 lg:items-center">
                <img
                  src={footer.qr}
                  alt={t("footer.qr")}
                  width={112}
                  height={112}
                  loading="lazy"
                  className="rounded bg-white p-1.5"
                />
                <figcaption className="text-xs">{t("footer.qr")}</figcaption>
              </figure>
            ) : null}
          </div>
          <div className="border-t border-white/10">
            <div className="mx-auto flex max-w-site flex-col gap-2 px-4 py-4 text-xs sm:flex-row sm:items-center sm:justify-between lg:px-6">
              <div className="flex flex-col gap-1 sm:flex-row sm:flex-wrap sm:items-center sm:gap-x-4">
                <p lang={footer.copyright.lang}>{footer.copyright.text}</p>
                <FilingLinks filing={footer.filing} />
              </div>
              <p className="flex gap-4">
                {FEEDS.map(([href, key]) => (
                  <a key={href} href={href} className={LINK}>
                    {t(key)}
                  </a>
                ))}
              </p>
            </div>
          </div>
        </>
      )}
    </Prerendered>
  );
}

/** The ICP and public-security filing numbers, each linked to its official record; absent numbers are hidden. */
function FilingLinks({ filing }: { filing: SiteChrome["footer"]["filing"] }) {
  if (!filing.icp && !filing.police) return null;
  return (
    <p className="flex flex-wrap items-center gap-x-4 gap-y-1" data-filing>
      {filing.icp ? (
        <a href={filing.icp.url} lang="zh-CN" target="_blank" rel="noopener noreferrer" className={LINK}>
          {filing.icp.text}
        </a>
      ) : null}
      {filing.police ? (
        <a
          href={filing.police.url}
          lang="zh-CN"
          target="_blank"
          rel="noopener noreferrer"
          className={`inline-flex items-center gap-1 ${LINK}`}
        >
          {filing.police.badge ? (
            <img src={filing.police.badge} alt="" width={16} height={18} loading="lazy" className="h-[18px] w-4" />
          ) : null}
          {filing.police.text}
        </a>
      ) : null}
    </p>
  );
}
