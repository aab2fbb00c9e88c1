import { FileDown } from "./icons";
import { useTranslation } from "~/lib/i18n/use-translation";
import type { ArticleView as ArticleData } from "~/lib/site/view-models";
import { ChineseOnlyMark } from "./chinese-only-mark";
import { SiteLink } from "./site-link";
import { SiteImage } from "./site-image";

/**
 * An article: title, date, sanitized body, extra pictures, attachment, and previous/next links. Printed, it keeps
 * title, date, body, pictures and the attachment's name, and adds the page's address (`pageUrl`).
 */
export function ArticleView({
  article,
  showHeader = true,
  navigation = true,
  pageUrl,
}: {
  article: ArticleData;
  showHeader?: boolean;
  navigation?: boolean;
  pageUrl?: string;
}) {
  const { t } = useTranslation("site");
  return (
    <article className="rounded-lg bg-surface">
      {showHeader ? (
        <header className="border-b border-line pb-5 text-center">
          <h1 lang={article.lang} className="text-2xl font-semibold leading-snug lg:text-[28px]">
            {article.title}
          </h1>
          <p className="mt-3 text-sm text-fg-subtle">
            {t("article.published")}
            {t("punctuation.colon")}
            <time dateTime={article.date}>{article.dateLabel}</time>
            <ChineseOnlyMark lang={article.lang} className="ml-3" />
          </p>
          <PrintButton label={t("article.print")} />
        </header>
      ) : null}
      {!showHeader ? <ChineseOnlyMark lang={article.lang} className="mb-2" /> : null}
      <div lang={article.lang} className="article-body mt-6" dangerouslySetInnerHTML={{ __html: article.html }} />
      {article.pictures.length > 0 ? (
        <section aria-label={t("article.pictures")} className="mt-6 grid gap-4 sm:grid-cols-2">
          {article.pictures.map((p) => (
            <SiteImage
              key={p.url}
              src={p.url}
              sizes="(min-width: 1200px) 564px, (min-width: 640px) calc(50vw - 40px), calc(100vw - 32px)"
              alt={p.alt}
              lang={article.lang}
              width={800}
              height={450}
              loading="lazy"
              decoding="async"
              className="w-full rounded border border-line object-cover"
            />
          ))}
        </section>
      ) : null}
      {article.attachment ? (
        <p className="mt-8">
          <a
            href={article.attachment.url}
            download
            className="inline-flex items-center gap-2 rounded border border-primary-300 bg-primary-100 px-4 py-2 text-sm text-primary-700 hover:bg-primary-200"
          >
            <FileDown aria-hidden="true" className="size-4" />
            {/* The flex gap spaces the name: the colon goes without its trailing space. */}
            <span>
              {t("article.attachment")}
              {t("punctuation.colon").trimEnd()}
            </span>
            <span lang={article.lang}>{article.attachment.name}</span>
          </a>
        </p>
      ) : null}
      {pageUrl ? (
        <p className="mt-8 hidden break-all border-t border-line pt-4 text-sm print:block" data-print-url>
          {t("article.pageUrl")}
          {t("punctuation.colon")}
          {pageUrl}
        </p>
      ) : null}
      {navigation ? (
        <nav
          aria-label={`${t("article.previous")} / ${t("article.next")}`}
          className="mt-10 grid gap-3 border-t border-line pt-6 text-sm sm:grid-cols-2 print:hidden"
        >
          <Neighbour rel="prev" label={t("article.previous")} link={article.previous} className="min-w-0 truncate" />
          <Neighbour
            rel="next"
            label={t("article.next")}
            link={article.next}
            className="min-w-0 truncate sm:text-right"
          />
        </nav>
      ) : null}
    </article>
  );
}

/** The previous or the next article's link, or "none" at either end of the list. */
function Neighbour({
  rel,
  label,
  link,
  className,
}: {
  rel: "prev" | "next";
  label: string;
  link: ArticleData["previous"];
  className: string;
}) {
  const { t } = useTranslation("site");
  return (
    <p className={className}>
      <span className="text-fg-subtle">
        {label}
        {t("punctuation.colon")}
      </span>
      {link ? (
        <SiteLink to={link.href} rel={rel} lang={link.lang} className="text-fg hover:text-primary-700 hover:underline">
          {link.title}
        </SiteLink>
      ) : (
        <span className="text-fg-subtle">{t("article.none")}</span>
      )}
    </p>
  );
}

/**
 * Prints the page (the print stylesheet shapes what is printed). It needs script to call print(): a browser without
 * script does not show it (site.css, `scripting: none`) and keeps its own print command.
 */
function PrintButton({ label }: { label: string }) {
  return (
    <button
      type="button"
      onClick={() => window.print()}
      className="mt-3 rounded border border-line px-3 py-1 text-sm text-fg-muted hover:border-primary-300 hover:text-primary-700 print:hidden"
      data-testid="print-button"
    >
      {label}
    </button>
  );
}
