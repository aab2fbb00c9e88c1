/**
 * Steps shared by the users-screen, role and workflow specs: an admin creates an account through the users screen,
 * and that account signs in in a browser context of its own (the admin's saved session is never ended).
 */
import { test as base, expect, type Browser, type Page } from "@playwright/test";
import { BASE_URL } from "../fixtures/e2e-settings";
import { ADMIN, login, save, uniq } from "./admin-helpers";

export const js = () => base.info().project.name === "js";

/** A password meeting the product's rule. */
export const STRONG = "Roles-Passw0rd!";

/** Creates an account through the users screen (as the signed-in admin on `page`) and checks it is listed. */
async function createAccount(page: Page, username: string, role: string, password = STRONG) {
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
async function signedInPage(browser: Browser, username: string, password = STRONG): Promise<Page> {
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

/** A page signed in as `username` (password: STRONG unless given). */
type SignIn = (username: string, password?: string) => Promise<Page>;
/**
 * A new account with `role`, named `prefix` and a tag unique to the run, made through the users screen by the
 * admin on `page`; its name and a page signed in as it.
 */
export type NewAccount = (prefix: string, role: string) => Promise<{ name: string; page: Page }>;

/** The test of these specs: the pages `signIn` and `newAccount` sign in are closed when the test ends, passed or not. */
export const test = base.extend<{ signIn: SignIn; newAccount: NewAccount }>({
  // (Playwright's `use` is named `provide` here: the React hooks lint rule takes `use(…)` for React's hook.)
  signIn: async ({ browser }, provide) => {
    const opened: Page[] = [];
    await provide(async (username, password = STRONG) => {
      const signedIn = await signedInPage(browser, username, password);
      opened.push(signedIn);
      return signedIn;
    });
    for (const signedIn of opened) await signedIn.context().close();
  },
  newAccount: async ({ page, signIn }, provide, info) => {
    await provide(async (prefix, role) => {
      const name = `${prefix}${uniq(info)}`;
      await createAccount(page, name, role);
      return { name, page: await signIn(name) };
    });
  },
});
