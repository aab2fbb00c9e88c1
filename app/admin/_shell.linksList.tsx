import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { Link, useLoaderData } from "@remix-run/react";
import Plus from "lucide-react/icons/plus";
import { useTranslation } from "~/lib/i18n/use-translation";
import { DEL_STATUS } from "~/lib/content/codes";
import { Card } from "~/components/admin/admin-form";
import { PageHeader } from "~/components/admin/shell";
import { DataTable, RowAction, StatusTag, Td, Th } from "~/components/admin/table";
import { buttonVariants } from "~/components/ui/button";
import { beginAdminAction } from "~/lib/admin/action.server";
import { softDeleteAction } from "~/lib/admin/articles.server";
import { linkGroups } from "~/lib/admin/links.server";
import { adminHref, requireUser } from "~/lib/auth/guard.server";
import { getContentStore } from "~/lib/content/store.server";
import { cn } from "~/lib/utils/cn";
import type { CrumbsHandle } from "./_shell";

export const handle: CrumbsHandle = { crumbs: (t) => [{ label: t("nav.links") }] };

export async function loader({ request }: LoaderFunctionArgs) {
  await requireUser(request);
  const store = await getContentStore();
  return { groups: linkGroups(store), base: adminHref() };
}

export async function action({ request }: ActionFunctionArgs) {
  const started = await beginAdminAction(request);
  if (started.expired) return started.expired;
  return softDeleteAction(started.ctx, "links", adminHref("linksList"));
}

export default function LinksListPage() {
  const { groups, base } = useLoaderData<typeof loader>();
  const { t } = useTranslation("admin");
  return (
    <>
      <PageHeader
        title={t("link.title")}
        actions={
          <Link to={`${base}/linksList/new`} className={buttonVariants({ variant: "primary" })}>
            <Plus className="size-4" aria-hidden="true" />
            {t("link.new")}
          </Link>
        }
      />
      <div className="space-y-4">
        {groups.map((group) => (
          <Card
            key={group.type}
            title={
              <>
                {group.label} <span className="ml-1 text-xs font-normal text-fg-subtle">{group.type}</span>
              </>
            }
            actions={
              <Link
                to={`${base}/linksList/new?type=${group.type}`}
                className={buttonVariants({ variant: "text", size: "small" })}
              >
                <Plus className="size-4" aria-hidden="true" />
                {t("common.create")}
              </Link>
            }
          >
            <DataTable caption={group.label}>
              <thead>
                <tr>
                  <Th>{t("link.name")}</Th>
                  <Th>{t("link.url")}</Th>
                  <Th className="w-20">{t("common.order")}</Th>
                  <Th className="w-24">{t("common.status")}</Th>
                  <Th className="w-40">{t("common.actions")}</Th>
                </tr>
              </thead>
              <tbody>
                {group.links.map((link) => (
                  <tr
                    key={link.id}
                    className={cn(
                      "hover:bg-surface-muted/60",
                      link.del_status === DEL_STATUS.deleted && "text-fg-subtle",
                    )}
                    data-link-row={link.id}
                  >
                    <Td className="font-medium">{link.name}</Td>
                    <Td>
                      <a
                        href={link.url}
                        target="_blank"
                        rel="noopener noreferrer"
                        className="break-all text-primary hover:underline"
                      >
                        {link.url}
                      </a>
                    </Td>
                    <Td className="tabular-nums">{link.order}</Td>
                    <Td>
                      {link.del_status === DEL_STATUS.deleted ? (
                        <StatusTag tone="red">{t("common.deleted")}</StatusTag>
                      ) : (
                        <StatusTag tone="green">{t("common.active")}</StatusTag>
                      )}
                    </Td>
                    <Td>
                      <span className="flex items-center gap-0.5 whitespace-nowrap">
                        <Link
                          to={`${base}/linksList/${link.id}`}
                          className="inline-flex h-7 items-center rounded px-2 text-primary hover:bg-primary-100"
                        >
                          {t("common.edit")}
                        </Link>
                        {link.del_status === DEL_STATUS.deleted ? (
                          <RowAction
                            intent="restore"
                            id={link.id}
                            updatetime={link.updatetime}
                            label={t("common.restore")}
                          />
                        ) : (
                          <RowAction
                            intent="delete"
                            id={link.id}
                            updatetime={link.updatetime}
                            label={t("common.delete")}
                            tone="danger"
                          />
                        )}
                      </span>
                    </Td>
                  </tr>
                ))}
              </tbody>
            </DataTable>
          </Card>
        ))}
      </div>
    </>
  );
}
