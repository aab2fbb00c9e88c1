/**
 * Every menu-driven public path (SPEC §2): the menu list in the store is the route table, read on each request,
 * so an added or renamed menu item is reachable at once. Unknown and hidden paths answer the designed 404.
 */
import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { isRouteErrorResponse, redirect, useLoaderData, useRouteError } from "@remix-run/react";
import { createT } from "~/lib/i18n/translate";
import { DEFAULT_LOCALE } from "~/lib/i18n/config";
import type { Messages } from "~/lib/i18n/messages-context";
import { SiteErrorPage } from "~/components/site/site-error-page";
import { MenuPage } from "~/components/site/menu-page";
import { pack, unpack, type Packed } from "~/lib/http/packed";
import type { MenuPageView } from "~/lib/site/view-models";
import { memoByVersion } from "~/lib/site/memo.server";
import { HONOUR_FALLBACK_IMAGE, companyNameFor, menuPage } from "~/lib/site/page-data";
import { siteRequest } from "~/lib/site/request.server";
import { pageSeo } from "~/lib/site/page-seo.server";
import { MAP_ZOOM } from "~/components/site/enterprise-map";
import { chunkFiles, clientManifest } from "~/lib/http/client-chunks.server";
import { LEAFLET_SOURCE, resourceHints } from "~/lib/site/resource-hints";
import { seoMeta } from "~/lib/site/seo";

export async function loader({ request }: LoaderFunctionArgs) {
  const url = new URL(request.url);
  const site = await siteRequest(request);
  const pageParam = url.searchParams.get("page");
  const result = memoByVersion(
    site.version,
    `page|${site.locale}|${url.searchParams.has("lng")}|${url.pathname}|${pageParam ?? ""}`,
    () => {
      const page = menuPage(site.content, url.pathname, pageParam, site.locale, site.map);
      if (page.type !== "page") return page;
      const companyName = companyNameFor(site.content.company, site.locale);
      const meta = [
        ...seoMeta(pageSeo(page.view, page.node, site, companyName, url)),
        ...resourceHints(page.view, chunkFiles(clientManifest(), LEAFLET_SOURCE), MAP_ZOOM),
      ];
      return { ...page, node: undefined, meta };
    },
  );
  if (result.type === "redirect") {
    const lng = url.searchParams.get("lng");
    throw redirect(lng ? `${result.to}?lng=${encodeURIComponent(lng)}` : result.to, 302);
  }
  if (result.type !== "page") throw new Response("Not Found", { status: 404 });
  return { view: pack(result.view), meta: result.meta, fallback: HONOUR_FALLBACK_IMAGE };
}

// Tags are built by the loader, so the SEO helpers stay on the server; a 404 takes its title from the root's messages.
export const meta: MetaFunction<typeof loader> = ({ data, matches }) => {
  if (data) return data.meta;
  const root = matches.find((m) => m.id === "root")?.data as
    { locale?: string; messages?: Packed<Messages> } | undefined;
  const t = createT(root?.locale ?? DEFAULT_LOCALE, root?.messages ? unpack<Messages>(root.messages) : {}, ["common"]);
  return [{ title: t("error.notFoundTitle") }, { name: "robots", content: "noindex" }];
};

export default function MenuRoute() {
  const { view, fallback } = useLoaderData<typeof loader>();
  return <MenuPage view={unpack<MenuPageView>(view)} honourFallback={fallback} />;
}

/** 404 inside the site frame (header and footer stay), 500 for anything else; never any error detail. */
export function ErrorBoundary() {
  const error = useRouteError();
  return <SiteErrorPage notFound={isRouteErrorResponse(error) && error.status === 404} />;
}
