/**
 * User Setting's avatar upload (a multipart form post, so it runs with JavaScript on and off): a real image is
 * stored and then shown in the navbar user menu and on User Info; a file whose bytes are not an image, or one
 * over the size limit, is refused with a message in the user's language.
 */
import { readFileSync } from "node:fs";
import sharp from "sharp";
import { expect, test, type Page } from "@playwright/test";
import { ADMIN } from "../fixtures/e2e-settings";
import { ADMIN_STATE } from "../fixtures/sign-in";
import { submit, whenHydrated } from "./admin-helpers";

test.use({ storageState: ADMIN_STATE });

type Upload = { name: string; mimeType: string; buffer: Buffer };

async function uploadAvatar(page: Page, file: Upload, button = "上传头像") {
  await whenHydrated(page);
  const form = page.getByTestId("avatar-form");
  await form.locator('input[type="file"]').setInputFiles(file);
  await submit(form.getByRole("button", { name: button }));
}

/** The settings page, loaded afresh, and the avatar its user menu shows (null: none). */
async function menuAvatarOnSettings(page: Page): Promise<string | null> {
  await page.goto(`${ADMIN}/user/setting`);
  return page
    .getByTestId("user-menu")
    .locator("summary img")
    .getAttribute("src")
    .catch(() => null);
}

const seedImage = (name: string, mimeType: string): Upload => ({
  name,
  mimeType,
  buffer: readFileSync(`content/uploads/seed/${name}`),
});

test("an uploaded avatar shows in the user menu and on User Info", async ({ page }) => {
  const file =
    test.info().project.name === "js" ? seedImage("honor-2.jpg", "image/jpeg") : seedImage("logo.png", "image/png");
  await page.goto(`${ADMIN}/user/setting`);
  await uploadAvatar(page, file);
  await expect(page).toHaveURL(/avatar=1/);
  await expect(page.getByRole("status").filter({ hasText: "头像已更新" })).toBeVisible();

  const menuImage = page.getByTestId("user-menu").locator("summary img");
  await expect(menuImage).toHaveAttribute("src", /^\/uploads\/\d{4}\/\d{2}\/[0-9a-f]{24}\.(jpg|png)$/);
  const src = (await menuImage.getAttribute("src"))!;
  // The stored file is served and is the picture that was sent: same format and size, re-encoded without its
  // metadata (docs/product.md, constants: uploads).
  const served = await page.request.get(src);
  expect(served.status()).toBe(200);
  const [sent, stored] = await Promise.all([sharp(file.buffer).metadata(), sharp(await served.body()).metadata()]);
  expect([stored.format, stored.width, stored.height]).toEqual([sent.format, sent.width, sent.height]);
  expect(stored.exif).toBeUndefined();
  await expect(page.getByTestId("avatar-form").locator("img")).toHaveAttribute("src", src);

  await page.goto(`${ADMIN}/user/info`);
  await expect(page.locator(`main img[src="${src}"]`).first()).toBeVisible();
  await expect(page.getByTestId("user-menu").locator("summary img")).toHaveAttribute("src", src);
});

test("a file whose bytes are not an image is refused with a clear message", async ({ page }) => {
  const before = await menuAvatarOnSettings(page);
  await uploadAvatar(page, {
    name: "photo.png",
    mimeType: "image/png",
    buffer: Buffer.from("<html>not a picture</html>"),
  });
  await expect(page.getByTestId("avatar-error")).toHaveText("只能上传 JPG、PNG、WebP 或 GIF 图片（按文件内容识别）");
  await expect(page.locator("#avatar-file")).toHaveAttribute("aria-invalid", "true");
  expect(await menuAvatarOnSettings(page)).toBe(before);
});

test("an oversize image is refused, in English for an English-speaking user", async ({ page }) => {
  await page.goto(`${ADMIN}/user/setting?lng=en-US`);
  const png = readFileSync("content/uploads/seed/favicon.png");
  const big = Buffer.concat([png, Buffer.alloc(5 * 1024 * 1024)]);
  await uploadAvatar(page, { name: "big.png", mimeType: "image/png", buffer: big }, "Upload avatar");
  await expect(page.getByTestId("avatar-error")).toHaveText("Images cannot exceed 5 MB");
  await page.goto(`${ADMIN}/user/setting?lng=zh-CN`);
});
