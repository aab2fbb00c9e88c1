/** Every public route of docs/product.md §2: redirects, pages, lists, details, and 404 for hidden or unknown paths. */
import { expect, test } from "@playwright/test";

const redirects: [string, string][] = [
  ["/gywm", "/gywm/qyjs"],
  ["/ddjs", "/ddjs/ddjs"],
  ["/xwdt", "/xwdt/gzyx"],
  ["/ywbk", "/ywbk/zhpt"],
  ["/rlzy", "/rlzy/shzp"],
  ["/xxgk", "/xxgk/qyxx"],
  ["/gywm/gsry", "/gywm/gsry/lsit"],
  ["/gywm/gzzd", "/gywm/gzzd/lsit"],
  ["/gywm/qtgz", "/gywm/qtgz/lsit"],
  ["/ddjs/ddjs", "/ddjs/ddjs/lsit"],
  ["/ddjs/qfry", "/ddjs/qfry/lsit"],
  ["/ddjs/djxx", "/ddjs/djxx/lsit2"],
  ["/xwdt/gzyx", "/xwdt/gzyx/lsit"],
  ["/xwdt/hyxx", "/xwdt/hyxx/lsit"],
  ["/xwdt/mtjj", "/xwdt/mtjj/lsit2"],
  ["/xwdt/wlzc", "/xwdt/wlzc/lsit"],
  ["/ywbk/kyxm", "/ywbk/kyxm/lsit2"],
  ["/rlzy/shzp", "/rlzy/shzp/lsit"],
  ["/xxgk/qygg", "/xxgk/qygg/lsit"],
  ["/xxgk/jygl", "/xxgk/jygl/lsit2"],
  ["/xxgk/zbcg", "/xxgk/zbcg/lsit"],
];

test("parents redirect to their first visible child and list menus to lsit or lsit2", async ({ request }) => {
  for (const [from, to] of redirects) {
    const response = await request.get(from, { maxRedirects: 0 });
    expect(response.status(), from).toBe(302);
    expect(new URL(response.headers().location!, "http://x").pathname, from).toBe(to);
  }
});

test("hidden menu items, deleted articles and unknown paths answer the designed 404", async ({ request }) => {
  for (const path of [
    "/gywm/zzjg",
    "/rlzy/yrln",
    "/gywm/qtgz/hydsh",
    "/gywm/qtgz/hydsh/lsit",
    "/gywm/qtgz/ygfc/lsit2",
    "/xxgk/qygg/detail/41",
    "/xwdt/gzyx/detail/4",
    "/xwdt/gzyx/detail/abc",
    "/gywm/qyjs/lsit",
    "/no/such/page",
  ]) {
    const response = await request.get(path);
    expect(response.status(), path).toBe(404);
    expect(await response.text(), path).toContain("页面不存在");
  }
});

const pages: [string, string][] = [
  ["/gywm/qyjs", "公司简介"],
  ["/gywm/gltd", "管理团队"],
  ["/gywm/gsry/lsit", "公司荣誉"],
  ["/gywm/gzzd/lsit", "规章制度"],
  ["/gywm/qtgz/lsit", "群团工作"],
  ["/ddjs/ddjs/lsit", "党建动态"],
  ["/ddjs/qfry/lsit", "清风荣耀"],
  ["/ddjs/djxx/lsit2", "党建学习"],
  ["/ddjs/ztzl", "专题专栏"],
  ["/xwdt/gzyx/lsit", "公司要闻"],
  ["/xwdt/hyxx/lsit", "行业资讯"],
  ["/xwdt/mtjj/lsit2", "媒体聚焦"],
  ["/xwdt/wlzc/lsit", "文旅政策"],
  ["/ywbk/zhpt", "智慧平台"],
  ["/ywbk/kyxm/lsit2", "科研项目"],
  ["/ywbk/wlaq", "网络安全"],
  ["/rlzy/shzp/lsit", "社会招聘"],
  ["/xxgk/qyxx", "企业信息"],
  ["/xxgk/qygg/lsit", "企业公告"],
  ["/xxgk/jygl/lsit2", "经营管理"],
  ["/xxgk/zbcg/lsit", "招标采购"],
  ["/xxgk/shzr", "社会责任"],
  ["/xxgk/ggzn", "公共指南"],
  ["/xxgk/spzq", "视频专区"],
];

test("every section page renders its heading and breadcrumbs", async ({ page }) => {
  for (const [path, heading] of pages) {
    const response = await page.goto(path);
    expect(response?.status(), path).toBe(200);
    await expect(page.getByRole("heading", { level: 1 }), path).toHaveText(heading);
    await expect(page.getByRole("navigation", { name: "当前位置" }).getByText(heading), path).toBeVisible();
  }
});

test("following a parent link lands on its first child", async ({ page }) => {
  await page.goto("/gywm");
  await expect(page).toHaveURL(/\/gywm\/qyjs$/);
  await page.goto("/xwdt/mtjj");
  await expect(page).toHaveURL(/\/xwdt\/mtjj\/lsit2$/);
});

test("list pages link to details, and lsit2 links to details/:id", async ({ page }) => {
  await page.goto("/xwdt/gzyx/lsit");
  const first = page.getByRole("main").getByRole("link", { name: /2026年度工作会议/ });
  await expect(first).toHaveAttribute("href", /\/xwdt\/gzyx\/detail\/\d+$/);
  await first.click();
  await expect(page.getByRole("heading", { level: 1 })).toContainText("2026年度工作会议");
  await page.goto("/xwdt/mtjj/lsit2");
  await expect(page.getByRole("main").locator('a[href^="/xwdt/mtjj/details/"]').first()).toBeVisible();
});

test("pagination: page 1 renders, a page beyond the last or not a number is a 404", async ({ page, request }) => {
  const response = await page.goto("/xwdt/gzyx/lsit?page=1");
  expect(response?.status()).toBe(200);
  await expect(page.getByText(/共 \d+ 条/)).toBeVisible();
  // Seeded lists hold at most ten articles: one page, no pager.
  await expect(page.getByRole("navigation", { name: "分页" })).toHaveCount(0);
  for (const bad of ["2", "0", "-1", "abc", "1.5"]) {
    expect((await request.get(`/xwdt/gzyx/lsit?page=${bad}`)).status(), bad).toBe(404);
  }
});

test("an article shows title, date, body, attachment and previous/next", async ({ page }) => {
  await page.goto("/xxgk/qygg/detail/39");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("关于文旅一码通平台系统升级维护的公告");
  await expect(page.locator("article time").first()).toHaveText(/^\d{4}-\d{2}-\d{2}$/);
  await expect(page.getByRole("link", { name: /附件下载/ })).toHaveAttribute("href", "/uploads/seed/sample-notice.pdf");
  await expect(page.getByText("上一篇：")).toBeVisible();
  await expect(page.getByText("下一篇：")).toBeVisible();
  await expect(page.locator(".article-body script")).toHaveCount(0);
});

test("second detail layout has the section side navigation", async ({ page }) => {
  await page.goto("/ddjs/djxx/details/20");
  await expect(page.getByRole("heading", { level: 1 })).toContainText("党建学习");
  const side = page.getByRole("navigation", { name: "栏目导航" });
  await expect(side.getByRole("link", { name: "党建学习" })).toHaveAttribute("aria-current", "page");
});
