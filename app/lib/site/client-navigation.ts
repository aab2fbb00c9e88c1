/**
 * Which clicks on plain links the public site turns into client navigations. The site renders its links as
 * plain anchors (cheap to server-render, identical without JavaScript) and one document-level listener hands
 * the qualifying clicks to the router, with the same rules as React Router's own <Link>. Measured in
 * docs/performance.md ("What each trick is worth").
 */

export interface ClickLike {
  button: number;
  defaultPrevented: boolean;
  metaKey: boolean;
  altKey: boolean;
  ctrlKey: boolean;
  shiftKey: boolean;
}

export interface AnchorLike {
  href: string;
  target: string;
  hasAttribute(name: string): boolean;
}

export interface Place {
  origin: string;
  pathname: string;
  search: string;
  hash: string;
}

export interface ClientNavigation {
  /** The path (with search and hash) to hand to the router. */
  to: string;
  /** A click on the link to the page already shown replaces the history entry instead of adding one. */
  replace: boolean;
}

/** The client navigation a click stands for, or null when the browser should follow the link itself. */
export function clientNavigationFor(click: ClickLike, anchor: AnchorLike, here: Place): ClientNavigation | null {
  if (click.defaultPrevented || click.button !== 0) return null;
  if (click.metaKey || click.altKey || click.ctrlKey || click.shiftKey) return null;
  if (anchor.target && anchor.target !== "_self") return null;
  if (anchor.hasAttribute("download") || anchor.hasAttribute("data-reload-document")) return null;
  let url: URL;
  try {
    url = new URL(anchor.href, here.origin);
  } catch {
    return null;
  }
  if (url.origin !== here.origin) return null;
  // Uploaded files, feeds and the like are not pages of the router.
  if (/^\/(uploads|assets)\//.test(url.pathname) || /\.(xml|txt|pdf|zip|docx?|xlsx?)$/i.test(url.pathname)) {
    return null;
  }
  // A jump within the page is the browser's business.
  if (url.hash && url.pathname === here.pathname && url.search === here.search) return null;
  const to = `${url.pathname}${url.search}${url.hash}`;
  return { to, replace: to === `${here.pathname}${here.search}${here.hash}` };
}
