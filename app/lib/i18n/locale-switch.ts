/**
 * Switching the interface language, the same way on the public site, the admin and the console: a plain link to
 * the current page with `?lng=` replaced (the server sets the language cookie on it and tells the page it was a
 * switch, so the page can confirm it), and the browser's `arco-locale` key kept in step where JavaScript runs.
 */
import { SUPPORTED_LOCALES, type Locale } from "./config";

/** The query parameter that chooses a language (docs/product.md §9). */
export const LOCALE_PARAM = "lng";

/** The browser's copy of the language (localStorage), the key Arco Design Pro's screens read. */
export const LOCALE_STORAGE_KEY = "arco-locale";

/** Each locale's name in its own language: what a language link reads, whatever the page's language. */
export const LOCALE_NAMES: Readonly<Record<Locale, string>> = { "zh-CN": "中文", "en-US": "English" };

/** The locale a two-language switch offers from `locale`. */
export function otherLocale(locale: string): Locale {
  return SUPPORTED_LOCALES.find((candidate) => candidate !== locale) ?? SUPPORTED_LOCALES[0];
}

/**
 * `href` (a path with its query, as the address bar has it) in `locale`: every `lng` it had is removed and one
 * is added last, the rest of the query is kept, the fragment is dropped. Switching any number of times in a row
 * therefore never piles up parameters, and a public page's link stays in its canonical form (`?page=N&lng=…`).
 */
export function localeSwitchHref(href: string, locale: Locale): string {
  const hashAt = href.indexOf("#");
  const withoutHash = hashAt >= 0 ? href.slice(0, hashAt) : href;
  const queryAt = withoutHash.indexOf("?");
  const path = queryAt >= 0 ? withoutHash.slice(0, queryAt) : withoutHash;
  const params = new URLSearchParams(queryAt >= 0 ? withoutHash.slice(queryAt + 1) : "");
  params.delete(LOCALE_PARAM);
  params.append(LOCALE_PARAM, locale);
  // A path that starts with two slashes (or a slash and a backslash) would make the link leave the site.
  const safePath = path.replace(/^[/\\]{2,}/, "/") || "/";
  return `${safePath}?${params.toString()}`;
}

/** Writes the page's locale to the browser's `arco-locale` key; quietly does nothing where storage is refused. */
export function rememberLocale(locale: string, storage: Pick<Storage, "getItem" | "setItem"> | undefined): void {
  try {
    if (storage && storage.getItem(LOCALE_STORAGE_KEY) !== locale) storage.setItem(LOCALE_STORAGE_KEY, locale);
  } catch {
    // Private modes and disabled storage throw; the cookie still carries the choice.
  }
}
