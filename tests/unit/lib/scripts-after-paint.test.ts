import { describe, expect, it } from "vitest";
import { START_TIMEOUT_MS, scriptAfterPaint, withScriptsAfterFirstPaint } from "~/lib/http/scripts-after-paint.server";

/** The shape Remix 2 writes at the end of a document (manifest shortened). */
const REMIX_MODULE_SCRIPT = `;
import * as route0 from "/assets/root-BQYz-_Nz.js";
import * as route1 from "/assets/_site-DQMH57N7.js";
window.__remixManifest = {
  "entry": { "module": "/assets/entry.client-32ySPkO-.js", "imports": ["/assets/framework-CF-MqRGU.js"] },
  "url": "/assets/manifest-dc71a9fd.js"
};
window.__remixRouteModules = {"root":route0,"routes/_site":route1};

import("/assets/entry.client-32ySPkO-.js");`;

const DOCUMENT =
  `<!DOCTYPE html><html><head><link rel="modulepreload" href="/assets/leaflet-map.client-D.js"/></head>` +
  `<body><main>页面</main>` +
  `<link rel="modulepreload" href="/assets/entry.client-32ySPkO-.js"/>` +
  `<link rel="modulepreload" href="/assets/framework-CF-MqRGU.js"/>` +
  `<script nonce="N0nce==">window.__remixContext = {};</script>` +
  `<script nonce="N0nce==" type="module" async="">${REMIX_MODULE_SCRIPT}</script>` +
  `<!--$--><script nonce="N0nce==">window.__remixContext.streamController.close();</script><!--/$--></body></html>`;

describe("scripts after the first paint", () => {
  const html = withScriptsAfterFirstPaint(Buffer.from(DOCUMENT)).toString("utf8");

  it("keeps every element but fetches nothing until the script says so", () => {
    // Every preload matches no media (so nothing is fetched), and the document stays valid HTML.
    expect(html.match(/<link rel="modulepreload"/g)).toHaveLength(3);
    expect(html.match(/<link rel="modulepreload" media="not all" href="/g)).toHaveLength(3);
    expect(html).not.toContain("x-modulepreload");
    expect(html).not.toContain('type="module"');
    expect(html).toContain('<script nonce="N0nce==">window.__remixContext = {};</script>');
    expect(html).toContain("<main>页面</main>");
    expect(
      html.endsWith(
        '<script nonce="N0nce==">window.__remixContext.streamController.close();</script><!--/$--></body></html>',
      ),
    ).toBe(true);
  });

  it("imports the same modules and then runs the rest of Remix's script unchanged", () => {
    const script = scriptAfterPaint(REMIX_MODULE_SCRIPT)!;
    expect(script).toContain('Promise.all([import("/assets/root-BQYz-_Nz.js"),import("/assets/_site-DQMH57N7.js")])');
    expect(script).toContain("var route0=m[0],route1=m[1];");
    expect(script).toContain('window.__remixRouteModules = {"root":route0,"routes/_site":route1};');
    expect(script).toContain('import("/assets/entry.client-32ySPkO-.js");');
    expect(script).not.toMatch(/^import \* as/m);
    // Restores the preloads, waits for a presented paint (or the hero image's), and has a fallback timer.
    expect(script).toContain(`querySelectorAll('link[rel="modulepreload"][media="not all"]')`);
    expect(script).toContain('n.removeAttribute("media");l.replaceWith(n)');
    expect(script).toContain('observe({type:"paint",buffered:true})');
    expect(script).toContain('img[fetchpriority="high"]');
    expect(script).toContain(`setTimeout(start,${START_TIMEOUT_MS})`);
    // A classic inline script, without the `async` such a script may not carry.
    expect(html).toContain(`<script nonce="N0nce==">${script}</script>`);
    // It parses as a classic script.
    expect(() => new Function(script.replace(/\bimport\(/g, "load("))).not.toThrow();
  });

  it("leaves a document alone when the module script is missing or of another form", () => {
    const admin = DOCUMENT.replace(/<script nonce="N0nce==" type="module"[\s\S]*?<\/script>/, "");
    expect(withScriptsAfterFirstPaint(Buffer.from(admin)).toString()).toBe(admin);
    const otherForm = DOCUMENT.replace(
      'import * as route1 from "/assets/_site-DQMH57N7.js";',
      'import { x } from "/a.js";',
    );
    expect(withScriptsAfterFirstPaint(Buffer.from(otherForm)).toString()).toBe(otherForm);
    expect(scriptAfterPaint('import("/assets/entry.js");')).toBeNull();
  });
});
