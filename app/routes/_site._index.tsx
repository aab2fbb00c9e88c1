import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { errorMeta } from "~/components/site/error-text";
import { HomePage } from "~/components/site/home-page";
import { plainExcerpt } from "~/lib/site/format";
import { pack, unpack } from "~/lib/http/packed";
import type { HomeView } from "~/lib/site/view-models";
import { memoByVersion } from "~/lib/site/memo.server";
import { homeView } from "~/lib/site/page-data";
import { siteRequest } from "~/lib/site/request.server";
import { companyJsonLd, seoMeta, type Seo } from "~/lib/site/seo";
import { siteT } from "~/lib/site/i18n.server";
import { pageImages } from "~/lib/media/page-images.server";
import { pictureSources } from "~/lib/media/responsive-image";
import { BANNER_SIZES } from "~/components/site/home-sections";

export async function loader({ request }: LoaderFunctionArgs) {
  const site = await siteRequest(request);
  const urlLocale = new URL(request.url).searchParams.get("lng") ? site.locale : undefined;
  const { home, meta, images } = memoByVersion(site.version, `home|${site.locale}|${urlLocale ?? ""}`, () => {
    const home = homeView(site.content, site.locale);
    const { company } = site.content;
    const t = siteT(site.locale);
    const seo: Seo = {
      title: home.companyName,
      siteName: home.companyName,
      description: t("seo.homeDescription", { company: home.companyName, intro: plainExcerpt(home.intro.text, 110) }),
      siteUrl: site.siteUrl,
      path: "/",
      locale: site.locale,
      urlLocale,
      image: home.banner[0]?.url,
      jsonLd: companyJsonLd(site.siteUrl, company),
    };
    return { home, meta: seoMeta(seo), images: pageImages(home) };
  });
  return { home: pack(home), meta, images };
}

// Tags are built by the loader, so the SEO helpers stay on the server.
export const meta: MetaFunction<typeof loader> = ({ data, error, matches }) => {
  if (!data) return errorMeta(error, matches);
  const banner = unpack<HomeView>(data.home).banner[0]?.url;
  // The first banner is the largest paint: start fetching it with the head, before the body is parsed. With
  // variants, the preload names the AVIF set (a browser without AVIF skips it and reads the <picture>).
  const avif = banner && data.images[banner] ? pictureSources(data.images[banner], BANNER_SIZES)[0] : undefined;
  const preload = !banner
    ? []
    : avif
      ? [
          {
            tagName: "link",
            rel: "preload",
            as: "image",
            type: avif.type,
            imageSrcSet: avif.srcSet,
            imageSizes: avif.sizes,
            fetchPriority: "high",
          },
        ]
      : [{ tagName: "link", rel: "preload", as: "image", href: banner, fetchPriority: "high" }];
  return [...data.meta, ...preload];
};

export default function Home() {
  return <HomePage home={unpack<HomeView>(useLoaderData<typeof loader>().home)} />;
}

/** A post to the home page (which takes none) or a failed load: the status's page inside the site frame. */
export { SiteErrorBoundary as ErrorBoundary } from "~/components/site/site-error-page";
