import ArrowDown from "lucide-react/icons/arrow-down";
import ArrowUp from "lucide-react/icons/arrow-up";
import ArrowUpDown from "lucide-react/icons/arrow-up-down";
import { useId, type CSSProperties, type ReactNode } from "react";
import { cn } from "~/lib/utils/cn";
import { Empty } from "./empty";
import { Skeleton } from "./skeleton";
import { useUiText } from "./use-ui-text";

export type SortOrder = "asc" | "desc";
export interface TableSort {
  key: string;
  order: SortOrder;
}

export interface TableColumn<Row> {
  /** Unique key; also the row property shown when there is no `render`. */
  key: string;
  title: ReactNode;
  render?: (row: Row, index: number) => ReactNode;
  sortable?: boolean;
  align?: "left" | "center" | "right";
  /** CSS width (number = px). */
  width?: number | string;
}

export type TableDensity = "mini" | "small" | "middle" | "large";

export interface TableProps<Row> {
  /**
   * The columns: `{ key, title, render?, sortable?, align?, width? }` each; without `render` a cell shows `row[key]` as
   * text.
   */
  columns: TableColumn<Row>[];
  /** The data, one object per row, in display order (sort and page them on the server or in the route). */
  rows: Row[];
  /** Row property (or function) giving a stable key for each row. */
  rowKey: keyof Row | ((row: Row, index: number) => string);
  /** Describes the table for screen readers; shown above it when `showCaption` is set. */
  caption: ReactNode;
  /** Shows the caption above the table; otherwise it is visually hidden and only names the table. */
  showCaption?: boolean;
  /** Current sort, `{ key, order }` (usually parsed from the `sort` query by the route). No default: unsorted. */
  sort?: TableSort | null;
  /**
   * Sort by links (no JavaScript needed): return the URL that applies `next` (null = unsorted). No default: with
   * neither this nor `onSortChange`, headers are plain text.
   */
  sortHref?: (column: TableColumn<Row>, next: TableSort | null) => string;
  /** Sort by buttons: called with the next sort (asc → desc → none). Ignored when `sortHref` is given. No default. */
  onSortChange?: (next: TableSort | null) => void;
  /** Cell padding: `mini` (12 px text), `small`, `middle`, `large`. */
  density?: TableDensity;
  /** Column keys to show, in display order. No default: all columns in their own order. */
  visibleColumns?: string[];
  /** Shown in place of rows when there are none. Default: <Empty /> ("暂无数据"). */
  empty?: ReactNode;
  /** Replaces the rows with placeholders. */
  loading?: boolean;
  /** Number of placeholder rows while loading. */
  loadingRows?: number;
  /** Borders round the table and between cells. */
  bordered?: boolean;
  /** A faint background on every other row. */
  striped?: boolean;
  /** Extra classes on the scrolling box round the table. No default. */
  className?: string;
  /** Screen-reader text for the loading state. Default: the catalogue's `ui.loading` (加载中 / Loading). */
  loadingLabel?: string;
  /**
   * Keeps the last column (a row's actions) in view at the right edge while the rest scrolls sideways, so on a
   * phone the actions stay on screen; cells also keep to one line (the table scrolls instead of stacking
   * characters one above the other).
   */
  pinLastColumn?: boolean;
}

/** The classes of a table whose last column stays in view at the right edge of its scrolling box. */
export const pinnedLastColumnClass =
  "[&_tr>:last-child]:sticky [&_tr>:last-child]:right-0 [&_tr>:last-child]:shadow-[inset_1px_0_0_var(--line)] [&_td:last-child]:bg-surface [&_th:last-child]:bg-surface-muted";

const cellPadding: Record<TableDensity, string> = {
  mini: "px-2 py-1 text-xs",
  small: "px-3 py-1.5 text-sm",
  middle: "px-4 py-2.5 text-sm",
  large: "px-4 py-3.5 text-sm",
};

function nextSort(current: TableSort | null | undefined, key: string): TableSort | null {
  if (!current || current.key !== key) return { key, order: "asc" };
  if (current.order === "asc") return { key, order: "desc" };
  return null;
}

/**
 * A data table in the console's style. Sorting is driven from outside: by links that change the URL
 * (`sortHref`, works without JavaScript) or by a callback (`onSortChange`). Column visibility and order
 * come from `visibleColumns`.
 */
export function Table<Row>({
  columns,
  rows,
  rowKey,
  caption,
  showCaption = false,
  sort,
  sortHref,
  onSortChange,
  density = "middle",
  visibleColumns,
  empty,
  loading = false,
  loadingRows = 5,
  bordered = false,
  striped = false,
  className,
  loadingLabel,
  pinLastColumn = false,
}: TableProps<Row>) {
  const { t } = useUiText();
  const captionId = useId();
  const shown = visibleColumns
    ? visibleColumns.flatMap((key) => columns.filter((column) => column.key === key))
    : columns;
  const pad = cellPadding[density];
  const keyOf = (row: Row, index: number) => (typeof rowKey === "function" ? rowKey(row, index) : String(row[rowKey]));
  const alignClass = (align: TableColumn<Row>["align"]) =>
    align === "right" ? "text-right" : align === "center" ? "text-center" : "text-left";
  const widthStyle = (width: TableColumn<Row>["width"]): CSSProperties | undefined =>
    width === undefined ? undefined : { width: typeof width === "number" ? `${width}px` : width };

  function header(column: TableColumn<Row>) {
    if (!column.sortable || (!sortHref && !onSortChange)) return column.title;
    const active = sort?.key === column.key ? sort.order : undefined;
    const Icon = active === "asc" ? ArrowUp : active === "desc" ? ArrowDown : ArrowUpDown;
    const next = nextSort(sort, column.key);
    const inner = (
      <>
        <span>{column.title}</span>
        <Icon className={cn("size-3.5 shrink-0", active ? "text-primary" : "text-fg-subtle")} aria-hidden="true" />
      </>
    );
    const controlClass = cn(
      "inline-flex items-center gap-1 rounded-sm hover:text-primary focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-primary",
      column.align === "right" && "flex-row-reverse",
    );
    if (sortHref) {
      return (
        <a href={sortHref(column, next)} className={controlClass}>
          {inner}
        </a>
      );
    }
    return (
      <button type="button" className={controlClass} onClick={() => onSortChange?.(next)}>
        {inner}
      </button>
    );
  }

  return (
    <div
      role="region"
      aria-labelledby={captionId}
      // The wrapper scrolls sideways on narrow screens, so keyboard users must be able to focus it.
      // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex
      tabIndex={0}
      className={cn("w-full overflow-x-auto rounded", bordered && "border border-line", className)}
    >
      <table
        className={cn(
          "w-full border-collapse text-fg",
          pinLastColumn && [pinnedLastColumnClass, "[&_td]:whitespace-nowrap"],
        )}
        aria-busy={loading || undefined}
      >
        <caption id={captionId} className={cn(showCaption ? "pb-2 text-left text-sm font-medium text-fg" : "sr-only")}>
          {caption}
        </caption>
        <thead>
          <tr className="bg-surface-muted">
            {shown.map((column) => {
              const active = sort?.key === column.key ? sort.order : undefined;
              return (
                <th
                  key={column.key}
                  scope="col"
                  style={widthStyle(column.width)}
                  aria-sort={
                    column.sortable
                      ? active === "asc"
                        ? "ascending"
                        : active === "desc"
                          ? "descending"
                          : "none"
                      : undefined
                  }
                  className={cn(
                    pad,
                    alignClass(column.align),
                    "whitespace-nowrap font-medium text-fg-muted",
                    bordered && "border-b border-line [&:not(:last-child)]:border-r",
                  )}
                >
                  {header(column)}
                </th>
              );
            })}
          </tr>
        </thead>
        <tbody>
          {loading ? (
            Array.from({ length: loadingRows }, (_, rowIndex) => (
              <tr key={rowIndex} className="border-b border-line">
                {shown.map((column, colIndex) => (
                  <td key={column.key} className={cn(pad, bordered && "[&:not(:last-child)]:border-r border-line")}>
                    {rowIndex === 0 && colIndex === 0 ? (
                      <span className="sr-only">{loadingLabel ?? t("loading")}</span>
                    ) : null}
                    <Skeleton className="h-4 w-full max-w-40" />
                  </td>
                ))}
              </tr>
            ))
          ) : rows.length === 0 ? (
            <tr>
              <td colSpan={shown.length || 1} className="border-b border-line">
                {empty ?? <Empty />}
              </td>
            </tr>
          ) : (
            rows.map((row, index) => (
              <tr
                key={keyOf(row, index)}
                className={cn(
                  "border-b border-line transition-colors hover:bg-surface-muted/60",
                  striped && index % 2 === 1 && "bg-surface-muted/40",
                )}
              >
                {shown.map((column) => (
                  <td
                    key={column.key}
                    className={cn(
                      pad,
                      alignClass(column.align),
                      bordered && "[&:not(:last-child)]:border-r border-line",
                    )}
                  >
                    {column.render
                      ? column.render(row, index)
                      : String((row as Record<string, unknown>)[column.key] ?? "")}
                  </td>
                ))}
              </tr>
            ))
          )}
        </tbody>
      </table>
    </div>
  );
}
