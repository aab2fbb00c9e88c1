/**
 * Public pages start their JavaScript after the first paint. Worth: Lighthouse on `/` 99–100 with it, 92 without
 * (docs/performance.md, "What each trick is worth").
 *
 * A public page works fully without JavaScript (links, forms, the phone menu as a disclosure); scripts add
 * client-side navigation, the dialog menu, the players and the map. Remix writes `<link rel="modulepreload">`
 * for every module of the page and a module script importing them, so the browser fetches ~95 KB of
 * JavaScript alongside the first paint's document and images, and a slow connection shares its bandwidth with
 * them. Here the document keeps every element Remix rendered (hydration finds what it expects), with:
 * - each preload given `media="not all"` (a preload whose media matches nothing is not fetched; valid HTML,
 *   unlike an unknown rel),
 * - the module script turned into a classic script that, once the page has painted, puts a copy without that
 *   media in each preload's place (the browser then fetches them all in parallel) and imports the same modules
 *   with `import()` before running the rest of Remix's script unchanged.
 * React 18 does not compare attributes when hydrating a production build, and Remix renders the script's text
 * with `suppressHydrationWarning`, so the changed attributes and text do not disturb hydration. A document
 * whose module script is not of the expected form is left as it is.
 */

const PRELOAD = '<link rel="modulepreload"';
const DEFERRED_PRELOAD = '<link rel="modulepreload" media="not all"';
const STATIC_IMPORT = /^import \* as (\w+) from ("[^"\\]+");$/gm;
const ANY_STATIC_IMPORT = /^\s*import\s*[^\s(]/m;

/**
 * How long to wait for that paint before starting anyway: a tab opened in the background never paints, and
 * a hero image may be too slow or too small to be the largest paint.
 */
export const START_TIMEOUT_MS = 3_000;

/** The classic script that runs Remix's module script once the page has painted; null when it cannot. */
export function scriptAfterPaint(moduleScript: string): string | null {
  const imports: { name: string; url: string }[] = [];
  const rest = moduleScript.replace(STATIC_IMPORT, (_line, name: string, url: string) => {
    imports.push({ name, url });
    return "";
  });
  if (imports.length === 0 || ANY_STATIC_IMPORT.test(rest)) return null;
  const fetches = imports.map(({ url }) => `import(${url})`).join(",");
  const bindings = imports.map(({ name }, i) => `${name}=m[${i}]`).join(",");
  return (
    `(function(){var started=false;function start(){if(started)return;started=true;` +
    // A fresh element, as changing the media of one already connected need not start a fetch.
    `document.querySelectorAll('link[rel="modulepreload"][media="not all"]').forEach(function(l){` +
    `var n=l.cloneNode();n.removeAttribute("media");l.replaceWith(n)});` +
    `Promise.all([${fetches}]).then(function(m){var ${bindings};${rest}\n})}` +
    // Paint entries are delivered once their frame has been presented, so the fetches start after it. With
    // a hero image (fetchpriority="high"), after that image has been painted (or has failed).
    `var types=window.PerformanceObserver&&PerformanceObserver.supportedEntryTypes||[];` +
    `var hero=types.indexOf("largest-contentful-paint")>=0&&document.querySelector('img[fetchpriority="high"]');` +
    `function painted(list,observer){list.getEntries().forEach(function(e){` +
    `if(hero?e.element===hero:e.entryType==="paint"){observer.disconnect();start()}})}` +
    `try{var o=new PerformanceObserver(painted);o.observe({type:"paint",buffered:true});` +
    `o.observe({type:"largest-contentful-paint",buffered:true})}catch(e){start()}` +
    `if(hero)hero.addEventListener("error",start);` +
    `setTimeout(start,${START_TIMEOUT_MS})})();`
  );
}

const MODULE_ATTRIBUTES = Buffer.from(' type="module" async="">');
const SCRIPT_OPEN = Buffer.from("<script ");
const SCRIPT_CLOSE = Buffer.from("</script>");
const PRELOAD_BYTES = Buffer.from(PRELOAD);
const DEFERRED_PRELOAD_BYTES = Buffer.from(DEFERRED_PRELOAD);
/** The rewritten script per module script text: the same few route combinations come back on every page. */
const rewritten = new Map<string, string | null>();
const REWRITTEN_MAX = 200;

/**
 * The document with its scripts started after the first paint (see above); the same buffer if not possible.
 * Works on the bytes (the module script sits near the end of a ~100 KB page): a search from the end, the
 * script's own text decoded, one copy of the page.
 */
export function withScriptsAfterFirstPaint(html: Buffer): Buffer {
  const attributes = html.lastIndexOf(MODULE_ATTRIBUTES);
  if (attributes < 0) return html;
  const open = html.lastIndexOf(SCRIPT_OPEN, attributes);
  const textStart = attributes + MODULE_ATTRIBUTES.length;
  const close = html.indexOf(SCRIPT_CLOSE, textStart);
  const tag = html.toString("latin1", open, attributes);
  const nonce = /^<script nonce="([^"]*)"$/.exec(tag)?.[1];
  if (open < 0 || close < 0 || nonce === undefined) return html;

  const text = html.toString("utf8", textStart, close);
  let script = rewritten.get(text);
  if (script === undefined) {
    script = scriptAfterPaint(text);
    if (rewritten.size >= REWRITTEN_MAX) rewritten.clear();
    rewritten.set(text, script);
  }
  if (script === null) return html;

  const parts: Buffer[] = [];
  let from = 0;
  for (let at = html.indexOf(PRELOAD_BYTES); at >= 0 && at < open; at = html.indexOf(PRELOAD_BYTES, from)) {
    parts.push(html.subarray(from, at), DEFERRED_PRELOAD_BYTES);
    from = at + PRELOAD_BYTES.length;
  }
  parts.push(
    html.subarray(from, open),
    // No `async`: it means nothing on a script without `src` (and is invalid there); this one runs in place.
    Buffer.from(`<script nonce="${nonce}">${script}`),
    html.subarray(close),
  );
  return Buffer.concat(parts);
}
