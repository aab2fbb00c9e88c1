/**
 * Console controls that used to do nothing or mislead (issue points 12 and 15): each one now does something
 * real, with JavaScript on and off — the quality-inspection create tile, the monitor's chat (send, filter,
 * download, refresh), the security tab's change-password form, "Print result", the Docs button and the
 * Workplace's documents, the message box's Clear and View More, Copy Settings and Menu From Server.
 */
import { readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { expect, test, type Page } from "@playwright/test";
import { ADMIN } from "../fixtures/e2e-settings";
import { serverContentDir } from "../fixtures/server-content";
import { ADMIN_STATE } from "../fixtures/sign-in";

test.use({ storageState: ADMIN_STATE });

async function open(page: Page, where: string) {
  const response = await page.goto(`${ADMIN}/${where}`);
  expect(response?.status(), where).toBe(200);
}

/** Runs a click that posts, and waits for the post to be answered and the page to settle. */
async function posting(page: Page, click: () => Promise<void>) {
  const posted = page.waitForResponse((response) => response.request().method() === "POST");
  await click();
  await posted;
  await page.waitForLoadState("load");
}

/** A text no other run or project has used. */
function unique(prefix: string, javaScriptEnabled: boolean | undefined) {
  return `${prefix}${javaScriptEnabled ? "J" : "N"}${Date.now().toString(36)}`;
}

test("the quality-inspection create tile stores a new inspection", async ({ page, javaScriptEnabled }) => {
  await open(page, "list/card?tab=quality");
  await page.getByTestId("quality-create").click();
  await expect(page).toHaveURL(/create=quality/);
  // An empty title is refused and named.
  await posting(page, () => page.getByRole("button", { name: "创建", exact: true }).click());
  await expect(page.locator('[data-field-error="title"]')).toBeVisible();
  const title = unique("质检", javaScriptEnabled);
  await page.locator('input[name="title"]').fill(title);
  await page.locator('input[name="description"]').fill("夜场直播抽检");
  await posting(page, () => page.getByRole("button", { name: "创建", exact: true }).click());
  await expect(page).not.toHaveURL(/create=quality/);
  await expect(page.getByRole("heading", { name: title })).toBeVisible();
  await page.goto(page.url());
  await expect(page.getByRole("heading", { name: title })).toBeVisible();
});

test("the monitor's chat sends, filters, downloads and refreshes", async ({ page, javaScriptEnabled }) => {
  await open(page, "dashboard/monitor");
  // The buttons that did nothing are gone.
  await expect(page.getByText("快捷操作")).toHaveCount(0);
  await expect(page.getByRole("button", { name: "编辑", exact: true })).toHaveCount(0);
  const line = unique("大家好", javaScriptEnabled);
  await page.getByLabel("输入内容").fill(line);
  await posting(page, () => page.getByRole("button", { name: "发送", exact: true }).click());
  await expect(page.getByTestId("chat-lines")).toContainText(line);
  await page.goto(`${ADMIN}/dashboard/monitor`);
  await expect(page.getByTestId("chat-lines")).toContainText(line);

  // Download gives the lines shown as CSV.
  const href = (await page.getByTestId("chat-download").getAttribute("href")) ?? "";
  const csv = await page.request.get(href);
  expect(csv.headers()["content-type"]).toContain("text/csv");
  expect(csv.headers()["content-disposition"]).toContain("attachment");
  expect(await csv.text()).toContain(line);

  // The filter keeps collected lines only, and Download follows it.
  await page.getByLabel("显示").selectOption("collected");
  await page.getByRole("button", { name: "搜索消息" }).click();
  await expect(page).toHaveURL(/show=collected/);
  await expect(page.getByTestId("chat-lines")).not.toContainText(line);
  const filtered = await page.request.get((await page.getByTestId("chat-download").getAttribute("href")) ?? "");
  expect(await filtered.text()).not.toContain(line);

  // Refresh reloads the screen's data.
  await page.getByTestId("monitor-refresh").click();
  await expect(page).toHaveURL(new RegExp(`${ADMIN}/dashboard/monitor$`));
  await expect(page.getByTestId("chat-lines")).toContainText(line);

  // Nothing on the screen takes input it does not act on: the only fields are the chat's; the studio's settings
  // (its live method among them) are shown as they are.
  const main = page.getByRole("main");
  await expect(main.getByRole("radio")).toHaveCount(0);
  await expect(main.locator("input:not([type=hidden]), textarea, select")).toHaveCount(3);
  await expect(main.getByText("视频直播")).toBeVisible();
});

test("the security tab's Update opens a working change-password form", async ({ page }) => {
  await open(page, "user/setting?tab=security");
  // A setting the console cannot change has no link.
  const question = page.locator("li", { hasText: "密保问题" }).last();
  await expect(question.getByRole("link")).toHaveCount(0);
  await page.getByRole("link", { name: /^修改\s*: 登录密码$/ }).click();
  await expect(page).toHaveURL(/edit=password/);
  // A wrong current password is refused (the admin's real password stays: other tests use its sessions).
  await page.locator('input[name="current"]').fill("not-the-password");
  await page.locator('input[name="next"]').fill("Another-Passw0rd-2026");
  await page.locator('input[name="confirm"]').fill("Another-Passw0rd-2026");
  const answered = page.waitForResponse((response) => response.request().method() === "POST");
  await page.getByRole("button", { name: "修改密码" }).click();
  expect((await answered).status()).toBe(400);
  await expect(page.locator('[data-field-error="current"]')).toHaveText("当前密码不正确");
  // Mismatched new passwords are named too.
  await page.locator('input[name="current"]').fill("whatever");
  await page.locator('input[name="next"]').fill("Another-Passw0rd-2026");
  await page.locator('input[name="confirm"]').fill("Another-Passw0rd-2027");
  await posting(page, () => page.getByRole("button", { name: "修改密码" }).click());
  await expect(page.locator('[data-field-error="confirm"]')).toHaveText("两次输入的新密码不一致");
  await open(page, "dashboard/workplace");
});

test("Print result opens a print view of the result", async ({ page, javaScriptEnabled }) => {
  await open(page, "result/success");
  await page.getByRole("link", { name: "打印结果" }).click();
  await expect(page).toHaveURL(new RegExp(`${ADMIN}/result/success/print$`));
  const view = page.getByTestId("print-result");
  await expect(view.getByRole("heading", { level: 1 })).toHaveText("提交成功");
  await expect(view).toContainText("打印于");
  // Without script the page tells how to print; with it, a Print button calls the browser's print.
  if (javaScriptEnabled) await expect(page.getByRole("button", { name: "打印" })).toBeVisible();
  else await expect(view).toContainText("请使用浏览器的打印功能打印本页");
});

test("the navbar's Docs and the Workplace's documents open the console help", async ({ page }) => {
  await open(page, "dashboard/workplace");
  const docs = page.getByTestId("navbar-docs");
  await expect(docs).not.toHaveAttribute("target", "_blank");
  await docs.click();
  await expect(page).toHaveURL(new RegExp(`${ADMIN}/help$`));
  await expect(page.getByRole("heading", { name: "控制台帮助" })).toBeVisible();
  await open(page, "dashboard/workplace");
  await page.getByRole("link", { name: "接入流程", exact: true }).click();
  await expect(page).toHaveURL(new RegExp(`${ADMIN}/help#access$`));
  await expect(page.getByRole("heading", { name: "接入流程" })).toBeVisible();
});

test("the message box's View More lists a tab, and Clear empties it on the server", async ({ page }) => {
  const file = path.join(serverContentDir(), "console", "messages.json");
  const original = readFileSync(file);
  try {
    await open(page, "dashboard/workplace");
    await page.getByTestId("message-box-toggle").locator("summary").click();
    await page.getByTestId("message-more").first().click();
    await expect(page).toHaveURL(new RegExp(`${ADMIN}/messages\\?type=message$`));
    await expect(page.getByTestId("message-list").getByTestId("message-item").first()).toBeVisible();

    await open(page, "messages?type=todo");
    await expect(page.getByTestId("message-list").getByTestId("message-item").first()).toBeVisible();
    await posting(page, () => page.getByRole("main").getByTestId("message-clear").click());
    await expect(page.getByTestId("message-list")).toHaveCount(0);
    await expect(page.getByRole("main")).toContainText("暂无内容");
    // Stored: a fresh load, and the bell's Todo list, are empty too; the other tabs keep theirs.
    await open(page, "messages?type=todo");
    await expect(page.getByTestId("message-list")).toHaveCount(0);
    await open(page, "messages?type=notice");
    await expect(page.getByTestId("message-list").getByTestId("message-item").first()).toBeVisible();
  } finally {
    // Put the messages back for the other tests (the store takes in the edited file).
    writeFileSync(file, original);
    await expect
      .poll(
        async () => {
          await page.goto(`${ADMIN}/messages?type=todo`);
          return page.getByTestId("message-list").count();
        },
        { timeout: 10_000 },
      )
      .toBe(1);
  }
});

test("Copy Settings copies the settings as JSON and says so", async ({ page, context, javaScriptEnabled }) => {
  await open(page, "dashboard/workplace?settings=open");
  if (javaScriptEnabled) {
    await context.grantPermissions(["clipboard-read", "clipboard-write"]);
    await page.getByRole("button", { name: "复制配置" }).click();
    await expect(page.getByText("复制成功，请粘贴到 settings.json 中")).toBeVisible();
    const copied = JSON.parse(await page.evaluate(() => navigator.clipboard.readText())) as Record<string, unknown>;
    expect(copied).toMatchObject({ menuWidth: expect.any(Number), menuFromServer: expect.any(Boolean) });
  } else {
    // Without script nothing reaches the clipboard: the JSON opens to select and copy by hand.
    await page.getByTestId("settings-json").locator("summary").click();
    const json = page.getByTestId("settings-json").locator("textarea");
    await expect(json).toBeVisible();
    expect(JSON.parse(await json.inputValue())).toMatchObject({ menuWidth: expect.any(Number) });
  }
});

test("Menu From Server loads the sider menu from the server, and off uses the built-in one", async ({
  page,
  javaScriptEnabled,
}) => {
  const sider = page.locator("[data-menu-source]:visible");
  const fetched = javaScriptEnabled
    ? page.waitForResponse((response) => response.url().endsWith(`${ADMIN}/console/menu`))
    : null;
  await open(page, "dashboard/workplace");
  if (fetched) expect((await fetched).status()).toBe(200);
  await expect(sider).toHaveAttribute("data-menu-source", "server");
  await expect(sider.getByTestId("server-menu-status")).toHaveText("菜单来自服务器");
  await expect(sider.getByRole("link", { name: "工作台", exact: true })).toBeVisible();

  const toggle = async () => {
    await open(page, "dashboard/workplace?settings=open");
    await posting(page, () => page.locator('[data-setting="menuFromServer"]').click());
  };
  try {
    await toggle();
    await expect(page.locator('[data-setting="menuFromServer"]')).toHaveAttribute("aria-checked", "false");
    await open(page, "dashboard/workplace");
    await expect(sider).toHaveAttribute("data-menu-source", "builtin");
    await expect(page.getByTestId("server-menu-status")).toHaveCount(0);
    await expect(sider.getByRole("link", { name: "工作台", exact: true })).toBeVisible();
  } finally {
    await toggle();
  }
  await expect(page.locator('[data-setting="menuFromServer"]')).toHaveAttribute("aria-checked", "true");
  await open(page, "dashboard/workplace");
  await expect(sider).toHaveAttribute("data-menu-source", "server");
});
