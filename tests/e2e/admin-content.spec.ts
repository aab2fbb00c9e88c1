import { createCookieSessionStorage } from "@remix-run/node";
import { expect, test, type Page } from "@playwright/test";
import { E2E_SESSION_SECRET } from "../fixtures/security/helpers";
import { ADMIN_STATE } from "../fixtures/sign-in";
import {
  ADMIN,
  PUBLIC_SITE,
  deleteRow,
  fillBody,
  firstArticleId,
  login,
  newArticle,
  save,
  seedFile,
  softDeleteRows,
  uniq,
} from "./admin-helpers";

test.use({ storageState: ADMIN_STATE });

/** Lets the page's session run out: the same signed cookie, its end moved into the past. */
async function expireSession(page: Page) {
  const current = (await page.context().cookies()).find((c) => c.name === "__session")!;
  const storage = createCookieSessionStorage({ cookie: { name: "__session", secrets: [E2E_SESSION_SECRET] } });
  const session = await storage.getSession(`__session=${current.value}`);
  session.set("expiresAt", Date.now() - 1000);
  const value = (await storage.commitSession(session)).split(";")[0]!.slice("__session=".length);
  await page.context().addCookies([{ ...current, value }]);
}

/** The type a browser gives a chosen file, from its name's extension. */
const TYPES: Record<string, string> = { jpg: "image/jpeg", png: "image/png", pdf: "application/pdf", mp4: "video/mp4" };

/** Chooses the file `name` with `content` in the form's file input `input`. */
async function chooseFile(page: Page, input: string, name: string, content: Buffer) {
  const mimeType = TYPES[name.slice(name.lastIndexOf(".") + 1)]!;
  await page.locator(`input[type=file][name="${input}"]`).setInputFiles({ name, mimeType, buffer: content });
}

/** The company form is tabbed: one section a page, each with its own save (lib/admin/entity.ts `tabbed`). */
const COMPANY_SECTIONS = ["basic", "contact", "registration", "mourning", "images", "leaders"] as const;
const companySection = (name: (typeof COMPANY_SECTIONS)[number]) => `${ADMIN}/company_info?section=${name}`;

test("company info: edit the phone, see it saved and on the enterprise information page", async ({ page }, info) => {
  await page.goto(companySection("contact"));
  const original = await page.getByLabel("电话").inputValue();
  const phone = `0531-${String(Date.now()).slice(-8)}`;
  await page.getByLabel("电话").fill(phone);
  await save(page);
  await expect(page.getByText("保存成功")).toBeVisible();
  await expect(page.getByLabel("电话")).toHaveValue(phone);
  if (PUBLIC_SITE) {
    await page.goto("/xxgk/qyxx");
    await expect(page.getByText(phone).first()).toBeVisible();
  }
  // Put the seeded value back for the other specs.
  await page.goto(companySection("contact"));
  await page.getByLabel("电话").fill(original);
  await save(page);
  await expect(page.getByText("保存成功")).toBeVisible();
  void info;
});

test("company info: saving without edits keeps every field exactly as it was", async ({ page }) => {
  // Six sections, each saved twice and read back: a long walk on a busy machine.
  test.setTimeout(90_000);
  const values = () =>
    page
      .locator("form input:not([type=file]):not([type=hidden]), form textarea")
      .evaluateAll((els) => els.map((el) => `${(el as HTMLInputElement).name}=${(el as HTMLInputElement).value}`));
  for (const section of COMPANY_SECTIONS) {
    await page.goto(companySection(section));
    const before = await values();
    if (section === "basic") expect(before.join("\n")).toContain("重点实验室");
    for (let round = 0; round < 2; round++) {
      await save(page);
      await expect(page.getByText("保存成功")).toBeVisible();
      // The save returns to the same section.
      await expect(page).toHaveURL(new RegExp(`section=${section}$`));
      await page.goto(companySection(section));
      const after = await values();
      expect(after.join("\n")).not.toContain("\uFFFD");
      expect(after.join("\n")).not.toContain(String.fromCharCode(0));
      expect(after, section).toEqual(before);
    }
  }
});

test("company info: each section saves its own fields and leaves the others as they were", async ({ page }) => {
  await page.goto(companySection("basic"));
  await expect(page.getByRole("navigation", { name: "表单分区" }).getByRole("link")).toHaveCount(
    COMPANY_SECTIONS.length,
  );
  const vision = await page.getByRole("textbox", { name: "愿景", exact: true }).inputValue();
  const visionEn = await page.getByRole("textbox", { name: "愿景（英文）", exact: true }).inputValue();
  await page.getByRole("navigation", { name: "表单分区" }).getByRole("link", { name: "联系方式" }).click();
  await expect(page).toHaveURL(/section=contact$/);
  const original = await page.getByLabel("电话").inputValue();
  await page.getByLabel("电话").fill("0531-12345678");
  await save(page);
  await expect(page.getByText("保存成功")).toBeVisible();
  await page.goto(companySection("basic"));
  await expect(page.getByRole("textbox", { name: "愿景", exact: true })).toHaveValue(vision);
  await expect(page.getByRole("textbox", { name: "愿景（英文）", exact: true })).toHaveValue(visionEn);
  await page.goto(companySection("contact"));
  await expect(page.getByLabel("电话")).toHaveValue("0531-12345678");
  await page.getByLabel("电话").fill(original);
  await save(page);
  await expect(page.getByText("保存成功")).toBeVisible();
});

test("company info: required fields and limits keep what was typed", async ({ page }) => {
  await page.goto(companySection("basic"));
  await page.getByLabel("公司名称").fill("");
  await save(page);
  await expect(page.locator("[data-form-error]")).toHaveCount(0);
  await expect(page.getByText("此项为必填项").first()).toBeVisible();
  await page.goto(companySection("contact"));
  await page.getByLabel("邮箱").fill("not-an-email");
  await page.getByLabel("纬度").fill("100");
  await save(page);
  await expect(page.locator("[data-form-error]")).toHaveCount(0);
  await expect(page.getByText("邮箱格式不正确")).toBeVisible();
  await expect(page.getByText("取值范围为 -90 到 90")).toBeVisible();
  await expect(page.getByLabel("邮箱")).toHaveValue("not-an-email");
});

test("company info: repeatable rows can be added, reordered and removed before saving", async ({ page }) => {
  await page.goto(companySection("images"));
  const news = page.locator('[data-rows="news_img"]');
  const rows = news.locator("[data-row]");
  const count = await rows.count();
  const firstUrl = await page.locator('input[name="news_img[0].url"]').inputValue();
  await page.getByRole("button", { name: /添加一行 · 新闻轮播图/ }).click();
  await expect(rows).toHaveCount(count + 1);
  await news.getByRole("button", { name: "下移 #1" }).click();
  await expect(page.locator('input[name="news_img[1].url"]')).toHaveValue(firstUrl);
  await news.getByRole("button", { name: "上移 #2" }).click();
  await expect(page.locator('input[name="news_img[0].url"]')).toHaveValue(firstUrl);
  await rows
    .last()
    .getByRole("button", { name: /删除此行/ })
    .click();
  await expect(rows).toHaveCount(count);
});

test("menus: create an item, reach its public route, hide it (404), show, delete and restore it", async ({
  page,
}, info) => {
  const tag = uniq(info);
  const route = `e2e${tag}`
    .toLowerCase()
    .replace(/[^a-z0-9]/g, "")
    .slice(0, 30);
  await page.goto(`${ADMIN}/menuList/new`);
  await save(page);
  await expect(page.getByText("此项为必填项").first()).toBeVisible();
  await page.getByLabel("菜单名称").fill(`测试菜单${tag}`);
  await page.getByLabel("路由").fill(route);
  await page.getByLabel("层级").selectOption("10002");
  await page.getByLabel("上级菜单").selectOption({ label: "关于我们" });
  await page.getByLabel("类型").selectOption("30001");
  await page.getByLabel("排序").fill("99");
  await save(page);
  await expect(page).toHaveURL(new RegExp(`${ADMIN}/menuList$`));
  await expect(page.getByText("保存成功")).toBeVisible();
  const row = page.locator(`[data-menu-row="${route}"]`);
  await expect(row).toContainText(`/gywm/${route}`);
  /** The status of the item's public route; back on the menu list after. */
  const publicStatus = async () => {
    const res = await page.goto(`/gywm/${route}`);
    await page.goto(`${ADMIN}/menuList`);
    return res?.status();
  };
  /** Clicks the row's hide or show button; the other one takes its place. */
  const toggle = async (click: "隐藏" | "显示", then: "隐藏" | "显示") => {
    await row.getByRole("button", { name: click }).click();
    await expect(row.getByRole("button", { name: then })).toBeVisible();
  };
  if (PUBLIC_SITE) expect(await publicStatus()).toBeLessThan(400);
  await toggle("隐藏", "显示");
  if (PUBLIC_SITE) expect(await publicStatus()).toBe(404);
  await toggle("显示", "隐藏");
  await deleteRow(row);
  await expect(row).toContainText("已删除");
  await row.getByRole("button", { name: "恢复" }).click();
  await expect(row).not.toContainText("已删除");
  await deleteRow(row);
  await expect(row).toContainText("已删除");
  // A menu with articles cannot be deleted; the message names the count.
  await deleteRow(page.locator('[data-menu-row="gsry"]'));
  await expect(page.getByText(/无法删除：该菜单下还有 \d+ 篇文章/)).toBeVisible();
});

test("articles: create one with an image and attachment, find it in the filtered table and on the public list and detail", async ({
  page,
}, info) => {
  const tag = uniq(info);
  const title = `测试文章${tag}`;
  await newArticle(page, title);
  await page.getByLabel("专题").check();
  await chooseFile(page, "img[0].url:image", "photo.jpg", seedFile("pic-coast.jpg"));
  await chooseFile(page, "file_url:document", "报告.pdf", seedFile("sample-notice.pdf"));
  await fillBody(page, `<p>正文 ${tag}</p>`);
  await save(page);
  await expect(page).toHaveURL(new RegExp(`${ADMIN}/articleList$`));
  await expect(page.getByText("保存成功")).toBeVisible();
  await page.getByLabel("标题关键字").fill(tag);
  await page.getByLabel("专题", { exact: true }).selectOption("1");
  await page.getByRole("button", { name: "查询" }).click();
  const row = page.locator("[data-article-row]").filter({ hasText: title });
  await expect(row).toHaveCount(1);
  const image = await row.locator("img").getAttribute("src");
  expect(image).toMatch(/^\/uploads\/\d{4}\/\d{2}\/[0-9a-f]{24}\.jpg$/);
  const served = await page.request.get(image!);
  expect(served.status()).toBe(200);
  expect(served.headers()["content-type"]).toBe("image/jpeg");
  expect(served.headers()["x-content-type-options"]).toBe("nosniff");
  const id = await row.getAttribute("data-article-row");
  if (PUBLIC_SITE) {
    await page.goto("/gywm/gsry/lsit");
    await expect(page.getByText(title).first()).toBeVisible();
    await page.goto(`/gywm/gsry/detail/${id}`);
    await expect(page.getByText(title).first()).toBeVisible();
  }
  // Soft delete and restore.
  await page.goto(`${ADMIN}/articleList?q=${tag}`);
  await deleteRow(page.locator(`[data-article-row="${id}"]`));
  await expect(page.locator(`[data-article-row="${id}"]`)).toHaveCount(0);
  await page.goto(`${ADMIN}/articleList?q=${tag}&deleted=1`);
  await page.locator(`[data-article-row="${id}"]`).getByRole("button", { name: "恢复" }).click();
  await expect(page.getByText("已恢复")).toBeVisible();
  await page.goto(`${ADMIN}/articleList?q=${tag}`);
  await expect(page.locator(`[data-article-row="${id}"]`)).toHaveCount(1);
  await softDeleteRows(page, `${ADMIN}/articleList?q=${tag}`, "[data-article-row]");
});

test("articles: an XSS-laden body is stored and rendered inert", async ({ page }, info) => {
  const tag = uniq(info);
  let alerted = false;
  page.on("dialog", async (dialog) => {
    alerted = true;
    await dialog.dismiss();
  });
  const payload = [
    "<p>安全段落</p>",
    "<script>alert(1)</script>",
    '<img src="x" onerror="alert(2)">',
    '<a href="javascript:alert(3)">click</a>',
    '<svg onload="alert(4)"><script>alert(5)</script></svg>',
    '<iframe src="javascript:alert(6)"></iframe>',
    '<p onmouseover="alert(7)" style="x:expression(alert(8))">hover</p>',
    "<math><mtext><table><mglyph><style><img src=x onerror=alert(9)>",
  ].join("");
  await newArticle(page, `XSS${tag}`);
  await fillBody(page, payload);
  await save(page);
  await expect(page.getByText("保存成功")).toBeVisible();
  const id = await firstArticleId(page, `XSS${tag}`);
  await page.goto(`${ADMIN}/articleList/${id}`);
  if (info.project.name === "js") await page.getByLabel("HTML 源码").first().check();
  const stored = await page.locator("textarea[name=info]").inputValue();
  expect(stored).toContain("安全段落");
  expect(stored).not.toMatch(/<script|onerror|onload|onmouseover|javascript:|<svg|<iframe|style=/i);
  if (PUBLIC_SITE) {
    await page.goto(`/gywm/gsry/detail/${id}`);
    await expect(page.getByText("安全段落")).toBeVisible();
    await page
      .getByText("hover")
      .hover()
      .catch(() => {});
  }
  expect(alerted).toBe(false);
  await softDeleteRows(page, `${ADMIN}/articleList?q=XSS${tag}`, "[data-article-row]");
});

test("articles: required fields, and uploads checked by content and size", async ({ page }, info) => {
  await page.goto(`${ADMIN}/articleList/new`);
  await save(page);
  await expect(page.getByText("此项为必填项")).toBeVisible();
  await expect(page.getByText("请选择一个可用的栏目")).toBeVisible();
  await page.getByRole("textbox", { name: "标题", exact: true }).fill(`坏文件${uniq(info)}`);
  await page.getByLabel("所属菜单").selectOption({ label: "关于我们 / 公司荣誉" });
  await chooseFile(page, "img[0].url:image", "fake.png", Buffer.from("<html>not an image</html>"));
  await save(page);
  await expect(page.getByText("只能上传 JPG、PNG、WebP 或 GIF 图片（按文件内容识别）")).toBeVisible();
  await expect(page.getByRole("textbox", { name: "标题", exact: true })).toHaveValue(/坏文件/);
  const big = Buffer.alloc(5 * 1024 * 1024 + 10);
  seedFile("pic-coast.jpg").copy(big);
  await chooseFile(page, "img[0].url:image", "big.jpg", big);
  await save(page);
  await expect(page.getByText("图片不能超过 5 MB")).toBeVisible();
});

test("articles: two concurrent saves — one wins, the other gets the conflict and keeps its text", async ({
  page,
  browser,
}, info) => {
  const tag = uniq(info);
  await newArticle(page, `并发${tag}`);
  await save(page);
  const id = await firstArticleId(page, tag);

  const other = await browser.newContext({
    javaScriptEnabled: info.project.name === "js",
    locale: "zh-CN",
    storageState: ADMIN_STATE,
  });
  const second = await other.newPage();
  await page.goto(`${ADMIN}/articleList/${id}`);
  await second.goto(`${ADMIN}/articleList/${id}`);
  await page.getByRole("textbox", { name: "标题", exact: true }).fill(`第一位${tag}`);
  await fillBody(page, `<h2>第一位的标题</h2><p>第一位的<strong>正文</strong> ${tag}</p>`);
  await save(page);
  await expect(page.getByText("保存成功")).toBeVisible();
  await second.getByRole("textbox", { name: "标题", exact: true }).fill(`第二位${tag}`);
  await save(second);
  await expect(second.locator("[data-form-error]")).toContainText("保存冲突");
  await expect(second.getByRole("textbox", { name: "标题", exact: true })).toHaveValue(`第二位${tag}`);
  await expect(second.locator("[data-conflict]")).toContainText(`第一位${tag}`);
  // The stored body reads as text, a line per block, never as its markup.
  await expect(second.locator("[data-conflict-field=info]")).toHaveText(`第一位的标题\n第一位的正文 ${tag}`);
  // Saving again deliberately replaces the stored copy: nothing was lost silently.
  await save(second);
  await expect(second.getByText("保存成功")).toBeVisible();
  await other.close();
  await softDeleteRows(page, `${ADMIN}/articleList?q=${tag}`, "[data-article-row]");
});

test("an expired session during a save keeps the typed input and restores it after logging in again", async ({
  page,
}, info) => {
  const tag = uniq(info);
  await page.goto(`${ADMIN}/linksList/new`);
  await page.getByRole("textbox", { name: "链接名称", exact: true }).fill(`过期${tag}`);
  await page.getByLabel("链接地址").fill("https://expired.example/");
  await expireSession(page);
  await save(page);
  if (info.project.name === "js") {
    const dialog = page.getByRole("dialog", { name: "确认登出" });
    await expect(dialog).toContainText("您已被登出");
    // The dialog is modal (the page behind it is inert), so the field is found by its name.
    await expect(page.locator("input[name=name]")).toHaveValue(`过期${tag}`);
    await dialog.getByRole("link", { name: "重新登录" }).click();
  }
  await expect(page).toHaveURL(new RegExp(`${ADMIN}/login\\?redirect=`));
  // Signs in once the login page runs (as a person would), so the sign-in is one post, not a form post that
  // hydration overtakes.
  await login(page, { stay: true });
  await expect(page).toHaveURL(new RegExp(`${ADMIN}/linksList/new$`));
  await expect(page.getByRole("textbox", { name: "链接名称", exact: true })).toHaveValue(`过期${tag}`);
  await expect(page.getByLabel("链接地址")).toHaveValue("https://expired.example/");
  await save(page);
  await expect(page.getByText("保存成功")).toBeVisible();
  await softDeleteRows(page, `${ADMIN}/linksList`, `[data-link-row]:has-text("过期${tag}")`);
});

test("links: http(s) only; a new link appears in its category and in the footer", async ({ page }, info) => {
  const tag = uniq(info);
  await page.goto(`${ADMIN}/linksList/new?type=20002`);
  await page.getByRole("textbox", { name: "链接名称", exact: true }).fill(`链接${tag}`);
  await page.getByLabel("链接地址").fill("javascript:alert(1)");
  await save(page);
  await expect(page.getByText("链接必须以 http:// 或 https:// 开头")).toBeVisible();
  await page.getByLabel("链接地址").fill(`https://link-${tag.toLowerCase()}.example/`);
  await save(page);
  await expect(page.getByText("保存成功")).toBeVisible();
  await expect(page.getByText(`链接${tag}`)).toBeVisible();
  if (PUBLIC_SITE) {
    await page.goto("/");
    await expect(page.locator("footer").getByText(`链接${tag}`)).toBeVisible();
  }
  await softDeleteRows(page, `${ADMIN}/linksList`, `[data-link-row]:has-text("链接${tag}")`);
});

test("videos: upload a video with a poster; it is served for seeking and shown in the gallery", async ({
  page,
}, info) => {
  const tag = uniq(info);
  await page.goto(`${ADMIN}/videosList/new`);
  await save(page);
  await expect(page.getByText("请上传视频或填写视频地址")).toBeVisible();
  await page.getByRole("textbox", { name: "视频名称", exact: true }).fill(`视频${tag}`);
  await chooseFile(page, "video_src:video", "clip.mp4", seedFile("video-3.mp4"));
  await chooseFile(page, "poster:image", "poster.jpg", seedFile("video-3.jpg"));
  await page.getByLabel("排序").fill("99");
  await save(page);
  await expect(page.getByText("保存成功")).toBeVisible();
  const card = page.locator("[data-video-card]").filter({ hasText: `视频${tag}` });
  const src = await card.locator("video").getAttribute("src");
  expect(src).toMatch(/^\/uploads\/\d{4}\/\d{2}\/[0-9a-f]{24}\.mp4$/);
  expect(await card.locator("video").getAttribute("poster")).toMatch(/\.jpg$/);
  const range = await page.request.get(src!, { headers: { Range: "bytes=0-99" } });
  expect(range.status()).toBe(206);
  expect(range.headers()["content-type"]).toBe("video/mp4");
  if (PUBLIC_SITE) {
    await page.goto("/xxgk/spzq");
    await expect(page.getByText(`视频${tag}`).first()).toBeVisible();
  }
  await softDeleteRows(page, `${ADMIN}/videosList`, `[data-video-card]:has-text("视频${tag}")`);
});
