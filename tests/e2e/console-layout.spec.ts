/**
 * Console layouts: the settings drawer's "top menu" switch puts the menu in the navbar instead of the sider
 * (and it stays so after a reload), and on a phone the menu opens from a navbar button and reaches every
 * screen. Both run with JavaScript on and off (the js and nojs projects).
 */
import { expect, test, type Page } from "@playwright/test";
import { ADMIN } from "../fixtures/e2e-settings";
import { ADMIN_STATE } from "../fixtures/sign-in";
import { whenHydrated } from "./admin-helpers";

test.use({ storageState: ADMIN_STATE });

const js = () => test.info().project.name === "js";

/** Flips one settings switch in the drawer and waits until the server answered with the new state. */
async function toggleSetting(page: Page, key: string, expected: boolean) {
  await page.goto(`${ADMIN}/dashboard/workplace?settings=open`);
  await whenHydrated(page);
  await page.locator(`[data-setting="${key}"]`).click();
  await expect(page.locator(`[data-setting="${key}"]`)).toHaveAttribute("aria-checked", String(expected));
}

test("the top menu replaces the sider and survives a reload", async ({ page }) => {
  // Four settings posts and several full pages: slow on a shared machine.
  test.setTimeout(60_000);
  await page.goto(`${ADMIN}/dashboard/workplace`);
  await expect(page.getByTestId("sider")).toBeVisible();
  await expect(page.getByTestId("top-menu")).toHaveCount(0);

  await toggleSetting(page, "topMenu", true);
  await page.goto(`${ADMIN}/dashboard/workplace`);
  await page.reload();
  const top = page.getByTestId("top-menu");
  await expect(top).toBeVisible();
  await expect(page.getByTestId("sider")).toHaveCount(0);
  // The page content is no longer pushed right by a sider.
  const mainBox = await page.locator("main").boundingBox();
  expect(mainBox?.x ?? 999).toBeLessThan(40);

  // Every group drops down; a link in it navigates.
  await whenHydrated(page);
  await top.getByText("列表页", { exact: true }).click();
  await top.getByRole("link", { name: "查询表格" }).click();
  await expect(page).toHaveURL(/\/list\/search-table/);
  // The current entry is marked (its drop-down is closed again, so look regardless of visibility).
  await expect(page.getByTestId("top-menu").locator('a[aria-current="page"]')).toHaveAttribute(
    "href",
    /\/list\/search-table$/,
  );
  await expect(page.getByTestId("sider")).toHaveCount(0);

  await toggleSetting(page, "topMenu", false);
  await page.goto(`${ADMIN}/dashboard/workplace`);
  await expect(page.getByTestId("sider")).toBeVisible();
  await expect(page.getByTestId("top-menu")).toHaveCount(0);
});

test.describe("on a phone", () => {
  test.use({ viewport: { width: 375, height: 812 } });

  test("the menu opens from the navbar and reaches another screen", async ({ page }) => {
    await page.goto(`${ADMIN}/dashboard/workplace`);
    await expect(page.getByTestId("sider")).toBeHidden();
    const toggle = page.getByTestId("mobile-menu-toggle");
    if (js()) await expect(toggle).toHaveAttribute("aria-haspopup", "dialog");
    await toggle.click();
    const menu = page.getByTestId("mobile-menu");
    if (js()) await expect(page.getByRole("dialog")).toBeVisible();
    await expect(menu.getByRole("link", { name: "工作台" })).toBeVisible();
    // Content management and every console group are in it.
    await expect(menu.getByRole("link", { name: "文章管理" })).toBeVisible();
    await menu.getByText("列表页", { exact: true }).click();
    await menu.getByRole("link", { name: "卡片列表" }).click();
    await expect(page).toHaveURL(/\/list\/card/);
    await expect(page.locator("main h1").first()).toContainText("卡片列表");
    // The menu is closed again on the new page.
    await expect(page.getByRole("dialog")).toHaveCount(0);
    await expect(page.getByTestId("mobile-menu").getByRole("link", { name: "卡片列表" })).toBeHidden();
    // Nothing sticks out sideways.
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
  });

  test("with the top menu on, the phone still gets the drawer menu", async ({ page }) => {
    await toggleSetting(page, "topMenu", true);
    await page.goto(`${ADMIN}/list/search-table`);
    await expect(page.getByTestId("top-menu")).toBeHidden();
    const toggle = page.getByTestId("mobile-menu-toggle");
    if (js()) await expect(toggle).toHaveAttribute("aria-haspopup", "dialog");
    await toggle.click();
    // The current group (List) starts open.
    await page.getByTestId("mobile-menu").getByRole("link", { name: "卡片列表" }).click();
    await expect(page).toHaveURL(/\/list\/card/);
  });
});
