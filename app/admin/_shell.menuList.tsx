import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { Link, useLoaderData } from "@remix-run/react";
import ArrowDown from "lucide-react/icons/arrow-down";
import ArrowUp from "lucide-react/icons/arrow-up";
import Plus from "lucide-react/icons/plus";
import { useTranslation } from "~/lib/i18n/use-translation";
import { DEL_STATUS, MENU_HIDE } from "~/lib/content/codes";
import { Card } from "~/components/admin/admin-form";
import { PageHeader } from "~/components/admin/shell";
import { DataTable, RowAction, StatusTag, Td, Th } from "~/components/admin/table";
import { buttonVariants } from "~/components/ui/button";
import { beginAdminAction } from "~/lib/admin/action.server";
import { menuListAction, menuRows } from "~/lib/admin/menus.server";
import { adminHref, requireUser } from "~/lib/auth/guard.server";
import { getContentStore } from "~/lib/content/store.server";
import { cn } from "~/lib/utils/cn";
import type { CrumbsHandle } from "./_shell";

export const handle: CrumbsHandle = { crumbs: (t) => [{ label: t("nav.menus") }] };

export async function loader({ request }: LoaderFunctionArgs) {
  await requireUser(request);
  const store = await getContentStore();
  return { rows: menuRows(store), base: adminHref() };
}

export async function action({ request }: ActionFunctionArgs) {
  const started = await beginAdminAction(request);
  if (started.expired) return started.expired;
  return menuListAction(started.ctx, adminHref("menuList"));
}

export default function MenuListPage() {
  const { rows, base } = useLoaderData<typeof loader>();
  const { t } = useTranslation("admin");
  return (
    <>
      <PageHeader
        title={t("menu.title")}
        actions={
          <Link to={`${base}/menuList/new`} className={buttonVariants({ variant: "primary" })}>
            <Plus className="size-4" aria-hidden="true" />
            {t("menu.new")}
          </Link>
        }
      />
      <Card>
        <DataTable caption={t("menu.title")}>
          <thead>
            <tr>
              <Th>{t("menu.menu_name")}</Th>
              <Th>{t("menu.path")}</Th>
              <Th>{t("menu.menu_level")}</Th>
              <Th>{t("menu.menu_type")}</Th>
              <Th>{t("common.order")}</Th>
              <Th>{t("common.status")}</Th>
              <Th>{t("common.actions")}</Th>
            </tr>
          </thead>
          <tbody>
            {rows.map((row) => {
              const deleted = row.del_status === DEL_STATUS.deleted;
              return (
                <tr
                  key={row.id}
                  className={cn("hover:bg-surface-muted/60", deleted && "text-fg-subtle")}
                  data-menu-row={row.route || "home"}
                >
                  <Td>
                    <span
                      style={{ paddingLeft: `${row.depth * 1.25}rem` }}
                      className="inline-block whitespace-nowrap font-medium"
                    >
                      {row.depth > 0 ? <span className="mr-1 text-fg-subtle">└</span> : null}
                      {row.menu_name}
                    </span>
                    {row.alias_name ? <span className="ml-2 text-xs text-fg-subtle">{row.alias_name}</span> : null}
                  </Td>
                  <Td className="font-mono text-xs">{row.path}</Td>
                  <Td>{t(`menu.level${row.menu_level}`)}</Td>
                  <Td>{t(`menu.type${row.menu_type}`)}</Td>
                  <Td>
                    <span className="inline-flex items-center gap-1">
                      <span className="w-6 text-right tabular-nums">{row.order}</span>
                      {!deleted ? (
                        <>
                          <RowAction
                            intent="up"
                            id={row.id}
                            updatetime={row.updatetime}
                            label={`${t("common.moveUp")} ${row.menu_name}`}
                            icon={<ArrowUp className="size-3.5" aria-hidden="true" />}
                          />
                          <RowAction
                            intent="down"
                            id={row.id}
                            updatetime={row.updatetime}
                            label={`${t("common.moveDown")} ${row.menu_name}`}
                            icon={<ArrowDown className="size-3.5" aria-hidden="true" />}
                          />
                        </>
                      ) : null}
                    </span>
                  </Td>
                  <Td>
                    {deleted ? (
                      <StatusTag tone="red">{t("common.deleted")}</StatusTag>
                    ) : (
                      <StatusTag
                        tone={
                          row.is_hide === MENU_HIDE.hidden
                            ? "gray"
                            : row.is_hide === MENU_HIDE.offNav
                              ? "orange"
                              : "green"
                        }
                      >
                        {t(`menu.hide${row.is_hide}`)}
                      </StatusTag>
                    )}
                  </Td>
                  <Td>
                    <span className="flex items-center gap-0.5 whitespace-nowrap">
                      <Link
                        to={`${base}/menuList/${row.id}`}
                        className="inline-flex h-7 items-center rounded px-2 text-primary hover:bg-primary-100"
                        aria-label={`${t("common.edit")} ${row.menu_name}`}
                      >
                        {t("common.edit")}
                      </Link>
                      {deleted ? (
                        <RowAction
                          intent="restore"
                          id={row.id}
                          updatetime={row.updatetime}
                          label={t("common.restore")}
                        />
                      ) : (
                        <>
                          <RowAction
                            intent={row.is_hide === MENU_HIDE.hidden ? "show" : "hide"}
                            id={row.id}
                            updatetime={row.updatetime}
                            label={row.is_hide === MENU_HIDE.hidden ? t("menu.show") : t("menu.hide")}
                          />
                          <RowAction
                            intent="delete"
                            id={row.id}
                            updatetime={row.updatetime}
                            label={t("common.delete")}
                            tone="danger"
                          />
                        </>
                      )}
                    </span>
                  </Td>
                </tr>
              );
            })}
          </tbody>
        </DataTable>
      </Card>
    </>
  );
}
