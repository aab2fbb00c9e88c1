#!/usr/bin/env node
/**
 * Records how long each spec file took in each project (js, nojs), from the JSON reports of the last run
 * (.reports/e2e-results*.json), into tests/e2e/durations.json: the weights the shard plan splits by
 * (tests/fixtures/shard-plan.ts). Run after `npm test` when specs were added or grew: `npm run e2e:durations`.
 */
import { readdirSync, readFileSync, writeFileSync } from "node:fs";

const reports = readdirSync(".reports")
  .filter((name) => /^e2e-results(-\d+)?\.json$/.test(name))
  .map((name) => JSON.parse(readFileSync(`.reports/${name}`, "utf8")));
if (reports.length === 0) {
  console.error("no .reports/e2e-results*.json: run the end-to-end tests first");
  process.exit(1);
}

const seconds = {};
function walk(suite, file) {
  const here = suite.file ?? file;
  for (const spec of suite.specs ?? []) {
    for (const test of spec.tests) {
      if (test.projectName === "setup") continue;
      const key = `${spec.file ?? here}|${test.projectName}`;
      for (const result of test.results) seconds[key] = (seconds[key] ?? 0) + result.duration / 1000;
    }
  }
  for (const child of suite.suites ?? []) walk(child, here);
}
for (const report of reports) for (const suite of report.suites) walk(suite, suite.file);

const sorted = Object.fromEntries(
  Object.entries(seconds)
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([key, value]) => [key, Math.round(value * 10) / 10]),
);
writeFileSync("tests/e2e/durations.json", `${JSON.stringify(sorted, null, 2)}\n`);
const total = Object.values(sorted).reduce((sum, value) => sum + value, 0);
console.log(`tests/e2e/durations.json: ${Object.keys(sorted).length} files × projects, ${Math.round(total)} s in all`);
