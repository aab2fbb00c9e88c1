/**
 * Open-redirect protection: only a local absolute path is followed; anything else (other hosts,
 * protocol-relative `//x`, backslashes, schemes, control characters, `..` segments) gives the fallback.
 */
export function safeRedirect(to: FormDataEntryValue | string | null | undefined, fallback: string): string {
  if (typeof to !== "string" || to.length === 0 || to.length > 2048) return fallback;
  if (!to.startsWith("/") || to.startsWith("//") || to.startsWith("/\\")) return fallback;
  // Browsers treat "\" like "/" and drop tabs/newlines, so "/\t/evil" would become "//evil".
  // eslint-disable-next-line no-control-regex -- refusing control characters is the point
  if (/[\\\u0000-\u001f\u007f]/.test(to)) return fallback;
  let decoded: string;
  try {
    decoded = decodeURIComponent(to.split(/[?#]/)[0] ?? "");
  } catch {
    return fallback;
  }
  // eslint-disable-next-line no-control-regex -- control characters are what we refuse
  if (decoded.startsWith("//") || /[\\\u0000-\u001f]/.test(decoded)) return fallback;
  if (decoded.split("/").some((segment) => segment === "..")) return fallback;
  return to;
}
