import type { ReactNode } from "react";
import { useTranslation } from "~/lib/i18n/use-translation";
import type { Crumb, SectionNav } from "~/lib/site/view-models";
import { Breadcrumbs } from "./breadcrumbs";
import { LinkList, type LinkListProps } from "./site-link";

export interface SectionLayoutProps {
  section: SectionNav;
  crumbs: Crumb[];
  /** "detail": sub-navigation as tabs above a single column; "second-detail": a side navigation column. */
  layout: "detail" | "second-detail";
  children: ReactNode;
}

/** The frame of every inner page: a section band with the section title, breadcrumbs and section navigation. */
export function SectionLayout({ section, crumbs, layout, children }: SectionLayoutProps) {
  const { t } = useTranslation("site");
  const links = section.links.length > 0 ? section.links : [];
  const sideNavigation = layout === "second-detail" && links.length > 0;
  return (
    <>
      <div className="bg-gradient-to-r from-navy to-primary-800 text-white print:hidden">
        <div className="mx-auto max-w-site px-4 py-10 lg:px-6 lg:py-14">
          <p className="text-2xl font-semibold tracking-wide lg:text-3xl">{section.title}</p>
        </div>
      </div>
      {layout === "detail" && links.length > 0 ? (
        <nav aria-label={t("nav.section")} className="border-b border-line bg-surface print:hidden">
          <SectionLinks
            links={links}
            className="mx-auto flex max-w-site gap-1 overflow-x-auto px-4 lg:px-6"
            itemClassName="shrink-0"
            linkClassName="block border-b-2 border-transparent px-4 py-3.5 text-[15px] text-fg-muted hover:text-primary-700 aria-[current=page]:border-primary aria-[current=page]:font-semibold aria-[current=page]:text-primary-700"
          />
        </nav>
      ) : null}
      <div className="mx-auto max-w-site px-4 py-6 lg:px-6 print:hidden">
        <Breadcrumbs crumbs={crumbs} />
      </div>
      <div
        className={
          sideNavigation
            ? "mx-auto grid max-w-site gap-8 px-4 pb-16 lg:grid-cols-[220px_1fr] lg:px-6 print:block print:p-0"
            : "mx-auto max-w-site px-4 pb-16 lg:px-6 print:p-0"
        }
      >
        {sideNavigation ? (
          <nav
            aria-label={t("nav.section")}
            className="self-start rounded-lg border border-line bg-surface lg:sticky lg:top-24 print:hidden"
          >
            <p className="border-b border-line bg-primary px-5 py-3 font-semibold text-white first:rounded-t-lg">
              {section.title}
            </p>
            <SectionLinks
              links={links}
              className="flex flex-wrap gap-1 p-2 lg:flex-col"
              linkClassName="block rounded px-3 py-2.5 text-[15px] text-fg-muted hover:bg-primary-100 hover:text-primary-700 aria-[current=page]:bg-primary-100 aria-[current=page]:font-semibold aria-[current=page]:text-primary-700"
            />
          </nav>
        ) : null}
        <div className="min-w-0">{children}</div>
      </div>
    </>
  );
}

/** The section's pages, the current one marked (as tabs or as the side navigation). */
function SectionLinks({
  links,
  ...classes
}: { links: SectionNav["links"] } & Pick<
  LinkListProps<SectionNav["links"][number]>,
  "className" | "itemClassName" | "linkClassName"
>) {
  return (
    <LinkList items={links} prefetch="intent" isCurrent={(link) => link.current} {...classes}>
      {(link) => link.label}
    </LinkList>
  );
}
