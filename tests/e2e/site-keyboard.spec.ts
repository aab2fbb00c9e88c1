/**
 * The header by keyboard (issue #18): with JavaScript a dropdown opens from its button or the arrow keys, arrows
 * move within it, Escape closes it onto its button, and closed dropdowns keep their links out of the Tab order;
 * without JavaScript focus opens a dropdown (CSS). The phone menu gives focus back to its button when closed.
 */
import { expect, test } from "@playwright/test";
import { gotoHydrated } from "./hydration";

const js = () => test.info().project.name === "js";

test.use({ viewport: { width: 1440, height: 900 } });

test("Tab reaches the content without walking through closed dropdowns", async ({ page }) => {
  test.skip(!js(), "without script a focused dropdown opens (next test)");
  await gotoHydrated(page, "/gywm/qyjs");
  const submenuLinks = await page.locator("header nav li ul a").count();
  expect(submenuLinks).toBeGreaterThan(20);
  let stops = 0;
  for (; stops < 80; stops++) {
    await page.keyboard.press("Tab");
    const inHeader = await page.evaluate(() => !!document.activeElement?.closest("header"));
    const inSubmenu = await page.evaluate(() => !!document.activeElement?.closest("header nav li ul"));
    expect(inSubmenu).toBe(false);
    if (!inHeader && stops > 0) break;
  }
  expect(stops).toBeLessThan(30);
});

test("arrows move through an open dropdown and Escape closes it onto its button", async ({ page }) => {
  test.skip(!js(), "the keys are the page's script");
  await gotoHydrated(page, "/gywm/qyjs");
  const item = page
    .locator("header nav li[data-menu]")
    .filter({ has: page.locator("button") })
    .first();
  const button = item.locator("button");
  const links = item.locator("ul a");
  await button.focus();
  await page.keyboard.press("Enter");
  await expect(button).toHaveAttribute("aria-expanded", "true");
  await expect(links.first()).toBeVisible();
  await page.keyboard.press("ArrowDown");
  await expect(links.first()).toBeFocused();
  await page.keyboard.press("ArrowDown");
  await expect(links.nth(1)).toBeFocused();
  await page.keyboard.press("ArrowUp");
  await expect(links.first()).toBeFocused();
  await page.keyboard.press("ArrowUp");
  await expect(links.last()).toBeFocused();
  await page.keyboard.press("Escape");
  await expect(button).toBeFocused();
  await expect(button).toHaveAttribute("aria-expanded", "false");
  await expect(links.first()).toBeHidden();

  // Arrow down from the top link opens it too; Tab out closes it.
  await item.locator("> a").focus();
  await page.keyboard.press("ArrowDown");
  await expect(links.first()).toBeFocused();
  await page.keyboard.press("Escape");
  await expect(button).toBeFocused();
});

test("without JavaScript, focus opens a dropdown so its links can be reached", async ({ page }) => {
  test.skip(js(), "the no-script dropdowns");
  await page.goto("/gywm/qyjs");
  const item = page
    .locator("header nav li[data-menu]")
    .filter({ has: page.locator("ul") })
    .first();
  await expect(item.locator("ul a").first()).toBeHidden();
  await item.locator("> a").focus();
  await expect(item.locator("ul a").first()).toBeVisible();
  await page.keyboard.press("Tab"); // the button
  await page.keyboard.press("Tab");
  await expect(item.locator("ul a").first()).toBeFocused();
  // Hover works too.
  const other = page
    .locator("header nav li[data-menu]")
    .filter({ has: page.locator("ul") })
    .nth(1);
  await other.hover();
  await expect(other.locator("ul a").first()).toBeVisible();
});

test("the phone menu gives focus back to its button when closed", async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 800 });
  await gotoHydrated(page, "/gywm/qyjs", js());
  if (js()) {
    const button = page.getByRole("button", { name: "打开菜单" });
    await button.focus();
    await page.keyboard.press("Enter");
    await expect(page.getByRole("dialog")).toBeVisible();
    await page.keyboard.press("Escape");
    await expect(page.getByRole("dialog")).toBeHidden();
    await expect(button).toBeFocused();
    await page.keyboard.press("Enter");
    await page.getByRole("button", { name: "关闭菜单" }).click();
    await expect(button).toBeFocused();
  } else {
    const summary = page.locator("header summary");
    await summary.focus();
    await page.keyboard.press("Enter");
    await expect(page.locator("header details")).toHaveAttribute("open", "");
    await page.keyboard.press("Enter");
    await expect(page.locator("header details")).not.toHaveAttribute("open", "");
    await expect(summary).toBeFocused();
  }
});
