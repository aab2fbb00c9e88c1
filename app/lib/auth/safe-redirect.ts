/**
 * The one check every redirect target passes: only a local absolute path is followed; anything else (other
 * hosts, protocol-relative `//x`, backslashes, schemes, control characters, `..` segments) gives the fallback.
 * What it returns is percent-encoded, so a target with any character (e.g. Chinese) is a valid Location header.
 */
const LOCAL_BASE = "http://local.invalid";

export function safeRedirect(to: FormDataEntryValue | string | null | undefined, fallback: string): string {
  if (typeof to !== "string" || to.length === 0 || to.length > 2048) return fallback;
  if (!to.startsWith("/") || to.startsWith("//")) return fallback;
  // Browsers treat "\" like "/" and drop tabs/newlines, so "/\t/evil" would become "//evil".
  // eslint-disable-next-line no-control-regex -- refusing control characters is the point
  if (/[\\\u0000-\u001f\u007f-\u009f\u2028\u2029]/.test(to)) return fallback;
  let decoded: string;
  try {
    decoded = decodeURIComponent(to.split(/[?#]/)[0] ?? "");
  } catch {
    return fallback;
  }
  // eslint-disable-next-line no-control-regex -- control characters are what we refuse
  if (decoded.startsWith("//") || /[\\\u0000-\u001f\u007f]/.test(decoded)) return fallback;
  if (decoded.split("/").some((segment) => segment === ".." || segment === ".")) return fallback;
  // Let the URL parser have the last word: whatever it reads as another origin is refused, and what it
  // returns is encoded.
  let url: URL;
  try {
    url = new URL(to, LOCAL_BASE);
  } catch {
    return fallback;
  }
  if (url.origin !== LOCAL_BASE || url.username || url.password) return fallback;
  return `${url.pathname}${url.search}${url.hash}`;
}
