/**
 * A chart's numbers as a table, under the chart: a "Data table" disclosure (a `<details>`, so it opens without
 * JavaScript) for the larger charts, a visually hidden table for the sparklines of the summary cards. Screen
 * readers get the same figures the chart draws.
 */
import type { ReactNode } from "react";
import { useTranslation } from "~/lib/i18n/use-translation";
import type { ChartTable } from "~/lib/console/chart-geometry";
import { ChartContainer } from "~/components/ui/chart-container";

/** A titled chart in its fixed-height box with its numbers in a "Data table" disclosure under it. */
export function TabledChart({
  title,
  height,
  table,
  children,
}: {
  title: string;
  height: number;
  table: ChartTable;
  children: ReactNode;
}) {
  return (
    <ChartContainer label={title} height={height} table={<ChartDataTable caption={title} table={table} />}>
      {children}
    </ChartContainer>
  );
}

export function ChartDataTable({
  table,
  caption,
  hidden = false,
}: {
  table: ChartTable;
  caption: string;
  /** Visually hidden (still read by screen readers) instead of a disclosure. */
  hidden?: boolean;
}) {
  const { t } = useTranslation("console");
  const body = (
    <table className="w-full text-left text-xs" data-chart-table="">
      <caption className="sr-only">{caption}</caption>
      <thead className="text-fg-muted">
        <tr>
          {table.columns.map((column, i) => (
            <th key={i} scope="col" className={i === 0 ? "py-1 pr-2 font-medium" : "py-1 pl-2 text-right font-medium"}>
              {column}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {table.rows.map((row, i) => (
          <tr key={i} className="border-t border-line">
            <th scope="row" className="py-1 pr-2 font-normal text-fg-muted">
              {row.label}
            </th>
            {row.cells.map((cell, j) => (
              <td key={j} className="py-1 pl-2 text-right tabular-nums text-fg">
                {cell}
              </td>
            ))}
          </tr>
        ))}
      </tbody>
    </table>
  );
  if (hidden) return <div className="sr-only">{body}</div>;
  return (
    <details className="mt-2 text-xs">
      <summary className="w-fit cursor-pointer text-primary hover:underline">{t("charts.dataTable")}</summary>
      <div className="mt-2">{body}</div>
    </details>
  );
}
