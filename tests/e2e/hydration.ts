import { expect, type Page } from "@playwright/test";

/**
 * Opens a page and, with JavaScript on, waits until React has hydrated it (the root marks `<html>`): public
 * pages fetch their scripts only after the first paint, so right after `load` a click may still be an
 * ordinary link's. Without JavaScript it only opens the page.
 */
export async function gotoHydrated(page: Page, path: string, javaScriptEnabled = true): Promise<void> {
  await page.goto(path);
  if (javaScriptEnabled) await expect(page.locator("html")).toHaveAttribute("data-hydrated", "true");
}
