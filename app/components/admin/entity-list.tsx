/**
 * The pieces every admin list screen is made of: the header with its "new" button, a table drawn from column
 * descriptions, and a row's commands (edit, then delete or restore — with anything the entity adds between).
 * The list's own rows come from lib/admin/entity-list.server.ts.
 */
import { Link } from "@remix-run/react";
import Plus from "lucide-react/icons/plus";
import type { ReactNode } from "react";
import { useTranslation } from "~/lib/i18n/use-translation";
import { DEL_STATUS } from "~/lib/content/codes";
import type { EntityDescription } from "~/lib/admin/entity";
import { cn } from "~/lib/utils/cn";
import { buttonVariants } from "~/components/ui/button";
import { Card } from "./admin-form";
import { listCapability, useCan } from "./use-can";
import { PageHeader } from "./shell";
import { DataTable, RowAction, StatusTag, Td, Th } from "./table";

/** The list's title and its "new" button. */
export function EntityListHeader({ entity, base }: { entity: EntityDescription; base: string }) {
  const { t } = useTranslation("admin");
  const allowed = useCan();
  return (
    <PageHeader
      title={t(entity.titles.list ?? entity.nav)}
      actions={
        allowed(listCapability(entity.path, "create")) ? (
          <Link to={`${base}/${entity.path}/new`} className={buttonVariants({ variant: "primary" })}>
            <Plus className="size-4" aria-hidden="true" />
            {t(entity.titles.create)}
          </Link>
        ) : undefined
      }
    />
  );
}

/**
 * A list screen of one table: the header with its "new" button, then a card holding what goes above the table
 * (filters), the table (captioned by the list's title) and what goes below it (a pager).
 */
export function EntityTableScreen<R extends ListedRecord>({
  entity,
  base,
  above,
  below,
  ...table
}: {
  entity: EntityDescription;
  base: string;
  above?: ReactNode;
  below?: ReactNode;
} & Omit<Parameters<typeof EntityTable<R>>[0], "caption">) {
  const { t } = useTranslation("admin");
  return (
    <>
      <EntityListHeader entity={entity} base={base} />
      <Card>
        {above}
        <EntityTable caption={t(entity.titles.list ?? entity.nav)} {...table} />
        {below}
      </Card>
    </>
  );
}

/** What a listed record needs for its commands. */
export interface ListedRecord {
  id: number;
  del_status: number;
  updatetime: number;
}

export interface ListColumn<R> {
  /** The header's text. */
  header: string;
  className?: string;
  /** The header cell's classes (e.g. a fixed width). */
  headerClassName?: string;
  cell: (row: R) => ReactNode;
}

/** A table of records, one column description per column; deleted records are shown muted. */
export function EntityTable<R extends ListedRecord>({
  caption,
  columns,
  rows,
  rowAttributes,
  empty,
}: {
  caption: string;
  /** Shown in a row of its own when there are no rows. */
  empty?: string;
  columns: readonly ListColumn<R>[];
  rows: readonly R[];
  /** Data attributes of a row (tests and scripts find rows by them). */
  rowAttributes?: (row: R) => Record<`data-${string}`, string | number>;
}) {
  return (
    <DataTable caption={caption}>
      <thead>
        <tr>
          {columns.map((column, index) => (
            <Th key={index} className={column.headerClassName}>
              {column.header}
            </Th>
          ))}
        </tr>
      </thead>
      <tbody>
        {rows.length === 0 && empty ? (
          <tr>
            <td colSpan={columns.length} className="border-b border-line px-3 py-10 text-center text-fg-subtle">
              {empty}
            </td>
          </tr>
        ) : null}
        {rows.map((row) => (
          <tr
            key={row.id}
            className={cn("hover:bg-surface-muted/60", row.del_status === DEL_STATUS.deleted && "text-fg-subtle")}
            {...rowAttributes?.(row)}
          >
            {columns.map((column, index) => (
              <Td key={index} className={column.className}>
                {column.cell(row)}
              </Td>
            ))}
          </tr>
        ))}
      </tbody>
    </DataTable>
  );
}

/** "Deleted" for a deleted record, else `live` (by default "Active"). */
export function RecordStatus({ record, live }: { record: ListedRecord; live?: ReactNode }) {
  const { t } = useTranslation("admin");
  if (record.del_status === DEL_STATUS.deleted) return <StatusTag tone="red">{t("common.deleted")}</StatusTag>;
  return live === undefined ? <StatusTag tone="green">{t("common.active")}</StatusTag> : <>{live}</>;
}

/**
 * A record's commands: edit, whatever the entity adds (`children`, shown for live records), then delete or
 * restore. `name` makes the edit link's accessible name specific; `extra` is posted with each command.
 */
export function RecordCommands({
  entity,
  base,
  record,
  name,
  extra,
  children,
}: {
  entity: EntityDescription;
  base: string;
  record: ListedRecord;
  name?: string;
  extra?: Record<string, string>;
  children?: ReactNode;
}) {
  const { t } = useTranslation("admin");
  const allowed = useCan();
  const deleted = record.del_status === DEL_STATUS.deleted;
  const command = { id: record.id, updatetime: record.updatetime, extra };
  // A role that may not delete sees neither delete nor restore (the server refuses both anyway).
  const mayDelete = allowed(listCapability(entity.path, "delete"));
  return (
    <span className="flex flex-wrap items-center gap-0.5 whitespace-nowrap">
      <Link
        to={`${base}/${entity.path}/${record.id}`}
        className="inline-flex h-7 items-center rounded px-2 text-primary hover:bg-primary-100"
        aria-label={name ? `${t("common.edit")} ${name}` : undefined}
      >
        {t("common.edit")}
      </Link>
      {deleted ? (
        mayDelete ? (
          <RowAction intent="restore" label={t("common.restore")} {...command} />
        ) : null
      ) : (
        <>
          {children}
          {mayDelete ? (
            <RowAction
              intent="delete"
              label={t("common.delete")}
              tone="danger"
              confirm={{
                title: name ? t("common.confirmDeleteNamed", { name }) : t("common.confirmDeleteTitle"),
                description: t("common.confirmDeleteHint"),
                confirmLabel: t("common.delete"),
                cancelLabel: t("common.cancel"),
              }}
              {...command}
            />
          ) : null}
        </>
      )}
    </span>
  );
}
