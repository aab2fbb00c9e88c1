/**
 * The public site's error boundary: whatever a route threw is shown as its status's page (lib/http/error-status),
 * never with any detail. Routes inside the site's frame (`_site._index`, `_site.$`) keep the header and footer
 * around it; a route outside it (`/redirect/*`) shows the page alone, in a <main> of its own.
 */
import { useContext } from "react";
import { useRouteError } from "@remix-run/react";
import { errorStatusOf, type ErrorStatus } from "~/lib/http/error-status";
import { MessagesContext } from "~/lib/i18n/messages-context";
import { ErrorPage } from "./error-page";
import { errorText } from "./error-text";

export function SiteErrorPage({ status }: { status: ErrorStatus }) {
  const { messages } = useContext(MessagesContext);
  return <ErrorPage status={status} {...errorText(status, messages.common)} />;
}

/** For a route inside the site's frame, whose <main> holds the page. */
export function SiteErrorBoundary() {
  return <SiteErrorPage status={errorStatusOf(useRouteError())} />;
}

/** For a route outside the site's frame. */
export function StandaloneSiteErrorBoundary() {
  return (
    <main id="main">
      <SiteErrorBoundary />
    </main>
  );
}
