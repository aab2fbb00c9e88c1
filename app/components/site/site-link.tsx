import type { AnchorHTMLAttributes, ReactNode } from "react";
import type { ArticleSummary, NavLink } from "~/lib/site/view-models";

export interface SiteLinkProps extends Omit<AnchorHTMLAttributes<HTMLAnchorElement>, "href"> {
  to: string;
  /** Fetch the page's data and code when the visitor shows intent (hover or focus), as Remix's `<Link>` does. */
  prefetch?: "intent" | "none";
}

/**
 * A link of the public site: a plain anchor. Pages carry about a hundred links (menus, footer, lists), and a
 * router `<Link>` costs hooks on every server render; these cost nothing, work the same without JavaScript, and
 * `<ClientNavigation>` turns their clicks into client navigations once the page is hydrated. Worth: a rendered
 * `/` costs 18–35 % more CPU with router `<Link>`s (docs/performance.md, "What each trick is worth").
 */
export function SiteLink({ to, prefetch = "none", children, ...props }: SiteLinkProps) {
  return (
    <a
      href={to}
      // Lets Remix discover the route behind the link ahead of time, as its own <Link> does.
      data-discover={isExternal(to) ? undefined : "true"}
      data-prefetch={prefetch === "intent" ? "intent" : undefined}
      {...props}
    >
      {children}
    </a>
  );
}

function isExternal(to: string): boolean {
  return /^[a-z][a-z\d+.-]*:|^\/\//i.test(to);
}

export interface LinkListProps<T extends { href: string }> {
  items: T[];
  /** Each item's content inside its link. */
  children: (item: T, index: number) => ReactNode;
  /** The React key of an item; its `href` by default. */
  itemKey?: (item: T) => string | number;
  /** Marks an item's link with `aria-current="page"`. */
  isCurrent?: (item: T) => boolean;
  prefetch?: "intent";
  className?: string;
  itemClassName?: string;
  linkClassName: string;
  "data-testid"?: string;
}

/**
 * A list of site links, one per item: the menus, the section navigation, the article lists and the home news
 * all render this `<ul><li><a>` shape and differ only in classes and in what the link holds.
 */
export function LinkList<T extends { href: string }>({
  items,
  children,
  itemKey = (item) => item.href,
  isCurrent,
  prefetch,
  className,
  itemClassName,
  linkClassName,
  "data-testid": testId,
}: LinkListProps<T>) {
  return (
    <ul className={className} data-testid={testId}>
      {items.map((item, index) => (
        <li key={itemKey(item)} className={itemClassName}>
          <SiteLink
            to={item.href}
            prefetch={prefetch}
            aria-current={isCurrent?.(item) ? "page" : undefined}
            className={linkClassName}
          >
            {children(item, index)}
          </SiteLink>
        </li>
      ))}
    </ul>
  );
}

/** Article summaries as a list of links (keyed by id, prefetched on intent). */
export function ArticleLinks(props: Omit<LinkListProps<ArticleSummary>, "itemKey" | "prefetch">) {
  return <LinkList itemKey={(item) => item.id} prefetch="intent" {...props} />;
}

/** A menu item's children as links (header dropdown, phone menu); nothing for an item without children. */
export function SubmenuLinks({
  item,
  ...props
}: { item: NavLink } & Omit<LinkListProps<NavLink>, "items" | "itemKey" | "children">) {
  if (item.children.length === 0) return null;
  return (
    <LinkList items={item.children} itemKey={(child) => child.id} {...props}>
      {(child) => child.label}
    </LinkList>
  );
}

/** A phone number or mail address as a link that dials or writes to it (the text is shown as given). */
export function ContactLink({ kind, value, className }: { kind: "tel" | "mailto"; value: string; className: string }) {
  // A tel: URI takes digits and "+" only; the shown number keeps its spaces and dashes.
  const target = kind === "tel" ? value.replace(/[^0-9+]/g, "") : value;
  return (
    <a href={`${kind}:${target}`} className={className}>
      {value}
    </a>
  );
}
