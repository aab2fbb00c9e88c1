/**
 * Revisions (issue #16 point 5), with JavaScript on and off: an article edited twice has three revisions, its
 * history compares an old revision with the current version field by field (the body as text, not tags), and
 * restoring the old revision saves it as a new revision that the public site shows.
 */
import { expect, test, type Page } from "@playwright/test";
import { ADMIN_STATE } from "../fixtures/sign-in";
import { ADMIN, PUBLIC_SITE, fillBody, firstArticleId, newArticle, save, softDeleteRows, uniq } from "./admin-helpers";
import { axeClean } from "./axe-clean";

test.use({ storageState: ADMIN_STATE });

const js = () => test.info().project.name === "js";

async function editArticle(page: Page, id: string, title: string, body?: string) {
  await page.goto(`${ADMIN}/articleList/${id}`);
  await page.getByRole("textbox", { name: "标题", exact: true }).fill(title);
  if (body) await fillBody(page, body);
  await save(page);
  await expect(page.getByText("保存成功")).toBeVisible();
}

test("an article's history shows each save, compares a revision with the current version, and restores it", async ({
  page,
}, info) => {
  const tag = uniq(info);
  await newArticle(page, `初版${tag}`);
  await fillBody(page, `<p>第一版正文 <strong>${tag}</strong></p>`);
  await save(page);
  const id = await firstArticleId(page, tag);

  await editArticle(page, id, `二版${tag}`, `<p>第二版正文 <em>${tag}</em></p>`);
  await editArticle(page, id, `三版${tag}`);

  // The editor links to the history.
  await page.goto(`${ADMIN}/articleList/${id}`);
  await page.getByRole("link", { name: "修改历史" }).click();
  await expect(page).toHaveURL(new RegExp(`${ADMIN}/history/articles/${id}$`));
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(`修改历史：三版${tag}`);
  const rows = page.locator("tr[data-revision]");
  await expect(rows).toHaveCount(3);
  await expect(rows.nth(0)).toContainText("修改");
  await expect(rows.nth(0)).toContainText("admin");
  await expect(rows.nth(0)).toContainText("标题");
  await expect(rows.nth(2)).toContainText("新建");

  // Compare revision 1 with the current version: the title and the body, the body as text.
  await rows.nth(2).getByRole("link", { name: /对比/ }).click();
  await expect(page).toHaveURL(/\?rev=1$/);
  await expect(page.getByRole("heading", { name: "版本 1 与当前版本的差异" })).toBeVisible();
  const title = page.locator('[data-field="title"]');
  await expect(title.locator("del")).toContainText("初");
  await expect(title.locator("ins")).toContainText("三");
  const body = page.locator('[data-field="info"]');
  await expect(body.locator("del")).toContainText("一");
  await expect(body.locator("ins")).toContainText("二");
  await expect(body).toContainText(`第一版正文 ${tag}`.slice(0, 1));
  await expect(body).not.toContainText("<p>");
  await expect(body).not.toContainText("strong");

  // Restore revision 1: a new revision, nothing lost.
  await page.getByRole("button", { name: "恢复到版本 1" }).click();
  await expect(page.getByText("已恢复到版本 1（保存为新版本）")).toBeVisible();
  await expect(rows).toHaveCount(4);
  await expect(rows.nth(0)).toContainText("恢复版本");
  await expect(rows.nth(0)).toContainText("恢复自版本 1");
  await expect(page.locator("[data-diff-same]")).toBeVisible();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(`修改历史：初版${tag}`);
  // The version before the restore is still there to compare with.
  await rows.nth(1).getByRole("link", { name: /对比/ }).click();
  await expect(page.locator('[data-field="title"] del')).toContainText("三");
  // Axe runs as a script in the page: with script on (the server-rendered markup is the same).
  if (js()) await axeClean(page);

  await page.goto(`${ADMIN}/articleList/${id}`);
  await expect(page.getByRole("textbox", { name: "标题", exact: true })).toHaveValue(`初版${tag}`);
  if (PUBLIC_SITE) {
    await page.goto(`/gywm/gsry/detail/${id}`);
    await expect(page.locator("article h1")).toHaveText(`初版${tag}`);
    await expect(page.getByText(`第一版正文 ${tag}`)).toBeVisible();
  }
  await softDeleteRows(page, `${ADMIN}/articleList?q=${tag}`, "[data-article-row]");
});

test("a restore from a stale page is refused and changes nothing", async ({ page }, info) => {
  const tag = uniq(info);
  await newArticle(page, `旧页${tag}`);
  await fillBody(page, `<p>正文 ${tag}</p>`);
  await save(page);
  const id = await firstArticleId(page, tag);
  await editArticle(page, id, `旧页改${tag}`);

  await page.goto(`${ADMIN}/history/articles/${id}?rev=1`);
  const stale = await page.locator('input[name="updatetime"]').inputValue();
  // Someone saves meanwhile…
  await editArticle(page, id, `旧页再改${tag}`);
  // …so a restore posted with the old updatetime is refused.
  await page.goto(`${ADMIN}/history/articles/${id}?rev=1`);
  // With script, after hydration: React would set the hidden input back to its value.
  if (js()) await expect(page.locator("html")).toHaveAttribute("data-hydrated", "true");
  await page
    .locator('input[name="updatetime"]')
    .evaluate((el, value) => ((el as HTMLInputElement).value = value), stale);
  await page.getByRole("button", { name: "恢复到版本 1" }).click();
  await expect(page.getByText("这条记录刚被他人修改，请刷新后重试").first()).toBeVisible();
  await expect(page.locator("tr[data-revision]")).toHaveCount(3);
  await page.goto(`${ADMIN}/articleList/${id}`);
  await expect(page.getByRole("textbox", { name: "标题", exact: true })).toHaveValue(`旧页再改${tag}`);
  await softDeleteRows(page, `${ADMIN}/articleList?q=${tag}`, "[data-article-row]");
});
