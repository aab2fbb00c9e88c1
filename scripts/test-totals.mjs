#!/usr/bin/env node
/** Sums the unit and end-to-end runners' JSON reports into one closing line: "Total: N passed, N failed". */
import { existsSync, readFileSync } from "node:fs";

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
const e2e = read(".reports/e2e-results.json");
if (e2e) {
  passed += e2e.stats.expected;
  failed += e2e.stats.unexpected + e2e.stats.flaky;
  skipped += e2e.stats.skipped;
}
const missing = [!unit && "unit", !e2e && "e2e"].filter(Boolean);
if (missing.length) console.log(`(no report from: ${missing.join(", ")})`);
console.log(`Total: ${passed} passed, ${failed} failed${skipped ? `, ${skipped} skipped` : ""}`);
process.exit(failed > 0 || missing.length ? 1 : 0);
