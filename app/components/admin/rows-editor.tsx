/**
 * Repeatable rows (image lists, leaders): every row's inputs are named `<list>[i].<field>`; the add,
 * remove and move buttons post the form with a `rows:` intent, and the server shows the changed list
 * (see lib/admin/rows.ts) — so it works the same with and without script.
 */
import ArrowDown from "lucide-react/icons/arrow-down";
import ArrowUp from "lucide-react/icons/arrow-up";
import Plus from "lucide-react/icons/plus";
import Trash2 from "lucide-react/icons/trash-2";
import type { Message } from "~/lib/i18n/message";
import { messageText } from "~/lib/i18n/message";
import { useTranslation } from "~/lib/i18n/use-translation";
import { rowIntent } from "~/lib/admin/rows";
import type { FormValues } from "~/lib/admin/form-state";
import type { RowColumnDescription } from "~/lib/admin/entity";
import { Fragment, type ReactNode } from "react";

const iconButton =
  "inline-flex size-8 items-center justify-center rounded border border-line-strong bg-surface text-fg-muted hover:border-primary hover:text-primary disabled:opacity-40";

export function RowsEditor({
  name,
  label,
  rows,
  columns,
  error: listError,
  renderCell,
}: {
  name: string;
  label: string;
  rows: FormValues[];
  columns: readonly RowColumnDescription[];
  /** The list's own error (e.g. too many rows). */
  error?: Message | undefined;
  /** Renders one cell's field, named `<list>[i].<key>`. */
  renderCell: (column: RowColumnDescription, cellName: string) => ReactNode;
}) {
  const { t } = useTranslation("admin");
  // Always offer one blank row, so a first image can be chosen without adding a row (blank rows are dropped).
  const shown = rows.length === 0 ? [{}] : rows;
  return (
    <fieldset className="min-w-0" data-rows={name}>
      <legend className="mb-2 text-sm font-medium text-fg">{label}</legend>
      {listError ? <p className="mb-2 text-xs text-danger">{messageText(t, listError)}</p> : null}
      <ol className="space-y-3">
        {shown.map((_row, index) => {
          const prefix = `${name}[${index}]`;
          return (
            <li key={index} className="rounded-md border border-line bg-surface-muted/50 p-3" data-row={index}>
              <div className="mb-2 flex items-center justify-between gap-2">
                <span className="text-xs font-medium text-fg-subtle">#{index + 1}</span>
                <div className="flex gap-1.5">
                  <button
                    type="submit"
                    name="intent"
                    value={rowIntent(name, "up", index)}
                    formNoValidate
                    disabled={index === 0}
                    className={iconButton}
                    aria-label={`${t("common.moveUp")} #${index + 1}`}
                    title={t("common.moveUp")}
                  >
                    <ArrowUp className="size-4" aria-hidden="true" />
                  </button>
                  <button
                    type="submit"
                    name="intent"
                    value={rowIntent(name, "down", index)}
                    formNoValidate
                    disabled={index === shown.length - 1}
                    className={iconButton}
                    aria-label={`${t("common.moveDown")} #${index + 1}`}
                    title={t("common.moveDown")}
                  >
                    <ArrowDown className="size-4" aria-hidden="true" />
                  </button>
                  <button
                    type="submit"
                    name="intent"
                    value={rowIntent(name, "remove", index)}
                    formNoValidate
                    className={iconButton}
                    aria-label={`${t("common.removeRow")} #${index + 1}`}
                    title={t("common.removeRow")}
                  >
                    <Trash2 className="size-4" aria-hidden="true" />
                  </button>
                </div>
              </div>
              <div className="grid gap-3 md:grid-cols-2">
                {columns.map((column) => (
                  <Fragment key={column.key}>{renderCell(column, `${prefix}.${column.key}`)}</Fragment>
                ))}
              </div>
            </li>
          );
        })}
      </ol>
      <button
        type="submit"
        name="intent"
        value={rowIntent(name, "add")}
        formNoValidate
        className="mt-3 inline-flex h-8 items-center gap-1.5 rounded border border-dashed border-line-strong px-3 text-sm text-fg-muted hover:border-primary hover:text-primary"
      >
        <Plus className="size-4" aria-hidden="true" />
        {t("common.addRow")} · {label}
      </button>
    </fieldset>
  );
}
