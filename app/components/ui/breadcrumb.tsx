import ChevronRight from "lucide-react/icons/chevron-right";
import type { AnchorHTMLAttributes, ComponentType, ReactNode } from "react";
import { cn } from "~/lib/utils/cn";
import { useUiText } from "./use-ui-text";

export interface BreadcrumbItem {
  label: ReactNode;
  /** Omit for the current page (the last item). */
  href?: string;
}

export interface BreadcrumbProps {
  /**
   * The trail from the top level to the current page; each item is `{ label, href? }`, and the last is the current page
   * (no link, aria-current="page").
   */
  items: BreadcrumbItem[];
  /** Accessible name of the navigation landmark. Default: the catalogue's `ui.breadcrumb` (面包屑 / Breadcrumb). */
  label?: string;
  /** What goes between items (hidden from screen readers). Default: a chevron-right icon. */
  separator?: ReactNode;
  /** The component that renders the links, e.g. Remix's `Link` for client-side navigation. Default: a plain `<a>`. */
  linkComponent?: ComponentType<AnchorHTMLAttributes<HTMLAnchorElement> & { href: string }>;
  /** Extra classes on the `<nav>`. No default. */
  className?: string;
}

/** "You are here" trail: a labelled nav with a list; the last item is the current page. */
export function Breadcrumb({
  items,
  label,
  separator = <ChevronRight className="size-3.5" />,
  linkComponent: Link = "a" as unknown as ComponentType<AnchorHTMLAttributes<HTMLAnchorElement> & { href: string }>,
  className,
}: BreadcrumbProps) {
  const { t } = useUiText();
  return (
    <nav aria-label={label ?? t("breadcrumb")} className={cn("text-sm", className)}>
      <ol className="flex flex-wrap items-center gap-1.5 text-fg-muted">
        {items.map((item, index) => {
          const last = index === items.length - 1;
          return (
            <li key={index} className="inline-flex min-w-0 items-center gap-1.5">
              {last || !item.href ? (
                <span
                  aria-current={last ? "page" : undefined}
                  className={cn("truncate", last && "font-medium text-fg")}
                >
                  {item.label}
                </span>
              ) : (
                <Link
                  href={item.href}
                  className="truncate rounded-sm hover:text-primary focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-primary"
                >
                  {item.label}
                </Link>
              )}
              {last ? null : (
                <span aria-hidden="true" className="inline-flex text-fg-subtle">
                  {separator}
                </span>
              )}
            </li>
          );
        })}
      </ol>
    </nav>
  );
}
