import { useTranslation } from "~/lib/i18n/use-translation";
import type { ArticleSummary } from "~/lib/site/view-models";
import { ChineseOnlyMark } from "./chinese-only-mark";
import { FallbackImage } from "./fallback-image";
import { ArticleLinks } from "./site-link";
import { SiteImage } from "./site-image";

/** A card in a grid of three (two from sm, one below), within the page's 1200 px column. */
const CARD_SIZES =
  "(min-width: 1200px) 368px, (min-width: 1024px) 30vw, (min-width: 640px) calc(50vw - 28px), calc(100vw - 32px)";

/** The first list (lsit): rows with a date block, title and excerpt. */
export function ArticleRows({ items }: { items: ArticleSummary[] }) {
  return (
    <ArticleLinks
      items={items}
      className="divide-y divide-line border-y border-line"
      linkClassName="group flex gap-5 py-5 hover:bg-surface-muted/60 sm:px-3"
    >
      {(item) => {
        const [year, month, day] = item.date.split("-");
        return (
          <>
            <time
              dateTime={item.date}
              className="flex w-16 shrink-0 flex-col items-center justify-center rounded bg-primary-100 py-2 text-primary-700"
            >
              <span className="text-2xl font-semibold leading-none">{day}</span>
              <span className="mt-1 text-xs">
                {year}-{month}
              </span>
            </time>
            <span className="min-w-0">
              <SummaryText item={item} title="block text-[17px] font-medium" excerpt="mt-1.5 block" mark="mt-1.5" />
            </span>
          </>
        );
      }}
    </ArticleLinks>
  );
}

/** An item's title and excerpt in their language, and the "Chinese only" mark when they are a fallback. */
function SummaryText({
  item,
  title,
  excerpt,
  mark,
}: {
  item: ArticleSummary;
  title: string;
  excerpt: string;
  mark: string;
}) {
  return (
    <>
      <span lang={item.lang} className={`${title} text-fg group-hover:text-primary-700`}>
        {item.title}
      </span>
      <span lang={item.lang} className={`${excerpt} line-clamp-2 text-sm text-fg-muted`}>
        {item.excerpt}
      </span>
      <ChineseOnlyMark lang={item.lang} className={mark} />
    </>
  );
}

/** The second list (lsit2): cards with a cover picture. */
export function ArticleCards({ items }: { items: ArticleSummary[] }) {
  return (
    <ArticleLinks
      items={items}
      className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3"
      linkClassName="group flex h-full flex-col overflow-hidden rounded-lg border border-line bg-surface shadow-card transition hover:-translate-y-0.5 hover:border-primary-300"
    >
      {(item, i) => (
        <>
          {/* No honours fallback here: a card without a picture of its own shows a plain panel. */}
          {item.cover ? (
            <SiteImage
              src={item.cover}
              sizes={CARD_SIZES}
              alt=""
              width={800}
              height={450}
              loading={firstRowLoading(i)}
              fetchPriority={i === 0 ? "high" : undefined}
              decoding="async"
              className="aspect-video w-full bg-surface-muted object-cover"
            />
          ) : (
            <span aria-hidden="true" className="block aspect-video w-full bg-surface-muted" data-no-cover />
          )}
          <span className="flex flex-1 flex-col p-4">
            <SummaryText item={item} title="line-clamp-2 font-medium" excerpt="mt-2" mark="mt-2 self-start" />
            <time dateTime={item.date} className="mt-auto pt-3 text-sm text-fg-subtle">
              {item.dateLabel}
            </time>
          </span>
        </>
      )}
    </ArticleLinks>
  );
}

/** Honours (gsry): a card grid of certificate pictures (with a fallback), titles and YYYY-MM-DD dates. */
export function HonourGrid({ items, fallback }: { items: ArticleSummary[]; fallback: string }) {
  const { t } = useTranslation("site");
  return (
    <ArticleLinks
      items={items}
      className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3"
      data-testid="honour-grid"
      linkClassName="group flex h-full flex-col rounded-lg border border-line bg-surface p-3 shadow-card transition hover:border-primary-300"
    >
      {(item, i) => (
        <>
          <span lang={item.lang} className="block overflow-hidden rounded bg-surface-muted">
            <FallbackImage
              src={item.cover}
              fallback={fallback}
              sizes={CARD_SIZES}
              alt={item.title}
              width={800}
              height={600}
              loading={firstRowLoading(i)}
              fetchPriority={i === 0 ? "high" : undefined}
              className="aspect-[4/3] w-full object-cover transition group-hover:scale-[1.02]"
            />
          </span>
          <span lang={item.lang} className="mt-3 line-clamp-2 px-1 font-medium text-fg group-hover:text-primary-700">
            {item.title}
          </span>
          <ChineseOnlyMark lang={item.lang} className="mx-1 mt-2 self-start" />
          <span className="mt-auto px-1 pt-2 text-sm text-fg-subtle">
            {t("honours.date")}
            {t("punctuation.colon")}
            <time dateTime={item.date}>{item.dateLabel}</time>
          </span>
        </>
      )}
    </ArticleLinks>
  );
}

/** The first row of a three-column grid is above the fold: load it at once, the rest lazily. */
function firstRowLoading(index: number): "eager" | "lazy" {
  return index < 3 ? "eager" : "lazy";
}
