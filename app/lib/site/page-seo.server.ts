/** Titles and descriptions of menu pages, for seoMeta. */
import { plainExcerpt } from "./format";
import { articleIn, companyText } from "./localize";
import { siteT } from "./i18n.server";
import type { MenuNode } from "./menu-tree";
import { companyJsonLd, type Seo } from "./seo";
import type { SiteRequest } from "./request.server";
import type { MenuPageView } from "./view-models";

/** The Seo of a menu page: article pages describe themselves by their text, others by section and title. */
export function pageSeo(view: MenuPageView, _node: MenuNode, site: SiteRequest, companyName: string, url: URL): Seo {
  const t = siteT(site.locale);
  const page = url.searchParams.get("page");
  const path = page && page !== "1" ? `${url.pathname}?page=${page}` : url.pathname;
  const urlLocale = url.searchParams.get("lng") ? site.locale : undefined;
  const base = { siteUrl: site.siteUrl, path, locale: site.locale, urlLocale, siteName: companyName };
  const vars = { company: companyName, section: view.section.title, title: view.title };
  if (view.kind === "list") {
    return {
      ...base,
      title: view.page > 1 ? `${view.title} (${view.page})` : view.title,
      description: t("seo.listDescription", vars),
    };
  }
  const article = view.article;
  const excerpt = article ? plainExcerpt(article.html, 150) : "";
  const seo: Seo = {
    ...base,
    title: view.title,
    description: excerpt || t("seo.pageDescription", vars),
    type: view.kind === "detail" ? "article" : "website",
    image: article?.pictures[0]?.url ?? article?.html.match(/<img[^>]+src="([^"]+)"/)?.[1],
    alternates: article ? hasEnglishPage(site, article.id) : true,
  };
  if (view.kind === "page" && view.special?.code === "enterprise") {
    const { company } = site.content;
    seo.jsonLd = companyJsonLd(site.siteUrl, company);
    const businessInfo = companyText(company, "business_info", site.locale).text;
    seo.description = t("seo.pageDescription", vars) + " " + plainExcerpt(businessInfo, 110);
  }
  return seo;
}

/** Whether an article reads in English on the English page (else its page has no hreflang alternates). */
function hasEnglishPage(site: SiteRequest, articleId: number): boolean {
  const record = site.content.articles.find((a) => a.id === articleId);
  return !!record && articleIn(record, "en-US").lang === "en-US";
}
