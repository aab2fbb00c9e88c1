/**
 * The admin edits Chinese and English side by side (docs/decisions/011), with JavaScript on and off: the status
 * of a record's English (translated / missing / outdated) follows its saves, the English page shows the English,
 * and an article without English shows its Chinese marked "Chinese only" and stays out of the English sitemap.
 */
import { expect, test, type Page } from "@playwright/test";
import { ADMIN_STATE } from "../fixtures/sign-in";
import { ADMIN, fillBody, newArticle, save, softDeleteRows, uniq } from "./admin-helpers";

test.use({ storageState: ADMIN_STATE });

async function statusOf(page: Page, tag: string) {
  await page.goto(`${ADMIN}/articleList?q=${tag}`);
  const row = page.locator("[data-article-row]").first();
  return {
    id: await row.getAttribute("data-article-row"),
    status: await row.locator("[data-translation-status]").getAttribute("data-translation-status"),
  };
}

test("an article's English is edited beside its Chinese; editing only the Chinese marks it outdated", async ({
  page,
}, info) => {
  const tag = uniq(info);
  await newArticle(page, `双语${tag}`);
  await page.getByRole("textbox", { name: "标题（英文）", exact: true }).fill(`Bilingual ${tag}`);
  await fillBody(page, `<p>中文正文 ${tag}</p>`);
  await fillBody(page, `<p>English body ${tag}</p>`, "en_info");
  await save(page);
  await expect(page.getByText("保存成功")).toBeVisible();
  const saved = await statusOf(page, tag);
  expect(saved.status).toBe("translated");

  await page.goto(`/gywm/gsry/detail/${saved.id}?lng=en-US`);
  await expect(page.locator("article h1")).toHaveText(`Bilingual ${tag}`);
  await expect(page.locator("article h1")).toHaveAttribute("lang", "en-US");
  await expect(page.getByText(`English body ${tag}`)).toBeVisible();
  await expect(page.getByTestId("chinese-only")).toHaveCount(0);
  // The visit chose English (the language cookie); back to Chinese for the admin's labels.
  await page.goto("/?lng=zh-CN");

  // Only the Chinese changes: the English stays, and is now outdated.
  await page.goto(`${ADMIN}/articleList/${saved.id}`);
  await expect(page.getByRole("textbox", { name: "标题（英文）", exact: true })).toHaveValue(`Bilingual ${tag}`);
  await page.getByRole("textbox", { name: "标题", exact: true }).fill(`双语改${tag}`);
  await save(page);
  expect((await statusOf(page, tag)).status).toBe("outdated");
  await page.goto(`${ADMIN}/articleList?translation=outdated`);
  await expect(page.locator(`[data-article-row="${saved.id}"]`)).toHaveCount(1);
  await expect(
    page.getByTestId("translation-summary").locator('[data-kind="articles"] [data-count="outdated"]'),
  ).not.toHaveText("0");

  // The English is brought up to date: translated again.
  await page.goto(`${ADMIN}/articleList/${saved.id}`);
  await page.getByRole("textbox", { name: "标题（英文）", exact: true }).fill(`Bilingual, revised ${tag}`);
  await save(page);
  expect((await statusOf(page, tag)).status).toBe("translated");
  await softDeleteRows(page, `${ADMIN}/articleList?q=${tag}`, "[data-article-row]");
});

test("an article without English reads in Chinese on the English page, marked, and leaves the English sitemap", async ({
  page,
}, info) => {
  const tag = uniq(info);
  await newArticle(page, `仅中文${tag}`);
  await fillBody(page, `<p>只有中文 ${tag}</p>`);
  await save(page);
  const created = await statusOf(page, tag);
  expect(created.status).toBe("missing");
  await page.goto(`${ADMIN}/articleList?translation=missing`);
  await expect(page.locator(`[data-article-row="${created.id}"]`)).toHaveCount(1);

  const path = `/gywm/gsry/detail/${created.id}`;
  await page.goto(`${path}?lng=en-US`);
  await expect(page.locator("html")).toHaveAttribute("lang", "en-US");
  await expect(page.locator("article h1")).toHaveAttribute("lang", "zh-CN");
  await expect(page.getByTestId("chinese-only")).toHaveText("Chinese only");
  await expect(page.locator('link[rel="alternate"][hreflang]')).toHaveCount(0);
  await page.goto("/gywm/gsry/lsit?lng=en-US");
  await expect(page.locator(`a[href$="/detail/${created.id}"] [data-testid="chinese-only"]`)).toBeVisible();
  const sitemap = await (await page.request.get("/sitemap.xml")).text();
  expect(sitemap).toContain(`${path}</loc>`);
  expect(sitemap).not.toContain(`${path}?lng=en-US`);
  await page.goto("/?lng=zh-CN");
  await softDeleteRows(page, `${ADMIN}/articleList?q=${tag}`, "[data-article-row]");
});

test("on a phone, language tabs show one side of the bilingual fields at a time", async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 800 });
  await page.goto(`${ADMIN}/linksList/1`);
  const chinese = page.getByRole("textbox", { name: "链接名称", exact: true });
  const english = page.getByRole("textbox", { name: "链接名称（英文）", exact: true });
  await expect(chinese).toBeVisible();
  await expect(english).toBeHidden();
  await page.getByText("英文", { exact: true }).click();
  await expect(english).toBeVisible();
  await expect(chinese).toBeHidden();
  await expect(english).not.toHaveValue("");
  // The tabs are not form fields: a save posts the two names and no tab value.
  await page.setViewportSize({ width: 1280, height: 800 });
  await expect(chinese).toBeVisible();
  await expect(english).toBeVisible();
});

test("the company form holds the English of its texts, tags, leaders and picture titles beside the Chinese", async ({
  page,
}) => {
  // The company form is tabbed (one section a page, ?section=<name>).
  await page.goto(`${ADMIN}/company_info`);
  await expect(page.locator("[data-translation-status]").first()).toHaveAttribute(
    "data-translation-status",
    "translated",
  );
  await expect(page.getByRole("textbox", { name: "愿景（英文）", exact: true })).not.toHaveValue("");
  await page.goto(`${ADMIN}/company_info?section=contact`);
  await expect(page.getByRole("textbox", { name: "地址（英文）", exact: true })).toHaveValue(/Jinan/);
  await page.goto(`${ADMIN}/company_info?section=registration`);
  await expect(page.getByRole("textbox", { name: "企业标签（英文）", exact: true })).toHaveValue(
    /High-Tech Enterprise/,
  );
  await page.goto(`${ADMIN}/company_info?section=images`);
  await expect(page.locator('input[name="banner_img[0].title_en"]')).not.toHaveValue("");
  await page.goto(`${ADMIN}/company_info?section=leaders`);
  await expect(page.locator('input[name="leaders[0].name_en"]')).toHaveValue("Wang Jianhua");
});
