/**
 * The admin's safety nets: a delete asks first (script on) and can be undone from its toast (script on and off),
 * an editor links to the record's public page, and leaving a form with unsaved changes warns (script on).
 */
import { expect, test, type Page } from "@playwright/test";
import { ADMIN_STATE } from "../fixtures/sign-in";
import { ADMIN, deleteRow, save, softDeleteRows, uniq } from "./admin-helpers";

test.use({ storageState: ADMIN_STATE });

const js = () => test.info().project.name === "js";

async function hydrated(page: Page) {
  if (js()) await expect(page.locator("html")).toHaveAttribute("data-hydrated", "true");
}

async function createLink(page: Page, name: string) {
  await page.goto(`${ADMIN}/linksList/new?type=20002`);
  await page.getByRole("textbox", { name: "链接名称", exact: true }).fill(name);
  await page.getByLabel("链接地址").fill(`https://safety-${Date.now()}.example/`);
  await save(page);
  await expect(page.getByText("保存成功")).toBeVisible();
}

test("a delete asks first with script on, and its toast undoes it", async ({ page }, info) => {
  const name = `安全${uniq(info)}`;
  await createLink(page, name);
  await page.goto(`${ADMIN}/linksList`);
  await hydrated(page);
  const row = page.locator("[data-link-row]").filter({ hasText: name });
  await expect(row).toContainText("正常");

  if (js()) {
    // Asked first, naming the record; cancelling changes nothing.
    await row.getByRole("button", { name: "删除" }).click();
    const dialog = page.getByRole("dialog", { name: `确定删除「${name}」吗？` });
    await expect(dialog).toBeVisible();
    await expect(dialog).toContainText("可以在“已删除”中恢复");
    await dialog.getByRole("button", { name: "取消" }).click();
    await expect(dialog).toBeHidden();
    await expect(row).toContainText("正常");
    await row.getByRole("button", { name: "删除" }).click();
    await dialog.getByRole("button", { name: "删除" }).click();
  } else {
    await row.getByRole("button", { name: "删除" }).click();
  }
  await expect(row).toContainText("已删除");
  // The toast offers the undo, as a form that works without script too.
  const toast = page.locator("[data-toast], [data-sonner-toast]").filter({ hasText: "已删除" });
  await toast.getByRole("button", { name: "撤销" }).click();
  await expect(page.getByText("已恢复")).toBeVisible();
  await expect(row).toContainText("正常");
  await softDeleteRows(page, `${ADMIN}/linksList`, `[data-link-row]:has-text("${name}")`);
});

test("an editor links to the record's page on the public site", async ({ page }) => {
  await page.goto(`${ADMIN}/articleList/4`);
  const link = page.locator("[data-view-on-site]");
  await expect(link).toHaveText("在网站上查看");
  const href = await link.getAttribute("href");
  expect(href).toMatch(/^\/[a-z0-9/_-]+$/);
  expect((await page.request.get(href!)).status()).toBe(200);
  await page.goto(`${ADMIN}/menuList/6`);
  expect(await page.locator("[data-view-on-site]").getAttribute("href")).toMatch(/^\/gywm\//);
  await page.goto(`${ADMIN}/company_info`);
  await expect(page.locator("[data-view-on-site]")).toHaveAttribute("href", /^\/gywm\/qyjs$/);
  // A new record is on no page yet.
  await page.goto(`${ADMIN}/articleList/new`);
  await expect(page.locator("[data-view-on-site]")).toHaveCount(0);
});

test("leaving a form with unsaved changes asks first; an untouched form leaves at once", async ({ page }) => {
  test.skip(!js(), "the warning needs script; without it the browser leaves as it always does");
  await page.goto(`${ADMIN}/linksList/1`);
  await hydrated(page);
  // Untouched: the navigation link leaves at once.
  await page.getByRole("link", { name: "文章管理", exact: true }).click();
  await expect(page).toHaveURL(/articleList$/);

  await page.goto(`${ADMIN}/linksList/1`);
  await hydrated(page);
  const name = page.getByRole("textbox", { name: "链接名称", exact: true });
  const original = await name.inputValue();
  await name.fill(`${original}（改）`);
  await page.getByRole("link", { name: "文章管理", exact: true }).click();
  const dialog = page.getByRole("dialog", { name: "离开本页？" });
  await expect(dialog).toBeVisible();
  await dialog.getByRole("button", { name: "留在本页" }).click();
  await expect(page).toHaveURL(/linksList\/1$/);
  await expect(name).toHaveValue(`${original}（改）`);
  // Typing it back as it was is no change any more.
  await name.fill(original);
  await page.getByRole("link", { name: "文章管理", exact: true }).click();
  await expect(page).toHaveURL(/articleList$/);

  // Leaving anyway discards the change.
  await page.goto(`${ADMIN}/linksList/1`);
  await hydrated(page);
  await name.fill(`${original}（弃）`);
  await page.getByRole("link", { name: "文章管理", exact: true }).click();
  await page.getByRole("dialog", { name: "离开本页？" }).getByRole("button", { name: "离开" }).click();
  await expect(page).toHaveURL(/articleList$/);
  await page.goto(`${ADMIN}/linksList/1`);
  await expect(name).toHaveValue(original);
});

test("a menu's route change keeps its old addresses as 301 redirects unless told not to", async ({ page }, info) => {
  const tag = uniq(info)
    .toLowerCase()
    .replace(/[^a-z0-9]/g, "");
  const [first, second, third] = [`r${tag}a`, `r${tag}b`, `r${tag}c`];
  await page.goto(`${ADMIN}/menuList/new`);
  await page.getByLabel("菜单名称").fill(`迁移${tag}`);
  await page.getByLabel("路由", { exact: true }).fill(first);
  await save(page);
  const row = page.locator(`[data-menu-row="${first}"]`);
  await expect(row).toBeVisible();
  const editHref = await row.getByRole("link", { name: `编辑 迁移${tag}` }).getAttribute("href");
  const status = async (path: string) => {
    const res = await page.request.get(path, { maxRedirects: 0 });
    return [res.status(), res.headers().location ?? null];
  };
  expect((await status(`/${first}/lsit`))[0]).toBe(200);

  // Renamed with the old address kept (the default): the old one and everything under it answer 301.
  await page.goto(editHref!);
  await expect(page.getByLabel("改动后保留旧网址（301 跳转）")).toBeChecked();
  await page.getByLabel("路由", { exact: true }).fill(second);
  await save(page);
  expect(await status(`/${first}/lsit?page=1`)).toEqual([301, `/${second}/lsit?page=1`]);
  expect((await status(`/${second}/lsit`))[0]).toBe(200);

  // Renamed again, told not to keep: that address is gone, the first one follows to the new place.
  await page.goto(editHref!);
  await page.getByLabel("路由", { exact: true }).fill(third);
  await page.getByLabel("改动后保留旧网址（301 跳转）").uncheck();
  await save(page);
  expect((await status(`/${second}/lsit`))[0]).toBe(404);
  expect(await status(`/${first}/lsit`)).toEqual([301, `/${third}/lsit`]);

  await page.goto(`${ADMIN}/menuList`);
  await deleteRow(page.locator(`[data-menu-row="${third}"]`));
  await expect(page.locator(`[data-menu-row="${third}"]`)).toContainText("已删除");
});
