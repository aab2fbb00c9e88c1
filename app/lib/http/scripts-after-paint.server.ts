/**
 * Public pages start their JavaScript after the first paint.
 *
 * A public page works fully without JavaScript (links, forms, the phone menu as a disclosure); scripts add
 * client-side navigation, the dialog menu, the players and the map. Remix writes `<link rel="modulepreload">`
 * for every module of the page and a module script importing them, so the browser fetches ~95 KB of
 * JavaScript alongside the first paint's document and images, and a slow connection shares its bandwidth with
 * them. Here the document keeps every element Remix rendered (hydration finds what it expects), with:
 * - each preload renamed `rel="x-modulepreload"` (browsers ignore an unknown rel),
 * - the module script turned into a classic script that, once the page has painted, renames the preloads
 *   back (the browser then fetches them all in parallel) and imports the same modules with `import()`
 *   before running the rest of Remix's script unchanged.
 * React 18 does not compare attributes when hydrating a production build, and Remix renders the script's text
 * with `suppressHydrationWarning`, so the changed attributes and text do not disturb hydration. A document
 * whose module script is not of the expected form is left as it is.
 */

const PRELOAD = '<link rel="modulepreload"';
const DEFERRED_PRELOAD = '<link rel="x-modulepreload"';
const MODULE_SCRIPT = /<script nonce="([^"]*)" type="module" async="">([\s\S]*?)<\/script>/;
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
    `document.querySelectorAll('link[rel="x-modulepreload"]').forEach(function(l){l.rel=l.rel.slice(2)});` +
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

/** The document with its scripts started after the first paint (see above); unchanged if not possible. */
export function withScriptsAfterFirstPaint(html: string): string {
  const match = MODULE_SCRIPT.exec(html);
  if (!match) return html;
  const [element, nonce, text] = match;
  const script = scriptAfterPaint(text ?? "");
  if (script === null) return html;
  const before = html.slice(0, match.index).split(PRELOAD).join(DEFERRED_PRELOAD);
  const after = html.slice(match.index + element.length);
  return `${before}<script nonce="${nonce}" async="">${script}</script>${after}`;
}
