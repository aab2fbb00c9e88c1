/**
 * The server's kept HTML of `<Prerendered>` elements (components/site/prerendered.tsx). Entries hang off their
 * owner object, so they go when the content they were made from goes (a new content version unpacks new objects).
 */
import type { ReactNode } from "react";
import { renderToString } from "react-dom/server";
import type { FragmentCache } from "~/components/site/prerendered";

// An owner has a few keys (locales × which menu item is current); the bound keeps odd keys from growing memory.
const MAX_KEYS_PER_OWNER = 100;

export function createFragmentCache(render: (node: ReactNode) => string = renderToString): FragmentCache {
  const byOwner = new WeakMap<object, Map<string, string>>();
  return {
    html(owner, key, content) {
      let kept = byOwner.get(owner);
      if (!kept) byOwner.set(owner, (kept = new Map()));
      let html = kept.get(key);
      if (html === undefined) {
        html = render(content());
        if (kept.size >= MAX_KEYS_PER_OWNER) kept.clear();
        kept.set(key, html);
      }
      return html;
    },
  };
}
