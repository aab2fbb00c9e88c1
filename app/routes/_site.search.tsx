/**
 * The site search (docs/product.md §2 "Search"): `/search?q=…&page=N`, a GET form that works without JavaScript.
 * Thin: parses the query, asks the search module (app/lib/search/) and renders its hits. Every answer is the
 * visitor's own: kept out of the page cache and of shared caches, and never indexed (noindex, also in the meta).
 */
import { data, type HeadersFunction, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { errorMeta } from "~/components/site/error-text";
import { SearchResults } from "~/components/site/search-results";
import { PRIVATE_PAGE_HEADERS } from "~/lib/http/document-headers.server";
import { getContentStore } from "~/lib/content/store.server";
import { parseSearchInput } from "~/lib/search/query";
import { getSearchIndex, searchView } from "~/lib/search/site-search.server";
import { siteT } from "~/lib/site/i18n.server";
import { buildMenuTree, menuLabel } from "~/lib/site/menu-tree";
import { companyNameFor } from "~/lib/site/page-data";
import { siteRequest } from "~/lib/site/request.server";

export async function loader({ request }: LoaderFunctionArgs) {
  const url = new URL(request.url);
  const input = parseSearchInput(url.searchParams);
  const [site, index, store] = await Promise.all([siteRequest(request), getSearchIndex(), getContentStore()]);
  const started = performance.now();
  const answer = searchView(input, site, index, store);
  const took = performance.now() - started;
  const headers = { ...PRIVATE_PAGE_HEADERS, "Server-Timing": `search;dur=${took.toFixed(1)}` };
  if (!answer) throw new Response("Not Found", { status: 404, headers });

  const t = siteT(site.locale);
  const company = companyNameFor(site.content.company, site.locale);
  const title =
    answer.view.state === "results" ? t("search.titleWithQuery", { query: answer.view.query }) : t("search.title");
  const home = buildMenuTree(site.content.menus).roots.find((n) => n.item.route === "");
  return data(
    {
      view: answer.view,
      crumbs: [{ label: home ? menuLabel(home.item, site.locale) : "/", href: "/" }, { label: t("search.title") }],
      meta: [
        { title: `${title} - ${company}` },
        { name: "description", content: t("search.description", { company }) },
        { name: "robots", content: "noindex, follow" },
      ],
    },
    { status: answer.status, headers },
  );
}

/** The loader's headers (private, noindex, the search's own time) are the page's. */
export const headers: HeadersFunction = ({ loaderHeaders, errorHeaders }) => errorHeaders ?? loaderHeaders;

export const meta: MetaFunction<typeof loader> = ({ data, error, matches }) =>
  data ? data.meta : errorMeta(error, matches);

export default function SearchRoute() {
  const { view, crumbs } = useLoaderData<typeof loader>();
  return <SearchResults view={view} crumbs={crumbs} />;
}

/** A results page beyond the last (404) shows inside the site's frame, like every missing page. */
export { SiteErrorBoundary as ErrorBoundary } from "~/components/site/site-error-page";
