#!/usr/bin/env node
// Runs axe on every story of a static Storybook build and fails on serious or critical violations.
//
//   node scripts/storybook-a11y.mjs <static-dir> [--filter=<text>] [--concurrency=<n>] [--verbose]
//
// --theme=<light|dark> sets the Theme toolbar. --filter keeps the stories whose id or title contains the text, in any case (--filter=Site: Site/Pages/...).
// It serves the build itself on a free loopback port and opens a few preview iframes in the system Chromium;
// each switches from story to story the way the Storybook UI does (a fresh load when a story fails to render),
// waits for the story to render (plus its theme/locale effects), then runs axe on the page (portals included). The addon's own automatic run is switched off through the `a11y.manual` global
// so the two axe runs do not collide. Prints the failures per story and a final `a11y: N passed, N failed` line.

import { chromium } from "@playwright/test";
import { chromiumLaunchOptions } from "./chromium.mjs";
import { existsSync, readFileSync } from "node:fs";
import { createRequire } from "node:module";
import { join } from "node:path";
import { serveStorybook, switchStory } from "./storybook-static.mjs";

const args = process.argv.slice(2);
const dir = args.find((arg) => !arg.startsWith("--"));
const option = (name) => args.find((arg) => arg.startsWith(`--${name}=`))?.split("=")[1];
const filter = option("filter");
const concurrency = Number(option("concurrency") ?? 6);
const verbose = args.includes("--verbose");
// --theme=dark runs every story with the Theme toolbar on dark (a story's own theme still wins).
const theme = option("theme");
const themeGlobal = theme ? `;theme:${theme}` : "";

if (!dir || !existsSync(join(dir, "index.json"))) {
  console.error("usage: node scripts/storybook-a11y.mjs <storybook-static-dir> [--filter=text] [--concurrency=n]");
  console.error(dir ? `no index.json in ${dir}: build Storybook first` : "missing static dir");
  process.exit(2);
}

const { base, index, close } = await serveStorybook(dir);
const axeSource = readFileSync(createRequire(import.meta.url).resolve("axe-core/axe.min.js"), "utf8");
const stories = Object.values(index.entries)
  .filter((entry) => entry.type === "story")
  .filter((entry) => !filter || `${entry.id} ${entry.title}`.toLowerCase().includes(filter.toLowerCase()))
  .map((entry) => entry.id)
  .sort();

const browser = await chromium.launch(chromiumLaunchOptions);

let passed = 0;
let failed = 0;

const freezeMotion =
  "*,*::before,*::after{transition:none!important;animation-duration:0s!important;animation-iteration-count:1!important}";

/** Loads a story with a full page load; returns the render error, if any. */
async function openStory(page, id) {
  await page.goto(
    `${base}/iframe.html?id=${encodeURIComponent(id)}&viewMode=story&globals=a11y.manual:!true${themeGlobal}`,
    {
      waitUntil: "load",
    },
  );
  await page.waitForSelector("body.sb-show-main, body.sb-show-errordisplay, body.sb-show-nopreview", {
    timeout: 15_000,
  });
  if (await page.locator("body.sb-show-errordisplay").count()) {
    const message = (await page.locator("#error-message").textContent()) ?? "";
    return `render error: ${message.trim().slice(0, 300)}`;
  }
  await page.addScriptTag({ content: axeSource });
  await page.addStyleTag({ content: freezeMotion });
  return null;
}

async function check(page, id, loaded) {
  const problems = [];
  const onError = (error) => problems.push(`page error: ${error.message}`);
  page.on("pageerror", onError);
  try {
    const switched = loaded && (await switchStory(page, id)) === "rendered";
    const renderError = switched ? null : await openStory(page, id);
    if (renderError) {
      problems.push(renderError);
    } else {
      // Let effects run so colours are final when axe measures contrast: the theme class on <html>, client-only
      // swaps, popover positioning. The whole document is checked, portals included.
      await page.waitForTimeout(300);
      const violations = await page.evaluate(
        async () => (await window.axe.run(document, { resultTypes: ["violations"] })).violations,
      );
      for (const violation of violations) {
        if (violation.impact !== "serious" && violation.impact !== "critical") continue;
        const targets = violation.nodes
          .slice(0, 3)
          .map((node) => node.target.join(" "))
          .join(" | ");
        problems.push(`${violation.impact} ${violation.id}: ${violation.help} [${targets}]`);
        if (verbose)
          for (const node of violation.nodes.slice(0, 3))
            problems.push(`      ${node.failureSummary?.replace(/\s+/g, " ")}`);
      }
    }
  } catch (error) {
    problems.push(`could not check: ${error instanceof Error ? error.message.split("\n")[0] : String(error)}`);
  } finally {
    page.off("pageerror", onError);
  }
  if (problems.length) {
    failed += 1;
    console.log(`✗ ${id}`);
    for (const problem of problems) console.log(`    ${problem}`);
  } else {
    passed += 1;
  }
  // A page whose story failed is loaded afresh for the next one.
  return problems.length === 0;
}

try {
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 }, reducedMotion: "reduce" });
  const queue = [...stories];
  await Promise.all(
    Array.from({ length: Math.max(1, concurrency) }, async () => {
      // Each worker keeps one page and switches it from story to story.
      const page = await context.newPage();
      let loaded = false;
      for (let id = queue.shift(); id; id = queue.shift()) loaded = await check(page, id, loaded);
      await page.close();
    }),
  );
} finally {
  await browser.close();
  close();
}

console.log(`a11y: ${passed} passed, ${failed} failed`);
process.exit(failed === 0 && passed > 0 ? 0 : 1);
