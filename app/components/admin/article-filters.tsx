/**
 * The article list's filter form (GET, so a filtered list is a link) and its pager; both keep working without
 * script. The filters are parsed on the server by ArticleFilterSchema (lib/admin/schemas.ts).
 */
import { STATUS_LABELS } from "~/lib/content/workflow";
import { FilterActions } from "./filter-actions";
import { Form, Link, useLocation } from "@remix-run/react";
import type { ReactElement } from "react";
import { useTranslation } from "~/lib/i18n/use-translation";
import type { ArticleFilter } from "~/lib/admin/schemas";
import { TRANSLATION_STATUSES } from "~/lib/content/translation";
import { buttonVariants } from "~/components/ui/button";
import { FormField } from "~/components/ui/form-field";
import { Input } from "~/components/ui/input";
import { NativeSelect, type SelectOption } from "~/components/ui/select";

export function ArticleFilters({
  filter,
  menus,
}: {
  filter: ArticleFilter;
  menus: readonly { id: number; label: string }[];
}) {
  const { t } = useTranslation("admin");
  const filterField = (name: string, label: string, control: ReactElement) => (
    <FormField id={`filter-${name}`} label={label} className="mb-0">
      {control}
    </FormField>
  );
  /** A select filter; its first choice ("" ) means no filter. */
  const choice = (name: string, value: string | undefined, label: string, options: SelectOption[]) =>
    filterField(name, label, <NativeSelect name={name} defaultValue={value ?? ""} options={options} />);
  const all = { value: "", label: t("common.all") };
  const yesNo = (name: string, value: string | undefined, label: string) =>
    choice(name, value, label, [all, { value: "1", label: t("common.yes") }, { value: "0", label: t("common.no") }]);
  return (
    <Form
      method="get"
      className="mb-4 grid gap-3 border-b border-line pb-4 sm:grid-cols-2 lg:grid-cols-[2fr_2fr_1fr_1fr_1fr_1fr_auto]"
      role="search"
    >
      {filterField("q", t("article.filterTitle"), <Input name="q" defaultValue={filter.q ?? ""} />)}
      {filterField(
        "menu",
        t("article.filterMenu"),
        <NativeSelect
          name="menu"
          defaultValue={filter.menu ? String(filter.menu) : ""}
          options={[
            { value: "", label: t("common.all") },
            ...menus.map((m) => ({ value: String(m.id), label: m.label })),
          ]}
        />,
      )}
      {yesNo("topic", filter.topic, t("article.filterTopic"))}
      {yesNo("carousel", filter.carousel, t("article.filterCarousel"))}
      {choice("translation", filter.translation, t("translation.statusFilter"), [
        all,
        ...TRANSLATION_STATUSES.map((s) => ({ value: s, label: t(`translation.statuses.${s}`) })),
      ])}
      {choice("schedule", filter.schedule, t("article.filterSchedule"), [
        all,
        { value: "live", label: t("article.scheduleLive") },
        { value: "scheduled", label: t("article.scheduleScheduled") },
        { value: "expired", label: t("article.scheduleExpired") },
      ])}
      {choice("status", filter.status, t("workflow.filterLabel"), [
        all,
        ...STATUS_LABELS.map((s) => ({ value: s, label: t(`workflow.status.${s}`) })),
      ])}
      {choice("deleted", filter.deleted, t("article.filterDeleted"), [
        { value: "", label: t("article.showActive") },
        { value: "1", label: t("article.showDeleted") },
      ])}
      <FilterActions />
    </Form>
  );
}

/** "Page x of y" with previous / next links that keep the filters. */
export function Pager({ page, pages, total }: { page: number; pages: number; total: number }) {
  const { t } = useTranslation("admin");
  const location = useLocation();
  const pageHref = (n: number) => {
    const params = new URLSearchParams(location.search);
    params.set("page", String(n));
    return `?${params.toString()}`;
  };
  return (
    <nav
      className="mt-4 flex flex-wrap items-center justify-between gap-3 text-sm text-fg-muted"
      aria-label="pagination"
    >
      <span data-page-info>{t("common.pageInfo", { page, pages, total })}</span>
      <span className="flex gap-2">
        {page > 1 ? (
          <Link to={pageHref(page - 1)} className={buttonVariants({ variant: "outline", size: "small" })} rel="prev">
            {t("common.prev")}
          </Link>
        ) : null}
        {page < pages ? (
          <Link to={pageHref(page + 1)} className={buttonVariants({ variant: "outline", size: "small" })} rel="next">
            {t("common.next")}
          </Link>
        ) : null}
      </span>
    </nav>
  );
}
