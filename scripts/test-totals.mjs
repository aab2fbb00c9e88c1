#!/usr/bin/env node
/**
 * Sums the unit, HTML validity, Storybook accessibility, Storybook locale/theme and end-to-end results into one closing line:
 * "Total: N passed, N failed".
 */
import { existsSync, readFileSync, readdirSync } from "node:fs";

let passed = 0;
let failed = 0;
let skipped = 0;
const read = (file) => (existsSync(file) ? JSON.parse(readFileSync(file, "utf8")) : null);

const unit = read(".reports/unit-results.json");
if (unit) {
  passed += unit.numPassedTests;
  failed += unit.numFailedTests;
  skipped += unit.numPendingTests + (unit.numTodoTests ?? 0);
}
// One results file per shard (scripts/test-all.sh), or the single one of a plain `playwright test`.
const e2eFiles = existsSync(".reports")
  ? readdirSync(".reports").filter((f) => /^e2e-results(-\d+)?\.json$/.test(f))
  : [];
const e2e = e2eFiles.length > 0 ? e2eFiles.map((f) => read(`.reports/${f}`)) : null;
for (const shard of e2e ?? []) {
  passed += shard.stats.expected;
  failed += shard.stats.unexpected + shard.stats.flaky;
  skipped += shard.stats.skipped;
}
// The text reports each end with a line `<name>: N passed, N failed`. Storybook axe runs with the Theme toolbar on
// light and on dark in one pass (scripts/storybook-a11y.mjs): its report has a line for each, `a11y: …` (light)
// and `a11y dark: …`.
const TEXT_REPORTS = [
  ["storybook a11y", "a11y.txt", /^a11y: (\d+) passed, (\d+) failed$/m],
  ["storybook a11y (dark)", "a11y.txt", /^a11y dark: (\d+) passed, (\d+) failed$/m],
  ["storybook locale", "locale.txt", /locale: (\d+) passed, (\d+) failed/],
  ["html", "html.txt", /html: (\d+) passed, (\d+) failed/],
];
const missing = [!unit && "unit", !e2e && "e2e"].filter(Boolean);
for (const [label, file, line] of TEXT_REPORTS) {
  const found = line.exec(existsSync(`.reports/${file}`) ? readFileSync(`.reports/${file}`, "utf8") : "");
  if (found) {
    passed += Number(found[1]);
    failed += Number(found[2]);
  } else missing.push(label);
}
if (missing.length) console.log(`(no report from: ${missing.join(", ")})`);
console.log(`Total: ${passed} passed, ${failed} failed${skipped ? `, ${skipped} skipped` : ""}`);
process.exit(failed > 0 || missing.length ? 1 : 0);
