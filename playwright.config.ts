import { readdirSync, readFileSync } from "node:fs";
import { defineConfig, devices } from "@playwright/test";
import { chromiumLaunchOptions } from "./scripts/chromium.mjs";
import { BASE_URL, E2E_PORT } from "./tests/fixtures/e2e-settings";
import { parseShard, planShard, weighUnits } from "./tests/fixtures/shard-plan";

const TEST_DIR = "tests/e2e";
const PROJECTS = ["js", "nojs"] as const;

/**
 * With E2E_SHARD="i/n" (scripts/test-all.sh), each project runs only this shard's spec files, split by measured
 * time (tests/fixtures/shard-plan.ts); without it, every spec.
 */
function specsOf(project: (typeof PROJECTS)[number]): RegExp | RegExp[] {
  const shard = parseShard(process.env.E2E_SHARD);
  if (!shard) return /\.spec\.ts$/;
  const files = readdirSync(TEST_DIR).filter((name) => name.endsWith(".spec.ts"));
  const recorded = JSON.parse(readFileSync(`${TEST_DIR}/durations.json`, "utf8")) as Record<string, number>;
  const mine = planShard(weighUnits(files, PROJECTS, recorded), shard.index, shard.count)
    .filter((unit) => unit.project === project)
    .map((unit) => new RegExp(`[\\/]${unit.file.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")}$`));
  // No file for this project in this shard: match nothing rather than everything.
  return mine.length > 0 ? mine : /^$/;
}

/**
 * End-to-end tests against the production build, served by scripts/e2e-server.mjs on a loopback port with a
 * throw-away copy of content/. Two projects: the same specs with JavaScript on and off, after a setup project
 * that signs the admin in once for both (tests/fixtures/sign-in.ts).
 */
export default defineConfig({
  testDir: TEST_DIR,
  outputDir: process.env.E2E_OUTPUT_DIR ?? "test-results",
  fullyParallel: false,
  workers: 1,
  retries: 0,
  forbidOnly: !!process.env.CI,
  timeout: 30_000,
  // scripts/test-all.sh runs two shards at once, each with its own server, results file and output folder.
  reporter: [["list"], ["json", { outputFile: process.env.E2E_REPORT ?? ".reports/e2e-results.json" }]],
  use: {
    baseURL: BASE_URL,
    // A Chinese-speaking visitor by default; language tests set their own Accept-Language.
    locale: "zh-CN",
    launchOptions: chromiumLaunchOptions,
    // A failed test keeps its trace: actions, network, console and errors. DOM snapshots at every action cost a
    // quarter of the run's time (measured on the admin specs), so they are taken only with E2E_TRACE_SNAPSHOTS=1.
    trace: { mode: "retain-on-failure", screenshots: false, snapshots: process.env.E2E_TRACE_SNAPSHOTS === "1" },
    ...devices["Desktop Chrome"],
    channel: undefined,
  },
  projects: [
    { name: "setup", testMatch: /\.setup\.ts$/ },
    { name: "js", testMatch: specsOf("js"), use: { javaScriptEnabled: true }, dependencies: ["setup"] },
    { name: "nojs", testMatch: specsOf("nojs"), use: { javaScriptEnabled: false }, dependencies: ["setup"] },
  ],
  webServer: {
    command: `node scripts/e2e-server.mjs`,
    url: `${BASE_URL}/healthz`,
    reuseExistingServer: false,
    timeout: 60_000,
    env: { E2E_PORT: String(E2E_PORT) },
    stdout: "pipe",
    stderr: "pipe",
  },
});
