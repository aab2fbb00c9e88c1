/**
 * What a new admin tripped over in the admin forms: where a new menu item starts, sort numbers after moving,
 * and a refused save that takes the admin to the first field with a problem instead of repeating it on top.
 * The conflict panel's rendered body is checked with the concurrent saves (admin-content.spec.ts).
 */
import { expect, test, type Page } from "@playwright/test";
import { ADMIN_STATE } from "../fixtures/sign-in";
import { ADMIN, deleteRow, save, uniq } from "./admin-helpers";

test.use({ storageState: ADMIN_STATE });

const routeOf = (tag: string, suffix: string) =>
  `f${tag}${suffix}`
    .toLowerCase()
    .replace(/[^a-z0-9]/g, "")
    .slice(-30);

/** The sort numbers shown for the given routes, in the list's order. */
async function ordersOf(page: Page, routes: string[]) {
  const rows = page.locator("[data-menu-row]");
  const shown: { route: string; order: number }[] = [];
  for (const row of await rows.all()) {
    const route = (await row.getAttribute("data-menu-row")) ?? "";
    if (routes.includes(route) && !(await row.textContent())?.includes("已删除"))
      shown.push({ route, order: Number(await row.locator("[data-order]").textContent()) });
  }
  return shown;
}

async function createMenu(page: Page, url: string, name: string, route: string, order?: string) {
  await page.goto(url);
  await page.getByLabel("菜单名称").fill(name);
  await page.getByLabel("路由").fill(route);
  if (order) await page.getByLabel("排序").fill(order);
  await save(page);
  await expect(page).toHaveURL(new RegExp(`${ADMIN}/menuList$`));
  await expect(page.locator(`[data-menu-row="${route}"]`)).toBeVisible();
}

test("a new menu item starts where its level and parent agree, and moving keeps sort numbers unique", async ({
  page,
}, info) => {
  // Four items created, moved twice and deleted, each a full save: a long walk on a busy machine.
  test.setTimeout(90_000);
  const tag = uniq(info);
  const [top, a, b, c] = ["p", "a", "b", "c"].map((s) => routeOf(tag, s)) as [string, string, string, string];

  // From the list's "new" button: the top level, no parent, after the other top-level items.
  await page.goto(`${ADMIN}/menuList/new`);
  await expect(page.getByLabel("层级")).toHaveValue("10001");
  await expect(page.getByLabel("上级菜单")).toHaveValue("0");
  expect(Number(await page.getByLabel("排序").inputValue())).toBeGreaterThan(0);
  // Saved as it starts (only the name and route typed): no level/parent complaint.
  await createMenu(page, `${ADMIN}/menuList/new`, `顶级${tag}`, top);

  // "Add sub-item" on that row: one level below it, under it.
  const parentRow = page.locator(`[data-menu-row="${top}"]`);
  await parentRow.getByRole("link", { name: `添加子栏目 顶级${tag}` }).click();
  await expect(page.getByLabel("层级")).toHaveValue("10002");
  const parentId = await page.getByLabel("上级菜单").inputValue();
  expect(parentId).not.toBe("0");
  const childUrl = page.url();
  await createMenu(page, childUrl, `子甲${tag}`, a);
  // Two siblings on one number (typed by hand), and a third after them.
  await createMenu(page, childUrl, `子乙${tag}`, b, "1");
  await createMenu(page, childUrl, `子丙${tag}`, c);
  await expect.poll(async () => (await ordersOf(page, [a, b, c])).map((r) => r.order)).toEqual([1, 1, 2]);

  // Moving the third up puts it between the two and leaves every number unique.
  await page
    .locator(`[data-menu-row="${c}"]`)
    .getByRole("button", { name: `上移 子丙${tag}` })
    .click();
  const routes = async () => (await ordersOf(page, [a, b, c])).map((r) => r.route);
  await expect.poll(routes).toEqual([a, c, b]);
  let rows = await ordersOf(page, [a, b, c]);
  expect(new Set(rows.map((r) => r.order)).size).toBe(3);
  // And once more down: still unique, back in the first order.
  await page
    .locator(`[data-menu-row="${c}"]`)
    .getByRole("button", { name: `下移 子丙${tag}` })
    .click();
  await expect.poll(routes).toEqual([a, b, c]);
  rows = await ordersOf(page, [a, b, c]);
  expect(new Set(rows.map((r) => r.order)).size).toBe(3);

  for (const route of [a, b, c, top]) {
    await deleteRow(page.locator(`[data-menu-row="${route}"]`));
    await expect(page.locator(`[data-menu-row="${route}"]`)).toContainText("已删除");
  }
});

test("a refused save focuses the first field with a problem, scrolled into view, and does not repeat it on top", async ({
  page,
}) => {
  for (const width of [1440, 375]) {
    await page.setViewportSize({ width, height: 800 });
    await page.goto(`${ADMIN}/company_info?section=contact`);
    const latitude = page.getByLabel("纬度");
    const original = await latitude.inputValue();
    await latitude.fill("100");
    await save(page);
    await expect(page.getByText("取值范围为 -90 到 90")).toBeVisible();
    await expect(page.getByLabel("纬度")).toBeFocused();
    await expect(page.getByLabel("纬度")).toBeInViewport();
    await expect(page.locator("[data-form-error]")).toHaveCount(0);

    // Two problems: the first in the page's order takes the focus.
    await page.getByLabel("邮箱").fill("not-an-email");
    await save(page);
    await expect(page.getByLabel("邮箱")).toBeFocused();
    await expect(page.getByLabel("纬度")).toHaveValue("100");
    await page.goto(`${ADMIN}/company_info?section=contact`);
    await expect(page.getByLabel("纬度")).toHaveValue(original);
  }
  // A new article without a title: the title takes the focus.
  await page.goto(`${ADMIN}/articleList/new`);
  await save(page);
  await expect(page.getByRole("textbox", { name: "标题", exact: true })).toBeFocused();
});

test("the console's group form also takes the admin to its first field with a problem, reply after reply", async ({
  page,
}) => {
  await page.goto(`${ADMIN}/form/group`);
  const submit = () =>
    Promise.all([
      page.waitForResponse((r) => r.request().method() === "POST"),
      page.getByRole("button", { name: "提交" }).click(),
    ]);
  await page.getByRole("spinbutton", { name: "采集帧率" }).fill("99");
  await submit();
  await expect(page.getByRole("spinbutton", { name: "采集帧率" })).toBeFocused();
  await expect(page.getByRole("spinbutton", { name: "采集帧率" })).toHaveAttribute("aria-invalid", "true");
  // The next refusal names another field: the focus follows it.
  await page.getByRole("spinbutton", { name: "采集帧率" }).fill("25");
  await page.getByRole("spinbutton", { name: "编码帧率" }).fill("0");
  await submit();
  await expect(page.getByRole("spinbutton", { name: "编码帧率" })).toBeFocused();
  await expect(page.getByRole("spinbutton", { name: "采集帧率" })).not.toHaveAttribute("aria-invalid", "true");
});
