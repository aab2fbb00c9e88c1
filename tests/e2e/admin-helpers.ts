/**
 * Shared steps of the admin end-to-end specs. Signing in through the login form (`login`, `loginOk`) is for the
 * tests of that form; other specs start signed in (tests/fixtures/sign-in.ts).
 */
import { expect, test, type Locator, type Page, type TestInfo } from "@playwright/test";
import { readFileSync } from "node:fs";
import { ADMIN, ADMIN_ACCOUNT } from "../fixtures/e2e-settings";

export { ADMIN };
export const PASSWORD = ADMIN_ACCOUNT.password;
/** Public-site assertions need the public pages (another branch); E2E_PUBLIC_SITE=0 skips them. */
export const PUBLIC_SITE = process.env.E2E_PUBLIC_SITE !== "0";

/** A short tag unique to this test run and project, for records the test creates. */
export function uniq(info: TestInfo): string {
  return `${info.project.name}${Date.now().toString(36)}${Math.floor(Math.random() * 1000)}`;
}

/** With script on, waits until React has hydrated the page (app/root.tsx marks it); without, returns at once. */
export async function whenHydrated(page: Page) {
  if (test.info().project.name === "js") await expect(page.locator("html")).toHaveAttribute("data-hydrated", "true");
}

export async function login(
  page: Page,
  {
    username = "admin",
    password = PASSWORD,
    redirect,
    stay = false,
  }: { username?: string; password?: string; redirect?: string; stay?: boolean } = {},
) {
  if (!stay) await page.goto(`${ADMIN}/login${redirect ? `?redirect=${encodeURIComponent(redirect)}` : ""}`);
  await whenHydrated(page);
  await page.locator("#username").fill(username);
  await page.locator("#password").fill(password);
  const before = await page.locator("[data-login-error]").getAttribute("data-attempt");
  await page.getByRole("button", { name: /^(登录|Login)$/ }).click();
  // Wait until this attempt's answer is on screen (a new attempt id, or another page after success).
  await page
    .waitForFunction((previous) => {
      const el = document.querySelector("[data-login-error]");
      return !el || (el.getAttribute("data-attempt") ?? "") !== (previous ?? "");
    }, before)
    .catch(() => {});
}

export async function loginOk(page: Page, redirect?: string) {
  await login(page, redirect ? { redirect } : {});
  await expect(page).toHaveURL(redirect ? new RegExp(redirect.replace(/[?]/g, "\\?")) : /company_info/);
}

/**
 * Clicks a form's submit button and waits until the page the post leads to has settled. With script: until the
 * router has finished that page change (app/root.tsx counts finished ones in `html[data-settled]`), or a new
 * document has loaded; without: until the next document has loaded. Surer and quicker than waiting for half a
 * second of quiet network.
 */
export async function submit(button: Locator) {
  const page = button.page();
  const posted = page.waitForResponse((r) => r.request().method() === "POST");
  if (test.info().project.name !== "js") {
    await Promise.all([page.waitForEvent("load"), posted, button.click()]);
    return;
  }
  const before = await page.evaluate(() => ({
    origin: performance.timeOrigin,
    settled: Number(document.documentElement.dataset.settled ?? 0),
  }));
  await Promise.all([posted, button.click()]);
  await page.waitForFunction(
    ({ origin, settled }) =>
      performance.timeOrigin !== origin ||
      (document.readyState === "complete" && Number(document.documentElement.dataset.settled ?? 0) > settled),
    before,
  );
}

/**
 * Clicks the form's main button (Save, or for articles and videos what saving does for the role: Publish, Save
 * draft) and waits for the next page.
 */
export async function save(page: Page) {
  // With script on, wait for hydration so the post goes through the enhanced form.
  if (test.info().project.name === "js") {
    await page.locator('form input[name="js"]').first().waitFor({ state: "attached", timeout: 10_000 });
  }
  await submit(page.locator('button[name="intent"][value="save"]'));
}

/**
 * Deletes through a row's Delete button. With script on the button asks first in a dialog (once the page has
 * hydrated), which is confirmed here; without script it posts at once.
 */
export async function deleteRow(row: Locator) {
  const page = row.page();
  const js = test.info().project.name === "js";
  if (js) await expect(page.locator("html")).toHaveAttribute("data-hydrated", "true");
  await row.getByRole("button", { name: /^(删除|Delete)$/ }).click();
  if (!js) return;
  await submit(page.getByRole("dialog").getByRole("button", { name: /^(删除|Delete)$/ }));
}

export const seedFile = (name: string) => readFileSync(`content/uploads/seed/${name}`);

/** Opens a new article's form with its title filled in, filed under `menu` (one that takes articles). */
export async function newArticle(page: Page, title: string, menu = "关于我们 / 公司荣誉") {
  await page.goto(`${ADMIN}/articleList/new`);
  await page.getByRole("textbox", { name: "标题", exact: true }).fill(title);
  await page.getByLabel("所属菜单").selectOption({ label: menu });
}

/**
 * Fills an article's rich body as HTML (`en_info`: its English one): with script on through the editor's HTML
 * source view (the Chinese body's is the first, the English one's the second); without, it is a textarea.
 */
export async function fillBody(page: Page, html: string, name: "info" | "en_info" = "info") {
  if (test.info().project.name === "js")
    await page
      .getByLabel("HTML 源码")
      .nth(name === "info" ? 0 : 1)
      .check();
  await page.locator(`textarea[name=${name}]`).fill(html);
}

/** The id of the first article the admin's article list finds for `query` (a title or part of one). */
export async function firstArticleId(page: Page, query: string): Promise<string> {
  await page.goto(`${ADMIN}/articleList?q=${encodeURIComponent(query)}`);
  return (await page.locator("[data-article-row]").first().getAttribute("data-article-row"))!;
}

/**
 * Soft-deletes the records a test created (rows matched by `rowSelector` on `listUrl`), so the shared
 * content copy keeps the seeded counts the public-site specs check.
 */
export async function softDeleteRows(page: Page, listUrl: string, rowSelector: string) {
  await page.goto(listUrl);
  const rows = page.locator(rowSelector);
  for (let left = await rows.count(); left > 0; left--) {
    // In either language: a test may have left the admin in English.
    const button = page.getByRole("button", { name: /^(删除|Delete)$/ });
    const row = rows.filter({ has: button }).first();
    if ((await row.count()) === 0) break;
    if (test.info().project.name === "js") await deleteRow(row);
    else await submit(row.locator(button));
  }
}
