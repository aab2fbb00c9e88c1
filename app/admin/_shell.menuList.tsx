import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { Link, useLoaderData } from "@remix-run/react";
import ArrowDown from "lucide-react/icons/arrow-down";
import ArrowUp from "lucide-react/icons/arrow-up";
import type { ReactNode } from "react";
import { useTranslation } from "~/lib/i18n/use-translation";
import { DEL_STATUS, MENU_HIDE, MENU_LEVEL } from "~/lib/content/codes";
import { EntityTableScreen, RecordCommands, RecordStatus, type ListColumn } from "~/components/admin/entity-list";
import { RowAction, StatusTag } from "~/components/admin/table";
import { menuEntity } from "~/lib/admin/entities";
import { listCrumbs } from "~/lib/admin/entity";
import { entityListAction, loadEntityList } from "~/lib/admin/entity-list.server";
import { menuListAction, menuRows, type MenuRow } from "~/lib/admin/menus.server";
import type { CrumbsHandle } from "./_shell";

export const handle: CrumbsHandle = { crumbs: listCrumbs(menuEntity) };

export const loader = ({ request }: LoaderFunctionArgs) =>
  loadEntityList(request, (store) => ({ rows: menuRows(store) }));

export const action = ({ request, context }: ActionFunctionArgs) =>
  entityListAction(request, "menus", menuEntity, (ctx, listHref) => menuListAction(ctx, listHref), context);

type Row = MenuRow;

/** Tests and scripts find a menu's row by its route ("home" for the home page's). */
const markRow = (row: Row) => ({ "data-menu-row": row.route || "home" });

export default function MenuListPage() {
  const { rows, base } = useLoaderData<typeof loader>();
  const { t } = useTranslation("admin");
  const hideTone = (row: Row) =>
    row.is_hide === MENU_HIDE.hidden ? "gray" : row.is_hide === MENU_HIDE.offNav ? "orange" : "green";
  const move = (row: Row, intent: "up" | "down", label: string, icon: ReactNode) => (
    <RowAction
      intent={intent}
      id={row.id}
      updatetime={row.updatetime}
      label={`${label} ${row.menu_name}`}
      icon={icon}
    />
  );
  const moves = (row: Row) => (
    <>
      {move(row, "up", t("common.moveUp"), <ArrowUp className="size-3.5" aria-hidden="true" />)}
      {move(row, "down", t("common.moveDown"), <ArrowDown className="size-3.5" aria-hidden="true" />)}
    </>
  );
  const columns: ListColumn<Row>[] = [
    {
      header: t("menu.menu_name"),
      cell: (row) => (
        <>
          <span
            style={{ paddingLeft: `${row.depth * 1.25}rem` }}
            className="inline-block whitespace-nowrap font-medium"
          >
            {row.depth > 0 ? <span className="mr-1 text-fg-subtle">└</span> : null}
            {row.menu_name}
          </span>
          {row.alias_name ? <span className="ml-2 text-xs text-fg-subtle">{row.alias_name}</span> : null}
        </>
      ),
    },
    { header: t("menu.path"), className: "font-mono text-xs", cell: (row) => row.path },
    { header: t("menu.menu_level"), cell: (row) => t(`menu.level${row.menu_level}`) },
    { header: t("menu.menu_type"), cell: (row) => t(`menu.type${row.menu_type}`) },
    {
      header: t("common.order"),
      cell: (row) => (
        <span className="inline-flex items-center gap-1">
          <span className="w-6 text-right tabular-nums" data-order>
            {row.order}
          </span>
          {row.del_status === DEL_STATUS.deleted ? null : (
            // On a phone the arrows move to the pinned actions column (below), which stays on screen.
            <span className="inline-flex items-center gap-1 max-sm:hidden">{moves(row)}</span>
          )}
        </span>
      ),
    },
    {
      header: t("common.status"),
      cell: (row) => (
        <RecordStatus record={row} live={<StatusTag tone={hideTone(row)}>{t(`menu.hide${row.is_hide}`)}</StatusTag>} />
      ),
    },
    {
      header: t("common.actions"),
      cell: (row) => (
        <RecordCommands entity={menuEntity} base={base} record={row} name={row.menu_name}>
          <span className="inline-flex sm:hidden">{moves(row)}</span>
          {row.menu_level === MENU_LEVEL.third ? null : (
            <Link
              to={`${base}/${menuEntity.path}/new?parent=${row.id}`}
              className="inline-flex h-7 items-center rounded px-2 text-primary hover:bg-primary-100"
              aria-label={`${t("menu.addChild")} ${row.menu_name}`}
            >
              {t("menu.addChild")}
            </Link>
          )}
          <RowAction
            intent={row.is_hide === MENU_HIDE.hidden ? "show" : "hide"}
            id={row.id}
            updatetime={row.updatetime}
            label={row.is_hide === MENU_HIDE.hidden ? t("menu.show") : t("menu.hide")}
          />
        </RecordCommands>
      ),
    },
  ];
  return <EntityTableScreen entity={menuEntity} base={base} columns={columns} rows={rows} rowAttributes={markRow} />;
}

export { shellMeta as meta } from "./_shell";
