/**
 * The allow-list for rich article HTML, applied when an article is saved and again when it is rendered, so
 * content that reached the files by any other path is still inert on the page.
 */
import sanitizeHtml from "sanitize-html";

/** True for a URL an admin may link or embed: http(s), mailto/tel for links, or a site-relative path. */
export function isSafeUrl(value: string, { allowMail = false } = {}): boolean {
  const url = value.trim();
  if (/^\/(?!\/)/.test(url) || url.startsWith("#")) return true;
  if (/^https?:\/\/[^\s]+$/i.test(url)) return true;
  return allowMail && /^(mailto|tel):[^\s]+$/i.test(url);
}

const OPTIONS: sanitizeHtml.IOptions = {
  allowedTags: [
    "h2", "h3", "h4", "h5", "h6", "p", "br", "hr", "blockquote", "pre", "code",
    "ul", "ol", "li", "strong", "b", "em", "i", "u", "s", "sub", "sup", "mark", "small", "span",
    "a", "img", "figure", "figcaption",
    "table", "thead", "tbody", "tfoot", "tr", "th", "td", "caption", "colgroup", "col",
  ],
  allowedAttributes: {
    a: ["href", "title", "target", "rel"],
    img: ["src", "alt", "title", "width", "height", "loading"],
    th: ["colspan", "rowspan", "scope"],
    td: ["colspan", "rowspan"],
    col: ["span"],
    ol: ["start"],
    "*": ["class"],
  },
  allowedClasses: { "*": ["text-center", "text-right", "lead", "note"] },
  // Schemes are checked by our own predicate below; sanitize-html's own list is the first line.
  allowedSchemes: ["http", "https", "mailto", "tel"],
  allowedSchemesByTag: { img: ["http", "https"] },
  allowProtocolRelative: false,
  disallowedTagsMode: "discard",
  nonTextTags: ["script", "style", "textarea", "option", "noscript", "template", "iframe", "object", "svg", "math"],
  transformTags: {
    a: (tagName, attribs) => {
      const href = attribs.href ?? "";
      const safe = isSafeUrl(href, { allowMail: true });
      const external = /^https?:/i.test(href);
      const next: Record<string, string> = { ...attribs };
      if (!safe) delete next.href;
      if (external) {
        next.target = "_blank";
        next.rel = "noopener noreferrer";
      } else {
        delete next.target;
        delete next.rel;
      }
      return { tagName, attribs: next };
    },
    img: (tagName, attribs) => {
      const next: Record<string, string> = { ...attribs, loading: "lazy" };
      if (!isSafeUrl(next.src ?? "")) delete next.src;
      for (const size of ["width", "height"] as const) {
        if (next[size] !== undefined && !/^\d{1,4}$/.test(next[size])) delete next[size];
      }
      return { tagName, attribs: next };
    },
  },
  exclusiveFilter: (frame) => frame.tag === "img" && !frame.attribs.src,
};

/** Returns `html` with only allow-listed tags, attributes and URLs left. */
export function sanitizeArticleHtml(html: string): string {
  return sanitizeHtml(html, OPTIONS);
}
