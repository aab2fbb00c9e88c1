/**
 * The console's exception view for whatever an admin route threw: each status its own (lib/http/error-status).
 * Screens that post re-export it as their own ErrorBoundary: after a failed action Remix runs only the loaders
 * above the boundary, so the layout's boundary would be left without the layout's data; a screen's own
 * boundary keeps a refused post inside the shell.
 */
import { isRouteErrorResponse, useLocation, useRouteError } from "@remix-run/react";
import { useTranslation } from "~/lib/i18n/use-translation";
import { messageText, type Message } from "~/lib/i18n/message";
import { errorStatusOf } from "~/lib/http/error-status";
import { ExceptionScreen } from "./exception-screen";

export function RouteException() {
  const error = useRouteError();
  const { pathname, search } = useLocation();
  const { t } = useTranslation("admin");
  // A refusal by the capability table says what the role may not do (lib/auth/guard.server.ts `refusal`).
  const refused =
    isRouteErrorResponse(error) && error.status === 403
      ? ((error.data as { refused?: Message } | null)?.refused ?? null)
      : null;
  return (
    <ExceptionScreen
      status={errorStatusOf(error)}
      retryHref={`${pathname}${search}`}
      detail={refused ? messageText(t, refused) : undefined}
    />
  );
}
