import { useTranslation } from "~/lib/i18n/use-translation";
import { SiteLink } from "./site-link";

/**
 * Server-side pagination through ?page= links (works without JavaScript). Hidden when there is one page.
 * `hrefOf` writes a page's link when the page has a query of its own (the search results).
 */
export function Pagination({
  path,
  page,
  pages,
  hrefOf,
  around,
}: {
  path: string;
  page: number;
  pages: number;
  hrefOf?: (page: number) => string;
  /** Lists only the first, the last and this many pages either side of the current one (long result lists). */
  around?: number;
}) {
  const { t } = useTranslation("site");
  if (pages <= 1) return null;
  const href = hrefOf ?? ((p: number) => (p === 1 ? path : `${path}?page=${p}`));
  // The current page is styled through aria-current, so every link shares one class list.
  const item =
    "inline-flex h-9 min-w-9 items-center justify-center rounded border border-line px-3 text-sm hover:border-primary hover:text-primary-700 aria-[current=page]:border-primary aria-[current=page]:bg-primary aria-[current=page]:text-white";
  return (
    <nav aria-label={t("list.pagination")} className="mt-8 flex flex-wrap items-center justify-center gap-2">
      {page > 1 ? (
        <SiteLink to={href(page - 1)} rel="prev" className={item}>
          {t("list.previous")}
        </SiteLink>
      ) : null}
      {pageNumbers(page, pages, around).map((p, i) =>
        p === null ? (
          <span key={`gap${i}`} aria-hidden="true" className="px-1 text-fg-subtle">
            …
          </span>
        ) : (
          <SiteLink
            key={p}
            to={href(p)}
            aria-label={t("list.page", { page: p })}
            aria-current={p === page ? "page" : undefined}
            className={item}
          >
            {p}
          </SiteLink>
        ),
      )}
      {page < pages ? (
        <SiteLink to={href(page + 1)} rel="next" className={item}>
          {t("list.next")}
        </SiteLink>
      ) : null}
    </nav>
  );
}

/** The page numbers to link, with null where a run of them is left out. */
export function pageNumbers(page: number, pages: number, around?: number): (number | null)[] {
  const all = Array.from({ length: pages }, (_, i) => i + 1);
  if (around === undefined) return all;
  const shown = all.filter((p) => p === 1 || p === pages || Math.abs(p - page) <= around);
  return shown.flatMap((p, i) => (i > 0 && p - shown[i - 1]! > 1 ? [null, p] : [p]));
}
