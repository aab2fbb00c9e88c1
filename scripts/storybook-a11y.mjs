#!/usr/bin/env node
// Runs axe on every story of a static Storybook build and fails on serious or critical violations.
//
//   node scripts/storybook-a11y.mjs <static-dir> [--filter=<text>] [--concurrency=<n>] [--verbose]
//
// --filter keeps the stories whose id or title contains the text, in any case (--filter=Site: Site/Pages/...).
// It serves the build itself on a free loopback port, opens each story's iframe in the system
// Chromium, waits for the story to render (plus its theme/locale effects), then runs axe on the page
// (portals included). The addon's own automatic run is switched off through the `a11y.manual` global
// so the two axe runs do not collide. Prints the failures per story and a final `a11y: N passed, N failed` line.

import AxeBuilder from "@axe-core/playwright";
import { chromium } from "@playwright/test";
import { chromiumLaunchOptions } from "./chromium.mjs";
import { createReadStream, existsSync, readFileSync, statSync } from "node:fs";
import { createServer } from "node:http";
import { extname, join, normalize, resolve, sep } from "node:path";

const args = process.argv.slice(2);
const dir = args.find((arg) => !arg.startsWith("--"));
const option = (name) => args.find((arg) => arg.startsWith(`--${name}=`))?.split("=")[1];
const filter = option("filter");
const concurrency = Number(option("concurrency") ?? 6);
const verbose = args.includes("--verbose");

if (!dir || !existsSync(join(dir, "index.json"))) {
  console.error("usage: node scripts/storybook-a11y.mjs <storybook-static-dir> [--filter=text] [--concurrency=n]");
  console.error(dir ? `no index.json in ${dir}: build Storybook first` : "missing static dir");
  process.exit(2);
}

const root = resolve(dir);
const types = {
  ".html": "text/html; charset=utf-8",
  ".js": "text/javascript; charset=utf-8",
  ".mjs": "text/javascript; charset=utf-8",
  ".css": "text/css; charset=utf-8",
  ".json": "application/json; charset=utf-8",
  ".svg": "image/svg+xml",
  ".png": "image/png",
  ".jpg": "image/jpeg",
  ".woff2": "font/woff2",
  ".ico": "image/x-icon",
};

const server = createServer((req, res) => {
  const path = decodeURIComponent(new URL(req.url ?? "/", "http://localhost").pathname);
  let file = normalize(join(root, path));
  if (file !== root && !file.startsWith(root + sep)) {
    res.writeHead(403).end();
    return;
  }
  if (existsSync(file) && statSync(file).isDirectory()) file = join(file, "index.html");
  if (!existsSync(file)) {
    res.writeHead(404).end();
    return;
  }
  res.writeHead(200, {
    "Content-Type": types[extname(file)] ?? "application/octet-stream",
    "Cache-Control": "max-age=3600",
  });
  createReadStream(file).pipe(res);
});
await new Promise((done) => server.listen(0, "127.0.0.1", done));
const address = server.address();
const base = `http://127.0.0.1:${typeof address === "object" && address ? address.port : 0}`;

const index = JSON.parse(readFileSync(join(root, "index.json"), "utf8"));
const stories = Object.values(index.entries)
  .filter((entry) => entry.type === "story")
  .filter((entry) => !filter || `${entry.id} ${entry.title}`.toLowerCase().includes(filter.toLowerCase()))
  .map((entry) => entry.id)
  .sort();

const browser = await chromium.launch(chromiumLaunchOptions);

let passed = 0;
let failed = 0;

async function check(context, id) {
  const page = await context.newPage();
  const problems = [];
  page.on("pageerror", (error) => problems.push(`page error: ${error.message}`));
  try {
    await page.goto(`${base}/iframe.html?id=${encodeURIComponent(id)}&viewMode=story&globals=a11y.manual:!true`, {
      waitUntil: "load",
    });
    await page.waitForSelector("body.sb-show-main, body.sb-show-errordisplay, body.sb-show-nopreview", {
      timeout: 15_000,
    });
    if (await page.locator("body.sb-show-errordisplay").count()) {
      const message = (await page.locator("#error-message").textContent()) ?? "";
      problems.push(`render error: ${message.trim().slice(0, 300)}`);
    } else {
      // Freeze transitions so colours are final when axe measures contrast, then let effects run:
      // the theme class on <html>, client-only swaps, popover positioning.
      await page.addStyleTag({
        content:
          "*,*::before,*::after{transition:none!important;animation-duration:0s!important;animation-iteration-count:1!important}",
      });
      await page.waitForTimeout(300);
      const results = await new AxeBuilder({ page }).analyze();
      for (const violation of results.violations) {
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
    await page.close();
  }
  if (problems.length) {
    failed += 1;
    console.log(`✗ ${id}`);
    for (const problem of problems) console.log(`    ${problem}`);
  } else {
    passed += 1;
  }
}

try {
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 }, reducedMotion: "reduce" });
  const queue = [...stories];
  await Promise.all(
    Array.from({ length: Math.max(1, concurrency) }, async () => {
      for (let id = queue.shift(); id; id = queue.shift()) await check(context, id);
    }),
  );
} finally {
  await browser.close();
  server.close();
}

console.log(`a11y: ${passed} passed, ${failed} failed`);
process.exit(failed === 0 && passed > 0 ? 0 : 1);
