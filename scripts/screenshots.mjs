#!/usr/bin/env node
/**
 * Full-page screenshots of every public page type at 1440 and 375 px in both languages, into /tmp/shots/ (or
 * SHOTS_DIR). Needs a running server: BASE_URL=http://127.0.0.1:3200 node scripts/screenshots.mjs [filter]
 */
import { mkdirSync } from "node:fs";
import { chromium } from "@playwright/test";
import { chromiumLaunchOptions } from "./chromium.mjs";
import { LOCALES, PUBLIC_PAGES, localized } from "./public-pages.mjs";

const base = process.env.BASE_URL ?? "http://127.0.0.1:3200";
const out = process.env.SHOTS_DIR ?? "/tmp/shots";
const filter = process.argv[2] ?? "";
// Every public page type; a post cannot be opened as a page.
const pages = PUBLIC_PAGES.filter((page) => !page.method);
mkdirSync(out, { recursive: true });
const browser = await chromium.launch(chromiumLaunchOptions);
for (const locale of LOCALES) {
  for (const width of [1440, 375]) {
    const context = await browser.newContext({
      viewport: { width, height: width > 600 ? 900 : 812 },
      locale,
      deviceScaleFactor: 1,
    });
    const page = await context.newPage();
    for (const { name, path } of pages) {
      if (filter && !name.includes(filter)) continue;
      await page.goto(`${base}${localized(path, locale)}`, { waitUntil: "networkidle" }).catch(() => {});
      // Scroll through the page so lazy pictures load before the full-page capture.
      await page.evaluate(async () => {
        for (let y = 0; y < document.body.scrollHeight; y += 600) {
          window.scrollTo(0, y);
          await new Promise((r) => setTimeout(r, 60));
        }
        window.scrollTo(0, 0);
      });
      await page.waitForTimeout(400);
      const file = `${out}/${name}-${locale}-${width}.png`;
      await page.screenshot({ path: file, fullPage: true });
      console.log(file);
    }
    await context.close();
  }
}
await browser.close();
