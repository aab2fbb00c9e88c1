/**
 * Per-page findability tags: title, description, canonical URL, hreflang alternates, Open Graph and JSON-LD.
 * zh-CN (the default) lives at the plain URL; en-US at the same URL with ?lng=en-US, which also sets the cookie.
 */
import type { MetaDescriptor } from "@remix-run/node";
import type { CompanyInfo } from "~/lib/content/schema";
import { DEFAULT_LOCALE, SUPPORTED_LOCALES } from "~/lib/i18n/config";

export interface Seo {
  title: string;
  description: string;
  /** Absolute site origin, e.g. https://www.example.com */
  siteUrl: string;
  /** The page's path with any query that selects content (e.g. ?page=2), without lng. */
  path: string;
  locale: string;
  /**
   * The locale the URL itself names (?lng=), or undefined for the plain URL. A plain URL stays its own canonical
   * even when Accept-Language or the cookie chose English, so it never points away to another hreflang URL.
   */
  urlLocale?: string;
  siteName: string;
  image?: string;
  type?: "website" | "article";
  jsonLd?: Record<string, unknown>;
  /**
   * False for a page whose content exists only in Chinese: it names no hreflang alternates, since its English
   * URL would show the same Chinese text (docs/decisions/011).
   */
  alternates?: boolean;
}

/** The URL of `path` in `locale`. */
export function localizedUrl(siteUrl: string, path: string, locale: string): string {
  const url = new URL(path, siteUrl);
  url.searchParams.delete("lng");
  if (locale !== DEFAULT_LOCALE) url.searchParams.set("lng", locale);
  return url.toString();
}

function alternateLinks(seo: Seo): MetaDescriptor[] {
  return [
    ...SUPPORTED_LOCALES.map((locale) => ({
      tagName: "link",
      rel: "alternate",
      hrefLang: locale,
      href: localizedUrl(seo.siteUrl, seo.path, locale),
    })),
    {
      tagName: "link",
      rel: "alternate",
      hrefLang: "x-default",
      href: localizedUrl(seo.siteUrl, seo.path, DEFAULT_LOCALE),
    },
  ];
}

/** Remix meta descriptors for a page. */
export function seoMeta(seo: Seo): MetaDescriptor[] {
  const canonical = localizedUrl(seo.siteUrl, seo.path, seo.urlLocale ?? DEFAULT_LOCALE);
  const title = seo.title === seo.siteName ? seo.title : `${seo.title} - ${seo.siteName}`;
  const tags: MetaDescriptor[] = [
    { title },
    { name: "description", content: seo.description },
    { tagName: "link", rel: "canonical", href: canonical },
    ...(seo.alternates === false ? [] : alternateLinks(seo)),
    { property: "og:type", content: seo.type ?? "website" },
    { property: "og:site_name", content: seo.siteName },
    { property: "og:title", content: title },
    { property: "og:description", content: seo.description },
    { property: "og:url", content: canonical },
    { property: "og:locale", content: seo.locale.replace("-", "_") },
  ];
  if (seo.image) tags.push({ property: "og:image", content: new URL(seo.image, seo.siteUrl).toString() });
  if (seo.jsonLd) tags.push({ "script:ld+json": seo.jsonLd });
  return tags;
}

/** schema.org Organization for the home and enterprise information pages. */
export function organizationJsonLd(input: {
  siteUrl: string;
  name: string;
  alternateName?: string;
  logo?: string;
  address: string;
  phone: string;
  email: string;
  founded?: string;
  taxID?: string;
}): Record<string, unknown> {
  return {
    "@context": "https://schema.org",
    "@type": "Organization",
    name: input.name,
    ...(input.alternateName ? { alternateName: input.alternateName } : {}),
    url: new URL("/", input.siteUrl).toString(),
    ...(input.logo ? { logo: new URL(input.logo, input.siteUrl).toString() } : {}),
    address: { "@type": "PostalAddress", streetAddress: input.address, addressCountry: "CN" },
    telephone: input.phone,
    email: input.email,
    ...(input.founded ? { foundingDate: input.founded } : {}),
    ...(input.taxID ? { taxID: input.taxID } : {}),
  };
}

/** The company record as a schema.org Organization (the home and the enterprise information pages). */
export function companyJsonLd(
  siteUrl: string,
  company: Pick<
    CompanyInfo,
    "company_name" | "company_name_en" | "logo" | "address" | "phone" | "mailbox" | "founded" | "credit_code"
  >,
): Record<string, unknown> {
  return organizationJsonLd({
    siteUrl,
    name: company.company_name,
    alternateName: company.company_name_en,
    logo: company.logo,
    address: company.address,
    phone: company.phone,
    email: company.mailbox,
    founded: company.founded,
    taxID: company.credit_code,
  });
}
