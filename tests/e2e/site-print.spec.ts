/**
 * Issue #18, point 4: an article prints cleanly — title, date, body, the attachment's name and the page's address,
 * without the header, menus, section band, breadcrumbs, neighbour links, footer or players — and offers a print
 * button where script can call print(); without script the button is not shown (the browser's own print remains).
 */
import { expect, test } from "@playwright/test";
import { gotoHydrated } from "./hydration";

const ARTICLE = "/xwdt/gzyx/detail/25";
/** A notice with an attachment (sample-notice.pdf). */
const NOTICE = "/xxgk/qygg/detail/39";

test("printed, an article keeps title, date, body, attachment name and address, and nothing of the frame", async ({
  page,
}) => {
  await page.goto(NOTICE);
  await page.emulateMedia({ media: "print" });
  const main = page.locator("main");
  await expect(main.getByRole("heading", { level: 1 })).toBeVisible();
  await expect(main.locator("article time").first()).toBeVisible();
  await expect(main.locator(".article-body")).toBeVisible();
  await expect(main.getByText("sample-notice.pdf", { exact: false })).toBeVisible();
  const address = page.locator("[data-print-url]");
  await expect(address).toBeVisible();
  await expect(address).toContainText(`${new URL(page.url()).origin}${NOTICE}`);
  for (const frame of [
    page.locator("body > div > header"),
    page.locator("footer").last(),
    page.getByRole("navigation", { name: "当前位置" }),
    page.getByRole("navigation", { name: "栏目导航" }),
    page.getByRole("navigation", { name: /上一篇/ }),
    page.getByTestId("print-button"),
    // the section band above the page
    page.locator("main .bg-gradient-to-r").first(),
  ]) {
    await expect(frame).toBeHidden();
  }
});

test("on screen the page's address is not repeated under the article", async ({ page }) => {
  await page.goto(ARTICLE);
  await expect(page.locator("[data-print-url]")).toBeHidden();
  await expect(page.locator("body > div > header")).toBeVisible();
});

test("players are left out of the printout", async ({ page }) => {
  await page.goto("/xxgk/spzq");
  await expect(page.getByTestId("video-frame").first()).toBeVisible();
  await page.emulateMedia({ media: "print" });
  await expect(page.getByTestId("video-frame").first()).toBeHidden();
  await expect(page.locator("video")).toHaveCount(await page.locator("video").count());
  for (const video of await page.locator("video").all()) await expect(video).toBeHidden();
});

test("the print button prints with script and is not offered without it", async ({ page }, info) => {
  await page.addInitScript(() => {
    (window as unknown as { printed: number }).printed = 0;
    window.print = () => {
      (window as unknown as { printed: number }).printed++;
    };
  });
  await gotoHydrated(page, ARTICLE, info.project.name !== "nojs");
  const button = page.getByRole("button", { name: "打印本页" });
  if (info.project.name === "nojs") {
    await expect(page.getByTestId("print-button")).toBeHidden();
    return;
  }
  await expect(button).toBeVisible();
  await button.click();
  await expect.poll(() => page.evaluate(() => (window as unknown as { printed: number }).printed)).toBe(1);
});

test("the print button speaks English on an English page", async ({ page }, info) => {
  test.skip(info.project.name === "nojs", "the button needs script");
  await page.goto(`${ARTICLE}?lng=en-US`);
  await expect(page.getByRole("button", { name: "Print this page" })).toBeVisible();
});
