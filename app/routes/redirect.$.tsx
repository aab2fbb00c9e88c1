import { redirect, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { isRouteErrorResponse, useRouteError } from "@remix-run/react";
import { SiteErrorPage } from "~/components/site/site-error-page";
import { createT } from "~/lib/i18n/translate";
import { DEFAULT_LOCALE } from "~/lib/i18n/config";
import { adminHref, getAuthState } from "~/lib/auth/guard.server";
import { safeRedirect } from "~/lib/auth/safe-redirect";
import { unpack, type Packed } from "~/lib/http/packed";
import type { Messages } from "~/lib/i18n/messages-context";

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

// The loader always redirects or fails: the 404 takes its title from the root's messages, like any unknown path.
export const meta: MetaFunction = ({ matches }) => {
  const root = matches.find((m) => m.id === "root")?.data as
    { locale?: string; messages?: Packed<Messages> } | undefined;
  const t = createT(root?.locale ?? DEFAULT_LOCALE, root?.messages ? unpack<Messages>(root.messages) : {}, ["common"]);
  return [{ title: t("error.notFoundTitle") }, { name: "robots", content: "noindex" }];
};

// Never rendered (the loader always redirects or throws); a component makes this a page route, so that the
// 404 is the site's page rather than a bare text answer.
export default function RedirectRoute() {
  return null;
}

export function ErrorBoundary() {
  const error = useRouteError();
  return <SiteErrorPage notFound={isRouteErrorResponse(error) && error.status === 404} />;
}
