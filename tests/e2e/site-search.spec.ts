/**
 * The site search (issue #17), with and without JavaScript: the header's box leads to server-rendered results
 * with the matches marked, ten a page; the empty, no-result and too-long states say what to do; every answer is
 * private and noindex; hidden and deleted records never show; a save in the admin is found on the next request;
 * a section is found by its name, and an English query on the Chinese site finds the English text.
 */
import { expect, test, type Page } from "@playwright/test";
import { ADMIN, fillBody, newArticle, save, softDeleteRows, uniq } from "./admin-helpers";
import { gotoHydrated } from "./hydration";
import { ADMIN_STATE } from "../fixtures/sign-in";

const q = (text: string, extra = "") => `/search?q=${encodeURIComponent(text)}${extra}`;
const hits = (page: Page) => page.getByTestId("search-hit");
const state = (page: Page) => page.getByTestId("search-state");

test("the header's search box leads to the results, with the matched words marked", async ({
  page,
  javaScriptEnabled,
}) => {
  await gotoHydrated(page, "/", javaScriptEnabled);
  const box = page.getByRole("search", { name: "站内搜索" }).getByRole("searchbox", { name: "搜索关键词" });
  await box.fill("一码通");
  await box.press("Enter");
  await expect(page).toHaveURL(/\/search\?q=%E4%B8%80%E7%A0%81%E9%80%9A$/);
  await expect(page).toHaveTitle(/^“一码通”的搜索结果 - /);
  await expect(state(page)).toHaveAttribute("data-state", "results");
  await expect(hits(page)).toHaveCount(10);
  const first = hits(page).first();
  await expect(first.getByRole("heading", { level: 3 })).toContainText("文旅一码通");
  await expect(first.locator("h3 mark").first()).toHaveText("一码通");
  await expect(first.locator("p[lang] mark").first()).toHaveText("一码通");
  // Each hit names its kind, section and date.
  await expect(first).toContainText(/(文章|页面|视频)/);
  await expect(first.locator("time")).toHaveAttribute("datetime", /^\d{4}-\d{2}-\d{2}$/);
  const href = await first.getByRole("link").getAttribute("href");
  await first.getByRole("link").click();
  await expect(page).toHaveURL((url) => url.pathname === href);
  await expect(page.locator("h1")).toBeVisible();
});

test("the phone menu has the search box too", async ({ page, javaScriptEnabled }) => {
  await page.setViewportSize({ width: 375, height: 812 });
  await gotoHydrated(page, "/", javaScriptEnabled);
  if (javaScriptEnabled) await page.getByRole("button", { name: "打开菜单" }).click();
  else await page.locator("header summary").click();
  const box = page.getByRole("searchbox", { name: "搜索关键词" }).filter({ visible: true });
  await box.fill("智慧景区建设");
  await page.getByRole("button", { name: "搜索" }).filter({ visible: true }).click();
  await expect(page).toHaveURL(/\/search\?q=/);
  await expect(hits(page).first().getByRole("heading", { level: 3 })).toContainText("全省智慧景区建设现场推进会");
});

test("results come ten a page, with links to the other pages", async ({ page }) => {
  await page.goto(q("一码通"));
  await expect(page.getByRole("navigation", { name: "分页" })).toBeVisible();
  const firstPage = await hits(page)
    .getByRole("link")
    .evaluateAll((links) => links.map((a) => a.getAttribute("href")));
  await page.getByRole("link", { name: "第 2 页" }).click();
  await expect(page).toHaveURL(/\/search\?q=%E4%B8%80%E7%A0%81%E9%80%9A&page=2$/);
  await expect(page.getByRole("link", { name: "第 2 页" })).toHaveAttribute("aria-current", "page");
  const secondPage = await hits(page)
    .getByRole("link")
    .evaluateAll((links) => links.map((a) => a.getAttribute("href")));
  expect(secondPage.length).toBeGreaterThan(0);
  expect(secondPage.filter((href) => firstPage.includes(href))).toEqual([]);
  expect((await page.request.get(q("一码通", "&page=99"))).status()).toBe(404);
});

test("an empty search and a search without results suggest the site's sections", async ({ page }) => {
  await page.goto("/search");
  await expect(state(page)).toHaveAttribute("data-state", "empty");
  await expect(page.getByText("请输入要搜索的词语")).toBeVisible();
  await expect(page.getByTestId("search-sections").getByRole("link", { name: "新闻动态" })).toBeVisible();

  await page.goto(q("xyzzyqqq"));
  await expect(state(page)).toHaveAttribute("data-state", "no-results");
  await expect(page.getByText("没有找到相关内容")).toBeVisible();
  await page.getByTestId("search-sections").getByRole("link", { name: "新闻动态" }).click();
  await expect(page).toHaveURL(/\/xwdt\//);
});

test("a query over 50 characters is refused with a message, in the visitor's language", async ({ page }) => {
  const long = "智慧".repeat(26);
  const response = await page.goto(q(long));
  expect(response?.status()).toBe(400);
  await expect(page.getByRole("alert")).toContainText("最多可输入 50 个字，这次输入了 52 个字");
  await expect(hits(page)).toHaveCount(0);
  await page.goto(q("a".repeat(60), "&lng=en-US"));
  await expect(page.getByRole("alert")).toContainText("at most 50 characters; this one has 60");
});

test("search answers are private and never indexed", async ({ page, request }) => {
  for (const path of ["/search", q("一码通"), q("x".repeat(80))]) {
    const response = await request.get(path, { maxRedirects: 0 });
    expect(response.headers()["x-robots-tag"], path).toBe("noindex");
    expect(response.headers()["cache-control"], path).toBe("private, no-store");
    expect(response.headers().etag, path).toBeUndefined();
  }
  await page.goto(q("一码通"));
  await expect(page.locator('meta[name="robots"]')).toHaveAttribute("content", /noindex/);
  // Two different queries never share an answer.
  const [a, b] = await Promise.all([request.get(q("社会招聘")), request.get(q("网络安全"))]);
  expect(await a.text()).toContain("“社会招聘”的搜索结果");
  expect(await b.text()).toContain("“网络安全”的搜索结果");
  expect(await b.text()).not.toContain("“社会招聘”的搜索结果");
  // Not in the sitemap.
  expect(await (await request.get("/sitemap.xml")).text()).not.toContain("/search");
});

test("hidden menus and deleted articles are never found", async ({ page }) => {
  // 读书会 (menu 9), 组织架构 (5) and 用人理念 (26) are hidden; article 41 is soft-deleted.
  for (const text of ["乡土中国", "用人理念"]) {
    await page.goto(q(text));
    await expect(state(page), text).toHaveAttribute("data-state", "no-results");
  }
  await page.goto(q("系统升级维护"));
  await expect(hits(page).first()).toBeVisible();
  await expect(page.locator('a[href="/xxgk/qygg/detail/41"]')).toHaveCount(0);
  await expect(page.locator('a[href="/gywm/zzjg"]')).toHaveCount(0);
});

test("English pages search the English text and name it in English", async ({ page }) => {
  await page.goto(q("cybersecurity services", "&lng=en-US"));
  await expect(page.locator("html")).toHaveAttribute("lang", "en-US");
  const first = hits(page).first();
  await expect(first.getByRole("heading", { level: 3 })).toHaveText("Cybersecurity Services");
  await expect(first.locator("h3 a")).toHaveAttribute("lang", "en-US");
  await expect(first).toContainText("Business Units / Network Safety");
  // One typo still finds it.
  await page.goto(q("cybersecurty", "&lng=en-US"));
  await expect(hits(page).first()).toBeVisible();
});

test("a section's name finds the section, and an English query on the Chinese site the English text", async ({
  page,
}) => {
  await page.goto(q("社会招聘"));
  const first = hits(page).first();
  await expect(first.locator("h3 a")).toHaveAttribute("href", "/rlzy/shzp/lsit");
  await expect(first.getByRole("heading", { level: 3 })).toHaveText("社会招聘");

  await page.goto(q("cybersecurity services"));
  await expect(page.locator("html")).toHaveAttribute("lang", "zh-CN");
  const english = hits(page).first();
  await expect(english.getByRole("heading", { level: 3 })).toHaveText("Cybersecurity Services");
  await expect(english.locator("h3 a")).toHaveAttribute("lang", "en-US");
  await expect(english.getByTestId("in-english")).toHaveText("英文内容");
  await expect(english.getByTestId("chinese-only")).toHaveCount(0);
});

test.describe("signed in", () => {
  test.use({ storageState: ADMIN_STATE });

  test("an article saved in the admin is found on the next request, and gone once deleted", async ({ page }, info) => {
    test.setTimeout(60_000);
    const tag = uniq(info);
    await newArticle(page, `青铜器修复进展${tag}`, "新闻动态 / 公司要闻");
    await fillBody(page, `<p>古代青铜器修复工作取得新进展 ${tag}</p>`);
    await save(page);
    await expect(page.getByText("保存成功")).toBeVisible();

    await page.goto(q(tag));
    await expect(hits(page)).toHaveCount(1);
    await expect(hits(page).first()).toContainText(`青铜器修复进展${tag}`);
    await expect(hits(page).first().locator("mark").first()).toHaveText(tag);

    await softDeleteRows(page, `${ADMIN}/articleList?q=${tag}`, "[data-article-row]");
    await page.goto(q(tag));
    await expect(state(page)).toHaveAttribute("data-state", "no-results");
  });
});
