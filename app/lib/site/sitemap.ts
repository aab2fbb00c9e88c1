/** sitemap.xml: every visible page (single pages, lists) and every article reachable under a list menu. */
import type { MenuItem } from "~/lib/content/schema";
import { articlesOfMenus, type ReadonlyArticle } from "./articles";
import { buildMenuTree, type MenuNode } from "./menu-tree";
import { articlePath, landingPath } from "./nav";
import { localizedUrl } from "./seo";
import { isoInstant } from "~/lib/format/date";
import { articleIn } from "./localize";

const readsInEnglish = (article: ReadonlyArticle) => articleIn(article, "en-US").lang === "en-US";

export interface SitemapEntry {
  path: string;
  lastmod?: number;
  /** False when the page's content exists only in Chinese: it is left out of the English side (docs/decisions/011). */
  english?: boolean;
}

/** The paths a crawler should know, home first; parents that only redirect are left out. */
export function sitemapEntries(menus: readonly MenuItem[], articles: readonly ReadonlyArticle[]): SitemapEntry[] {
  const entries: SitemapEntry[] = [{ path: "/" }];
  const seen = new Set<string>(["/"]);
  const visit = (node: MenuNode) => {
    if (node.children.length === 0 && node.item.route !== "") {
      const path = landingPath(node);
      const own = articlesOfMenus(articles, [node.item.id]);
      const single = path === node.path;
      if (!seen.has(path)) {
        seen.add(path);
        // A single page shows its newest article; a list page is English whatever its items are.
        entries.push({ path, lastmod: own[0]?.updatetime, english: !single || !own[0] || readsInEnglish(own[0]) });
      }
      if (!single) {
        for (const article of own) {
          entries.push({
            path: articlePath(node, article.id),
            lastmod: article.updatetime,
            english: readsInEnglish(article),
          });
        }
      }
    }
    node.children.forEach(visit);
  };
  buildMenuTree(menus).roots.forEach(visit);
  return entries;
}

const escapeXml = (s: string) =>
  s.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/"/g, "&quot;").replace(/'/g, "&apos;");

/**
 * The sitemap document: each page's Chinese URL with hreflang alternates for both locales, or, for a page whose
 * content exists only in Chinese, the Chinese URL alone (the English side leaves it out).
 */
export function sitemapXml(siteUrl: string, entries: readonly SitemapEntry[]): string {
  const urls = entries.map((e) => {
    const zh = localizedUrl(siteUrl, e.path, "zh-CN");
    const en = localizedUrl(siteUrl, e.path, "en-US");
    const alternates =
      e.english === false
        ? []
        : [
            `<xhtml:link rel="alternate" hreflang="zh-CN" href="${escapeXml(zh)}"/>`,
            `<xhtml:link rel="alternate" hreflang="en-US" href="${escapeXml(en)}"/>`,
          ];
    return [
      "<url>",
      `<loc>${escapeXml(zh)}</loc>`,
      e.lastmod ? `<lastmod>${isoInstant(e.lastmod)}</lastmod>` : "",
      ...alternates,
      "</url>",
    ].join("");
  });
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">\n${urls.join("\n")}\n</urlset>\n`;
}

export interface FeedItem {
  title: string;
  path: string;
  description: string;
  published: number;
}

/** An RSS 2.0 channel. */
export function rssXml(
  channel: { siteUrl: string; title: string; description: string; path: string; language: string },
  items: readonly FeedItem[],
): string {
  const abs = (p: string) => escapeXml(new URL(p, channel.siteUrl).toString());
  const body = items
    .map(
      (i) =>
        `<item><title>${escapeXml(i.title)}</title><link>${abs(i.path)}</link><guid isPermaLink="true">${abs(i.path)}</guid><pubDate>${new Date(i.published * 1000).toUTCString()}</pubDate><description>${escapeXml(i.description)}</description></item>`,
    )
    .join("\n");
  return `<?xml version="1.0" encoding="UTF-8"?>\n<rss version="2.0" xmlns:atom="http://www.w3.org/2005/Atom"><channel><title>${escapeXml(channel.title)}</title><link>${abs("/")}</link><atom:link href="${abs(channel.path)}" rel="self" type="application/rss+xml"/><description>${escapeXml(channel.description)}</description><language>${channel.language}</language>\n${body}\n</channel></rss>\n`;
}

/** robots.txt: everything public is crawlable; the admin area is not named here (it sends X-Robots-Tag). */
export function robotsTxt(siteUrl: string): string {
  return `User-agent: *\nAllow: /\n\nSitemap: ${new URL("/sitemap.xml", siteUrl).toString()}\n`;
}
