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

/** A row's buttons: move up, move down, remove (each posts the form, see lib/admin/rows.ts). */
const ROW_BUTTONS = [
  { op: "up", label: "common.moveUp", Icon: ArrowUp },
  { op: "down", label: "common.moveDown", Icon: ArrowDown },
  { op: "remove", label: "common.removeRow", Icon: Trash2 },
] as const;

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
                <span className="text-xs font-medium text-fg-muted">#{index + 1}</span>
                <div className="flex gap-1.5">
                  {ROW_BUTTONS.map(({ op, label, Icon }) => (
                    <button
                      key={op}
                      type="submit"
                      name="intent"
                      value={rowIntent(name, op, index)}
                      formNoValidate
                      disabled={(op === "up" && index === 0) || (op === "down" && index === shown.length - 1)}
                      className={iconButton}
                      aria-label={`${t(label)} #${index + 1}`}
                      title={t(label)}
                    >
                      <Icon className="size-4" aria-hidden="true" />
                    </button>
                  ))}
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
