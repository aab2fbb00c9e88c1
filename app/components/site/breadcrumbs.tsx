import { ChevronRight } from "./icons";
import { useTranslation } from "~/lib/i18n/use-translation";
import type { Crumb } from "~/lib/site/view-models";
import { SiteLink } from "./site-link";

/** "You are here": home › section › page; the last crumb is the current page. */
export function Breadcrumbs({ crumbs }: { crumbs: Crumb[] }) {
  const { t } = useTranslation("site");
  return (
    <nav aria-label={t("nav.breadcrumb")} className="text-sm text-fg-subtle">
      <ol className="flex flex-wrap items-center gap-1">
        {crumbs.map((crumb, i) => (
          <li key={`${crumb.label}-${i}`} className="flex min-w-0 items-center gap-1">
            {i > 0 ? <ChevronRight aria-hidden="true" className="size-3.5 shrink-0" /> : null}
            {crumb.href && i < crumbs.length - 1 ? (
              <SiteLink to={crumb.href} className="rounded hover:text-primary-700 hover:underline">
                {crumb.label}
              </SiteLink>
            ) : (
              <span aria-current={i === crumbs.length - 1 ? "page" : undefined} className="truncate text-fg-muted">
                {crumb.label}
              </span>
            )}
          </li>
        ))}
      </ol>
    </nav>
  );
}
