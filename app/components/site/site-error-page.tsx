/**
 * The public site's error boundary: whatever a route threw is shown as its status's page (lib/http/error-status),
 * never with any detail. Routes inside the site's frame (`_site._index`, `_site.$`) keep the header and footer
 * around it; a route outside it (`/redirect/*`) shows the page alone, in a `<main>` of its own.
 */
import { useContext } from "react";
import { useRouteError, useRouteLoaderData } from "@remix-run/react";
import { unpack, type Packed } from "~/lib/http/packed";
import type { SiteChrome } from "~/lib/site/view-models";
import { errorStatusOf, type ErrorStatus } from "~/lib/http/error-status";
import { MessagesContext } from "~/lib/i18n/messages-context";
import { ErrorPage } from "./error-page";
import { errorText } from "./error-text";

export function SiteErrorPage({
  status,
  sections,
}: {
  status: ErrorStatus;
  sections?: { label: string; href: string }[];
}) {
  const { messages } = useContext(MessagesContext);
  return <ErrorPage status={status} {...errorText(status, messages.common)} sections={sections} />;
}

/** For a route inside the site's frame, whose `<main>` holds the page. */
export function SiteErrorBoundary() {
  const status = errorStatusOf(useRouteError());
  // A missing page points on to the site's sections (the frame's menu, when the frame could be drawn).
  const chrome = useRouteLoaderData<{ chrome: Packed<SiteChrome> }>("routes/_site")?.chrome;
  return (
    <SiteErrorPage
      status={status}
      sections={status === 404 && chrome ? sectionLinks(unpack<SiteChrome>(chrome)) : []}
    />
  );
}

function sectionLinks(chrome: SiteChrome) {
  return chrome.nav.filter((item) => item.href !== "/").map(({ label, href }) => ({ label, href }));
}

/** For a route outside the site's frame. */
export function StandaloneSiteErrorBoundary() {
  return (
    <main id="main">
      <SiteErrorBoundary />
    </main>
  );
}
