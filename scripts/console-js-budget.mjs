#!/usr/bin/env node
/**
 * The console's JavaScript budget and Lighthouse check, against a running production build.
 *
 *   BASE_URL=http://127.0.0.1:3211 ADMIN_PASSWORD=... node scripts/console-js-budget.mjs
 *
 * 1. Signs in, then opens the login page and every console screen in a fresh browser context (empty cache),
 *    waits for the page and its lazy chunks (the charts load after mount), and sums the compressed size of
 *    every JavaScript file it fetched as the server sent it (brotli, from the build's precompressed copies);
 *    the gzip (level 6) size of the same files is printed beside it, and both must fit. Chart screens may
 *    use 250 KB, the others 200 KB and no Recharts code.
 * 2. Lighthouse (mobile emulation, performance only) on login, workplace, search table and analysis: the
 *    median of LH_RUNS runs (default 3) must score >= 90 with CLS <= 0.05.
 * Prints both tables with OK/MISSED and exits 1 when anything missed. Env: ADMIN_USER (admin), ADMIN_PATH
 * (eKwU1RHjdG), CHROME_PATH (/usr/bin/chromium), SKIP_LIGHTHOUSE=1 to run the JS table only, BUDGET_ONLY
 * (comma list of screen labels) to measure some screens, BUDGET_DEBUG=1 to list each file.
 */
import { gzipSync } from "node:zlib";
import { chromium } from "@playwright/test";
import lighthouse from "lighthouse";
import * as chromeLauncher from "chrome-launcher";
import { chromiumLaunchOptions, lighthouseChromeOptions } from "./chromium.mjs";

const base = (process.env.BASE_URL ?? "http://127.0.0.1:3107").replace(/\/$/, "");
const admin = `/${process.env.ADMIN_PATH ?? "eKwU1RHjdG"}`;
const username = process.env.ADMIN_USER ?? "admin";
const password = process.env.ADMIN_PASSWORD ?? "e2e-Admin-Passw0rd!";

const CHART_BUDGET_KB = 250;
const SCREEN_BUDGET_KB = 200;
const LH_SCORE_MIN = 90;
const LH_CLS_MAX = 0.05;
/** Lighthouse runs per screen; the median run is reported (LH_RUNS, default 3). */
const LH_RUNS = Math.max(1, Number(process.env.LH_RUNS ?? 3));

/** [label, path, has charts] */
const SCREENS = [
  ["login", "/login", false],
  ["workplace", "/dashboard/workplace", true],
  ["monitor", "/dashboard/monitor", false],
  ["search table", "/list/search-table", false],
  ["card list", "/list/card", false],
  ["step form", "/form/step", false],
  ["group form", "/form/group", false],
  ["basic profile", "/profile/basic", false],
  ["analysis", "/visualization/data-analysis", true],
  ["multi-d analysis", "/visualization/multi-dimension-data-analysis", true],
  ["result success", "/result/success", false],
  ["result error", "/result/error", false],
  ["403", "/exception/403", false],
  ["404", "/exception/404", false],
  ["500", "/exception/500", false],
  ["user info", "/user/info", false],
  ["user setting", "/user/setting", false],
];
const LIGHTHOUSE_SCREENS = ["login", "workplace", "search table", "analysis"];

/** Recharts' own identifiers, as they survive minification (class names and component display names). */
const RECHARTS_MARKERS = ["recharts-wrapper", "recharts-surface", "recharts-cartesian"];

const browser = await chromium.launch(chromiumLaunchOptions);
let failed = false;
let cookieHeader = "";
try {
  const storageState = await signIn();
  cookieHeader = storageState.cookies.map((c) => `${c.name}=${c.value}`).join("; ");

  console.log(`\nConsole JavaScript per screen (compressed as sent, and gzipped; cold cache) — ${base}`);
  const rows = [];
  const only = process.env.BUDGET_ONLY?.split(",");
  for (const [label, path, charts] of SCREENS.filter(([name]) => !only || only.includes(name))) {
    const measured = await measure(path, label === "login" ? undefined : storageState);
    const budget = charts ? CHART_BUDGET_KB : SCREEN_BUDGET_KB;
    // Compressed JavaScript must fit the budget both as the server sends it (brotli) and gzipped (level 6),
    // what a browser without brotli would get from an ordinary server.
    const kb = measured.sentBytes / 1024;
    const rechartsOk = charts || !measured.recharts;
    const ok = kb <= budget && measured.gzipBytes / 1024 <= budget && rechartsOk && measured.status === 200;
    if (!ok) failed = true;
    rows.push([
      label,
      String(measured.status),
      String(measured.files),
      kb.toFixed(1),
      (measured.gzipBytes / 1024).toFixed(1),
      `≤ ${budget}`,
      measured.recharts ? `yes, ${(measured.rechartsBytes / 1024).toFixed(1)} KB lazy` : "no",
      ok ? "OK" : "MISSED",
    ]);
  }
  printTable(["screen", "HTTP", "JS files", "JS KB sent", "JS KB gzip", "budget KB", "recharts", "result"], rows);
} finally {
  await browser.close();
}

if (process.env.SKIP_LIGHTHOUSE !== "1") {
  console.log(`\nLighthouse mobile performance (budget: score ≥ ${LH_SCORE_MIN}, CLS ≤ ${LH_CLS_MAX})`);
  const chrome = await chromeLauncher.launch(lighthouseChromeOptions);
  const rows = [];
  try {
    for (const label of LIGHTHOUSE_SCREENS) {
      const path = SCREENS.find(([name]) => name === label)[1];
      // As the site's bench does (Lighthouse's advice for a score that varies): the median of LH_RUNS runs.
      const runs = [];
      for (let run = 0; run < LH_RUNS; run += 1) {
        const lhResult = await lighthouse(`${base}${admin}${path}`, {
          port: chrome.port,
          output: "json",
          logLevel: "error",
          onlyCategories: ["performance"],
          // The admin screens need the session; the login page is measured signed out.
          extraHeaders: label === "login" ? {} : { Cookie: cookieHeader },
        });
        runs.push(lhResult);
      }
      const scoreOf = (run) => run.lhr.categories.performance.score ?? 0;
      const allScores = runs.map((run) => Math.round(scoreOf(run) * 100)).join("/");
      const result = [...runs].sort((a, b) => scoreOf(a) - scoreOf(b))[Math.floor(runs.length / 2)];
      const { categories, audits, finalDisplayedUrl } = result.lhr;
      const score = Math.round((categories.performance.score ?? 0) * 100);
      const cls = audits["cumulative-layout-shift"].numericValue ?? 0;
      const landed = new URL(finalDisplayedUrl).pathname;
      const ok = score >= LH_SCORE_MIN && cls <= LH_CLS_MAX && landed === `${admin}${path}`;
      if (!ok) failed = true;
      rows.push([
        label,
        String(score),
        cls.toFixed(3),
        audits["largest-contentful-paint"].displayValue ?? "",
        audits["total-blocking-time"].displayValue ?? "",
        `runs ${allScores}${landed === `${admin}${path}` ? "" : `; landed on ${landed}`}`,
        ok ? "OK" : "MISSED",
      ]);
    }
  } finally {
    await chrome.kill();
  }
  printTable(["screen", "score", "CLS", "LCP", "TBT", "note", "result"], rows);
}

console.log(failed ? "\nSome budgets were MISSED." : "\nAll budgets met.");
process.exit(failed ? 1 : 0);

/** Signs in through the login form; returns the session as a Playwright storage state. */
async function signIn() {
  const context = await browser.newContext();
  const page = await context.newPage();
  await page.goto(`${base}${admin}/login`);
  await page.waitForLoadState("networkidle");
  await page.fill("#username", username);
  await page.fill("#password", password);
  await page.click("button[type=submit]");
  await page
    .waitForURL((url) => !url.pathname.endsWith("/login"), { timeout: 15_000 })
    .catch(() => {
      throw new Error(`Could not sign in as ${username} at ${base}${admin}/login (check ADMIN_PASSWORD).`);
    });
  const state = await context.storageState();
  await context.close();
  return state;
}

/** Opens one screen in a fresh context and sums the JavaScript it fetched, as sent and gzipped. */
async function measure(path, storageState) {
  const context = await browser.newContext({ storageState, viewport: { width: 1440, height: 900 } });
  const page = await context.newPage();
  const pending = [];
  page.on("response", (response) => {
    const url = response.url();
    const isScript = response.request().resourceType() === "script" || /\.m?js(\?|$)/.test(new URL(url).pathname);
    if (!isScript || response.status() !== 200) return;
    pending.push(
      Promise.all([response.body(), response.request().sizes()]).then(
        ([body, sizes]) => ({ url, body, sent: sizes.responseBodySize }),
        () => null,
      ),
    );
  });
  const response = await page.goto(`${base}${admin}${path}`, { waitUntil: "networkidle" });
  // Charts mount after hydration and then fetch their lazy chunk: give that time to finish.
  await page.waitForTimeout(1500);
  await page.waitForLoadState("networkidle");
  const files = (await Promise.all(pending)).filter(Boolean);
  const unique = new Map(files.map((file) => [file.url, file.body]));
  // Bytes on the wire, as the server encoded them (brotli from the build's precompressed copies).
  const sentBytes = [...new Map(files.map((file) => [file.url, file.sent])).values()].reduce((a, b) => a + b, 0);
  let gzipBytes = 0;
  let recharts = false;
  let rechartsBytes = 0;
  for (const [url, body] of unique) {
    const size = gzipSync(body, { level: 6 }).length;
    gzipBytes += size;
    if (RECHARTS_MARKERS.some((marker) => body.toString("utf8").includes(marker))) rechartsBytes += size;
    if (process.env.BUDGET_DEBUG)
      console.log(`   ${(size / 1024).toFixed(1).padStart(6)} KB  ${new URL(url).pathname}`);
    const text = body.toString("utf8");
    if (RECHARTS_MARKERS.some((marker) => text.includes(marker))) recharts = true;
  }
  await context.close();
  return { status: response?.status() ?? 0, files: unique.size, gzipBytes, sentBytes, recharts, rechartsBytes };
}

function printTable(header, rows) {
  const widths = header.map((h, i) => Math.max(h.length, ...rows.map((row) => row[i].length)));
  const line = (cells) => cells.map((cell, i) => cell.padEnd(widths[i])).join("  ");
  console.log(line(header));
  console.log(widths.map((w) => "-".repeat(w)).join("  "));
  for (const row of rows) console.log(line(row));
}
