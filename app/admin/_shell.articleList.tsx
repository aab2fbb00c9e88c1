import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { Form, Link, useLoaderData, useLocation } from "@remix-run/react";
import Plus from "lucide-react/icons/plus";
import Search from "lucide-react/icons/search";
import { useTranslation } from "~/lib/i18n/use-translation";
import { DEL_STATUS } from "~/lib/content/codes";
import { formatDate } from "~/lib/format/date";
import { Card } from "~/components/admin/admin-form";
import { controlClass } from "~/components/admin/fields";
import { PageHeader } from "~/components/admin/shell";
import { DataTable, RowAction, StatusTag, Td, Th } from "~/components/admin/table";
import { Button, buttonVariants } from "~/components/ui/button";
import { beginAdminAction } from "~/lib/admin/action.server";
import { articleListAction, articleMenuOptions, queryArticles } from "~/lib/admin/articles.server";
import { ArticleFilterSchema } from "~/lib/admin/schemas";
import { adminHref, requireUser } from "~/lib/auth/guard.server";
import { safeRedirect } from "~/lib/auth/safe-redirect";
import { getContentStore } from "~/lib/content/store.server";
import { cn } from "~/lib/utils/cn";
import type { CrumbsHandle } from "./_shell";

export const handle: CrumbsHandle = { crumbs: (t) => [{ label: t("nav.articles") }] };

export async function loader({ request }: LoaderFunctionArgs) {
  await requireUser(request);
  const store = await getContentStore();
  const url = new URL(request.url);
  const filter = ArticleFilterSchema.parse(Object.fromEntries(url.searchParams));
  return { ...queryArticles(store, filter), filter, menus: articleMenuOptions(store), base: adminHref() };
}

export async function action({ request }: ActionFunctionArgs) {
  const started = await beginAdminAction(request);
  if (started.expired) return started.expired;
  const back = safeRedirect(String(started.ctx.formData.get("back") ?? ""), adminHref("articleList"));
  return articleListAction(started.ctx, back.startsWith(adminHref("articleList")) ? back : adminHref("articleList"));
}

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
  const yesNo = (name: string, value: string | undefined, label: string) => (
    <div className="flex flex-col gap-1 text-sm">
      <label htmlFor={`filter-${name}`} className="text-fg-muted">
        {label}
      </label>
      <select id={`filter-${name}`} name={name} defaultValue={value ?? ""} className={cn(controlClass, "h-8 py-0")}>
        <option value="">{t("common.all")}</option>
        <option value="1">{t("common.yes")}</option>
        <option value="0">{t("common.no")}</option>
      </select>
    </div>
  );
  return (
    <>
      <PageHeader
        title={t("article.title")}
        actions={
          <Link to={`${base}/articleList/new`} className={buttonVariants({ variant: "primary" })}>
            <Plus className="size-4" aria-hidden="true" />
            {t("article.new")}
          </Link>
        }
      />
      <Card>
        <Form
          method="get"
          className="mb-4 grid gap-3 border-b border-line pb-4 sm:grid-cols-2 lg:grid-cols-[2fr_2fr_1fr_1fr_1fr_auto]"
          role="search"
        >
          <div className="flex flex-col gap-1 text-sm">
            <label htmlFor="filter-q" className="text-fg-muted">
              {t("article.filterTitle")}
            </label>
            <input id="filter-q" name="q" defaultValue={filter.q ?? ""} className={controlClass} />
          </div>
          <div className="flex flex-col gap-1 text-sm">
            <label htmlFor="filter-menu" className="text-fg-muted">
              {t("article.filterMenu")}
            </label>
            <select
              id="filter-menu"
              name="menu"
              defaultValue={filter.menu ? String(filter.menu) : ""}
              className={cn(controlClass, "h-8 py-0")}
            >
              <option value="">{t("common.all")}</option>
              {menus.map((m) => (
                <option key={m.id} value={m.id}>
                  {m.label}
                </option>
              ))}
            </select>
          </div>
          {yesNo("topic", filter.topic, t("article.filterTopic"))}
          {yesNo("carousel", filter.carousel, t("article.filterCarousel"))}
          <div className="flex flex-col gap-1 text-sm">
            <label htmlFor="filter-deleted" className="text-fg-muted">
              {t("article.filterDeleted")}
            </label>
            <select
              id="filter-deleted"
              name="deleted"
              defaultValue={filter.deleted ?? ""}
              className={cn(controlClass, "h-8 py-0")}
            >
              <option value="">{t("article.showActive")}</option>
              <option value="1">{t("article.showDeleted")}</option>
            </select>
          </div>
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
        <DataTable caption={t("article.title")}>
          <thead>
            <tr>
              <Th className="w-16">{t("common.id")}</Th>
              <Th>{t("article.titleField")}</Th>
              <Th>{t("article.menu_id")}</Th>
              <Th>{t("article.flags")}</Th>
              <Th>{t("common.order")}</Th>
              <Th>{t("common.createdAt")}</Th>
              <Th>{t("common.actions")}</Th>
            </tr>
          </thead>
          <tbody>
            {rows.length === 0 ? (
              <tr>
                <Td className="py-10 text-center text-fg-subtle">
                  <span className="sr-only">—</span>
                </Td>
                <Td className="py-10 text-fg-subtle">{t("common.empty")}</Td>
              </tr>
            ) : null}
            {rows.map((row) => (
              <tr key={row.id} className="hover:bg-surface-muted/60" data-article-row={row.id}>
                <Td className="tabular-nums text-fg-subtle">{row.id}</Td>
                <Td>
                  <span className="flex items-center gap-2">
                    {row.image ? (
                      <img src={row.image} alt="" className="size-8 shrink-0 rounded object-cover" loading="lazy" />
                    ) : null}
                    <span className="line-clamp-2 max-w-md font-medium">{row.title}</span>
                  </span>
                </Td>
                <Td className="text-fg-muted">{row.menuLabel}</Td>
                <Td>
                  <span className="flex flex-wrap gap-1">
                    {row.is_topic ? <StatusTag tone="blue">{t("article.is_topic")}</StatusTag> : null}
                    {row.is_carousel ? <StatusTag tone="orange">{t("article.is_carousel")}</StatusTag> : null}
                    {row.del_status === DEL_STATUS.deleted ? <StatusTag tone="red">{t("common.deleted")}</StatusTag> : null}
                  </span>
                </Td>
                <Td className="tabular-nums">{row.order}</Td>
                <Td className="whitespace-nowrap tabular-nums text-fg-muted">{formatDate(row.createtime)}</Td>
                <Td>
                  <span className="flex items-center gap-0.5 whitespace-nowrap">
                    <Link
                      to={`${base}/articleList/${row.id}`}
                      className="inline-flex h-7 items-center rounded px-2 text-primary hover:bg-primary-100"
                    >
                      {t("common.edit")}
                    </Link>
                    {row.del_status === DEL_STATUS.deleted ? (
                      <RowAction
                        intent="restore"
                        id={row.id}
                        updatetime={row.updatetime}
                        label={t("common.restore")}
                        extra={{ back }}
                      />
                    ) : (
                      <RowAction
                        intent="delete"
                        id={row.id}
                        updatetime={row.updatetime}
                        label={t("common.delete")}
                        tone="danger"
                        extra={{ back }}
                      />
                    )}
                  </span>
                </Td>
              </tr>
            ))}
          </tbody>
        </DataTable>
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
