/**
 * A page's stylesheet, written into its head instead of linked. Every page needs all of its stylesheet before
 * it can paint, and as a file it cost a round trip before the first paint while the page's scripts and images
 * competed for the same connection. Public pages inline the site's small stylesheet (about 7 KB compressed);
 * the admin and console inline theirs (about 12 KB), which the browser then keeps for the session, since
 * their later navigations are client-side. The server passes the built text through context (entry.server);
 * in the browser the component keeps the text the server wrote, so hydration finds exactly what it renders.
 */
import { createContext, useContext } from "react";

export type StylesheetName = "site" | "admin";

/** The stylesheets' text on the server; null in the browser. */
export const StylesheetTexts = createContext<Record<StylesheetName, string> | null>(null);

export function InlineStylesheet({ name }: { name: StylesheetName }) {
  const id = `${name}-stylesheet`;
  const serverText = useContext(StylesheetTexts)?.[name];
  const text = serverText ?? (typeof document === "undefined" ? "" : (document.getElementById(id)?.textContent ?? ""));
  return <style id={id} dangerouslySetInnerHTML={{ __html: text }} />;
}
