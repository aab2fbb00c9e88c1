/** What every public loader needs: the store, the visitor's locale, a content snapshot and the site settings. */
import { getEnv } from "~/lib/env.server";
import { getContentStore } from "~/lib/content/store.server";
import { i18nServer } from "~/lib/i18n/i18n.server";
import { toLocale, DEFAULT_LOCALE } from "~/lib/i18n/config";
import type { SiteContent } from "./page-data";
import { displayVersion, publicSnapshot } from "./display.server";

export interface SiteRequest {
  locale: string;
  version: string;
  content: SiteContent;
  siteUrl: string;
  map: { tileUrl: string; tileAttribution: string };
}

/** Reads the in-memory store on every request, so a save in the admin shows on the next page view. */
export async function siteRequest(request: Request): Promise<SiteRequest> {
  const [store, detected] = await Promise.all([getContentStore(), i18nServer.getLocale(request)]);
  const env = getEnv();
  const now = Date.now();
  return {
    locale: toLocale(detected) ?? DEFAULT_LOCALE,
    // Both by the same clock reading: memos keyed on the version hold pages built from this content.
    version: displayVersion(store, now),
    content: publicSnapshot(store, now),
    siteUrl: env.SITE_URL,
    map: { tileUrl: env.MAP_TILE_URL, tileAttribution: env.MAP_TILE_ATTRIBUTION },
  };
}
