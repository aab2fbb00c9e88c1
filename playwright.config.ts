import { defineConfig, devices } from "@playwright/test";
import { chromiumLaunchOptions } from "./scripts/chromium.mjs";
import { BASE_URL, E2E_PORT } from "./tests/fixtures/e2e-settings";

/**
 * End-to-end tests against the production build, served by scripts/e2e-server.mjs on a loopback port with a
 * throw-away copy of content/. Two projects: the same specs with JavaScript on and off, after a setup project
 * that signs the admin in once for both (tests/fixtures/sign-in.ts).
 */
export default defineConfig({
  testDir: "tests/e2e",
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
    trace: "retain-on-failure",
    ...devices["Desktop Chrome"],
    channel: undefined,
  },
  projects: [
    { name: "setup", testMatch: /\.setup\.ts$/ },
    { name: "js", use: { javaScriptEnabled: true }, dependencies: ["setup"] },
    { name: "nojs", use: { javaScriptEnabled: false }, dependencies: ["setup"] },
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
