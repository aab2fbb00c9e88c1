/**
 * React 18 writes a document's closing `</body></html>` with its shell, so whatever it renders later — here
 * the scripts that hand the loaders' data to the browser — lands after `</html>`. Browsers move such content
 * back into the body, but it is invalid HTML ("stray start tag"). The closing tags are moved to the end
 * instead: the same document for a browser, and a valid one.
 */
const CLOSING = Buffer.from("</body></html>");

/** The document with `</body></html>` at its very end; the same buffer when it already is (or is absent). */
export function withClosingTagsLast(html: Buffer): Buffer {
  const at = html.lastIndexOf(CLOSING);
  if (at < 0 || at + CLOSING.length === html.length) return html;
  return Buffer.concat([html.subarray(0, at), html.subarray(at + CLOSING.length), CLOSING]);
}
