/**
 * Joins class names, skipping falsy ones. The site's components avoid tailwind-merge (about 10 KB gzipped)
 * because they never pass conflicting classes; the admin keeps `cn` for its overridable components.
 */
export function cx(...classes: (string | false | null | undefined)[]): string {
  return classes.filter(Boolean).join(" ");
}
