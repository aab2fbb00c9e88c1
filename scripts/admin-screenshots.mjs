#!/usr/bin/env node
/**
 * Screenshots of every admin screen at 1440 and 375 px wide, in zh-CN and en-US, into /tmp/admin-shots/.
 * Needs a running server: BASE_URL (default http://127.0.0.1:3107), ADMIN_USER / ADMIN_PASSWORD
 * (default admin / e2e-Admin-Passw0rd!, the e2e server's), ADMIN_PATH (default eKwU1RHjdG).
 */
import { mkdirSync } from "node:fs";
import { chromium } from "@playwright/test";
import { chromiumLaunchOptions } from "./chromium.mjs";

const base = process.env.BASE_URL ?? "http://127.0.0.1:3107";
const admin = `/${process.env.ADMIN_PATH ?? "eKwU1RHjdG"}`;
const user = process.env.ADMIN_USER ?? "admin";
const password = process.env.ADMIN_PASSWORD ?? "e2e-Admin-Passw0rd!";
const out = "/tmp/admin-shots";
mkdirSync(out, { recursive: true });

const screens = [
  ["login", "/login", false],
  ["login-errors", "/login", false, "submitEmpty"],
  ["account-help", "/account-help", false],
  ["company", "/company_info", true],
  ["menus", "/menuList", true],
  ["menu-edit", "/menuList/6", true],
  ["menu-errors", "/menuList/new", true, "submitEmpty"],
  ["articles", "/articleList", true],
  ["article-edit", "/articleList/4", true],
  ["article-errors", "/articleList/new", true, "submitEmpty"],
  ["links", "/linksList", true],
  ["link-edit", "/linksList/1", true],
  ["videos", "/videosList", true],
  ["video-edit", "/videosList/6", true],
];

const browser = await chromium.launch(chromiumLaunchOptions);
for (const locale of ["zh-CN", "en-US"]) {
  for (const [width, height] of [
    [1440, 900],
    [375, 812],
  ]) {
    const context = await browser.newContext({ viewport: { width, height }, locale, reducedMotion: "reduce" });
    const page = await context.newPage();
    await page.goto(`${base}${admin}/login?lng=${locale}`);
    for (const [name, path, needsLogin, action] of screens) {
      if (needsLogin && !(await context.cookies()).some((c) => c.name === "__session" && c.value)) {
        await page.goto(`${base}${admin}/login`);
        await page.fill("#username", user);
        await page.fill("#password", password);
        await page.click("button[type=submit]");
        await page.waitForURL(/company_info/);
      }
      await page.goto(`${base}${admin}${path}`);
      if (action === "submitEmpty") {
        for (const input of await page.locator("input[name=title], input[name=menu_name], #username").all())
          await input.fill("");
        await page.locator("button[type=submit]").last().click();
        await page.waitForLoadState("networkidle");
      }
      await page.waitForTimeout(300);
      await page.screenshot({ path: `${out}/${name}-${locale}-${width}.png`, fullPage: true });
    }
    await context.close();
  }
}
await browser.close();
console.log(`screenshots in ${out}`);
