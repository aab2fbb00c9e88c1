/**
 * Steps shared by the users-screen and role specs: an admin creates an account through the users screen, and
 * that account signs in in a browser context of its own (the admin's saved session is never ended).
 */
import { expect, test, type Browser, type Page } from "@playwright/test";
import { BASE_URL } from "../fixtures/e2e-settings";
import { ADMIN, login, save } from "./admin-helpers";

export const js = () => test.info().project.name === "js";

/** A password meeting the product's rule. */
export const STRONG = "Roles-Passw0rd!";

/** Creates an account through the users screen (as the signed-in admin on `page`) and checks it is listed. */
export async function createAccount(page: Page, username: string, role: string, password = STRONG) {
  await page.goto(`${ADMIN}/users/new`);
  await page.getByRole("textbox", { name: "用户名" }).fill(username);
  await page.getByRole("textbox", { name: "显示名称" }).fill(`名 ${username}`);
  await page.getByLabel("角色").selectOption(role);
  await page.getByLabel("初始密码").fill(password);
  await save(page);
  await expect(page.getByText("保存成功")).toBeVisible();
  await expect(page.locator(`[data-user-row="${username}"]`)).toBeVisible();
}

/** A page in a fresh browser context (this project's script setting) signed in as `username`. */
export async function signedInPage(browser: Browser, username: string, password = STRONG): Promise<Page> {
  // An empty state: a context made in a test otherwise starts with the project's (the admin's saved session).
  const context = await browser.newContext({
    baseURL: BASE_URL,
    javaScriptEnabled: js(),
    locale: "zh-CN",
    storageState: { cookies: [], origins: [] },
  });
  const page = await context.newPage();
  await login(page, { username, password });
  await expect(page).toHaveURL(/company_info/);
  return page;
}

/** Posts a form to an admin URL with `page`'s session (as a hand-made request would), returning the status. */
export async function postAs(page: Page, url: string, form: Record<string, string>): Promise<number> {
  const response = await page.request.post(url, { form, headers: { Origin: BASE_URL }, maxRedirects: 0 });
  return response.status();
}
