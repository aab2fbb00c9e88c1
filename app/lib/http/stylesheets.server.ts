/**
 * Splices the built stylesheet into a rendered document's empty `<style id="…-stylesheet">` element (see
 * components/inline-stylesheet.tsx): one search near the top of the page and one copy per response.
 */
import adminStylesheet from "~/styles/app.css?inline";
import siteStylesheet from "~/styles/site.css?inline";

export interface StylesheetSlot {
  empty: Buffer;
  open: Buffer;
  text: Buffer;
}

/** The empty element a page renders for stylesheet `name`, and the text that goes into it. */
export function stylesheetSlot(name: string, text: string): StylesheetSlot {
  const open = `<style id="${name}-stylesheet">`;
  return { empty: Buffer.from(`${open}</style>`), open: Buffer.from(open), text: Buffer.from(text) };
}

const BUILT = [stylesheetSlot("site", siteStylesheet), stylesheetSlot("admin", adminStylesheet)];

/** The element sits at the top of <head>; looking further would only cost time on a page without one. */
const SEARCH_LIMIT = 4_096;

/** The document with its stylesheet written in; unchanged when it has no empty stylesheet element. */
export function withInlineStylesheet(html: Buffer, slots: readonly StylesheetSlot[] = BUILT): Buffer {
  const head = html.subarray(0, SEARCH_LIMIT);
  for (const slot of slots) {
    const at = head.indexOf(slot.empty);
    if (at < 0) continue;
    const inside = at + slot.open.length;
    return Buffer.concat([html.subarray(0, inside), slot.text, html.subarray(inside)]);
  }
  return html;
}
