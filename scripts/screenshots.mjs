#!/usr/bin/env node
/**
 * Full-page screenshots of every public page type at 1440 and 375 px in both languages, into /tmp/shots/ (or
 * SHOTS_DIR). Needs a running server: BASE_URL=http://127.0.0.1:3200 node scripts/screenshots.mjs [filter]
 */
import { mkdirSync } from "node:fs";
import { chromium } from "@playwright/test";

const base = process.env.BASE_URL ?? "http://127.0.0.1:3200";
const out = process.env.SHOTS_DIR ?? "/tmp/shots";
const filter = process.argv[2] ?? "";
const pages = {
  home: "/",
  intro: "/gywm/qyjs",
  team: "/gywm/gltd",
  honours: "/gywm/gsry/lsit",
  list: "/xwdt/gzyx/lsit",
  list2: "/xwdt/mtjj/lsit2",
  article: "/xwdt/gzyx/detail/25",
  notice: "/xxgk/qygg/detail/39",
  article2: "/ddjs/djxx/details/20",
  page: "/ywbk/wlaq",
  page2: "/ywbk/zhpt",
  enterprise: "/xxgk/qyxx",
  videos: "/xxgk/spzq",
  notices: "/xxgk/qygg/lsit",
  notfound: "/no/such/page",
};
mkdirSync(out, { recursive: true });
const browser = await chromium.launch({
  executablePath: process.env.CHROME_PATH ?? "/usr/bin/chromium",
  args: [
    "--headless",
    "--no-sandbox",
    "--disable-gpu",
    "--disable-quic",
    "--no-first-run",
    "--disable-background-networking",
    "--disable-component-update",
    "--disable-sync",
  ],
});
for (const locale of ["zh-CN", "en-US"]) {
  for (const width of [1440, 375]) {
    const context = await browser.newContext({
      viewport: { width, height: width > 600 ? 900 : 812 },
      locale,
      deviceScaleFactor: 1,
    });
    const page = await context.newPage();
    for (const [name, path] of Object.entries(pages)) {
      if (filter && !name.includes(filter)) continue;
      await page
        .goto(`${base}${path}${path.includes("?") ? "&" : "?"}lng=${locale}`, { waitUntil: "networkidle" })
        .catch(() => {});
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
