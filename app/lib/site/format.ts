/** Text shapes shared by the public pages and the admin (dates: lib/format/date). */

/** Plain-text paragraphs separated by blank lines (company intro, organisation). */
export function paragraphs(text: string): string[] {
  return text
    .split(/\n\s*\n/)
    .map((p) => p.trim())
    .filter(Boolean);
}

/** Elements that stand as a block of their own: their text never runs into the next block's. */
const BLOCK_BOUNDARY =
  /<\/?(?:p|div|h[1-6]|li|ul|ol|dl|dt|dd|tr|td|th|table|thead|tbody|blockquote|pre|section|article|header|footer|figure|figcaption|hr|br)\b[^>]*>/gi;
/** Sentence-ending or separating punctuation after which no extra stop is added. */
const ENDS_WITH_PUNCTUATION = /[。！？；：，、…．.!?;:,)）」』”"'】]$/;
const HAN_AT_END = /[\u3400-\u9fff\uf900-\ufaff]$/;

function decodeEntities(text: string): string {
  return text
    .replace(/&nbsp;/g, " ")
    .replace(/&lt;/g, "<")
    .replace(/&gt;/g, ">")
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/&amp;/g, "&");
}

/** The text of each block element of an HTML fragment, tags dropped, entities decoded, whitespace collapsed. */
function htmlBlocks(html: string): string[] {
  return html
    .replace(BLOCK_BOUNDARY, "\u0000")
    .replace(/<[^>]*>/g, "")
    .split("\u0000")
    .map((b) => decodeEntities(b).replace(/\s+/g, " ").trim())
    .filter(Boolean);
}

/** An HTML fragment as readable text: one line per block (paragraph, heading, list item …), no markup. */
export function plainTextOf(html: string): string {
  return htmlBlocks(html).join("\n");
}

/**
 * Text without tags and collapsed whitespace, cut to `max` characters with an ellipsis: descriptions. Each block
 * (heading, paragraph, list item …) becomes a sentence of its own, so a heading never runs into the text after it:
 * a block that ends without punctuation gets a full stop (。 after Chinese, ". " otherwise).
 */
export function plainExcerpt(html: string, max = 120): string {
  const blocks = htmlBlocks(html);
  let text = "";
  blocks.forEach((block, i) => {
    if (i > 0) {
      const end = ENDS_WITH_PUNCTUATION.test(text) ? "" : HAN_AT_END.test(text) ? "。" : ".";
      text += end;
      // Chinese punctuation carries its own space; Latin text needs one.
      if (!/[\u3000-\u303f\uff00-\uffef]$/.test(text)) text += " ";
    }
    text += block;
  });
  return text.length > max ? `${text.slice(0, max - 1).trimEnd()}…` : text;
}
