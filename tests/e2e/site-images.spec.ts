/**
 * The image pipeline on the public site (docs/decisions/016-image-variants.md), with JavaScript on and off:
 * pictures are served as `<picture>` with AVIF and WebP variants whose addresses answer with their type, `nosniff`
 * and immutable caching; every `<img>` carries its width and height; a picture uploaded through the admin has its
 * variants on disk when the save answers, without its GPS position, and its player takes the poster's shape.
 */
import { expect, test, type Page } from "@playwright/test";
import { existsSync } from "node:fs";
import path from "node:path";
import sharp from "sharp";
import { ADMIN_STATE } from "../fixtures/sign-in";
import { serverContentDir } from "../fixtures/server-content";
import { ADMIN, save, seedFile, softDeleteRows, uniq } from "./admin-helpers";

/** Home, honours, an article with a picture, the company introduction (leaders), cards and the video zone. */
const PAGES = [
  "/",
  "/?lng=en-US",
  "/gywm/gsry/lsit",
  "/gywm/gsry/lsit?lng=en-US",
  "/xwdt/gzyx/detail/25",
  "/gywm/qyjs",
  "/xwdt/mtjj/lsit2",
  "/xxgk/spzq",
];

/** Every `<img>` without a numeric width or height, and each `<picture>`'s source types and srcset addresses. */
async function pictures(page: Page) {
  return page.evaluate(() => ({
    unsized: [...document.querySelectorAll("img")]
      .filter(
        (img) => !/^\d+$/.test(img.getAttribute("width") ?? "") || !/^\d+$/.test(img.getAttribute("height") ?? ""),
      )
      .map((img) => img.outerHTML.slice(0, 160)),
    pictures: [...document.querySelectorAll("picture")].map((picture) => ({
      types: [...picture.querySelectorAll("source[type]")].map((s) => s.getAttribute("type")),
      sizes: [...picture.querySelectorAll("source[type]")].map((s) => s.getAttribute("sizes") ?? ""),
      urls: [...picture.querySelectorAll("source[type]")].flatMap((s) =>
        (s.getAttribute("srcset") ?? "").split(",").map((part) => part.trim().split(/\s+/)[0]!),
      ),
      img: picture.querySelector("img")?.getAttribute("src") ?? "",
    })),
    // With JavaScript a player near the viewport replaces its poster picture by a <video> showing the same variant.
    posters: [...document.querySelectorAll("video[poster]")].map(
      (v) => new URL(v.getAttribute("poster")!, location.href).pathname,
    ),
  }));
}

test("public pages serve <picture> with AVIF and WebP variants, and every <img> has its width and height", async ({
  page,
}) => {
  test.setTimeout(120_000);
  const variantUrls = new Set<string>();
  for (const address of PAGES) {
    await page.goto(address);
    const found = await pictures(page);
    expect(found.unsized, `${address}: pictures without width and height`).toEqual([]);
    const posters = found.posters.filter((url) => url.startsWith("/uploads/variants/"));
    expect(found.pictures.length + posters.length, `${address}: pictures with variants`).toBeGreaterThan(0);
    for (const url of posters) variantUrls.add(url);
    for (const picture of found.pictures.filter((p) => p.types.length > 0)) {
      expect(picture.types, `${address} ${picture.img}`).toEqual(["image/avif", "image/webp"]);
      expect(picture.sizes.every((s) => s.length > 0)).toBe(true);
      for (const url of picture.urls) {
        // Named after the original: /uploads/variants/<original's path>/<width>.<format>.
        expect(url.startsWith(`/uploads/variants/${picture.img.slice("/uploads/".length)}/`), url).toBe(true);
        variantUrls.add(url);
      }
    }
  }
  expect(variantUrls.size).toBeGreaterThan(50);
  for (const url of variantUrls) {
    const response = await page.request.get(url);
    const headers = response.headers();
    expect(response.status(), url).toBe(200);
    expect(headers["content-type"], url).toBe(url.endsWith(".avif") ? "image/avif" : "image/webp");
    expect(headers["cache-control"], url).toBe("public, max-age=31536000, immutable");
    expect(headers["x-content-type-options"], url).toBe("nosniff");
  }
  // A name the pipeline does not make is refused, not made: a width the original does not have.
  expect((await page.request.get("/uploads/variants/seed/honor-1.jpg/1920.avif")).status()).toBe(404);
  expect((await page.request.get("/uploads/variants/seed/honor-1.jpg/321.webp")).status()).toBe(404);
});

test("the browser shows a variant: the first banner as AVIF, with a high fetch priority and no lazy loading", async ({
  page,
}) => {
  await page.goto("/");
  const first = page.getByRole("region", { name: "首页横幅" }).locator("li").first().locator("img");
  await expect(first).toHaveAttribute("fetchpriority", "high");
  expect(await first.getAttribute("loading")).not.toBe("lazy");
  await expect
    .poll(() => first.evaluate((img: HTMLImageElement) => img.complete && img.currentSrc))
    .toMatch(/\/uploads\/variants\/seed\/banner-1\.jpg\/\d+\.avif$/);
  // Honours: the first card is the largest paint, fetched at once; later rows wait.
  await page.goto("/gywm/gsry/lsit");
  const cards = page.getByTestId("honour-grid").locator("img");
  await expect(cards.first()).toHaveAttribute("fetchpriority", "high");
  await expect(cards.nth(3)).toHaveAttribute("loading", "lazy");
});

test.describe("uploads", () => {
  test.use({ storageState: ADMIN_STATE });

  test("a poster uploaded through the admin has its variants when the save answers, and its player takes its shape", async ({
    page,
  }, info) => {
    test.setTimeout(90_000);
    const tag = uniq(info);
    // A 1000 × 500 photo with a GPS position: variants at 320, 640, 960 and 1000 px, none with the position.
    const poster = await sharp({ create: { width: 1000, height: 500, channels: 3, background: "#2a6f97" } })
      .withExif({ IFD3: { GPSLatitudeRef: "N", GPSLatitude: "36/1 39/1 5/1" } })
      .jpeg()
      .toBuffer();
    await page.goto(`${ADMIN}/videosList/new`);
    await page.getByRole("textbox", { name: "视频名称", exact: true }).fill(`图片${tag}`);
    await page.locator('input[type=file][name="video_src:video"]').setInputFiles({
      name: "clip.mp4",
      mimeType: "video/mp4",
      buffer: seedFile("video-4.mp4"),
    });
    await page.locator('input[type=file][name="poster:image"]').setInputFiles({
      name: "poster.jpg",
      mimeType: "image/jpeg",
      buffer: poster,
    });
    await page.getByLabel("排序").fill("99");
    await save(page);
    await expect(page.getByText("保存成功")).toBeVisible();

    await page.goto("/xxgk/spzq");
    const item = page.locator("[data-video-id]").filter({ hasText: `图片${tag}` });
    // The server's HTML names the original (with JavaScript a player near the viewport may already have
    // replaced its poster picture).
    const html = await (await page.request.get("/xxgk/spzq")).text();
    const block = html.slice(html.lastIndexOf("<li", html.indexOf(`图片${tag}`)), html.indexOf(`图片${tag}`));
    const stored = /<img[^>]* src="([^"]+)"/.exec(block)?.[1] ?? null;
    expect(stored).toMatch(/^\/uploads\/\d{4}\/\d{2}\/[0-9a-f]{24}\.jpg$/);
    // On disk before any visitor asked for one: made by the upload itself.
    const folder = path.join(serverContentDir(), "uploads", "variants", stored!.slice("/uploads/".length));
    for (const width of [320, 640, 960, 1000])
      for (const format of ["avif", "webp"])
        expect(existsSync(path.join(folder, `${width}.${format}`)), `${width}.${format}`).toBe(true);
    expect(existsSync(path.join(folder, "1280.avif"))).toBe(false); // never enlarged

    const sources = item.locator("picture source[type]");
    await expect(sources).toHaveCount(2);
    const srcset = (await sources.first().getAttribute("srcset")) ?? "";
    expect(srcset).toContain(`/uploads/variants/${stored!.slice("/uploads/".length)}/1000.avif 1000w`);
    const variant = await page.request.get(`/uploads/variants/${stored!.slice("/uploads/".length)}/640.webp`);
    expect(variant.status()).toBe(200);
    const meta = await sharp(await variant.body()).metadata();
    expect([meta.format, meta.width, meta.height, meta.exif]).toEqual(["webp", 640, 320, undefined]);

    // The frame takes the poster's 2:1 shape (no bars), not the usual 16:9.
    const box = await item.getByTestId("video-frame").boundingBox();
    expect(box!.width / box!.height).toBeCloseTo(2, 1);

    await softDeleteRows(page, `${ADMIN}/videosList`, `[data-video-card]:has-text("图片${tag}")`);
  });
});
