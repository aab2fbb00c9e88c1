/**
 * Mourning mode (issue #18): a site setting on the company record, edited in the admin with JavaScript on and
 * off, greys the whole public site on the next request (no rebuild), inside its date window only, and the page
 * cache never serves the other colour.
 */
import { expect, test, type Page } from "@playwright/test";
import { ADMIN_STATE } from "../fixtures/sign-in";
import { ADMIN, save } from "./admin-helpers";
import { gotoHydrated } from "./hydration";

test.use({ storageState: ADMIN_STATE });

/** A day in Beijing time (YYYY-MM-DD), `offset` days from today. */
function beijingDay(offset: number): string {
  return new Date(Date.now() + offset * 86_400_000).toLocaleDateString("en-CA", { timeZone: "Asia/Shanghai" });
}

async function setMourning(page: Page, on: boolean, start = "", end = "") {
  await page.goto(`${ADMIN}/company_info?section=mourning`);
  const box = page.getByRole("checkbox", { name: "启用哀悼模式（全站灰色）" });
  if (on) await box.check();
  else await box.uncheck();
  await page.getByLabel("开始日期").fill(start);
  await page.getByLabel("结束日期").fill(end);
  await save(page);
  await expect(page.getByText("保存成功")).toBeVisible();
}

/** Whether a public page, fetched as an anonymous visitor (the page cache's case), is grey. */
async function publicPageIsGrey(page: Page, path = "/gywm/qyjs"): Promise<boolean> {
  const context = await page
    .context()
    .browser()!
    .newContext({ javaScriptEnabled: test.info().project.name === "js" });
  const visitor = await context.newPage();
  // Twice: the second answer comes from the page cache.
  await visitor.goto(path);
  await visitor.reload();
  const grey = await visitor.evaluate(() => getComputedStyle(document.documentElement).filter === "grayscale(1)");
  await context.close();
  return grey;
}

test("mourning greys the public site while it is on and inside its dates, at once", async ({ page }) => {
  test.setTimeout(120_000);
  try {
    expect(await publicPageIsGrey(page)).toBe(false);

    await setMourning(page, true);
    expect(await publicPageIsGrey(page)).toBe(true);
    expect(await publicPageIsGrey(page, "/")).toBe(true);

    // A window that starts tomorrow: not yet.
    await setMourning(page, true, beijingDay(1), beijingDay(1));
    expect(await publicPageIsGrey(page)).toBe(false);

    // A window around today.
    await setMourning(page, true, beijingDay(-1), beijingDay(0));
    expect(await publicPageIsGrey(page)).toBe(true);

    // A window that ended yesterday.
    await setMourning(page, true, beijingDay(-3), beijingDay(-1));
    expect(await publicPageIsGrey(page)).toBe(false);

    // The admin itself keeps its colours.
    await setMourning(page, true);
    const adminFilter = await page.evaluate(() => getComputedStyle(document.documentElement).filter);
    expect(adminFilter).toBe("none");
  } finally {
    await setMourning(page, false);
  }
  expect(await publicPageIsGrey(page)).toBe(false);
});

test("a visitor already on the site sees mourning begin and end with the next page change", async ({ page }) => {
  test.skip(test.info().project.name !== "js", "without script every page change is a full load (the test above)");
  test.setTimeout(90_000);
  const context = await page.context().browser()!.newContext();
  const visitor = await context.newPage();
  const grey = () => visitor.evaluate(() => getComputedStyle(document.documentElement).filter === "grayscale(1)");
  try {
    await gotoHydrated(visitor, "/");
    // A mark on the window: it survives only client-side page changes, never a document load.
    await visitor.evaluate(() => Object.assign(window, { stillThisDocument: true }));
    expect(await grey()).toBe(false);

    await setMourning(page, true);
    await visitor.getByRole("banner").getByRole("link", { name: "关于我们", exact: true }).click();
    await expect(visitor).toHaveURL(/\/gywm/);
    await expect.poll(grey).toBe(true);

    await setMourning(page, false);
    await visitor.getByRole("banner").getByRole("link", { name: "首页", exact: true }).click();
    await expect(visitor).toHaveURL(/\/$/);
    await expect.poll(grey).toBe(false);
    expect(await visitor.evaluate(() => "stillThisDocument" in window)).toBe(true);
  } finally {
    await context.close();
    await setMourning(page, false);
  }
});

test("the admin refuses a date that is not one", async ({ page }) => {
  await page.goto(`${ADMIN}/company_info?section=mourning`);
  await page.getByLabel("开始日期").evaluate((el: HTMLInputElement) => {
    el.type = "text";
    el.value = "2026-13-45";
  });
  await page.getByRole("button", { name: /^(保存|Save)$/ }).click();
  await expect(page.getByLabel("开始日期")).toHaveAttribute("aria-invalid", "true");
});
