import ChevronLeft from "lucide-react/icons/chevron-left";
import ChevronRight from "lucide-react/icons/chevron-right";
import Ellipsis from "lucide-react/icons/ellipsis";
import type { AnchorHTMLAttributes, ComponentType, ReactNode } from "react";
import { cn } from "~/lib/utils/cn";
import { NativeSelect } from "./select";
import { useUiText, type UiText } from "./use-ui-text";

export interface PaginationLabels {
  nav: string;
  previous: string;
  next: string;
  page: (n: number) => string;
  total: (total: number) => string;
  pageSize: string;
  perPage: (size: number) => string;
}

/** The catalogue's words (common.json `ui.pagination`) in the page's language. */
function paginationLabels(t: UiText["t"]): PaginationLabels {
  return {
    nav: t("pagination.nav"),
    previous: t("pagination.previous"),
    next: t("pagination.next"),
    page: (page) => t("pagination.page", { page }),
    total: (total) => t("pagination.total", { total }),
    pageSize: t("pagination.pageSize"),
    perPage: (size) => t("pagination.perPage", { size }),
  };
}

export interface PaginationProps {
  /** Current page, 1-based. */
  page: number;
  /** Total number of items. */
  total: number;
  /** Items per page; with `total` it gives the number of pages. */
  pageSize?: number;
  /** URL of page n (keeps the rest of the query); every page button is a real link. */
  hrefForPage: (page: number) => string;
  /** Pages shown on each side of the current one before an ellipsis. */
  siblings?: number;
  /** Shows the total before the pages ("共 128 条" / "128 items"). */
  showTotal?: boolean;
  /**
   * The page sizes to offer; with `onPageSizeChange` a page-size select appears after the pages. No default: no select.
   */
  pageSizeOptions?: number[];
  /** Called with the chosen page size (needs JavaScript; the links work without it). No default: no select. */
  onPageSizeChange?: (size: number) => void;
  /** `medium` 32 px page buttons, or `small` 28 px for tables in cards and drawers. */
  size?: "small" | "medium";
  /** Other words than the catalogue's, where a screen needs them. Default: the catalogue's `ui.pagination.*` words. */
  labels?: Partial<PaginationLabels>;
  /** Link component (e.g. a wrapper around Remix `<Link>`); defaults to `<a>`. */
  linkComponent?: ComponentType<AnchorHTMLAttributes<HTMLAnchorElement> & { href: string }>;
  /** Extra classes on the `<nav>`. No default. */
  className?: string;
}

type Item = number | "gap-start" | "gap-end";

/** Page numbers to show: first, last, current ± siblings, with gaps. */
export function paginationItems(page: number, pageCount: number, siblings = 1): Item[] {
  const window = siblings * 2 + 5;
  if (pageCount <= window) return Array.from({ length: pageCount }, (_, index) => index + 1);
  const start = Math.max(2, Math.min(page - siblings, pageCount - siblings * 2 - 2));
  const end = Math.min(pageCount - 1, Math.max(page + siblings, siblings * 2 + 3));
  const items: Item[] = [1];
  if (start > 2) items.push("gap-start");
  for (let n = start; n <= end; n += 1) items.push(n);
  if (end < pageCount - 1) items.push("gap-end");
  items.push(pageCount);
  return items;
}

/**
 * Page navigation made of links (it works with JavaScript off): previous/next, numbers with
 * ellipses, the current page marked `aria-current="page"`, and an optional total and page size.
 */
export function Pagination({
  page,
  total,
  pageSize = 10,
  hrefForPage,
  siblings = 1,
  showTotal = true,
  pageSizeOptions,
  onPageSizeChange,
  size = "medium",
  labels: labelOverrides,
  linkComponent: Link = "a" as unknown as ComponentType<AnchorHTMLAttributes<HTMLAnchorElement> & { href: string }>,
  className,
}: PaginationProps) {
  const { t } = useUiText();
  const labels = { ...paginationLabels(t), ...labelOverrides };
  const pageCount = Math.max(1, Math.ceil(total / pageSize));
  const current = Math.min(Math.max(1, page), pageCount);
  const box = size === "small" ? "min-w-7 h-7 text-xs" : "min-w-8 h-8 text-sm";
  const itemClass = cn(
    box,
    "inline-flex items-center justify-center rounded px-1.5 text-fg-muted transition-colors hover:bg-surface-muted hover:text-primary",
    "focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-primary",
  );
  const disabledClass = cn(box, "inline-flex items-center justify-center rounded px-1.5 text-fg-subtle opacity-60");

  function edge(target: number, label: string, icon: ReactNode, disabled: boolean) {
    if (disabled) {
      return (
        <span className={disabledClass} aria-disabled="true" role="link" aria-label={label}>
          {icon}
        </span>
      );
    }
    return (
      <Link
        href={hrefForPage(target)}
        className={itemClass}
        aria-label={label}
        rel={target < current ? "prev" : "next"}
      >
        {icon}
      </Link>
    );
  }

  return (
    <nav
      aria-label={labels.nav}
      className={cn("flex flex-wrap items-center justify-end gap-2 text-sm text-fg", className)}
    >
      {showTotal ? <span className="mr-2 text-fg-muted">{labels.total(total)}</span> : null}
      <ul className="flex flex-wrap items-center gap-1">
        <li>
          {edge(current - 1, labels.previous, <ChevronLeft className="size-4" aria-hidden="true" />, current <= 1)}
        </li>
        {paginationItems(current, pageCount, siblings).map((item) =>
          typeof item === "number" ? (
            <li key={item}>
              {item === current ? (
                <Link
                  href={hrefForPage(item)}
                  aria-current="page"
                  aria-label={labels.page(item)}
                  className={cn(itemClass, "bg-primary-100 font-medium text-primary hover:bg-primary-100")}
                >
                  {item}
                </Link>
              ) : (
                <Link href={hrefForPage(item)} aria-label={labels.page(item)} className={itemClass}>
                  {item}
                </Link>
              )}
            </li>
          ) : (
            <li
              key={item}
              aria-hidden="true"
              className={cn(box, "inline-flex items-center justify-center text-fg-subtle")}
            >
              <Ellipsis className="size-4" />
            </li>
          ),
        )}
        <li>
          {edge(current + 1, labels.next, <ChevronRight className="size-4" aria-hidden="true" />, current >= pageCount)}
        </li>
      </ul>
      {pageSizeOptions && onPageSizeChange ? (
        <NativeSelect
          aria-label={labels.pageSize}
          size={size === "small" ? "small" : "medium"}
          wrapperClassName="w-auto"
          value={String(pageSize)}
          onChange={(event) => onPageSizeChange(Number(event.target.value))}
          options={pageSizeOptions.map((option) => ({ value: String(option), label: labels.perPage(option) }))}
        />
      ) : null}
    </nav>
  );
}
