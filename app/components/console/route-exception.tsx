/** The console's exception screen for whatever an admin route threw: 403, 404, or 500 for anything else. */
import { isRouteErrorResponse, useLocation, useRouteError } from "@remix-run/react";
import { ExceptionScreen } from "./exception-screen";

export type ExceptionStatus = "403" | "404" | "500";

/** Refusals (401, 403, and 405 for a post the page does not take) read as 403; a thrown error is a 500. */
export function exceptionStatusOf(error: unknown): ExceptionStatus {
  if (!isRouteErrorResponse(error)) return "500";
  if (error.status === 404) return "404";
  if ([401, 403, 405].includes(error.status)) return "403";
  return "500";
}

export function RouteException() {
  const error = useRouteError();
  const { pathname, search } = useLocation();
  return <ExceptionScreen status={exceptionStatusOf(error)} retryHref={`${pathname}${search}`} />;
}
