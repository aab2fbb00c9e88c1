import { PrefetchPageLinks, useNavigate } from "@remix-run/react";
import { useEffect, useState } from "react";
import { clientNavigationFor } from "~/lib/site/client-navigation";

/** How long a pointer rests on a link before its page is prefetched (Remix's `<Link prefetch="intent">` uses 100). */
const INTENT_DELAY_MS = 100;

function anchorOf(target: EventTarget | null): HTMLAnchorElement | null {
  return target instanceof Element ? target.closest("a[href]") : null;
}

/**
 * One listener for every `<SiteLink>` of the page: qualifying clicks become client navigations (so the progress
 * bar, scroll reset and kept layout work as with router links), and hovering or focusing a link marked
 * data-prefetch="intent" prefetches its page. Renders nothing else.
 */
export function ClientNavigation() {
  const navigate = useNavigate();
  const [prefetchPage, setPrefetchPage] = useState<string | null>(null);

  useEffect(() => {
    const onClick = (event: MouseEvent) => {
      const anchor = anchorOf(event.target);
      if (!anchor) return;
      const next = clientNavigationFor(event, anchor, window.location);
      if (!next) return;
      event.preventDefault();
      navigate(next.to, { replace: next.replace });
    };
    let timer: ReturnType<typeof setTimeout> | undefined;
    const onIntent = (event: Event) => {
      const anchor = anchorOf(event.target);
      if (anchor?.dataset.prefetch !== "intent") return;
      clearTimeout(timer);
      timer = setTimeout(() => {
        const url = new URL(anchor.href, window.location.origin);
        if (url.origin === window.location.origin) setPrefetchPage(url.pathname + url.search);
      }, INTENT_DELAY_MS);
    };
    const onLeave = (event: Event) => {
      if (anchorOf(event.target)) clearTimeout(timer);
    };
    document.addEventListener("click", onClick);
    document.addEventListener("mouseover", onIntent);
    document.addEventListener("focusin", onIntent);
    document.addEventListener("mouseout", onLeave);
    return () => {
      clearTimeout(timer);
      document.removeEventListener("click", onClick);
      document.removeEventListener("mouseover", onIntent);
      document.removeEventListener("focusin", onIntent);
      document.removeEventListener("mouseout", onLeave);
    };
  }, [navigate]);

  return prefetchPage ? <PrefetchPageLinks page={prefetchPage} /> : null;
}
