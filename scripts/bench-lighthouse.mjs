#!/usr/bin/env node
/**
 * Lighthouse (desktop preset off: the default mobile emulation) on `/`, a list, an article and enterprise
 * information. Needs a running server: BASE_URL=http://127.0.0.1:3200 node scripts/bench-lighthouse.mjs
 * Prints the four category scores per page and the audits that did not pass.
 */
import { mkdirSync, writeFileSync } from "node:fs";
import lighthouse from "lighthouse";
import * as chromeLauncher from "chrome-launcher";

const base = process.env.BASE_URL ?? "http://127.0.0.1:3200";
const pages = (process.env.LH_PAGES ?? "/,/xwdt/gzyx/lsit,/xwdt/gzyx/detail/25,/xxgk/qyxx").split(",");
const chrome = await chromeLauncher.launch({
  chromePath: process.env.CHROME_PATH ?? "/usr/bin/chromium",
  chromeFlags: [
    "--headless=new",
    "--no-sandbox",
    "--disable-gpu",
    "--disable-quic",
    "--no-first-run",
    "--disable-background-networking",
    "--disable-component-update",
    "--disable-sync",
  ],
});
const report = { when: new Date().toISOString(), base, pages: {} };
try {
  for (const p of pages) {
    const result = await lighthouse(`${base}${p}`, {
      port: chrome.port,
      output: "json",
      logLevel: "error",
      onlyCategories: ["performance", "accessibility", "best-practices", "seo"],
    });
    const { categories, audits } = result.lhr;
    const scores = Object.values(categories).map((c) => `${c.title} ${Math.round(c.score * 100)}`);
    console.log(`${p.padEnd(24)} ${scores.join(" · ")}`);
    report.pages[p] = Object.fromEntries(Object.entries(categories).map(([id, c]) => [id, Math.round(c.score * 100)]));
    for (const category of Object.values(categories)) {
      for (const ref of category.auditRefs) {
        const audit = audits[ref.id];
        if (ref.weight > 0 && audit.score !== null && audit.score < 1) {
          console.log(
            `   - [${category.id}] ${audit.id}: ${audit.score} ${audit.displayValue ?? ""} ${audit.explanation ?? ""}`,
          );
          const items = audit.details?.items ?? [];
          for (const item of items.slice(0, 3)) console.log(`       ${JSON.stringify(item).slice(0, 240)}`);
        }
      }
    }
  }
} finally {
  await chrome.kill();
}
mkdirSync(".reports", { recursive: true });
writeFileSync(".reports/lighthouse.json", JSON.stringify(report, null, 2));
