/**
 * The console's exception view for whatever an admin route threw: each status its own (lib/http/error-status).
 * Screens that post re-export it as their own ErrorBoundary: after a failed action Remix runs only the loaders
 * above the boundary, so the layout's boundary would be left without the layout's data; a screen's own
 * boundary keeps a refused post inside the shell.
 */
import { useLocation, useRouteError } from "@remix-run/react";
import { errorStatusOf } from "~/lib/http/error-status";
import { ExceptionScreen } from "./exception-screen";

export function RouteException() {
  const error = useRouteError();
  const { pathname, search } = useLocation();
  return <ExceptionScreen status={errorStatusOf(error)} retryHref={`${pathname}${search}`} />;
}
