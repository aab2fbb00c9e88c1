/**
 * How every tool here starts Debian's Chromium (CHROME_PATH to use another): the end-to-end tests
 * (playwright.config.ts) and the screenshot, accessibility, JavaScript-budget and Lighthouse scripts. Headless,
 * without the sandbox (it needs privileges containers lack), and nothing that reaches the network on its own.
 */
import { existsSync } from "node:fs";

/** Debian's full browser. */
export const FULL_CHROMIUM_PATH = "/usr/bin/chromium";
/**
 * Debian's headless-only build of the same Chromium (package chromium-headless-shell): the same engine without
 * the desktop browser around it. The end-to-end tests ran 27 % faster on it (docs/performance.md, "Test time").
 */
export const HEADLESS_SHELL_PATH = "/usr/bin/chromium-headless-shell";

/** The browser the automated checks drive: CHROME_PATH, else the headless shell when installed, else Chromium. */
export const CHROMIUM_PATH =
  process.env.CHROME_PATH ?? (existsSync(HEADLESS_SHELL_PATH) ? HEADLESS_SHELL_PATH : FULL_CHROMIUM_PATH);

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

/**
 * chrome-launcher's options, for Lighthouse: the full browser (CHROME_PATH to use another), as the Lighthouse
 * figures in docs/performance.md were measured.
 */
export const lighthouseChromeOptions = {
  chromePath: process.env.CHROME_PATH ?? FULL_CHROMIUM_PATH,
  chromeFlags: ["--headless=new", ...CHROMIUM_FLAGS],
};
