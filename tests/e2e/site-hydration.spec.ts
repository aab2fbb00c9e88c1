/**
 * Public pages hydrate without a mismatch. The server keeps the menus and the footer rendered once per content
 * version (components/site/prerendered.tsx) and the browser renders them afresh: React reports any difference
 * between the two as a recoverable error (a page error), and would then render the whole page again.
 */
import { expect, test, type Page } from "@playwright/test";
import { gotoHydrated } from "./hydration";

const PAGES = [
  "/",
  "/xwdt/gzyx/lsit",
  "/xwdt/gzyx/detail/25",
  "/gywm/qyjs",
  "/gywm/gsry/lsit",
  "/xxgk/qyxx",
  "/xxgk/spzq",
  "/search?q=%E6%97%85%E6%B8%B8",
  "/no-such-page",
];

/** Page errors and React's own console errors while `visit` runs. */
async function reactErrors(page: Page, visit: () => Promise<void>): Promise<string[]> {
  const errors: string[] = [];
  page.on("pageerror", (error) => errors.push(error.message));
  page.on("console", (message) => {
    if (message.type() === "error" && /react|hydrat/i.test(message.text())) errors.push(message.text());
  });
  await visit();
  return errors;
}

for (const width of [1440, 375]) {
  test(`pages hydrate without a mismatch, ${width} px wide, in both languages`, async ({ page }) => {
    test.skip(test.info().project.name !== "js", "hydration is the page's script");
    await page.setViewportSize({ width, height: 900 });
    const errors = await reactErrors(page, async () => {
      for (const lng of ["zh-CN", "en-US"]) {
        // The language link's page sets the language for the pages after it.
        await gotoHydrated(page, `/?lng=${lng}`);
        // Twice: rendered for the first visit, from the page cache for the second.
        for (const path of [...PAGES, ...PAGES]) {
          await gotoHydrated(page, path);
          await expect(page.locator("html")).toHaveAttribute("lang", lng);
        }
      }
    });
    expect(errors).toEqual([]);
  });
}

test("a client navigation marks the new section in the kept menu", async ({ page }) => {
  test.skip(test.info().project.name !== "js", "client navigation is the page's script");
  await page.setViewportSize({ width: 1440, height: 900 });
  const errors = await reactErrors(page, async () => {
    await gotoHydrated(page, "/");
    const menu = page.getByRole("navigation", { name: "主导航" });
    await menu.getByRole("link", { name: "新闻动态", exact: true }).click();
    await expect(page).toHaveURL(/\/xwdt\/gzyx\/lsit$/);
    await expect(menu.getByRole("link", { name: "新闻动态", exact: true })).toHaveAttribute("aria-current", "page");
    await expect(menu.getByRole("link", { name: "首页", exact: true })).not.toHaveAttribute("aria-current", "page");
  });
  expect(errors).toEqual([]);
});
