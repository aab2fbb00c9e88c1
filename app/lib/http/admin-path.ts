/**
 * The admin area's URL prefix as routing sees it. Route matching ignores case, so `/EKWU1RHJDG/x` reaches the
 * admin routes: every check of "is this the admin?" must ignore case too, and such a URL is redirected to the
 * canonical spelling so it is never answered (or cached) under another one.
 */

/** The first path segment, as sent. */
function firstSegment(pathname: string): string {
  return pathname.split("/")[1] ?? "";
}

/** True when `pathname` is in the admin area, whatever the prefix's letter case. */
export function isAdminPathname(pathname: string, adminPath: string): boolean {
  return firstSegment(pathname).toLowerCase() === adminPath.toLowerCase();
}

/** The same path with the admin prefix spelled canonically, or null when it already is (or is not admin). */
export function canonicalAdminPathname(pathname: string, adminPath: string): string | null {
  const first = firstSegment(pathname);
  if (first === adminPath || first.toLowerCase() !== adminPath.toLowerCase()) return null;
  return `/${adminPath}${pathname.slice(first.length + 1)}`;
}
