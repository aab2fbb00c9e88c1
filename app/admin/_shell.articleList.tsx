import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { Form, Link, useLoaderData, useLocation } from "@remix-run/react";
import Plus from "lucide-react/icons/plus";
import Search from "lucide-react/icons/search";
import type { ReactElement } from "react";
import { useTranslation } from "~/lib/i18n/use-translation";
import { DEL_STATUS } from "~/lib/content/codes";
import { formatDate } from "~/lib/format/date";
import { Card } from "~/components/admin/admin-form";
import { FormField } from "~/components/ui/form-field";
import { Input } from "~/components/ui/input";
import { NativeSelect } from "~/components/ui/select";
import { PageHeader } from "~/components/admin/shell";
import { DataTable, RowAction, StatusTag, Td, Th } from "~/components/admin/table";
import { Button, buttonVariants } from "~/components/ui/button";
import { beginAdminAction } from "~/lib/admin/action.server";
import { articleListAction, articleMenuOptions, queryArticles } from "~/lib/admin/articles.server";
import { ArticleFilterSchema } from "~/lib/admin/schemas";
import { adminHref, requireUser } from "~/lib/auth/guard.server";
import { safeRedirect } from "~/lib/auth/safe-redirect";
import { getContentStore } from "~/lib/content/store.server";
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
                    {row.del_status === DEL_STATUS.deleted ? (
                      <StatusTag tone="red">{t("common.deleted")}</StatusTag>
                    ) : null}
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
