/**
 * Every menu-driven public path (docs/product.md §2): the menu list in the store is the route table, read on each
 * request, so an added or renamed menu item is reachable at once. Unknown and hidden paths answer the designed 404.
 */
import { Suspense } from "react";
import { data, type HeadersFunction, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { redirect, useLoaderData } from "@remix-run/react";
import { errorMeta } from "~/components/site/error-text";
import { MenuPage } from "~/components/site/menu-page";
import { pack, unpack } from "~/lib/http/packed";
import type { MenuPageView } from "~/lib/site/view-models";
import { memoByVersion } from "~/lib/site/memo.server";
import { getContentStore } from "~/lib/content/store.server";
import { PRIVATE_PAGE_HEADERS } from "~/lib/http/document-headers.server";
import { asksForPreview, previewOf } from "~/lib/site/preview.server";
import { formatDateTime } from "~/lib/format/date";
import { useDeferredComponents } from "~/components/site/deferred-components";
import { formerPathTarget } from "~/lib/site/former-paths";
import { honourFallbackImage, companyNameFor, menuPage } from "~/lib/site/page-data";
import { siteRequest } from "~/lib/site/request.server";
import { pageSeo } from "~/lib/site/page-seo.server";
import { MAP_ZOOM } from "~/components/site/enterprise-map";
import { chunkFiles, clientManifest } from "~/lib/http/client-chunks.server";
import { LEAFLET_SOURCE, resourceHints } from "~/lib/site/resource-hints";
import { localizedUrl, seoMeta } from "~/lib/site/seo";
import { DEFAULT_LOCALE } from "~/lib/i18n/config";
import { pageImages, responsiveArticleHtml } from "~/lib/media/page-images.server";
import type { MenuPageView as View } from "~/lib/site/view-models";

export async function loader({ request }: LoaderFunctionArgs) {
  const url = new URL(request.url);
  // A path that is not valid percent-encoding names no page: the request itself is malformed.
  if (!isDecodable(url.pathname)) throw new Response("Bad Request", { status: 400 });
  const [site, store] = await Promise.all([siteRequest(request), getContentStore()]);
  const pageParam = url.searchParams.get("page");
  const preview = asksForPreview(url) ? await previewOf(request, url, store) : null;
  const build = () => {
    const content = preview?.content ?? site.content;
    const page = menuPage(content, url.pathname, pageParam, site.locale, site.map);
    if (page.type !== "page") return page;
    const companyName = companyNameFor(content.company, site.locale);
    const meta = [
      ...seoMeta(pageSeo(page.view, page.node, { ...site, content }, companyName, url)),
      ...resourceHints(page.view, chunkFiles(clientManifest(), LEAFLET_SOURCE), MAP_ZOOM),
      ...(preview ? [{ name: "robots", content: "noindex, nofollow" }] : []),
    ];
    const view = withResponsiveBody(page.view);
    // The page's pictures measured (the honours fallback included), for their <picture> variants.
    const images = pageImages([view, honourFallbackImage(site.locale)]);
    return { ...page, view, node: undefined, meta, images };
  };
  // A preview is built for this request alone; the public page once per content version.
  const result = preview
    ? build()
    : memoByVersion(
        site.version,
        `page|${site.locale}|${url.searchParams.has("lng")}|${url.pathname}|${pageParam ?? ""}`,
        build,
      );
  // Whatever it shows, an address asking for a preview is never cached nor indexed.
  const headers = asksForPreview(url) ? PRIVATE_PAGE_HEADERS : undefined;
  if (result.type === "redirect") {
    const lng = url.searchParams.get("lng");
    throw redirect(lng ? `${result.to}?lng=${encodeURIComponent(lng)}` : result.to, { status: 302, headers });
  }
  if (result.type === "not-found") {
    // An address a menu had before its route changed, kept by the admin: sent on for good.
    const moved = formerPathTarget(site.content.menus, url.pathname);
    if (moved) throw redirect(`${moved}${url.search}`, 301);
  }
  if (result.type !== "page") throw new Response("Not Found", { status: 404, headers });
  // The address a printed page names: the page's canonical URL (the English one on an English URL).
  const pageUrl = localizedUrl(site.siteUrl, url.pathname, url.searchParams.get("lng") ? site.locale : DEFAULT_LOCALE);
  return data(
    {
      view: pack(result.view),
      meta: result.meta,
      fallback: honourFallbackImage(site.locale),
      pageUrl,
      images: result.images,
      preview: preview
        ? {
            by: preview.by,
            expires: preview.expires ? formatDateTime(preview.expires) : null,
            revision: preview.revision ?? null,
          }
        : null,
    },
    { headers },
  );
}

/** A preview's private headers are the page's (the public page sets none of its own). */
export const headers: HeadersFunction = ({ loaderHeaders, errorHeaders }) => errorHeaders ?? loaderHeaders;

// Tags are built by the loader, so the SEO helpers stay on the server; an error page is titled by its status.
export const meta: MetaFunction<typeof loader> = ({ data, error, matches }) =>
  data ? data.meta : errorMeta(error, matches);

export default function MenuRoute() {
  const { view, fallback, pageUrl, preview } = useLoaderData<typeof loader>();
  const { PreviewBanner } = useDeferredComponents();
  return (
    <>
      {preview ? (
        // Until its code arrives, React keeps the server's band.
        <Suspense fallback={null}>
          <PreviewBanner by={preview.by} expires={preview.expires} revision={preview.revision} />
        </Suspense>
      ) : null}
      <MenuPage view={unpack<MenuPageView>(view)} honourFallback={fallback} pageUrl={pageUrl} />
    </>
  );
}

/** Each status's own page inside the site frame (header and footer stay); never any error detail. */
export { SiteErrorBoundary as ErrorBoundary } from "~/components/site/site-error-page";

/** An article's body with its upload pictures as `<picture>` elements with variants. */
function withResponsiveBody(view: View): View {
  if (view.kind === "list" || !view.article) return view;
  return { ...view, article: { ...view.article, html: responsiveArticleHtml(view.article.html) } };
}

function isDecodable(pathname: string): boolean {
  try {
    decodeURIComponent(pathname);
    return true;
  } catch {
    return false;
  }
}
