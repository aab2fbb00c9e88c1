/**
 * Status and review (issue #16 point 2), with JavaScript on and off: an editor, a reviewer and an admin each take
 * an article through draft → review → publish → edit (a draft beside the live version) → restore, under the review
 * steps the admin sets (2: first and final review; 1). Visitors see only what was published, checked as a truly
 * anonymous visitor; a reviewer never approves their own submission; a rejection needs a comment, which the author
 * reads in the editor and in the review queue; every decision and the setting change are in the audit log.
 */
import { expect, type Page } from "@playwright/test";
import { request as playwrightRequest } from "@playwright/test";
import { BASE_URL } from "../fixtures/e2e-settings";
import { ADMIN_STATE } from "../fixtures/sign-in";
import { ADMIN, firstArticleId, newArticle, save, softDeleteRows, submit, uniq } from "./admin-helpers";
import { test, type NewAccount } from "./account-helpers";
import { axeClean } from "./axe-clean";

test.use({ storageState: ADMIN_STATE });
// Accounts are created and signed in with bcrypt-hashed passwords, and each walk has many steps.
test.setTimeout(240_000);

const js = () => test.info().project.name === "js";

async function hydrated(page: Page) {
  if (js()) await expect(page.locator("html")).toHaveAttribute("data-hydrated", "true");
}

/** Clicks a button of the page (after hydration with script) and waits for the page the post leads to. */
async function press(page: Page, name: string | RegExp) {
  await hydrated(page);
  await submit(page.getByRole("button", { name, exact: typeof name === "string" }));
}

async function setReviewSteps(page: Page, steps: 0 | 1 | 2) {
  await page.goto(`${ADMIN}/settings`);
  await page.getByLabel("审核级数").selectOption(String(steps));
  await save(page);
  await expect(page.getByText("保存成功")).toBeVisible();
}

/** What an anonymous visitor gets at `path`: the status and the page's text. */
async function visitorSees(path: string): Promise<{ status: number; text: string }> {
  const visitor = await playwrightRequest.newContext({ baseURL: BASE_URL, storageState: { cookies: [], origins: [] } });
  const response = await visitor.get(path);
  const result = { status: response.status(), text: await response.text() };
  await visitor.dispose();
  return result;
}

async function openEditor(page: Page, id: string) {
  await page.goto(`${ADMIN}/articleList/${id}`);
  await hydrated(page);
}

async function statusOf(page: Page, id: string) {
  await openEditor(page, id);
  return page.locator("[data-workflow-panel] [data-workflow-status]").getAttribute("data-workflow-status");
}

/** The article's public address, from the editor's "view on site" link. */
async function publicPathOf(page: Page, id: string): Promise<string> {
  await openEditor(page, id);
  // What visitors do not see yet opens as the staff preview: the address is the part before the query.
  return (await page.locator("[data-view-on-site]").getAttribute("href"))!.split("?")[0]!;
}

async function approve(page: Page, id: string, button: string) {
  await openEditor(page, id);
  await press(page, button);
}

async function editTitle(page: Page, id: string, title: string, button: string) {
  await openEditor(page, id);
  await page.getByRole("textbox", { name: "标题", exact: true }).fill(title);
  await press(page, button);
}

/** Restores revision `rev` of the article from its history. */
async function restore(page: Page, id: string, rev: number) {
  await page.goto(`${ADMIN}/history/articles/${id}?rev=${rev}`);
  await press(page, `恢复到版本 ${rev}`);
}

/** A new account for each of `roles`, each signed in on a page of its own. */
async function signedInAs(newAccount: NewAccount, roles: string[]): Promise<Page[]> {
  const pages: Page[] = [];
  for (const [i, role] of roles.entries()) pages.push((await newAccount(`wf${i}`, role)).page);
  return pages;
}

test.afterEach(async ({ page }) => {
  // Other specs expect saves to go live: the setting always returns to no review.
  await setReviewSteps(page, 0);
  await softDeleteRows(page, `${ADMIN}/articleList?q=WF`, "[data-article-row]");
});

test("two review steps: an editor's article passes first and final review, its edit waits beside the live version, a rejection comes back with its comment, a restore goes through review too", async ({
  page,
  newAccount,
}, info) => {
  const tag = uniq(info);
  await setReviewSteps(page, 2);
  const [editor, first, final] = await signedInAs(newAccount, ["editor", "reviewer", "reviewer"]);
  const v1 = `WF初稿${tag}`;
  const v2 = `WF修改${tag}`;

  // Draft, then submitted: nobody outside sees it.
  await newArticle(editor!, v1);
  await expect(editor!.locator('button[name="intent"][value="save"]')).toHaveText("保存草稿");
  await press(editor!, "保存草稿");
  await expect(editor!.getByText("草稿已保存，尚未发布到网站")).toBeVisible();
  const id = await firstArticleId(editor!, v1);
  expect(await statusOf(editor!, id)).toBe("draft");
  await press(editor!, "提交审核");
  await expect(editor!.getByText("已提交审核")).toBeVisible();
  expect(await statusOf(editor!, id)).toBe("review");
  const path = await publicPathOf(page, id);
  await expect(page.locator("[data-view-on-site]")).toHaveAttribute("href", `${path}?preview=1`);
  expect((await visitorSees(path)).status).toBe(404);
  // The editor has no review buttons; the author cannot approve.
  await openEditor(editor!, id);
  await expect(editor!.getByRole("button", { name: /通过/ })).toHaveCount(0);

  // First review, then final review by another reviewer: published.
  await first!.goto(`${ADMIN}/review`);
  await expect(first!.locator('[data-review-queue="mine"]')).toContainText(v1);
  await expect(first!.locator('[data-review-queue="mine"]')).toContainText("初审");
  if (js()) await axeClean(first!);
  await approve(first!, id, "通过初审");
  await expect(first!.getByText("已通过，转入下一级审核")).toBeVisible();
  expect((await visitorSees(path)).status).toBe(404);
  await approve(final!, id, "通过并发布");
  await expect(final!.getByText("已审核通过并发布")).toBeVisible();
  const published = await visitorSees(path);
  expect(published.status).toBe(200);
  expect(published.text).toContain(v1);

  // Edited while live: the change is a working copy, the site keeps the published version.
  await editTitle(editor!, id, v2, "提交审核");
  expect(await statusOf(editor!, id)).toBe("published-review");
  expect((await visitorSees(path)).text).toContain(v1);
  expect((await visitorSees(path)).text).not.toContain(v2);
  // Staff see the working copy in the public layout.
  await editor!.goto(`${path}?preview=1`);
  await expect(editor!.getByRole("heading", { level: 1 })).toContainText(v2);

  // Returned: a comment is required, and the author reads it.
  await openEditor(first!, id);
  await press(first!, "退回修改");
  await expect(first!.getByText("退回时请填写审核意见，说明需要修改的地方").first()).toBeVisible();
  await first!.getByLabel("审核意见").fill(`请补充来源 ${tag}`);
  await press(first!, "退回修改");
  await expect(first!.getByText("已退回，作者会在编辑页看到意见")).toBeVisible();
  await openEditor(editor!, id);
  await expect(editor!.locator("[data-workflow-rejection]")).toContainText(`请补充来源 ${tag}`);
  if (js()) await axeClean(editor!);
  await editor!.goto(`${ADMIN}/review`);
  await expect(editor!.locator('[data-review-queue="returned"]')).toContainText(v2);

  // Submitted again and approved twice: the edit goes live.
  await editTitle(editor!, id, v2, "提交审核");
  await approve(first!, id, "通过初审");
  await approve(final!, id, "通过并发布");
  expect((await visitorSees(path)).text).toContain(v2);

  // Restoring the first version makes it a draft beside the live one; it goes live after review.
  // Revision 1 is the article as first saved.
  const rev = 1;
  await restore(editor!, id, rev);
  await expect(editor!.getByText(`已将版本 ${rev} 恢复为草稿`)).toBeVisible();
  expect((await visitorSees(path)).text).toContain(v2);
  await openEditor(editor!, id);
  await expect(editor!.getByRole("textbox", { name: "标题", exact: true })).toHaveValue(v1);
  await press(editor!, "提交审核");
  await approve(first!, id, "通过初审");
  await approve(final!, id, "通过并发布");
  expect((await visitorSees(path)).text).toContain(v1);

  // The log has every decision.
  await page.goto(`${ADMIN}/audit?target=${id}`);
  for (const action of ["submit", "approve", "reject", "publish"]) {
    await expect(page.locator(`tr[data-audit-action="${action}"]`).first()).toBeVisible();
  }
  await page.goto(`${ADMIN}/audit?action=settings`);
  await expect(page.locator('tr[data-audit-action="settings"]').first()).toContainText("审核级数");
});

test("one review step: a reviewer's own article needs another's approval; an admin publishes, edits, unpublishes and restores", async ({
  page,
  newAccount,
}, info) => {
  const tag = uniq(info);
  await setReviewSteps(page, 1);
  const [reviewer] = await signedInAs(newAccount, ["reviewer"]);
  const title = `WF审核人${tag}`;

  // The reviewer's own submission waits for someone else.
  await newArticle(reviewer!, title);
  await press(reviewer!, "保存草稿");
  const id = await firstArticleId(reviewer!, title);
  expect(await statusOf(reviewer!, id)).toBe("draft");
  await press(reviewer!, "提交审核");
  await openEditor(reviewer!, id);
  await expect(reviewer!.getByRole("button", { name: "通过并发布" })).toHaveCount(0);
  await reviewer!.goto(`${ADMIN}/review`);
  await expect(reviewer!.locator('[data-review-queue="others"]')).toContainText(title);
  await approve(page, id, "通过并发布");
  const path = await publicPathOf(page, id);
  expect((await visitorSees(path)).text).toContain(title);

  // The reviewer edits it as a draft (the site keeps the live version), submits, the admin approves.
  const edited = `${title}改`;
  await editTitle(reviewer!, id, edited, "保存草稿");
  await expect(reviewer!.getByText("草稿已保存，尚未发布到网站")).toBeVisible();
  expect(await statusOf(reviewer!, id)).toBe("published-draft");
  expect((await visitorSees(path)).text).not.toContain(edited);
  await openEditor(reviewer!, id);
  await press(reviewer!, "提交审核");
  await approve(page, id, "通过并发布");
  expect((await visitorSees(path)).text).toContain(edited);
  // The reviewer restores the first version: a draft beside the live one until the admin approves it.
  await restore(reviewer!, id, 1);
  await expect(reviewer!.getByText("已将版本 1 恢复为草稿")).toBeVisible();
  expect((await visitorSees(path)).text).toContain(edited);
  await openEditor(reviewer!, id);
  await press(reviewer!, "提交审核");
  await approve(page, id, "通过并发布");
  const back = await visitorSees(path);
  expect(back.text).toContain(title);
  expect(back.text).not.toContain(edited);

  // The admin's own article: drafted, submitted, approved by the admin (the last word), edited, restored.
  const own = `WF管理员${tag}`;
  await newArticle(page, own);
  await press(page, "保存草稿");
  const mine = await firstArticleId(page, own);
  expect(await statusOf(page, mine)).toBe("draft");
  await press(page, "提交审核");
  await approve(page, mine, "通过并发布");
  const minePath = await publicPathOf(page, mine);
  expect((await visitorSees(minePath)).text).toContain(own);
  await editTitle(page, mine, `${own}二`, "提交审核");
  await approve(page, mine, "通过并发布");
  expect((await visitorSees(minePath)).text).toContain(`${own}二`);
  // A revision can be seen in the public layout before restoring it.
  await page.goto(`${ADMIN}/history/articles/${mine}?rev=1`);
  const revisionPreview = await page.locator("[data-revision-preview]").getAttribute("href");
  await page.goto(revisionPreview!);
  await expect(page.locator("[data-preview-banner]")).toContainText("您正在预览版本 1");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(own);
  expect((await visitorSees(revisionPreview!)).text).not.toContain("data-preview-banner");
  await restore(page, mine, 1);
  await openEditor(page, mine);
  await press(page, "提交审核");
  await approve(page, mine, "通过并发布");
  const restored = await visitorSees(minePath);
  expect(restored.text).toContain(own);
  expect(restored.text).not.toContain(`${own}二`);

  // Unpublished, it leaves the site; published again as it was.
  await openEditor(page, mine);
  await press(page, "下线");
  await expect(page.getByText("已下线，访客不再能看到")).toBeVisible();
  expect((await visitorSees(minePath)).status).toBe(404);
  await press(page, "重新上线");
  expect((await visitorSees(minePath)).status).toBe(200);
});

test("no review steps: whoever may publish publishes on save, and can still keep a draft", async ({ page }, info) => {
  const title = `WF直接${uniq(info)}`;
  await setReviewSteps(page, 0);
  await newArticle(page, title);
  await expect(page.locator('button[name="intent"][value="save"]')).toHaveText("发布");
  await press(page, "保存草稿");
  const id = await firstArticleId(page, title);
  const path = await publicPathOf(page, id);
  expect((await visitorSees(path)).status).toBe(404);
  await openEditor(page, id);
  await press(page, "发布");
  expect((await visitorSees(path)).text).toContain(title);
});

test("a video follows the same workflow: an edit waits beside the live video, an unpublished one leaves the video zone", async ({
  page,
}, info) => {
  const tag = uniq(info);
  await setReviewSteps(page, 1);
  await page.goto(`${ADMIN}/videosList`);
  const card = page.locator("[data-video-card]").first();
  const id = (await card.getAttribute("data-video-card"))!;
  await page.goto(`${ADMIN}/videosList/${id}`);
  const name = page.getByRole("textbox", { name: "视频名称", exact: true });
  const live = await name.inputValue();
  await name.fill(`WF视频${tag}`);
  await press(page, "保存草稿");
  await expect(page.getByText("草稿已保存，尚未发布到网站")).toBeVisible();
  const zone = await visitorSees("/xxgk/spzq");
  expect(zone.text).toContain(live);
  expect(zone.text).not.toContain(`WF视频${tag}`);
  await page.goto(`${ADMIN}/videosList/${id}`);
  await hydrated(page);
  await expect(page.locator("[data-workflow-panel] [data-workflow-status]")).toHaveAttribute(
    "data-workflow-status",
    "published-draft",
  );
  await press(page, "放弃未发布的修改");
  await expect(page.getByRole("textbox", { name: "视频名称", exact: true })).toHaveValue(live);
  await press(page, "下线");
  expect((await visitorSees("/xxgk/spzq")).text).not.toContain(live);
  await press(page, "重新上线");
  expect((await visitorSees("/xxgk/spzq")).text).toContain(live);
});
