#!/usr/bin/env node
/**
 * Screenshots of every console screen at 1440 and 375 px wide, in zh-CN and en-US, light and dark, plus the
 * top-menu layout and the open phone menu, into .tmp/console-shots/ (git-ignored).
 * Needs a running built server: BASE_URL (default http://127.0.0.1:3107), ADMIN_USER / ADMIN_PASSWORD
 * (default admin / e2e-Admin-Passw0rd!, the e2e server's), ADMIN_PATH (default eKwU1RHjdG).
 * Narrow a run with SHOTS (comma list of screen names), LOCALES, WIDTHS and THEMES.
 */
import { mkdirSync } from "node:fs";
import { chromium } from "@playwright/test";
import { chromiumLaunchOptions } from "./chromium.mjs";

const base = process.env.BASE_URL ?? "http://127.0.0.1:3107";
const admin = `/${process.env.ADMIN_PATH ?? "eKwU1RHjdG"}`;
const user = process.env.ADMIN_USER ?? "admin";
const password = process.env.ADMIN_PASSWORD ?? "e2e-Admin-Passw0rd!";
const out = process.env.SHOTS_DIR ?? ".tmp/console-shots";
const list = (name, fallback) => (process.env[name] ? process.env[name].split(",") : fallback);
const only = list("SHOTS", null);
const locales = list("LOCALES", ["zh-CN", "en-US"]);
const widths = list("WIDTHS", ["1440", "375"]).map(Number);
const themes = list("THEMES", ["light", "dark"]);
mkdirSync(out, { recursive: true });

/** [name, path, what to do before the shot] */
const screens = [
  ["login", "/login"],
  ["workplace", "/dashboard/workplace"],
  ["monitor", "/dashboard/monitor"],
  ["analysis", "/visualization/data-analysis"],
  ["multi-d", "/visualization/multi-dimension-data-analysis"],
  ["search-table", "/list/search-table"],
  ["card-list", "/list/card"],
  ["step-form", "/form/step"],
  ["group-form", "/form/group"],
  ["basic-profile", "/profile/basic"],
  ["success", "/result/success"],
  ["error", "/result/error"],
  ["403", "/exception/403"],
  ["404", "/exception/404"],
  ["500", "/exception/500"],
  ["user-info", "/user/info"],
  ["user-setting", "/user/setting"],
  ["user-setting-security", "/user/setting?tab=security"],
  ["user-setting-cert", "/user/setting?tab=certification"],
  ["settings-drawer", "/dashboard/workplace?settings=open"],
  ["mobile-menu", "/dashboard/workplace", "openMobileMenu"],
  ["top-menu", "/list/search-table", "topMenu"],
].filter(([name]) => !only || only.includes(name));

const browser = await chromium.launch(chromiumLaunchOptions);

async function postSetting(page, intent, fields) {
  await page.goto(`${base}${admin}/dashboard/workplace?settings=open`);
  await page.waitForLoadState("networkidle");
  const selector = intent === "theme" ? '[data-setting="theme"]' : `[data-setting="${fields.key}"]`;
  await Promise.all([page.waitForLoadState("networkidle"), page.locator(selector).first().click()]);
  await page.waitForTimeout(300);
}

for (const locale of locales) {
  for (const width of widths) {
    for (const theme of themes) {
      const context = await browser.newContext({
        viewport: { width, height: width > 800 ? 900 : 812 },
        locale,
        reducedMotion: "reduce",
      });
      const page = await context.newPage();
      await page.goto(`${base}${admin}/login?lng=${locale}`);
      await page.fill("#username", user);
      await page.fill("#password", password);
      await page.click("button[type=submit]");
      await page.waitForURL(/company_info/);
      if (theme === "dark") await postSetting(page, "theme", {});
      const tag = `${locale}-${width}-${theme}`;
      for (const [name, path, action] of screens) {
        if (name === "login") {
          const anon = await browser.newContext({ viewport: { width, height: 812 }, locale, reducedMotion: "reduce" });
          const p = await anon.newPage();
          await p.goto(`${base}${admin}/login?lng=${locale}`);
          await p.waitForTimeout(300);
          await p.screenshot({ path: `${out}/${name}-${tag}.png`, fullPage: true });
          await anon.close();
          continue;
        }
        if (action === "openMobileMenu" && width > 800) continue;
        if (action === "topMenu") await postSetting(page, "toggle", { key: "topMenu" });
        await page.goto(`${base}${admin}${path}`);
        await page.waitForLoadState("networkidle");
        if (action === "openMobileMenu") {
          await page.getByTestId("mobile-menu-toggle").click();
          await page.waitForTimeout(300);
        }
        await page.waitForTimeout(/analysis|workplace/.test(path) ? 1200 : 300);
        await page.screenshot({ path: `${out}/${name}-${tag}.png`, fullPage: action !== "openMobileMenu" });
        if (action === "topMenu") await postSetting(page, "toggle", { key: "topMenu" });
      }
      await context.close();
    }
  }
}
await browser.close();
console.log(`screenshots in ${out}`);
