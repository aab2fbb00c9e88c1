import { useTranslation } from "~/lib/i18n/use-translation";
import type { MenuPageView } from "~/lib/site/view-models";
import { ArticleCards, ArticleRows, HonourGrid } from "./article-lists";
import { ArticleView } from "./article-view";
import { Pagination } from "./pagination";
import { SectionLayout } from "./section-layout";
import { Suspense } from "react";
import { useDeferredComponents } from "./deferred-components";

/** Renders a menu page view: a list, an article, a single page or one of the special pages. */
export function MenuPage({
  view,
  honourFallback,
  pageUrl,
}: {
  view: MenuPageView;
  honourFallback: string;
  /** The page's address, printed under an article. */
  pageUrl?: string;
}) {
  const { t } = useTranslation("site");
  const layout = view.kind === "list" ? (view.variant === "lsit2" ? "second-detail" : "detail") : view.layout;
  return (
    <SectionLayout section={view.section} crumbs={view.crumbs} layout={layout}>
      {view.kind === "list" ? (
        <>
          <div className="mb-6 flex items-baseline justify-between gap-4 border-b border-line pb-4">
            <h1 className="text-2xl font-semibold">{view.title}</h1>
            <p className="text-sm text-fg-subtle">
              {t("list.total", { count: view.total })}
              {view.pages > 1 ? ` · ${t("list.pageOf", { page: view.page, pages: view.pages })}` : null}
            </p>
          </div>
          {view.items.length === 0 ? (
            <p className="rounded-lg border border-dashed border-line-strong py-16 text-center text-fg-subtle">
              {t("list.empty")}
            </p>
          ) : view.grid === "honours" ? (
            <HonourGrid items={view.items} fallback={honourFallback} />
          ) : view.variant === "lsit2" ? (
            <ArticleCards items={view.items} />
          ) : (
            <ArticleRows items={view.items} />
          )}
          <Pagination path={view.path} page={view.page} pages={view.pages} />
        </>
      ) : view.kind === "detail" ? (
        <ArticleView article={view.article} pageUrl={pageUrl} />
      ) : (
        <SinglePage view={view} />
      )}
    </SectionLayout>
  );
}

function SinglePage({ view }: { view: Extract<MenuPageView, { kind: "page" }> }) {
  const { t } = useTranslation("site");
  const { VideoGallery, CompanyIntro, LeaderList, EnterpriseInfoView } = useDeferredComponents();
  const special = view.special;
  return (
    <>
      <h1 className="mb-6 border-b border-line pb-4 text-2xl font-semibold">{view.title}</h1>
      {/* Until a special page's code arrives, React keeps the server's markup (after a client navigation the
          body follows the title a moment later). */}
      <Suspense fallback={null}>
        {special?.code === "intro" ? (
          <>
            <CompanyIntro
              vision={special.vision}
              mission={special.mission}
              culture={special.culture}
              // The page's article is the full, illustrated introduction; the company record's plain paragraphs
              // (also the home page's summary) stand in only when the page has no article, never both.
              paragraphs={view.article ? [] : special.paragraphs}
            />
            {view.article ? (
              <div className="mt-12">
                <ArticleView article={view.article} showHeader={false} navigation={false} />
              </div>
            ) : null}
            <LeaderList leaders={special.leaders} headingId="intro-leaders" heading={t("intro.leaders")} />
          </>
        ) : special?.code === "team" ? (
          <>
            {view.article ? <ArticleView article={view.article} showHeader={false} navigation={false} /> : null}
            <LeaderList leaders={special.leaders} headingId="team-leaders" heading={t("team.title")} />
          </>
        ) : special?.code === "enterprise" ? (
          <EnterpriseInfoView info={special.info} />
        ) : special?.code === "videos" ? (
          <>
            {view.article ? <ArticleView article={view.article} showHeader={false} navigation={false} /> : null}
            <Suspense fallback={<div className="min-h-[340px]" aria-busy="true" />}>
              <VideoGallery videos={special.videos} />
            </Suspense>
          </>
        ) : view.article ? (
          <ArticleView article={view.article} showHeader={false} navigation={false} />
        ) : (
          <p className="rounded-lg border border-dashed border-line-strong py-16 text-center text-fg-subtle">
            {t("article.empty")}
          </p>
        )}
      </Suspense>
    </>
  );
}
