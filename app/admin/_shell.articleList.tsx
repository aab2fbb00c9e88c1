import { WorkflowStatusTag } from "~/components/admin/workflow-panel";
import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { useLoaderData, useLocation } from "@remix-run/react";
import { useTranslation } from "~/lib/i18n/use-translation";
import { formatDate, formatDateTime } from "~/lib/format/date";
import { StatusTag } from "~/components/admin/table";
import { articleMenuOptions, queryArticles } from "~/lib/admin/articles.server";
import { articleEntity } from "~/lib/admin/entities";
import { listCrumbs } from "~/lib/admin/entity";
import { entityListAction, loadEntityList, softDeleteAction } from "~/lib/admin/entity-list.server";
import { EntityTableScreen, RecordCommands, RecordStatus, type ListColumn } from "~/components/admin/entity-list";
import { ArticleFilters, Pager } from "~/components/admin/article-filters";
import { ArticleFilterSchema } from "~/lib/admin/schemas";
import { translationCounts } from "~/lib/admin/translation-summary.server";
import { TranslationStatusTag, TranslationSummary } from "~/components/admin/translation-status";
import { safeRedirect } from "~/lib/auth/safe-redirect";
import type { CrumbsHandle } from "./_shell";

export const handle: CrumbsHandle = { crumbs: listCrumbs(articleEntity) };

export const loader = ({ request }: LoaderFunctionArgs) =>
  loadEntityList(request, (store, url) => {
    const filter = ArticleFilterSchema.parse(Object.fromEntries(url.searchParams));
    return {
      ...queryArticles(store, filter),
      filter,
      menus: articleMenuOptions(store),
      translation: translationCounts(store),
    };
  });

/** Delete or restore, then back to the list with its filters (a local path under the list only). */
export const action = ({ request, context }: ActionFunctionArgs) =>
  entityListAction(
    request,
    "articles",
    articleEntity,
    (ctx, listHref) => {
      const back = safeRedirect(String(ctx.formData.get("back") ?? ""), listHref);
      return softDeleteAction(ctx, "articles", back.startsWith(listHref) ? back : listHref);
    },
    context,
  );

type Row = ReturnType<typeof queryArticles>["rows"][number];

export default function ArticleListPage() {
  const { rows, total, page, pages, filter, menus, base, translation } = useLoaderData<typeof loader>();
  const { t } = useTranslation("admin");
  const location = useLocation();
  const back = `${location.pathname}${location.search}`;
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
          {row.schedule === "scheduled" ? (
            <StatusTag tone="blue">{t("article.scheduledFor", { time: formatDateTime(row.publish_at) })}</StatusTag>
          ) : null}
          {row.schedule === "expired" ? (
            <StatusTag tone="gray">{t("article.expiredAt", { time: formatDateTime(row.unpublish_at) })}</StatusTag>
          ) : null}
          {row.workflow !== "published" ? <WorkflowStatusTag label={row.workflow} stage={row.review_stage} /> : null}
          <RecordStatus record={row} live={null} />
        </span>
      ),
    },
    {
      header: t("translation.status"),
      cell: (row) => <TranslationStatusTag status={row.translation} />,
    },
    { header: t("common.order"), className: "tabular-nums", cell: (row) => row.order },
    {
      header: t("common.createdAt"),
      className: "whitespace-nowrap tabular-nums text-fg-muted",
      cell: (row) => formatDate(row.createtime),
    },
    {
      header: t("common.actions"),
      cell: (row) => (
        <RecordCommands entity={articleEntity} base={base} record={row} name={row.title} extra={{ back }} />
      ),
    },
  ];
  return (
    <EntityTableScreen
      entity={articleEntity}
      base={base}
      above={
        <>
          <TranslationSummary counts={translation} />
          <ArticleFilters filter={filter} menus={menus} />
        </>
      }
      below={<Pager page={page} pages={pages} total={total} />}
      columns={columns}
      rows={rows}
      empty={t("common.empty")}
      rowAttributes={(row) => ({ "data-article-row": row.id })}
    />
  );
}

export { shellMeta as meta } from "./_shell";
