/**
 * The media library (docs/decisions/015-media-library.md), with JavaScript on and off: several files uploaded at
 * once (a bad one refused with its own message, the good one kept under its original name), search and kind
 * filter, where-used after an article uses a file, delete refused while used and allowed after, documents
 * downloaded under their original name, and the library picker in the article form and its editor.
 */
import { expect, test, type Page } from "@playwright/test";
import { ADMIN_STATE } from "../fixtures/sign-in";
import { ADMIN, firstArticleId, newArticle, save, softDeleteRows, uniq, whenHydrated } from "./admin-helpers";

test.use({ storageState: ADMIN_STATE });

const js = () => test.info().project.name === "js";

// A 1×1 PNG and a minimal PDF: real files by their bytes.
const PNG = Buffer.from(
  "89504e470d0a1a0a0000000d49484452000000010000000108060000001f15c4890000000d4944415478da63f8cfc0f01f0005000201a5a1d5ab0000000049454e44ae426082",
  "hex",
);
const PDF = Buffer.from("%PDF-1.4\n1 0 obj\n<<>>\nendobj\ntrailer\n<<>>\n%%EOF\n");

async function openLibrary(page: Page, search = "") {
  await page.goto(`${ADMIN}/media${search}`);
  await whenHydrated(page);
}

/** Chooses files in the library's upload form and sends them; waits for every file's outcome. */
async function upload(page: Page, files: { name: string; mimeType: string; buffer: Buffer }[]) {
  await openLibrary(page);
  await page.locator("#media-files").setInputFiles(files);
  await page.getByRole("button", { name: "上传", exact: true }).click();
  if (js()) {
    await expect(page.locator("[data-upload-result=sending]")).toHaveCount(0, { timeout: 15_000 });
    await page.waitForLoadState("networkidle");
  } else {
    await page.waitForLoadState("load");
  }
}

/** The library item named `name` (searched), with its details opened; returns the file's address. */
async function openDetails(page: Page, name: string): Promise<string> {
  await openLibrary(page, `?q=${encodeURIComponent(name)}`);
  const item = page.locator("[data-media-item]").filter({ hasText: name });
  await expect(item).toHaveCount(1);
  await item.getByRole("link", { name: `${name} 的详情` }).click();
  await expect(page.locator("[data-media-details]")).toBeVisible();
  return (await page.locator("[data-media-details] dd a").textContent())!.trim();
}

// The articles these tests file under the honours list are soft-deleted after each test, so the shared content
// keeps the seeded counts the public-site specs check.
test.afterEach(async ({ page }) => {
  for (const prefix of ["上传附件", "附件文章", "图表文章"]) {
    await softDeleteRows(page, `${ADMIN}/articleList?q=${encodeURIComponent(prefix)}`, "[data-article-row]");
  }
});

test("several files at once: the good one is kept under its original name, the bad one gets its own message", async ({
  page,
}, info) => {
  const tag = uniq(info);
  await upload(page, [
    { name: `海报${tag}.png`, mimeType: "image/png", buffer: PNG },
    { name: `假文档${tag}.pdf`, mimeType: "application/pdf", buffer: Buffer.from("not a pdf, only its name") },
  ]);
  const results = page.locator("[data-upload-result]");
  await expect(results.filter({ hasText: `海报${tag}.png` })).toHaveAttribute("data-upload-result", "ok");
  const refused = results.filter({ hasText: `假文档${tag}.pdf` });
  await expect(refused).toHaveAttribute("data-upload-result", "refused");
  await expect(refused).toContainText("只能上传");
  await expect(page.getByText("已上传 1 个，1 个未上传")).toBeVisible();

  // The grid shows the original name; search and kind filter work (GET form).
  await openLibrary(page);
  await page.getByLabel("按名称搜索").fill(tag);
  await page.getByRole("button", { name: "查询" }).click();
  await expect(page).toHaveURL(new RegExp(`q=${tag}`));
  const items = page.locator("[data-media-item]");
  await expect(items).toHaveCount(1);
  await expect(items.locator("[data-media-name]")).toHaveText(`海报${tag}.png`);
  await expect(items).toContainText("1×1");
  await expect(items.locator("[data-media-used]")).toHaveText("未被使用");

  await page.getByLabel("类型").selectOption("document");
  await page.getByRole("button", { name: "查询" }).click();
  await expect(page).toHaveURL(/kind=document/);
  await expect(items).toHaveCount(0);
  await expect(page.getByText("没有符合条件的文件")).toBeVisible();
  await openLibrary(page, `?q=${tag}&kind=image`);
  await expect(items).toHaveCount(1);

  // Renaming changes the display name only (the address stays); a name of only spaces is refused.
  const url = await openDetails(page, `海报${tag}.png`);
  const rename = page.locator("[data-rename-form]");
  await rename.getByLabel("显示名称").fill("   ");
  await rename.getByRole("button", { name: "重命名" }).click();
  await expect(page.locator('[data-field-error="name"]')).toContainText("请填写名称");
  await expect(rename.getByLabel("显示名称")).toHaveValue("   ");
  await rename.getByLabel("显示名称").fill(`新海报${tag}.png`);
  await rename.getByRole("button", { name: "重命名" }).click();
  await expect(page.getByText("已重命名")).toBeVisible();
  expect(await openDetails(page, `新海报${tag}.png`)).toBe(url);
});

test("a file uploaded through an edit form joins the library under its original name, used by that record", async ({
  page,
}, info) => {
  const tag = uniq(info);
  await newArticle(page, `上传附件${tag}`);
  await page.locator('input[name="file_url:document"]').setInputFiles({
    name: `合同${tag}.pdf`,
    mimeType: "application/pdf",
    buffer: PDF,
  });
  await save(page);
  await expect(page.getByText("保存成功")).toBeVisible();
  await openDetails(page, `合同${tag}.pdf`);
  await expect(page.locator("[data-media-details] [data-usage-list]")).toContainText(`上传附件${tag}`);
  await expect(page.locator("[data-media-details]")).toContainText("admin");
});

test("the browser refuses a wrong type before sending anything", async ({ page }, info) => {
  test.skip(!js(), "the check before sending needs script; without it the server refuses (previous test)");
  const tag = uniq(info);
  const sent: string[] = [];
  page.on("request", (r) => {
    if (r.method() === "POST") sent.push(r.url());
  });
  await upload(page, [{ name: `图标${tag}.svg`, mimeType: "image/svg+xml", buffer: Buffer.from("<svg/>") }]);
  await expect(page.locator("[data-upload-result=refused]")).toContainText("不支持的文件类型");
  expect(sent).toEqual([]);
});

test("where-used, delete refused while used and allowed after, download under the original name", async ({
  page,
}, info) => {
  const tag = uniq(info);
  const name = `通知 ${tag}.pdf`;
  await upload(page, [{ name, mimeType: "application/pdf", buffer: PDF }]);
  const url = await openDetails(page, name);
  expect(url).toMatch(/^\/uploads\/\d{4}\/\d{2}\/[0-9a-f]+\.pdf$/);

  // Downloaded under its original (UTF-8) name, not the random stored one.
  const download = await page.request.get(url);
  expect(download.status()).toBe(200);
  const disposition = download.headers()["content-disposition"] ?? "";
  expect(disposition).toMatch(/^attachment;/);
  expect(decodeURIComponent(disposition.split("filename*=UTF-8''")[1] ?? "")).toBe(name);

  // An article uses it as its attachment.
  await newArticle(page, `附件文章${tag}`);
  await page.locator('input[name="file_url"]').fill(url);
  await save(page);
  await expect(page.getByText("保存成功")).toBeVisible();

  await openDetails(page, name);
  const details = page.locator("[data-media-details]");
  await expect(details.locator("[data-usage-list]")).toContainText(`附件文章${tag}`);
  await expect(details.locator("[data-usage-list]")).toContainText("file_url");
  const articleHref = await details.locator("[data-usage-list] a").getAttribute("href");
  expect(articleHref).toMatch(new RegExp(`^${ADMIN}/articleList/\\d+$`));

  // Asking to delete it answers with the refusal, naming the article; no confirmation is offered.
  await details.locator("[data-delete-start]").click();
  await expect(details.locator("[data-delete-refused]")).toContainText(`“${name}”正在被使用，不能删除`);
  await expect(page.locator("[data-delete-confirm]")).toHaveCount(0);

  // Posted past the screen, the server refuses too (409), naming the article, and the file stays.
  const id = await details.getAttribute("data-media-details");
  const updatetime = await details.locator('input[name="updatetime"]').first().inputValue();
  const refusal = await page.request.post(`${ADMIN}/media?item=${id}`, {
    form: { intent: "delete", id: id!, updatetime },
    headers: { Origin: new URL(page.url()).origin },
  });
  expect(refusal.status()).toBe(409);
  expect(await refusal.text()).toContain(`附件文章${tag}`);
  expect((await page.request.get(url)).status()).toBe(200);

  // The article drops it; now the delete goes through after confirming.
  await page.goto(articleHref!);
  await page.locator('input[name="file_url"]').fill("");
  await save(page);
  await openDetails(page, name);
  await expect(details).toContainText("没有任何记录使用此文件");
  await details.locator("[data-delete-start]").click();
  const confirm = page.locator("[data-delete-confirm]");
  await expect(confirm).toContainText(`确认删除“${name}”？`);
  await confirm.getByRole("button", { name: "确认删除" }).click();
  await expect(page.getByText(`已删除“${name}”`)).toBeVisible();
  await expect(page.locator("[data-media-details]")).toHaveCount(0);
  expect((await page.request.get(url)).status()).toBe(404);
});

test("media fields offer the library: a picker dialog with script, suggestions without", async ({ page }, info) => {
  const tag = uniq(info);
  await upload(page, [{ name: `选图${tag}.png`, mimeType: "image/png", buffer: PNG }]);
  const url = await openDetails(page, `选图${tag}.png`);

  await page.goto(`${ADMIN}/articleList/new`);
  const field = page.locator('input[name="img[0].url"]');
  // Without script the address input suggests the library's images (a datalist); with script too.
  const listId = await field.getAttribute("list");
  expect(listId).toBe("media-choices-image");
  await expect(page.locator(`datalist#${listId} option[value="${url}"]`)).toHaveAttribute("label", `选图${tag}.png`);
  if (!js()) return;

  await page.waitForLoadState("networkidle");
  await page.locator("[data-media-picker=image]").first().click();
  const dialog = page.getByRole("dialog", { name: "从媒体库选择" });
  await dialog.getByRole("searchbox").fill(tag);
  await dialog.getByRole("button", { name: `选择 选图${tag}.png` }).click();
  await expect(dialog).toBeHidden();
  await expect(field).toHaveValue(url);
  await expect(page.locator('input[name="img[0].name"]')).toHaveValue(`选图${tag}.png`);
});

test("the editor inserts a library image with alt text and a table", async ({ page }, info) => {
  test.skip(!js(), "the rich editor needs script; without it the body is HTML in a textarea");
  const tag = uniq(info);
  await upload(page, [{ name: `正文图${tag}.png`, mimeType: "image/png", buffer: PNG }]);
  const url = await openDetails(page, `正文图${tag}.png`);

  await page.goto(`${ADMIN}/articleList/new`);
  await page.waitForLoadState("networkidle");
  await page.getByRole("textbox", { name: "标题", exact: true }).fill(`图表文章${tag}`);
  await page.getByLabel("所属菜单").selectOption({ label: "关于我们 / 公司荣誉" });
  const editor = page.locator('[contenteditable="true"][aria-label="正文"]');
  await expect(editor).toBeVisible();
  await editor.click();

  page.once("dialog", (prompt) => void prompt.accept(`替代文字${tag}`));
  await page.locator("[data-editor-image]").first().click();
  const dialog = page.getByRole("dialog", { name: "从媒体库选择" });
  await dialog.getByRole("searchbox").fill(tag);
  await dialog.getByRole("button", { name: `选择 正文图${tag}.png` }).click();
  await expect(editor.locator(`img[src="${url}"]`)).toHaveAttribute("alt", `替代文字${tag}`);

  await page.getByRole("button", { name: "插入表格" }).first().click();
  await expect(editor.locator("table th")).toHaveCount(3);
  await expect(editor.locator("table td")).toHaveCount(6);
  await page.keyboard.type(`表头${tag}`);
  await save(page);
  await expect(page.getByText("保存成功")).toBeVisible();

  // Stored and sanitized: the picture keeps its alt text, the table its cells.
  const articleId = await firstArticleId(page, tag);
  await page.goto(`${ADMIN}/articleList/${articleId}`);
  await page.waitForLoadState("networkidle");
  await page.getByLabel("HTML 源码").first().check();
  const html = await page.locator("textarea[name=info]").inputValue();
  expect(html).toContain(`<img src="${url}" alt="替代文字${tag}"`);
  expect(html).toMatch(new RegExp(`<table><tbody><tr><th><p>表头${tag}</p></th>`));
});
