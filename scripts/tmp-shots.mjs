import { chromium } from "playwright";
import { chromiumLaunchOptions } from "./chromium.mjs";
const base = process.env.BASE ?? "http://127.0.0.1:3199";
const shots = JSON.parse(process.argv[2]);
const browser = await chromium.launch(chromiumLaunchOptions);
for (const [name, path, width, extra] of shots) {
  const context = await browser.newContext({ viewport: { width, height: 900 }, locale: "zh-CN", ...(extra ?? {}) });
  const page = await context.newPage();
  if (path.startsWith("/eKwU1RHjdG") ) {
    await page.goto(base + "/eKwU1RHjdG/login");
    await page.fill("#username", "admin"); await page.fill("#password", "e2e-Admin-Passw0rd!");
    await Promise.all([page.waitForURL(/company_info|articleList|linksList|videosList/), page.click("button[type=submit]")]);
  }
  await page.goto(base + path, { waitUntil: "networkidle" });
  await page.screenshot({ path: `/tmp/shot-${name}.png`, fullPage: true });
  await context.close();
}
await browser.close();
