import { defineConfig, devices } from "@playwright/test";

/**
 * End-to-end tests against the production build, served by scripts/e2e-server.mjs on a loopback port with a
 * throw-away copy of content/. Two projects: the same specs with JavaScript on and off.
 */
const port = Number(process.env.E2E_PORT ?? 3107);
const baseURL = `http://127.0.0.1:${port}`;
const chromium = {
  executablePath: process.env.CHROME_PATH ?? "/usr/bin/chromium",
  args: [
    "--headless",
    "--no-sandbox",
    "--disable-gpu",
    "--disable-quic",
    "--no-first-run",
    "--disable-background-networking",
    "--disable-component-update",
    "--disable-sync",
  ],
};

export default defineConfig({
  testDir: "tests/e2e",
  outputDir: "test-results",
  fullyParallel: false,
  workers: 1,
  retries: 0,
  forbidOnly: !!process.env.CI,
  timeout: 30_000,
  reporter: [["list"], ["json", { outputFile: ".reports/e2e-results.json" }]],
  use: {
    baseURL,
    // A Chinese-speaking visitor by default; language tests set their own Accept-Language.
    locale: "zh-CN",
    launchOptions: chromium,
    trace: "retain-on-failure",
    ...devices["Desktop Chrome"],
    channel: undefined,
  },
  projects: [
    { name: "js", use: { javaScriptEnabled: true } },
    { name: "nojs", use: { javaScriptEnabled: false } },
  ],
  webServer: {
    command: `node scripts/e2e-server.mjs`,
    url: `${baseURL}/healthz`,
    reuseExistingServer: false,
    timeout: 60_000,
    env: { E2E_PORT: String(port) },
    stdout: "pipe",
    stderr: "pipe",
  },
});
