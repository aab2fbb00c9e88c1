/**
 * The audit log (issue #16 point 6), with JavaScript on and off: a failed sign-in (with the name tried) and a
 * successful one are logged with the client address, the GET filters find them, a malformed date is refused with
 * a message, the CSV export holds the filtered entries, and a non-admin is refused the screen.
 */
import { expect, test } from "@playwright/test";
import { readFileSync } from "node:fs";
import { USER } from "../fixtures/e2e-settings";
import { ADMIN_STATE } from "../fixtures/sign-in";
import { signInCookie } from "../fixtures/security/helpers";
import { ADMIN, PASSWORD, login, uniq } from "./admin-helpers";
import { axeClean } from "./axe-clean";

test("failed and successful sign-ins are logged, filtered and exported as CSV", async ({ browser, page }, info) => {
  const tag = uniq(info);
  const tried = `nobody-${tag}`;
  // A sign-in of its own (a fresh context), so the run's shared admin session stays untouched.
  await login(page, { username: tried, password: "wrong-Passw0rd!" });
  await expect(page.locator("[data-login-error]")).toBeVisible();
  await login(page, { username: "admin", password: PASSWORD, stay: true });
  await expect(page).toHaveURL(/company_info/);

  const admin = await browser.newContext({ storageState: ADMIN_STATE, locale: "zh-CN" });
  const audit = await admin.newPage();
  await audit.goto(`${ADMIN}/company_info`);
  await audit.getByRole("link", { name: "审计日志" }).first().click();
  await expect(audit).toHaveURL(new RegExp(`${ADMIN}/audit$`));
  await expect(audit.getByRole("heading", { level: 1 })).toHaveText("审计日志");

  // Filter by the name tried and the action, through the form.
  await audit.getByLabel("用户名").fill(tried);
  await audit.getByLabel("操作", { exact: true }).selectOption("login-failed");
  await audit.getByRole("button", { name: "查询" }).click();
  await expect(audit).toHaveURL(/user=nobody-.*&action=login-failed/);
  const rows = audit.locator("tr[data-audit-action]");
  await expect(rows).toHaveCount(1);
  await expect(rows.first()).toContainText(tried);
  await expect(rows.first()).toContainText("登录失败");
  await expect(rows.first()).toContainText("127.0.0.1");

  // The successful sign-in is there too; an action that did not happen finds nothing.
  const today = new Date(Date.now() + 8 * 3600_000).toISOString().slice(0, 10);
  await audit.goto(`${ADMIN}/audit?user=admin&action=login&from=${today}&to=${today}`);
  await expect(audit.locator('tr[data-audit-action="login"]').first()).toContainText("登录成功");
  await audit.goto(`${ADMIN}/audit?user=${tried}&action=login`);
  await expect(audit.locator("[data-audit-empty]")).toBeVisible();

  // A malformed date: a message, status 400, the input kept.
  const bad = await audit.goto(`${ADMIN}/audit?from=2026-13-45&user=${tried}`);
  expect(bad?.status()).toBe(400);
  await expect(audit.getByText("日期格式应为 YYYY-MM-DD")).toBeVisible();
  await expect(audit.getByLabel("用户名")).toHaveValue(tried);

  // The CSV of the filtered entries.
  await audit.goto(`${ADMIN}/audit?user=${tried}`);
  const [download] = await Promise.all([
    audit.waitForEvent("download"),
    audit.getByRole("link", { name: "导出 CSV" }).click(),
  ]);
  const csv = readFileSync((await download.path())!, "utf8");
  const lines = csv
    .replace(/^\uFEFF/, "")
    .trim()
    .split("\r\n");
  expect(lines[0]).toBe("时间,操作,用户,客户端地址,对象,摘要");
  expect(lines).toHaveLength(2);
  expect(lines[1]).toContain(`登录失败,${tried},127.0.0.1`);
  await admin.close();
});

test("an edit is logged with its target and fields", async ({ browser }, info) => {
  const tag = uniq(info);
  const admin = await browser.newContext({ storageState: ADMIN_STATE, locale: "zh-CN" });
  const page = await admin.newPage();
  await page.goto(`${ADMIN}/company_info?section=contact`);
  const phone = page.getByLabel("电话", { exact: true });
  const before = await phone.inputValue();
  await phone.fill(`0851-${tag.replace(/\D/g, "").slice(0, 7) || "1234567"}`);
  await page
    .getByRole("button", { name: /^(保存|Save)$/ })
    .first()
    .click();
  await expect(page.getByText("保存成功")).toBeVisible();
  await page.goto(`${ADMIN}/audit?action=update&target=company`);
  const row = page.locator('tr[data-audit-action="update"]').first();
  await expect(row).toContainText("公司信息 #");
  await expect(row).toContainText("修改：电话");
  await page.goto(`${ADMIN}/company_info?section=contact`);
  await page.getByLabel("电话", { exact: true }).fill(before);
  await page
    .getByRole("button", { name: /^(保存|Save)$/ })
    .first()
    .click();
  await expect(page.getByText("保存成功")).toBeVisible();
  await admin.close();
});

test("the audit log is for admins only", async ({ request }) => {
  const cookie = await signInCookie(USER.username, USER.password);
  const screen = await request.get(`${ADMIN}/audit`, { headers: { cookie }, maxRedirects: 0 });
  expect(screen.status()).toBe(403);
  const csv = await request.get(`${ADMIN}/audit.csv`, { headers: { cookie }, maxRedirects: 0 });
  expect(csv.status()).toBe(403);
});

test("the audit page is axe-clean in both themes", async ({ browser, javaScriptEnabled }) => {
  test.skip(!javaScriptEnabled, "axe runs as a script inside the page; the server-rendered markup is the same");
  const admin = await browser.newContext({ storageState: ADMIN_STATE, locale: "zh-CN" });
  const page = await admin.newPage();
  await page.goto(`${ADMIN}/audit`);
  await axeClean(page);
  await admin.close();
});
