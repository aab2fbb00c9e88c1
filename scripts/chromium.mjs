/**
 * How every tool here starts Debian's Chromium (CHROME_PATH to use another): the end-to-end tests
 * (playwright.config.ts) and the screenshot, accessibility, JavaScript-budget and Lighthouse scripts. Headless,
 * without the sandbox (it needs privileges containers lack), and nothing that reaches the network on its own.
 */
export const CHROMIUM_PATH = process.env.CHROME_PATH ?? "/usr/bin/chromium";

/** The flags besides the headless one, which Playwright and chrome-launcher spell differently. */
export const CHROMIUM_FLAGS = [
  "--no-sandbox",
  "--disable-gpu",
  "--disable-quic",
  "--no-first-run",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
];

/** Playwright's `launchOptions`. */
export const chromiumLaunchOptions = { executablePath: CHROMIUM_PATH, args: ["--headless", ...CHROMIUM_FLAGS] };

/** chrome-launcher's options, for Lighthouse. */
export const lighthouseChromeOptions = {
  chromePath: CHROMIUM_PATH,
  chromeFlags: ["--headless=new", ...CHROMIUM_FLAGS],
};
