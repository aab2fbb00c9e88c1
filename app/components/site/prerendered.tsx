/**
 * An element whose content the server renders once and then reuses: the site's menus and footer are the same on
 * every page of a content version, yet they are about half of each page's markup and of its render time. The
 * server entry gives a `FragmentCache` (lib/http/fragment-cache.server.ts); the element then carries the kept
 * HTML as its content. Everywhere else (the browser, Storybook, tests without the cache) it renders its children
 * as usual, and the browser hydrates them against that same markup. So `children` must render the same HTML for
 * the same `owner` and `cacheKey`, and use no hook or context of its own (tests/unit/site/prerendered.test.tsx
 * compares a page rendered both ways). Worth: docs/performance.md, "What each trick is worth".
 */
import { createContext, createElement, useContext, type HTMLAttributes, type ReactNode } from "react";

export interface FragmentCache {
  /** The HTML of `render()`, made once per `owner` (an object that lives as long as its content) and `key`. */
  html(owner: object, key: string, render: () => ReactNode): string;
}

/** Given by the server entry only. */
export const FragmentCacheContext = /* @__PURE__ */ createContext<FragmentCache | null>(null);

export interface PrerenderedProps extends Omit<HTMLAttributes<HTMLElement>, "children"> {
  as: "ul" | "footer";
  /**
   * The data `children` renders, e.g. the menu tree. It must be a new object whenever that content changes, as
   * the site's chrome is: it is unpacked once per content version and locale (lib/http/packed.ts).
   */
  owner: object;
  /**
   * Whatever else the content depends on, e.g. which menu item is current. Only the server reads it: callers
   * compute it under `import.meta.env.SSR`, so the browser's bundle carries neither it nor its code.
   */
  cacheKey?: string;
  children: () => ReactNode;
}

export function Prerendered({ as, owner, cacheKey = "", children, ...props }: PrerenderedProps) {
  // A build-time constant: the browser's bundle has no cache branch and never calls this hook.
  if (import.meta.env.SSR) {
    // eslint-disable-next-line react-hooks/rules-of-hooks
    const cache = useContext(FragmentCacheContext);
    if (cache) {
      // The element and its class tell apart two fragments of one owner (the menus of the header and the phone).
      const html = cache.html(owner, `${as}.${props.className}|${cacheKey}`, children);
      return createElement(as, { ...props, dangerouslySetInnerHTML: { __html: html } });
    }
  }
  return createElement(as, props, children());
}
