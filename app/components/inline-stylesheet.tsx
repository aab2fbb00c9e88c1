/**
 * A page's stylesheet, written into its head instead of linked. Every page needs all of its stylesheet before
 * it can paint, and as a file it cost a round trip before the first paint while the page's scripts and images
 * competed for the same connection. Public pages inline the site's small stylesheet (about 7 KB compressed);
 * the admin and console inline theirs (about 13 KB), which the browser then keeps for the session, since
 * their later navigations are client-side.
 *
 * The server renders the element empty and entry.server splices the built text into the finished document
 * (lib/http/stylesheets.server.ts), which costs a copy instead of a pass through the renderer. In the browser
 * the component keeps the text the server wrote, so hydration finds exactly what it renders.
 */
export type StylesheetName = "site" | "admin";

export function InlineStylesheet({ name }: { name: StylesheetName }) {
  const id = `${name}-stylesheet`;
  const text = typeof document === "undefined" ? "" : (document.getElementById(id)?.textContent ?? "");
  return <style id={id} dangerouslySetInnerHTML={{ __html: text }} />;
}
