/**
 * The public site's stylesheet, inlined in the page's head. It is small (about 7 KB compressed), every public
 * page needs all of it before it can paint, and as a separate file it cost a round trip before the first
 * paint, while the page's scripts and images competed for the same connection. The server passes its text
 * through context (entry.server reads the built file); in the browser the component keeps the text the
 * server wrote, so hydration finds exactly what it renders.
 */
import { createContext, useContext } from "react";

/** The stylesheet's text on the server; null in the browser. */
export const SiteStylesheetText = createContext<string | null>(null);

export function InlineSiteStylesheet() {
  const serverText = useContext(SiteStylesheetText);
  const text =
    serverText ??
    (typeof document === "undefined" ? "" : (document.getElementById("site-stylesheet")?.textContent ?? ""));
  return <style id="site-stylesheet" dangerouslySetInnerHTML={{ __html: text }} />;
}
