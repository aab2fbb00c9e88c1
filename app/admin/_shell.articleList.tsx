import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { Form, Link, useLoaderData, useLocation } from "@remix-run/react";
import Search from "lucide-react/icons/search";
import type { ReactElement } from "react";
import { useTranslation } from "~/lib/i18n/use-translation";
import { formatDate } from "~/lib/format/date";
import { Card } from "~/components/admin/admin-form";
import { FormField } from "~/components/ui/form-field";
import { Input } from "~/components/ui/input";
import { NativeSelect } from "~/components/ui/select";
import { StatusTag } from "~/components/admin/table";
import { Button, buttonVariants } from "~/components/ui/button";
import { articleMenuOptions, queryArticles } from "~/lib/admin/articles.server";
import { articleEntity } from "~/lib/admin/entities";
import { entityListAction, loadEntityList, softDeleteAction } from "~/lib/admin/entity-list.server";
import {
  EntityListHeader,
  EntityTable,
  RecordCommands,
  RecordStatus,
  type ListColumn,
} from "~/components/admin/entity-list";
import { ArticleFilterSchema } from "~/lib/admin/schemas";
import { adminHref } from "~/lib/auth/guard.server";
import { safeRedirect } from "~/lib/auth/safe-redirect";
import type { CrumbsHandle } from "./_shell";

export const handle: CrumbsHandle = { crumbs: (t) => [{ label: t(articleEntity.nav) }] };

export const loader = ({ request }: LoaderFunctionArgs) =>
  loadEntityList(request, (store, url) => {
    const filter = ArticleFilterSchema.parse(Object.fromEntries(url.searchParams));
    return { ...queryArticles(store, filter), filter, menus: articleMenuOptions(store) };
  });

/** Delete or restore, then back to the list with its filters (a local path under the list only). */
export const action = ({ request }: ActionFunctionArgs) =>
  entityListAction(request, (ctx) => {
    const list = adminHref(articleEntity.path);
    const back = safeRedirect(String(ctx.formData.get("back") ?? ""), list);
    return softDeleteAction(ctx, "articles", back.startsWith(list) ? back : list);
  });

type Row = ReturnType<typeof queryArticles>["rows"][number];

export default function ArticleListPage() {
  const { rows, total, page, pages, filter, menus, base } = useLoaderData<typeof loader>();
  const { t } = useTranslation("admin");
  const location = useLocation();
  const back = `${location.pathname}${location.search}`;
  const pageHref = (n: number) => {
    const params = new URLSearchParams(location.search);
    params.set("page", String(n));
    return `?${params.toString()}`;
  };
  const filterField = (name: string, label: string, control: ReactElement) => (
    <FormField id={`filter-${name}`} label={label} className="mb-0">
      {control}
    </FormField>
  );
  const yesNo = (name: string, value: string | undefined, label: string) =>
    filterField(
      name,
      label,
      <NativeSelect
        name={name}
        defaultValue={value ?? ""}
        options={[
          { value: "", label: t("common.all") },
          { value: "1", label: t("common.yes") },
          { value: "0", label: t("common.no") },
        ]}
      />,
    );
  const columns: ListColumn<Row>[] = [
    {
      header: t("common.id"),
      headerClassName: "w-16",
      className: "tabular-nums text-fg-subtle",
      cell: (row) => row.id,
    },
    {
      header: t("article.titleField"),
      cell: (row) => (
        <span className="flex items-center gap-2">
          {row.image ? (
            <img src={row.image} alt="" className="size-8 shrink-0 rounded object-cover" loading="lazy" />
          ) : null}
          <span className="line-clamp-2 max-w-md font-medium">{row.title}</span>
        </span>
      ),
    },
    { header: t("article.menu_id"), className: "text-fg-muted", cell: (row) => row.menuLabel },
    {
      header: t("article.flags"),
      cell: (row) => (
        <span className="flex flex-wrap gap-1">
          {row.is_topic ? <StatusTag tone="blue">{t("article.is_topic")}</StatusTag> : null}
          {row.is_carousel ? <StatusTag tone="orange">{t("article.is_carousel")}</StatusTag> : null}
          <RecordStatus record={row} live={null} />
        </span>
      ),
    },
    { header: t("common.order"), className: "tabular-nums", cell: (row) => row.order },
    {
      header: t("common.createdAt"),
      className: "whitespace-nowrap tabular-nums text-fg-muted",
      cell: (row) => formatDate(row.createtime),
    },
    {
      header: t("common.actions"),
      cell: (row) => <RecordCommands entity={articleEntity} base={base} record={row} extra={{ back }} />,
    },
  ];
  return (
    <>
      <EntityListHeader entity={articleEntity} base={base} />
      <Card>
        <Form
          method="get"
          className="mb-4 grid gap-3 border-b border-line pb-4 sm:grid-cols-2 lg:grid-cols-[2fr_2fr_1fr_1fr_1fr_auto]"
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
          {filterField(
            "deleted",
            t("article.filterDeleted"),
            <NativeSelect
              name="deleted"
              defaultValue={filter.deleted ?? ""}
              options={[
                { value: "", label: t("article.showActive") },
                { value: "1", label: t("article.showDeleted") },
              ]}
            />,
          )}
          <div className="flex items-end gap-2">
            <Button type="submit" variant="primary">
              <Search className="size-4" aria-hidden="true" />
              {t("common.search")}
            </Button>
            <Link to="?" className={buttonVariants({ variant: "outline" })}>
              {t("common.reset")}
            </Link>
          </div>
        </Form>
        <EntityTable
          caption={t("article.title")}
          columns={columns}
          rows={rows}
          empty={t("common.empty")}
          rowAttributes={(row) => ({ "data-article-row": row.id })}
        />
        <nav
          className="mt-4 flex flex-wrap items-center justify-between gap-3 text-sm text-fg-muted"
          aria-label="pagination"
        >
          <span data-page-info>{t("common.pageInfo", { page, pages, total })}</span>
          <span className="flex gap-2">
            {page > 1 ? (
              <Link
                to={pageHref(page - 1)}
                className={buttonVariants({ variant: "outline", size: "small" })}
                rel="prev"
              >
                {t("common.prev")}
              </Link>
            ) : null}
            {page < pages ? (
              <Link
                to={pageHref(page + 1)}
                className={buttonVariants({ variant: "outline", size: "small" })}
                rel="next"
              >
                {t("common.next")}
              </Link>
            ) : null}
          </span>
        </nav>
      </Card>
    </>
  );
}
