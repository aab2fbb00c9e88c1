/** Display formats shared by the public pages. Dates are shown in China Standard Time (UTC+8), the company's. */

const CST_OFFSET_SECONDS = 8 * 60 * 60;

/** A unix-seconds timestamp as YYYY-MM-DD in China Standard Time. */
export function formatDate(unixSeconds: number): string {
  return new Date((unixSeconds + CST_OFFSET_SECONDS) * 1000).toISOString().slice(0, 10);
}

/** A unix-seconds timestamp as an ISO 8601 instant, for `<time dateTime>` and feeds. */
export function isoInstant(unixSeconds: number): string {
  return new Date(unixSeconds * 1000).toISOString();
}

/** Plain-text paragraphs separated by blank lines (company intro, organisation). */
export function paragraphs(text: string): string[] {
  return text
    .split(/\n\s*\n/)
    .map((p) => p.trim())
    .filter(Boolean);
}

/** Text without tags and collapsed whitespace, cut to `max` characters with an ellipsis: descriptions. */
export function plainExcerpt(html: string, max = 120): string {
  const text = html
    .replace(/<[^>]*>/g, " ")
    .replace(/&nbsp;/g, " ")
    .replace(/&amp;/g, "&")
    .replace(/&lt;/g, "<")
    .replace(/&gt;/g, ">")
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/\s+/g, " ")
    .trim();
  return text.length > max ? `${text.slice(0, max - 1).trimEnd()}…` : text;
}
