import type { ReactNode } from "react";
import { cn } from "~/lib/utils/cn";

export interface DescriptionItem {
  label: ReactNode;
  value: ReactNode;
  /** Columns this item spans (≤ `columns`). */
  span?: number;
}

export interface DescriptionsProps {
  /** The rows: each `{ label, value, span? }`, where `span` is how many columns the item takes (at most `columns`). */
  items: DescriptionItem[];
  /** Items per row on wide screens (1–3); narrow screens always use one. */
  columns?: 1 | 2 | 3;
  /** A heading (h3) above the list. No default: left out, no heading. */
  title?: ReactNode;
  /** Draws cells with borders and grey label cells, like a form's read-only view. */
  bordered?: boolean;
  /** Label beside the value (default) or above it. */
  layout?: "horizontal" | "vertical";
  /** Cell padding when `bordered`: `small` is tighter (for dense console panels). */
  size?: "small" | "medium";
  /** Extra classes on the surrounding `<section>`. No default. */
  className?: string;
}

const gridCols = { 1: "sm:grid-cols-1", 2: "sm:grid-cols-2", 3: "sm:grid-cols-2 lg:grid-cols-3" } as const;
const spanCols = { 1: "", 2: "sm:col-span-2", 3: "sm:col-span-2 lg:col-span-3" } as const;

/** A read-only label/value list (record details) as a responsive grid, built on `<dl>`. */
export function Descriptions({
  items,
  columns = 3,
  title,
  bordered = false,
  layout = "horizontal",
  size = "medium",
  className,
}: DescriptionsProps) {
  const pad = size === "small" ? "px-3 py-1.5" : "px-4 py-2.5";
  return (
    <section className={cn("text-sm", className)}>
      {title ? <h3 className="mb-3 text-base font-medium text-fg">{title}</h3> : null}
      <dl
        className={cn(
          "grid grid-cols-1",
          gridCols[columns],
          bordered ? "overflow-hidden rounded border-l border-t border-line" : "gap-x-6 gap-y-3",
        )}
      >
        {items.map((item, index) => {
          const span = Math.min(item.span ?? 1, columns) as 1 | 2 | 3;
          return (
            <div
              key={index}
              className={cn(
                "flex min-w-0",
                layout === "vertical" ? "flex-col gap-1" : "flex-row",
                spanCols[span],
                bordered && "border-b border-r border-line",
              )}
            >
              <dt
                className={cn(
                  "shrink-0 text-fg-muted",
                  layout === "horizontal" && "w-28",
                  bordered
                    ? cn(pad, "bg-surface-muted", layout === "horizontal" && "border-r border-line")
                    : layout === "horizontal" && "pr-3",
                )}
              >
                {item.label}
              </dt>
              <dd className={cn("m-0 min-w-0 break-words text-fg", bordered && pad)}>{item.value}</dd>
            </div>
          );
        })}
      </dl>
    </section>
  );
}
