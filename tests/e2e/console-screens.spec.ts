/**
 * Console screens under the admin area (issue 5): every screen renders with JavaScript on and off, the search
 * table filters and pages through the URL, the step form rejects bad input and stores good input, settings and
 * read messages persist on the server, and Switch Roles removes the role-gated button.
 */
import { expect, test, type Page } from "@playwright/test";
import { ADMIN } from "../fixtures/e2e-settings";
import { ADMIN_STATE } from "../fixtures/sign-in";

const SCREENS = [
  "dashboard/workplace",
  "dashboard/monitor",
  "list/search-table",
  "list/card",
  "form/step",
  "form/group",
  "profile/basic",
  "visualization/data-analysis",
  "visualization/multi-dimension-data-analysis",
  "result/success",
  "result/error",
  "exception/403",
  "exception/404",
  "exception/500",
  "user/info",
  "user/setting",
];

test.use({ storageState: ADMIN_STATE });

async function open(page: Page, path: string) {
  const response = await page.goto(`${ADMIN}/${path}`);
  expect(response?.status(), path).toBe(200);
}

test("every console screen shows its content", async ({ page }) => {
  for (const screen of SCREENS) {
    await open(page, screen);
    await expect(page.locator("main h1").first(), screen).not.toBeEmpty();
  }
  await open(page, "exception/403");
  await expect(page.getByText("对不起，您没有访问该资源的权限")).toBeVisible();
});

test("search table filters and pages through the URL", async ({ page }) => {
  await open(page, "list/search-table");
  await expect(page.getByText("共 55 个集合")).toBeVisible();
  await page.locator('select[name="status"]').selectOption("online");
  await page.getByRole("button", { name: "查询" }).click();
  await expect(page).toHaveURL(/status=online/);
  // With JS the URL changes before the new rows arrive: wait for the filtered total.
  await expect(page.getByText("共 55 个集合")).toBeHidden();
  const total = Number((await page.getByText(/^共 \d+ 个集合$/).textContent())?.match(/\d+/)?.[0]);
  expect(total).toBeGreaterThan(10);
  expect(total).toBeLessThan(55);
  await page.getByRole("link", { name: "第 2 页" }).click();
  await expect(page).toHaveURL(/current=2/);
  await expect(page).toHaveURL(/status=online/);
  await expect(page.locator("tbody tr").first()).toContainText("已上线");
});

test("step form refuses bad input, then stores good input", async ({ page }) => {
  await open(page, "form/step");
  await page.fill('input[name="activityName"]', "bad name!");
  await page.fill('input[name="promoteLink"]', "ftp://example.com");
  await page.getByRole("button", { name: "下一步" }).click();
  await expect(page.getByText("最多 20 个汉字、字母或数字").first()).toBeVisible();
  await expect(page.getByText("推广地址必须以 http:// 或 https:// 开头")).toBeVisible();

  await page.fill('input[name="activityName"]', "冬季活动2026");
  await page.locator('select[name="channelType"]').selectOption("webDomain");
  await page.fill('input[name="promotionStart"]', "2026-01-01");
  await page.fill('input[name="promotionEnd"]', "2026-01-31");
  await page.fill('input[name="promoteLink"]', "https://example.com/winter");
  await page.getByRole("button", { name: "下一步" }).click();
  // Step 2 starts empty: nothing typed in step 1 carries over into its fields.
  await expect(page.locator('input[name="advertisingSource"]')).toHaveValue("");
  await expect(page.locator('input[name="advertisingMedia"]')).toHaveValue("");
  await page.fill('input[name="advertisingSource"]', "官网");
  await page.fill('input[name="advertisingMedia"]', "横幅");
  await page.getByLabel("文化旅游").check();
  await page.fill('textarea[name="advertisingContent"]', "冬季文旅消费季");
  await page.getByRole("button", { name: "提交" }).click();
  await expect(page).toHaveURL(/done=\d+/);
  await expect(page.getByText("渠道表单“冬季活动2026”已保存。")).toBeVisible();
});

test("settings persist after a reload", async ({ page }) => {
  await open(page, "dashboard/workplace?settings=open");
  const footer = page.locator('[data-setting="footer"]');
  await expect(footer).toHaveAttribute("aria-checked", "true");
  const posted = page.waitForResponse((response) => response.request().method() === "POST");
  await footer.click();
  await posted;
  await expect(page.locator('[data-setting="footer"]')).toHaveAttribute("aria-checked", "false");
  await page.goto(`${ADMIN}/dashboard/workplace?settings=open`);
  await expect(page.locator('[data-setting="footer"]')).toHaveAttribute("aria-checked", "false");
  await expect(page.getByText("文旅门户控制台")).toHaveCount(0);
  await page.locator('[data-setting="footer"]').click();
  await expect(page.locator('[data-setting="footer"]')).toHaveAttribute("aria-checked", "true");
});

test("a message marked read stays read", async ({ page }) => {
  await open(page, "dashboard/workplace");
  await page.getByTestId("message-box-toggle").locator("summary").click();
  const unread = page.locator('[data-testid="message-item"][data-read="false"]').first();
  const title = (await unread.locator("p").first().textContent()) ?? "";
  // The click posts (with JS in the background, without it as a navigation): let the post be answered, and
  // the page settle, before loading it afresh (a navigation right after would cancel the post).
  const posted = page.waitForResponse((response) => response.request().method() === "POST");
  await unread.getByRole("button", { name: /标为已读/ }).click();
  await posted;
  await page.waitForLoadState("load");
  await page.goto(page.url());
  await page.getByTestId("message-box-toggle").locator("summary").click();
  const item = page.locator('[data-testid="message-item"]', { hasText: title }).first();
  await expect(item).toHaveAttribute("data-read", "true");
});

test("switching to the user role removes the gated View button, and back", async ({ page }) => {
  await open(page, "list/search-table");
  await expect(page.getByTestId("policy-view").first()).toBeVisible();
  await page.getByTestId("user-menu").locator("summary").click();
  await switchRole(page);
  await open(page, "list/search-table");
  await expect(page.getByTestId("policy-view")).toHaveCount(0);
  expect((await page.goto(`${ADMIN}/form/step`))?.status()).toBe(403);
  await open(page, "list/search-table");
  await page.getByTestId("user-menu").locator("summary").click();
  await switchRole(page);
  await open(page, "list/search-table");
  await expect(page.getByTestId("policy-view").first()).toBeVisible();
});

/** Clicks "Switch Roles" and waits for the post to be answered (a navigation right after would cancel it). */
async function switchRole(page: Page) {
  const posted = page.waitForResponse((response) => response.request().method() === "POST");
  await page.getByTestId("switch-role").click();
  await posted;
  await page.waitForLoadState("load");
}
