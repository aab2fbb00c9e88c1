import type { AnchorHTMLAttributes } from "react";

export interface SiteLinkProps extends Omit<AnchorHTMLAttributes<HTMLAnchorElement>, "href"> {
  to: string;
  /** Fetch the page's data and code when the visitor shows intent (hover or focus), as Remix's <Link> does. */
  prefetch?: "intent" | "none";
}

/**
 * A link of the public site: a plain anchor. Pages carry about a hundred links (menus, footer, lists), and a
 * router <Link> costs hooks on every server render; these cost nothing, work the same without JavaScript, and
 * <ClientNavigation> turns their clicks into client navigations once the page is hydrated. Worth: a rendered
 * `/` costs 18–35 % more CPU with router <Link>s (docs/performance.md, "What each trick is worth").
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
