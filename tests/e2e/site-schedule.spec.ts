/**
 * Publishing by the clock (docs/product.md §3 "Scheduling"): an article saved with a publish and an unpublish
 * time a few seconds ahead is absent from the public site, appears on the first request after its publish time,
 * and leaves on the first request after its unpublish time — through the page cache, with no save in between.
 */
import { expect, request, test, type APIRequestContext, type Page } from "@playwright/test";
import { BASE_URL } from "../fixtures/e2e-settings";
import { ADMIN_STATE } from "../fixtures/sign-in";
import { ADMIN, newArticle, save, softDeleteRows, uniq } from "./admin-helpers";

test.use({ storageState: ADMIN_STATE });

/** A moment as the admin's `datetime-local` input takes it: Beijing wall-clock time, to the second. */
const beijingInput = (ms: number) => new Date(ms + 8 * 3600_000).toISOString().slice(0, 19);

const LIST = "/gywm/gsry/lsit";

/** A new article's form with its title, its publish time and maybe its unpublish time (as the inputs take them). */
async function scheduledArticle(page: Page, title: string, publish: string, unpublish?: string) {
  await newArticle(page, title);
  await page.getByLabel("上线时间").fill(publish);
  if (unpublish) await page.getByLabel("下线时间").fill(unpublish);
}

/** What an anonymous visitor gets (the page cache answers anonymous GETs). */
async function visitor(): Promise<APIRequestContext> {
  // Signed out explicitly: a context made inside a test takes the file's storage state (the admin's) otherwise.
  return request.newContext({
    baseURL: BASE_URL,
    storageState: { cookies: [], origins: [] },
    extraHTTPHeaders: { "Accept-Language": "zh-CN" },
  });
}

async function waitUntil(ms: number) {
  const left = ms - Date.now();
  if (left > 0) await new Promise((resolve) => setTimeout(resolve, left));
}

test("a scheduled article appears at its publish time and leaves at its unpublish time, through the page cache", async ({
  page,
}, info) => {
  test.setTimeout(60_000);
  const tag = uniq(info);
  const title = `定时文章${tag}`;
  // Whole seconds, and far enough ahead for the save and the "before" checks on a busy machine.
  const publishAt = Math.ceil((Date.now() + 9_000) / 1000) * 1000;
  const unpublishAt = publishAt + 6_000;

  await scheduledArticle(page, title, beijingInput(publishAt), beijingInput(unpublishAt));
  await page.locator("textarea[name=info]").fill(`<p>定时正文 ${tag}</p>`);
  await save(page);
  await expect(page.getByText("保存成功")).toBeVisible();

  // The admin list marks it as scheduled, and its publishing filter finds it.
  await page.goto(`${ADMIN}/articleList?q=${tag}&schedule=scheduled`);
  const row = page.locator("[data-article-row]").filter({ hasText: title });
  await expect(row).toHaveCount(1);
  await expect(row.getByText(/上线$/)).toBeVisible();
  const id = await row.getAttribute("data-article-row");
  const detail = `${LIST.replace(/\/lsit$/, "")}/detail/${id}`;

  const anonymous = await visitor();
  try {
    const state = async () => ({
      list: (await (await anonymous.get(LIST)).text()).includes(title),
      detail: (await anonymous.get(detail)).status(),
      sitemap: (await (await anonymous.get("/sitemap.xml")).text()).includes(`/detail/${id}`),
      search: (await (await anonymous.get(`/search?q=${encodeURIComponent(tag)}`)).text()).includes(`/detail/${id}`),
    });
    // Asked twice before its time, so the page cache holds the pages without it.
    expect(Date.now()).toBeLessThan(publishAt);
    expect(await state()).toEqual({ list: false, detail: 404, sitemap: false, search: false });
    expect((await (await anonymous.get(LIST)).text()).includes(title)).toBe(false);

    await waitUntil(publishAt);
    expect(await state()).toEqual({ list: true, detail: 200, sitemap: true, search: true });
    expect(Date.now()).toBeLessThan(unpublishAt);

    await waitUntil(unpublishAt);
    expect(await state()).toEqual({ list: false, detail: 404, sitemap: false, search: false });
  } finally {
    await anonymous.dispose();
  }

  // Unpublished now: the admin says so.
  await page.goto(`${ADMIN}/articleList?q=${tag}&schedule=expired`);
  await expect(page.locator(`[data-article-row="${id}"]`).getByText(/已下线$/)).toBeVisible();
  await softDeleteRows(page, `${ADMIN}/articleList?q=${tag}`, "[data-article-row]");
});

test("an unpublish time before the publish time is refused with a clear message, and the input is kept", async ({
  page,
}, info) => {
  const tag = uniq(info);
  await scheduledArticle(page, `倒置${tag}`, "2030-01-02T08:00:00", "2030-01-01T08:00:00");
  await save(page);
  await expect(page.getByText("下线时间须晚于上线时间")).toBeVisible();
  // The browser sends a time with zero seconds without them.
  await expect(page.getByLabel("下线时间")).toHaveValue(/^2030-01-01T08:00(:00)?$/);
  await expect(page.getByRole("textbox", { name: "标题", exact: true })).toHaveValue(`倒置${tag}`);
});

test("staff preview a scheduled article at its address; a share link lets one visitor read it until revoked", async ({
  page,
}, info) => {
  const tag = uniq(info);
  const title = `预览文章${tag}`;
  await scheduledArticle(page, title, "2035-01-01T08:00:00");
  await page.locator("textarea[name=info]").fill(`<p>预览正文 ${tag}</p>`);
  await save(page);
  await page.goto(`${ADMIN}/articleList?q=${tag}`);
  const id = await page.locator("[data-article-row]").filter({ hasText: title }).getAttribute("data-article-row");
  const detail = `${LIST.replace(/\/lsit$/, "")}/detail/${id}`;

  await page.goto(`${ADMIN}/articleList/${id}`);
  await expect(page.locator("[data-preview-card=scheduled]")).toBeVisible();
  expect(await page.locator("[data-preview-link]").getAttribute("href")).toBe(`${detail}?preview=1`);
  const shareUrl = new URL(await page.locator("[data-share-link]").inputValue());
  expect(shareUrl.pathname).toBe(detail);
  const shared = `${shareUrl.pathname}${shareUrl.search}`;

  // Staff: the article at its real address, under a preview band; never cached, never indexed.
  const staff = await page.request.get(`${detail}?preview=1`);
  expect(staff.status()).toBe(200);
  expect(staff.headers()["cache-control"]).toBe("private, no-store");
  expect(staff.headers()["x-robots-tag"]).toBe("noindex");
  await page.goto(`${detail}?preview=1`);
  await expect(page.locator("[data-preview-banner=staff]")).toContainText("预览");
  await expect(page.getByRole("heading", { name: title })).toBeVisible();

  const anonymous = await visitor();
  try {
    // A visitor: the plain address and ?preview=1 are the 404 page; the share link shows the article.
    expect((await anonymous.get(detail)).status()).toBe(404);
    expect((await anonymous.get(`${detail}?preview=1`)).status()).toBe(404);
    const viaLink = await anonymous.get(shared);
    expect(viaLink.status()).toBe(200);
    expect(viaLink.headers()["cache-control"]).toBe("private, no-store");
    const html = await viaLink.text();
    expect(html).toContain(title);
    expect(html).toContain('data-preview-banner="share"');
    expect(html).toMatch(/<meta name="robots" content="noindex, nofollow"/);
    // A tampered link is refused.
    expect((await anonymous.get(shared.replace(/.$/, (c) => (c === "a" ? "b" : "a")))).status()).toBe(404);

    // Revoked: the same link no longer opens it.
    await page.goto(`${ADMIN}/articleList/${id}`);
    await page.getByRole("button", { name: "撤销所有分享链接" }).click();
    await expect(page.getByText("已撤销这篇文章的所有分享链接")).toBeVisible();
    expect((await anonymous.get(shared)).status()).toBe(404);
  } finally {
    await anonymous.dispose();
  }
  await softDeleteRows(page, `${ADMIN}/articleList?q=${tag}`, "[data-article-row]");
});
