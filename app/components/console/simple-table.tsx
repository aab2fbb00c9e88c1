/**
 * The small read-only tables inside console cards (popular content, authors, programs, logs, records): a header
 * row of column titles and one row per item, without the sort, density and column settings of the Search Table
 * (components/ui/table). Two looks from the reference: `plain` (no header band, no side padding) and `boxed`
 * (a grey header band, padded cells, scrolling sideways on narrow screens).
 */
import type { ReactNode } from "react";
import { cn } from "~/lib/utils/cn";

export interface SimpleColumn<Row> {
  key: string;
  title: ReactNode;
  cell: (row: Row) => ReactNode;
  align?: "right";
  /** Extra classes for this column's cells. */
  className?: string;
  /** The cell's tooltip (for text that may be cut short). */
  cellTitle?: (row: Row) => string;
}

export interface SimpleTableProps<Row> {
  columns: readonly SimpleColumn<Row>[];
  rows: readonly Row[];
  rowKey: (row: Row) => string | number;
  /** Screen-reader caption; leave it out when a heading names the table already. */
  caption?: string;
  look?: "plain" | "boxed";
}

const LOOKS = {
  // Cells keep a gap to the next column, so neighbouring titles never run together ("RankTitle").
  plain: { head: "text-left text-fg-muted", cell: "py-2 pr-4 last:pr-0" },
  boxed: { head: "bg-surface-muted text-left text-fg-muted", cell: "px-3 py-2" },
} as const;

export function SimpleTable<Row>({ columns, rows, rowKey, caption, look = "plain" }: SimpleTableProps<Row>) {
  const { head, cell } = LOOKS[look];
  const align = (column: SimpleColumn<Row>) => column.align === "right" && "text-right";
  const table = (
    <table className="w-full text-sm">
      {caption ? <caption className="sr-only">{caption}</caption> : null}
      <thead className={head}>
        <tr>
          {columns.map((column) => (
            <th key={column.key} scope="col" className={cn(cell, align(column), "font-normal")}>
              {column.title}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {rows.map((row) => (
          <tr key={rowKey(row)} className="border-t border-line">
            {columns.map((column) => (
              <td
                key={column.key}
                className={cn(cell, align(column), column.className)}
                title={column.cellTitle?.(row)}
              >
                {column.cell(row)}
              </td>
            ))}
          </tr>
        ))}
      </tbody>
    </table>
  );
  return look === "boxed" ? (
    // It scrolls sideways on a narrow screen, so the keyboard must be able to reach it (axe: scrollable-region).
    // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex
    <div className="overflow-x-auto" tabIndex={0}>
      {table}
    </div>
  ) : (
    table
  );
}
