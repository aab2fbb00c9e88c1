import { useTranslation } from "~/lib/i18n/use-translation";
import { SEARCH_MAX_LENGTH, searchHref } from "~/lib/search/query";
import { hasHan } from "~/lib/search/terms";
import type { MarkedText, SearchHitView, SearchView, SectionLink } from "~/lib/search/view";
import type { Crumb } from "~/lib/site/view-models";
import { ChineseOnlyMark } from "./chinese-only-mark";
import { Pagination } from "./pagination";
import { SearchForm } from "./search-form";
import { SectionLayout } from "./section-layout";
import { LinkList, SiteLink } from "./site-link";

/** The search page: the search box, then the results, the empty state, or the refusal of a query too long. */
export function SearchResults({ view, crumbs }: { view: SearchView; crumbs: Crumb[] }) {
  const { t } = useTranslation("site");
  const title = t("search.title");
  const query = view.state === "empty" ? "" : view.query;
  return (
    <SectionLayout section={{ title, href: "/search", links: [] }} crumbs={crumbs} layout="detail">
      <h1 className="mb-6 border-b border-line pb-4 text-2xl font-semibold">{title}</h1>
      <SearchForm variant="surface" label={t("search.again")} defaultValue={query} className="max-w-2xl" />
      <p className="mt-2 text-sm text-fg-subtle">{t("search.hint", { max: SEARCH_MAX_LENGTH })}</p>
      <div className="mt-8" data-testid="search-state" data-state={stateOf(view)}>
        {view.state === "too-long" ? (
          <div role="alert" className="rounded-lg border border-danger/40 bg-danger/5 px-5 py-4">
            <h2 className="font-semibold text-danger">{t("search.tooLongTitle")}</h2>
            <p className="mt-1 text-fg-muted">{t("search.tooLongText", { max: view.max, length: view.length })}</p>
          </div>
        ) : view.state === "empty" ? (
          <Guidance title={t("search.emptyTitle")} text={t("search.emptyText")} sections={view.sections} />
        ) : view.total === 0 ? (
          <Guidance
            title={
              <>
                {t("search.noResults")} <Query text={view.query} />
              </>
            }
            text={t("search.noResultsText")}
            sections={view.sections}
          />
        ) : (
          <section aria-labelledby="search-results">
            <h2 id="search-results" className="text-fg-muted">
              {t("search.summary", { count: view.total })} <Query text={view.query} />
              {view.pages > 1 ? ` · ${t("list.pageOf", { page: view.page, pages: view.pages })}` : null}
            </h2>
            <ol className="mt-4 divide-y divide-line border-y border-line" data-testid="search-hits">
              {view.hits.map((hit) => (
                <Hit key={hit.key} hit={hit} />
              ))}
            </ol>
            <Pagination
              path="/search"
              page={view.page}
              pages={view.pages}
              around={2}
              hrefOf={(p) => searchHref(view.query, p)}
            />
          </section>
        )}
      </div>
    </SectionLayout>
  );
}

function stateOf(view: SearchView): string {
  if (view.state !== "results") return view.state;
  return view.total === 0 ? "no-results" : "results";
}

/** The query as the visitor typed it, marked Chinese when it is. */
function Query({ text }: { text: string }) {
  return (
    <q lang={hasHan(text) ? "zh-CN" : undefined} className="font-semibold text-fg">
      {text}
    </q>
  );
}

/** The empty and no-result states: what to do next, and the site's sections to browse instead. */
function Guidance({ title, text, sections }: { title: React.ReactNode; text: string; sections: SectionLink[] }) {
  const { t } = useTranslation("site");
  return (
    <div className="rounded-lg border border-dashed border-line-strong px-6 py-10 text-center">
      <h2 className="text-lg font-semibold">{title}</h2>
      <p className="mt-2 text-fg-muted">{text}</p>
      {sections.length > 0 ? (
        <nav aria-labelledby="search-sections" className="mt-6">
          <h3 id="search-sections" className="text-sm text-fg-subtle">
            {t("search.sections")}
          </h3>
          <LinkList
            items={sections}
            className="mt-3 flex flex-wrap justify-center gap-x-5 gap-y-2"
            linkClassName="text-primary-700 hover:underline"
            data-testid="search-sections"
          >
            {(section) => section.label}
          </LinkList>
        </nav>
      ) : null}
    </div>
  );
}

function Hit({ hit }: { hit: SearchHitView }) {
  const { t, i18n } = useTranslation("site");
  return (
    <li className="py-5" data-testid="search-hit">
      <h3 className="text-[17px] font-medium">
        <SiteLink to={hit.href} prefetch="intent" lang={hit.titleLang} className="text-fg hover:text-primary-700">
          <Marked {...hit.title} />
        </SiteLink>
      </h3>
      <p className="mt-1 flex flex-wrap items-center gap-x-2 text-sm text-fg-subtle">
        <span className="rounded bg-primary-100 px-1.5 py-0.5 text-xs text-primary-700">
          {t(`search.kind.${hit.kind}`)}
        </span>
        <span>{hit.section}</span>
        {hit.date ? (
          <time dateTime={hit.date} className="tabular-nums">
            {hit.dateLabel}
          </time>
        ) : null}
        {hit.lang === "en-US" ? (
          // Found in English on a Chinese page (no Chinese text had the words): said so, as Chinese is on an
          // English page.
          i18n.language === "en-US" ? null : (
            <span
              data-testid="in-english"
              className="inline-block whitespace-nowrap rounded border border-line bg-surface-muted px-1.5 py-0.5 align-middle text-xs font-normal text-fg-muted"
            >
              {t("search.inEnglish")}
            </span>
          )
        ) : (
          <ChineseOnlyMark lang={hit.lang} />
        )}
      </p>
      {hit.excerpt.text ? (
        <p lang={hit.lang} className="mt-1.5 text-sm leading-relaxed text-fg-muted">
          <Marked {...hit.excerpt} />
        </p>
      ) : null}
      {hit.attachment ? (
        <p className="mt-1 text-sm text-fg-muted">
          {t("search.attachment")}
          {t("punctuation.colon")}
          <span lang={hit.lang}>
            <Marked {...hit.attachment} />
          </span>
        </p>
      ) : null}
    </li>
  );
}

/** Text with its matches in <mark>, built from ranges: nothing from the text is ever read as markup. */
export function Marked({ text, marks }: MarkedText) {
  const parts: React.ReactNode[] = [];
  let at = 0;
  for (const [start, end] of marks) {
    if (start > at) parts.push(text.slice(at, start));
    parts.push(
      <mark key={start} className="rounded-sm bg-warning/20 px-0.5 text-inherit">
        {text.slice(start, end)}
      </mark>,
    );
    at = end;
  }
  if (at < text.length) parts.push(text.slice(at));
  return <>{parts}</>;
}
