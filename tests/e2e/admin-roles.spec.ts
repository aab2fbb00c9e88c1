/**
 * Each role in the browser (issue 16 point 1, the role × action goal), with JavaScript on and off: an editor
 * saves an article but sees no delete button, is refused a hand-made delete (403, nothing deleted) and the users
 * screen; a reviewer saves the company information (the site's structure) and is refused the users screen; the
 * console `user` keeps its content screens and is refused the users screen. Then one's own password: a wrong
 * current password is said at its field, and a change ends the other sessions while this one continues.
 */
import { expect, type Page } from "@playwright/test";
import { USER } from "../fixtures/e2e-settings";
import { ADMIN_STATE } from "../fixtures/sign-in";
import { ADMIN, login, save } from "./admin-helpers";
import { STRONG, postAs, test } from "./account-helpers";

test.use({ storageState: ADMIN_STATE });
// Accounts are created and signed in with bcrypt-hashed passwords: slower than a page view.
test.setTimeout(90_000);

async function expectUsersRefused(page: Page) {
  const response = await page.goto(`${ADMIN}/users`);
  expect(response?.status()).toBe(403);
  await expect(page.getByText("只有管理员可以管理用户。")).toBeVisible();
  expect(await postAs(page, `${ADMIN}/users/new`, { username: "sneaky", role: "admin", password: STRONG })).toBe(403);
}

test("an editor saves an article but may not delete it, nor open the users screen", async ({ newAccount }) => {
  const { page: editor } = await newAccount("wr", "editor");

  await expect(editor.getByRole("link", { name: "用户管理" })).toHaveCount(0);
  await editor.goto(`${ADMIN}/articleList`);
  const row = editor.locator("[data-article-row]").first();
  const id = await row.getAttribute("data-article-row");
  await expect(row.getByRole("link", { name: /编辑/ })).toBeVisible();
  await expect(editor.getByRole("button", { name: "删除" })).toHaveCount(0);

  // An editor's save of a published article is a draft beside it; the editor may discard it again.
  await editor.goto(`${ADMIN}/articleList/${id}`);
  await save(editor);
  await expect(editor.getByText("草稿已保存，尚未发布到网站")).toBeVisible();
  await editor.goto(`${ADMIN}/articleList/${id}`);
  await expect(editor.locator("[data-workflow-status]").first()).toHaveAttribute(
    "data-workflow-status",
    "published-draft",
  );
  await editor.getByRole("button", { name: "放弃未发布的修改" }).click();
  await expect(editor.getByText("已放弃未发布的修改")).toBeVisible();

  // A delete posted by hand is refused before anything changes.
  expect(await postAs(editor, `${ADMIN}/articleList`, { intent: "delete", id: id!, updatetime: "0" })).toBe(403);
  await editor.goto(`${ADMIN}/articleList`);
  await expect(editor.locator(`[data-article-row="${id}"]`)).not.toContainText("已删除");
  // The company information is the site's structure: the editor may read it, not change it.
  await editor.goto(`${ADMIN}/company_info`);
  await save(editor);
  await expect(editor.getByText("你的角色无权修改菜单和公司信息。")).toBeVisible();

  await expectUsersRefused(editor);
});

test("a reviewer saves the company information and is refused the users screen", async ({ newAccount }) => {
  const { page: reviewer } = await newAccount("rv", "reviewer");
  await reviewer.goto(`${ADMIN}/company_info`);
  await save(reviewer);
  await expect(reviewer.getByText("保存成功")).toBeVisible();
  await expectUsersRefused(reviewer);
});

test("the console user keeps its content screens and is refused the users screen", async ({ signIn }) => {
  const user = await signIn(USER.username, USER.password);
  await user.goto(`${ADMIN}/videosList`);
  await expect(user.getByRole("heading", { name: "视频管理" })).toBeVisible();
  await expectUsersRefused(user);
});

test("changing one's own password: the current one must match; other sessions end, this one stays", async ({
  newAccount,
  signIn,
}) => {
  const { name, page: mine } = await newAccount("pw", "editor");
  const other = await signIn(name);

  // Where a user looks for it: the user menu's account and security link.
  await mine.goto(`${ADMIN}/articleList`);
  // (Inside the closed user menu, so found by its address.)
  await expect(mine.locator('a[href$="/user/setting?tab=security"]')).toHaveText("账号与安全");
  await mine.goto(`${ADMIN}/user/setting?tab=security&edit=password`);
  const form = mine.locator("#change-password");
  await form.locator('input[name="current"]').fill("Wrong-Passw0rd!");
  await form.locator('input[name="next"]').fill("Changed-Passw0rd!");
  await form.locator('input[name="confirm"]').fill("Changed-Passw0rd!");
  await form.getByRole("button", { name: "修改密码" }).click();
  await expect(mine.getByText("当前密码不正确")).toBeVisible();

  const again = mine.locator("#change-password");
  await again.locator('input[name="current"]').fill(STRONG);
  await again.locator('input[name="next"]').fill("Changed-Passw0rd!");
  await again.locator('input[name="confirm"]').fill("Changed-Passw0rd!");
  await again.getByRole("button", { name: "修改密码" }).click();
  await expect(mine.getByTestId("password-changed")).toBeVisible();

  // This session continues; the other one has ended.
  await mine.goto(`${ADMIN}/articleList`);
  await expect(mine).toHaveURL(/articleList/);
  await other.goto(`${ADMIN}/articleList`);
  await expect(other).toHaveURL(/\/login/);
  await login(other, { username: name, password: "Changed-Passw0rd!" });
  await expect(other).toHaveURL(/company_info/);

  // Sign out everywhere else: the other session ends again, this one stays.
  await mine.goto(`${ADMIN}/user/setting?tab=security`);
  await mine.getByRole("button", { name: "退出其他所有设备" }).click();
  await expect(mine.getByTestId("signed-out-elsewhere")).toBeVisible();
  await other.goto(`${ADMIN}/articleList`);
  await expect(other).toHaveURL(/\/login/);
  await mine.goto(`${ADMIN}/articleList`);
  await expect(mine).toHaveURL(/articleList/);
});
