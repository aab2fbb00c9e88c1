/** The console's exception view for whatever an admin route threw: each status its own (lib/http/error-status). */
import { useLocation, useRouteError } from "@remix-run/react";
import { errorStatusOf } from "~/lib/http/error-status";
import { ExceptionScreen } from "./exception-screen";

export function RouteException() {
  const error = useRouteError();
  const { pathname, search } = useLocation();
  return <ExceptionScreen status={errorStatusOf(error)} retryHref={`${pathname}${search}`} />;
}
