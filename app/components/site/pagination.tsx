import { useTranslation } from "~/lib/i18n/use-translation";
import { SiteLink } from "./site-link";

/** Server-side pagination through ?page= links (works without JavaScript). Hidden when there is one page. */
export function Pagination({ path, page, pages }: { path: string; page: number; pages: number }) {
  const { t } = useTranslation("site");
  if (pages <= 1) return null;
  const href = (p: number) => (p === 1 ? path : `${path}?page=${p}`);
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
      {Array.from({ length: pages }, (_, i) => i + 1).map((p) => (
        <SiteLink
          key={p}
          to={href(p)}
          aria-label={t("list.page", { page: p })}
          aria-current={p === page ? "page" : undefined}
          className={item}
        >
          {p}
        </SiteLink>
      ))}
      {page < pages ? (
        <SiteLink to={href(page + 1)} rel="next" className={item}>
          {t("list.next")}
        </SiteLink>
      ) : null}
    </nav>
  );
}
