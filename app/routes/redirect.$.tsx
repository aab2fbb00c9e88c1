import { redirect, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { errorMeta } from "~/components/site/error-text";
import { adminHref, getAuthState } from "~/lib/auth/guard.server";
import { safeRedirect } from "~/lib/auth/safe-redirect";

/**
 * `/redirect/:path` (signed in only, hidden from menus): goes to a local path, else company info. Anonymous
 * visitors get the site's plain 404, not a redirect to the login page: that would name the admin path to anyone
 * who asks.
 */
export async function loader({ request, params }: LoaderFunctionArgs) {
  const { user } = await getAuthState(request);
  if (!user) throw new Response("Not Found", { status: 404 });
  const raw = params["*"] ?? "";
  const search = new URL(request.url).search;
  return redirect(safeRedirect(`/${raw}${search}`, adminHref("company_info")));
}

// The loader always redirects or fails: the error page is titled by its status, like any unknown path's.
export const meta: MetaFunction = ({ error, matches }) => errorMeta(error, matches);

// Never rendered (the loader always redirects or throws); a component makes this a page route, so that the
// 404 is the site's page rather than a bare text answer.
export default function RedirectRoute() {
  return null;
}

export { StandaloneSiteErrorBoundary as ErrorBoundary } from "~/components/site/site-error-page";
