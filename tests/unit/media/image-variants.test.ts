/**
 * The image pipeline (docs/decisions/016-image-variants.md): variants at the standard widths an original is wide
 * enough for, in AVIF and WebP, without metadata and upright; named from the original's address alone; made on
 * request only under the names the pipeline itself would make; served like any upload.
 */
import { mkdir, readdir, writeFile } from "node:fs/promises";
import path from "node:path";
import sharp from "sharp";
import { beforeEach, describe, expect, it } from "vitest";
import { dimensionsFromBytes, readImageDimensions } from "~/lib/media/image-dimensions.server";
import { stripImageMetadata } from "~/lib/media/image-metadata.server";
import {
  ensureVariant,
  imageCatalogue,
  imageSetFor,
  makeAllImageVariants,
  makeImageVariants,
  serveUploadOrVariant,
} from "~/lib/media/image-variants.server";
import { responsiveArticleHtml } from "~/lib/media/page-images.server";
import {
  collectImageUrls,
  hasVariants,
  pictureSources,
  singleVariantUrl,
  variantSrcSet,
  variantUrl,
  variantWidths,
} from "~/lib/media/responsive-image";
import { tempDirPerTest } from "../temp-dir";

const root = tempDirPerTest("image-variants-");
beforeEach(async () => {
  await mkdir(path.join(root(), "seed"), { recursive: true });
});

function photo(width: number, height: number) {
  return sharp({ create: { width, height, channels: 3, background: "#3366cc" } });
}

async function put(relative: string, bytes: Buffer): Promise<void> {
  await mkdir(path.dirname(path.join(root(), relative)), { recursive: true });
  await writeFile(path.join(root(), relative), bytes);
}

describe("variant widths and names", () => {
  it("takes each standard width below the original, then the original's own width, never enlarging", () => {
    expect(variantWidths(2400)).toEqual([320, 640, 960, 1280, 1920, 2400]);
    expect(variantWidths(1920)).toEqual([320, 640, 960, 1280, 1920]);
    expect(variantWidths(800)).toEqual([320, 640, 800]);
    expect(variantWidths(174)).toEqual([174]);
    expect(variantWidths(0)).toEqual([]);
  });

  it("names a variant from the original's address, width and format", () => {
    expect(variantUrl("/uploads/seed/banner-1.jpg", 640, "avif")).toBe("/uploads/variants/seed/banner-1.jpg/640.avif");
    expect(variantUrl("/uploads/2026/11/ab12.png", 320, "webp")).toBe("/uploads/variants/2026/11/ab12.png/320.webp");
  });

  it.each(["/uploads/seed/a.jpg", "/uploads/2026/11/a.WEBP"])("gives the still upload %s variants", (url) => {
    expect(hasVariants(url)).toBe(true);
  });

  it.each(["/uploads/seed/a.gif", "https://example.com/a.jpg", "/uploads/variants/seed/a.jpg/320.webp"])(
    "gives none to %s: GIFs, other sites' pictures and variants themselves have none",
    (url) => {
      expect(hasVariants(url)).toBe(false);
    },
  );

  it("builds srcset and the <source> list, AVIF first", () => {
    const image = { src: "/uploads/seed/a.jpg", width: 800, height: 600, widths: [320, 640, 800] };
    expect(variantSrcSet(image, "webp")).toBe(
      "/uploads/variants/seed/a.jpg/320.webp 320w, /uploads/variants/seed/a.jpg/640.webp 640w, " +
        "/uploads/variants/seed/a.jpg/800.webp 800w",
    );
    const sources = pictureSources(image, "(min-width: 640px) 50vw, 100vw");
    expect(sources.map((s) => s.type)).toEqual(["image/avif", "image/webp"]);
    expect(sources[0]!.srcSet).toContain("/uploads/variants/seed/a.jpg/800.avif 800w");
    expect(sources[0]!.sizes).toBe("(min-width: 640px) 50vw, 100vw");
    expect(singleVariantUrl(image, image.src, 700)).toBe("/uploads/variants/seed/a.jpg/640.webp");
    expect(singleVariantUrl(null, "/uploads/seed/b.jpg", 700)).toBe("/uploads/seed/b.jpg");
  });

  it("finds the upload addresses anywhere in a view model, once each", () => {
    const found = collectImageUrls({
      banner: [{ url: "/uploads/seed/a.jpg" }, { url: "/uploads/seed/a.jpg" }],
      nested: { cover: "/uploads/2026/11/b.png", title: "/uploads/seed/c.gif", link: "/about" },
    });
    expect([...found].sort()).toEqual(["/uploads/2026/11/b.png", "/uploads/seed/a.jpg"]);
  });
});

describe("reading a picture's size from its header", () => {
  it.each(["jpeg", "png", "webp", "gif"] as const)("reads %s", async (format) => {
    const bytes = await photo(123, 45).toFormat(format).toBuffer();
    expect(dimensionsFromBytes(bytes)).toEqual({ width: 123, height: 45 });
  });

  it("reads a lossless WebP and a JPEG behind a long EXIF block", async () => {
    expect(dimensionsFromBytes(await photo(77, 31).webp({ lossless: true }).toBuffer())).toEqual({
      width: 77,
      height: 31,
    });
    const withExif = await photo(200, 100)
      .withExif({ IFD0: { ImageDescription: "x".repeat(20_000) } })
      .jpeg()
      .toBuffer();
    expect(dimensionsFromBytes(withExif)).toEqual({ width: 200, height: 100 });
  });

  it("answers null for what is not a picture", async () => {
    expect(dimensionsFromBytes(Buffer.from("%PDF-1.4 hello"))).toBeNull();
    expect(readImageDimensions(path.join(root(), "missing.jpg"))).toBeNull();
  });
});

describe("making variants", () => {
  it("makes AVIF and WebP at each width, without metadata and upright", async () => {
    // A phone photo 1000 × 600 stored sideways (orientation 6) with a GPS position, as an upload is received.
    const upload = path.join(root(), "2026", "11", "photo.jpg");
    await mkdir(path.dirname(upload), { recursive: true });
    await writeFile(
      upload,
      await photo(1000, 600)
        .withExif({ IFD3: { GPSLatitudeRef: "N", GPSLatitude: "36/1 39/1 5/1" } })
        .withMetadata({ orientation: 6 })
        .jpeg()
        .toBuffer(),
    );
    expect(await stripImageMetadata(upload, "jpg")).toBe(true);

    const made = await makeImageVariants(root(), "2026/11/photo.jpg");
    // Upright it is 600 wide: 320, 640 would enlarge, so 320 and 600, in two formats.
    expect(made).toBe(4);
    const folder = path.join(root(), "variants", "2026", "11", "photo.jpg");
    expect((await readdir(folder)).sort()).toEqual(["320.avif", "320.webp", "600.avif", "600.webp"]);
    const largest = await sharp(path.join(folder, "600.avif")).metadata();
    expect(largest.format).toBe("heif");
    expect([largest.width, largest.height]).toEqual([600, 1000]);
    expect(largest.exif).toBeUndefined();
    expect(largest.orientation).toBeUndefined();
    const small = await sharp(path.join(folder, "320.webp")).metadata();
    expect([small.format, small.width, small.height, small.exif]).toEqual(["webp", 320, 533, undefined]);

    // Made once: a second pass writes nothing.
    expect(await makeImageVariants(root(), "2026/11/photo.jpg")).toBe(0);
  });

  it("makes what is missing under the whole uploads folder, skipping variants, hidden folders and GIFs", async () => {
    await put("seed/a.jpg", await photo(700, 350).jpeg().toBuffer());
    await put("seed/b.gif", await photo(50, 50).gif().toBuffer());
    await put(".staging/c.jpg", await photo(400, 200).jpeg().toBuffer());
    const first = await makeAllImageVariants(root());
    expect([first.originals, first.made]).toEqual([1, 6]); // 320, 640, 700 × AVIF, WebP
    const again = await makeAllImageVariants(root());
    expect([again.originals, again.made]).toEqual([1, 0]);
    await expect(readdir(path.join(root(), "variants", ".staging"))).rejects.toThrow();
  });
});

describe("looking up and serving", () => {
  it("measures an upload once and knows its widths; refuses what is not one", async () => {
    await put("seed/a.jpg", await photo(1300, 650).jpeg().toBuffer());
    expect(imageSetFor(root(), "/uploads/seed/a.jpg")).toEqual({
      src: "/uploads/seed/a.jpg",
      width: 1300,
      height: 650,
      widths: [320, 640, 960, 1280, 1300],
    });
    expect(imageSetFor(root(), "/uploads/seed/missing.jpg")).toBeNull();
    expect(imageSetFor(root(), "/uploads/../etc/passwd.jpg")).toBeNull();
    expect(imageSetFor(root(), "/elsewhere/a.jpg")).toBeNull();
    expect(Object.keys(imageCatalogue(root(), { a: "/uploads/seed/a.jpg", b: "/uploads/seed/missing.jpg" }))).toEqual([
      "/uploads/seed/a.jpg",
    ]);
  });

  it("makes a missing variant on request only under a name the pipeline makes", async () => {
    await put("seed/a.jpg", await photo(700, 350).jpeg().toBuffer());
    expect(await ensureVariant(root(), "variants/seed/a.jpg/640.webp")).toBe(true);
    expect(await ensureVariant(root(), "variants/seed/a.jpg/700.avif")).toBe(true);
    // Widths it does not have (enlarged or arbitrary), other formats, unknown originals, other folders.
    for (const name of [
      "variants/seed/a.jpg/960.webp",
      "variants/seed/a.jpg/500.webp",
      "variants/seed/a.jpg/640.png",
      "variants/seed/b.jpg/320.webp",
      "variants/seed/../seed/a.jpg/320.webp",
      "variants/640.webp",
      "seed/a.jpg/320.webp",
    ])
      expect(await ensureVariant(root(), name), name).toBe(false);
    expect((await readdir(path.join(root(), "variants", "seed", "a.jpg"))).sort()).toEqual(["640.webp", "700.avif"]);
  });

  it("serves a variant (made on its first request) with its type, nosniff and immutable caching", async () => {
    await put("seed/a.jpg", await photo(700, 350).jpeg().toBuffer());
    const request = new Request("http://localhost/uploads/variants/seed/a.jpg/320.avif");
    const response = await serveUploadOrVariant(root(), "variants/seed/a.jpg/320.avif", request);
    expect(response.status).toBe(200);
    expect(response.headers.get("Content-Type")).toBe("image/avif");
    expect(response.headers.get("Cache-Control")).toBe("public, max-age=31536000, immutable");
    expect(response.headers.get("X-Content-Type-Options")).toBe("nosniff");
    const bytes = Buffer.from(await response.arrayBuffer());
    expect((await sharp(bytes).metadata()).width).toBe(320);

    const refused = await serveUploadOrVariant(root(), "variants/seed/a.jpg/321.avif", request);
    expect(refused.status).toBe(404);
    const hidden = await serveUploadOrVariant(root(), "variants/.staging/a.jpg/320.avif", request);
    expect(hidden.status).toBe(404);
  });
});

describe("article bodies", () => {
  it("wraps upload pictures in <picture> with their variants and size, and leaves others alone", async () => {
    await put("seed/a.jpg", await photo(800, 450).jpeg().toBuffer());
    const html =
      '<p>x</p><img src="/uploads/seed/a.jpg" alt="A &amp; B" loading="lazy" />' +
      '<img src="https://example.com/b.jpg" alt="" loading="lazy" />';
    const out = responsiveArticleHtml(html, root(), "100vw");
    expect(out).toContain(
      '<picture><source type="image/avif" srcset="/uploads/variants/seed/a.jpg/320.avif 320w, ' +
        '/uploads/variants/seed/a.jpg/640.avif 640w, /uploads/variants/seed/a.jpg/800.avif 800w" sizes="100vw">',
    );
    expect(out).toContain('<source type="image/webp" srcset="/uploads/variants/seed/a.jpg/320.webp 320w');
    expect(out).toContain(
      '<img src="/uploads/seed/a.jpg" alt="A &amp; B" loading="lazy" width="800" height="450" decoding="async"></picture>',
    );
    expect(out).toContain('<img src="https://example.com/b.jpg" alt="" loading="lazy" />');
  });
});
