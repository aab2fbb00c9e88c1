/**
 * Whether a request is a language switch the page should confirm (lib/i18n/locale-switch.ts builds the links).
 * A `?lng=` address is also what search engines and shared links use, so only a visitor following a link on
 * this site to another language than the one they had gets the confirmation: a crawled or pasted `?lng=` page
 * stays the plain, cacheable page.
 */
import { toLocale, type Locale } from "./config";
import { i18nServer } from "./i18n.server";
import { LOCALE_PARAM } from "./locale-switch";

/** The parts of a request the decision reads. */
export interface SwitchHead {
  url: URL;
  /** The language the visitor had before this request: from the cookie, else Accept-Language. */
  previous: Locale;
  secFetchSite: string | null;
  referer: string | null;
}

/**
 * The locale `head` switches to, or null: its `?lng=` names a supported locale other than the visitor's
 * previous one, and the browser says it came from this site (`Sec-Fetch-Site: same-origin`, or, from a browser
 * that does not send that header, a Referer on the same host).
 */
export function switchedLocale({ url, previous, secFetchSite, referer }: SwitchHead): Locale | null {
  const asked = toLocale(url.searchParams.get(LOCALE_PARAM));
  if (!asked || asked === previous) return null;
  return fromThisSite(url, secFetchSite, referer) ? asked : null;
}

function fromThisSite(url: URL, secFetchSite: string | null, referer: string | null): boolean {
  if (secFetchSite) return secFetchSite === "same-origin";
  if (!referer) return false;
  try {
    return new URL(referer).host === url.host;
  } catch {
    return false;
  }
}

/** The locale `request` switches to (see switchedLocale), or null. */
export async function localeSwitchOf(request: Request): Promise<Locale | null> {
  const url = new URL(request.url);
  if (!url.searchParams.has(LOCALE_PARAM)) return null;
  // The same detection as the page's own, minus the parameter: cookie, then Accept-Language, then zh-CN.
  const withoutParam = new URL(url);
  withoutParam.searchParams.delete(LOCALE_PARAM);
  const previous = toLocale(await i18nServer.getLocale(new Request(withoutParam, { headers: request.headers })));
  if (!previous) return null;
  return switchedLocale({
    url,
    previous,
    secFetchSite: request.headers.get("Sec-Fetch-Site"),
    referer: request.headers.get("Referer"),
  });
}
