import { chromium } from "@playwright/test";
import { chromiumLaunchOptions } from "./scripts/chromium.mjs";
const browser = await chromium.launch(chromiumLaunchOptions);
const base = "http://127.0.0.1:3192";
const shots = [
  ["footer-zh-1440", "/", 1440, "footer"],
  ["footer-en-375", "/?lng=en-US", 375, "footer"],
  ["qyxx-zh-1440", "/xxgk/qyxx", 1440, "[data-testid=enterprise-registration]"],
  ["gltd-en-375", "/gywm/gltd?lng=en-US", 375, null],
  ["spzq-zh-375", "/xxgk/spzq", 375, null],
  ["djxx-zh-1440", "/ddjs/djxx", 1440, null],
  ["404-zh-1440", "/no/such", 1440, null],
  ["article-zh-1440", "/xwdt/gzyx/detail/25", 1440, null],
];
for (const [name, path, width, sel] of shots) {
  const page = await browser.newPage({ viewport: { width, height: 900 } });
  await page.goto(base + path, { waitUntil: "networkidle" });
  if (sel) { await page.locator(sel).first().scrollIntoViewIfNeeded(); await page.locator(sel).first().screenshot({ path: `/tmp/shot-${name}.png` }); }
  else await page.screenshot({ path: `/tmp/shot-${name}.png`, fullPage: name.startsWith("404") ? false : false });
  await page.close();
}
const page = await browser.newPage({ viewport: { width: 900, height: 1200 } });
await page.goto(base + "/xxgk/qygg/detail/39", { waitUntil: "networkidle" });
await page.emulateMedia({ media: "print" });
await page.screenshot({ path: "/tmp/shot-print.png", fullPage: true });
await page.pdf({ path: "/tmp/print.pdf" }).catch(() => {});
await browser.close();
