/**
 * Upload corpus through the real admin forms over HTTP (issue 6, point 2): multipart posts with the session cookie
 * to the video form (video and poster inputs) and the article form (attachment input). A refused file answers 400
 * with the form's message; an accepted one is stored under a random name and served back with its own type,
 * nosniff and a sandboxing CSP. Anonymous multipart posts store nothing. The full corpus runs through the upload
 * functions in tests/unit/security/upload-corpus.test.ts; this spec samples it end to end.
 */
import { expect, test, type APIRequestContext } from "@playwright/test";
import { existsSync, readdirSync, statSync } from "node:fs";
import path from "node:path";
import { ADMIN, adminCookie, anonymousContext, idsOn } from "../fixtures/security/helpers";
import { UPLOAD_CASES, type UploadCase } from "../fixtures/security/upload-corpus";
import { serverContentDir } from "../fixtures/server-content";

const SAMPLE = [
  "html-as-png",
  "svg-script",
  "php-as-jpg",
  "html-as-mp4",
  "exe-as-pdf",
  "zip-as-docx",
  "gif-then-html",
  "png-then-js",
  "pdf-then-html",
  "image-over-limit",
  "zero-byte-image",
  "dotdot-name",
  "nul-name",
  "long-name",
  "non-ascii-name",
  "markup-name",
  "real-png",
  "real-jpeg-with-gps",
  "real-webm",
];

const MESSAGES = {
  badType: {
    image: "只能上传 JPG、PNG、WebP 或 GIF 图片",
    video: "只能上传 MP4 或 WebM 视频",
    document: "只能上传 PDF、Word 或 Excel 文档",
  },
  tooLarge: { image: "图片不能超过 5 MB", video: "视频不能超过 100 MB", document: "文档不能超过 20 MB" },
} as const;

const TYPES: Record<string, RegExp> = {
  png: /^image\/png/,
  gif: /^image\/gif/,
  jpg: /^image\/jpeg/,
  webm: /^video\/webm/,
  mp4: /^video\/mp4/,
  pdf: /^application\/pdf/,
};

function bytesOf(c: UploadCase): Buffer {
  if (Buffer.isBuffer(c.bytes)) return c.bytes;
  const out = Buffer.alloc(c.bytes.size);
  c.bytes.header.copy(out);
  return out;
}

type FilePart = { name: string; mimeType: string; buffer: Buffer };
type Multipart = Record<string, string | FilePart>;

/** The form a case goes through, a new record's: video (video/poster inputs) or article (attachment input). */
function formFor(c: UploadCase, tag: string): { url: string; list: string; multipart: Multipart } {
  const file = { name: c.filename, mimeType: c.contentType, buffer: bytesOf(c) };
  const name = `upload ${tag} ${c.id}`;
  const list = c.kind === "document" ? "articleList" : "videosList";
  const multipart: Multipart =
    c.kind === "document"
      ? { title: name, menu_id: "17", order: "0", info: "<p>x</p>", "file_url:document": file }
      : {
          video_name: name,
          order: "99",
          ...(c.kind === "video"
            ? { video_src: "", "video_src:video": file }
            : { video_src: "/uploads/seed/video-3.mp4", poster: "", "poster:image": file }),
        };
  return { url: `${ADMIN}/${list}/new`, list, multipart };
}

function allFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((e) =>
    e.isDirectory() ? allFiles(path.join(dir, e.name)) : [path.join(dir, e.name)],
  );
}

test.describe("upload corpus through the admin forms", () => {
  test.skip(({ javaScriptEnabled }) => !javaScriptEnabled, "HTTP-level checks run once");

  test("hostile files are refused or stored under a random name and served inert", async ({ request }, info) => {
    test.setTimeout(90_000);
    const cookie = await adminCookie(request);
    const tag = Date.now().toString(36);
    // This run's own server copy (two shards run two servers side by side).
    const copy = serverContentDir();
    const filesBefore = new Set(allFiles(copy));
    const created: { list: string; id: number }[] = [];
    const unsafe: string[] = [];
    let accepted = 0;

    for (const id of SAMPLE) {
      const c = UPLOAD_CASES.find((x) => x.id === id)!;
      const form = formFor(c, tag);
      const before = await idsOn(request, cookie, `${ADMIN}/${form.list}`, form.list);
      const res = await request.post(form.url, {
        multipart: form.multipart,
        headers: { Cookie: cookie },
        maxRedirects: 0,
      });
      const body = res.status() === 302 ? "" : await res.text();
      expect(res.status(), `${id}: ${body.slice(0, 200)}`).toBeLessThan(500);
      const newIds = [...(await idsOn(request, cookie, `${ADMIN}/${form.list}`, form.list))].filter(
        (x) => !before.has(x),
      );
      for (const x of newIds) created.push({ list: form.list, id: x });

      if (c.storeAs === null && c.id !== "zero-byte-image") {
        // Refused: the form comes back (400) with the kind's message, and no record is created.
        if (res.status() !== 400) unsafe.push(`${id}: HTTP ${res.status()}, expected 400`);
        const problem = id.endsWith("over-limit") ? MESSAGES.tooLarge[c.kind] : MESSAGES.badType[c.kind];
        if (!body.includes(problem)) unsafe.push(`${id}: the message "${problem}" is missing`);
        if (newIds.length) unsafe.push(`${id}: a record was created from a refused upload`);
        continue;
      }
      if (res.status() !== 302 || newIds.length !== 1) {
        // Refusing is always safe; only the plain real files must go through. (A name with "=" or ";" is refused
        // with 400 as a part header the multipart parser cannot read.)
        if (c.id.startsWith("real-")) unsafe.push(`${id}: a real file was not accepted (HTTP ${res.status()})`);
        if (res.status() !== 400) unsafe.push(`${id}: HTTP ${res.status()}, expected 302 or 400`);
        continue;
      }
      const edit = await (
        await request.get(`${ADMIN}/${form.list}/${newIds[0]}`, { headers: { Cookie: cookie } })
      ).text();
      // Only the page's own content: the navbar (and the page's data) may name the user's uploaded avatar, and the
      // media fields' suggestions (<datalist>) list every file of the library.
      const main = edit
        .slice(Math.max(0, edit.indexOf("<main")), edit.indexOf("</main>"))
        .replace(/<datalist[\s\S]*?<\/datalist>/g, "");
      const urls = [...main.matchAll(/\/uploads\/\d{4}\/\d{2}\/[^"'\s<>&]+/g)].map((m) => m[0]);
      if (c.storeAs === null) {
        // An empty file input is "no file chosen": the record is saved, nothing stored.
        if (urls.length) unsafe.push(`${id}: an empty file was stored at ${urls[0]}`);
        continue;
      }
      accepted += 1;
      const stored = urls[0] ?? "";
      const m = /^\/uploads\/\d{4}\/\d{2}\/[0-9a-f]{24}\.([a-z0-9]+)$/.exec(stored);
      if (!m) {
        unsafe.push(`${id}: stored at "${stored}", not a random name under /uploads/YYYY/MM`);
        continue;
      }
      if (m[1] !== c.storeAs) unsafe.push(`${id}: stored as .${m[1]}, expected .${c.storeAs}`);
      const served = await request.get(stored);
      const h = served.headers();
      if (served.status() !== 200) unsafe.push(`${id}: ${stored} answers ${served.status()}`);
      if (!TYPES[m[1]!]?.test(h["content-type"] ?? "")) unsafe.push(`${id}: served as ${h["content-type"]}`);
      if (h["x-content-type-options"] !== "nosniff") unsafe.push(`${id}: served without nosniff`);
      if (!/sandbox/.test(h["content-security-policy"] ?? "")) unsafe.push(`${id}: served without a sandboxing CSP`);
      if (m[1] === "pdf" && !/^attachment/.test(h["content-disposition"] ?? ""))
        unsafe.push(`${id}: a document is served inline`);
      // Pictures are served without the metadata they were uploaded with (a phone photo's GPS position).
      const servedBytes = await served.body();
      if (c.kind === "image" && servedBytes.includes(Buffer.from("Exif\0\0")))
        unsafe.push(`${id}: served with its EXIF metadata`);
      if (servedBytes.includes(Buffer.from("PhoneMaker"))) unsafe.push(`${id}: served with its camera's name`);
    }

    // Without a session a multipart post stores nothing and changes nothing.
    const png = UPLOAD_CASES.find((x) => x.id === "real-png")!;
    const anonymous = await anonymousContext();
    const anon = await anonymous.post(`${ADMIN}/videosList/new`, {
      multipart: formFor(png, `${tag}-anon`).multipart,
      maxRedirects: 0,
    });
    await anonymous.dispose();
    expect(anon.status()).toBe(302);
    expect(anon.headers().location).toContain(`${ADMIN}/login`);

    // On disk: the new files are exactly the accepted uploads, each under uploads/YYYY/MM with a random name,
    // and the image variants of accepted pictures, named after them (uploads/variants/YYYY/MM/<name>/<width>.<format>).
    const newFiles = allFiles(copy).filter((f) => !filesBefore.has(f) && !/\.json$|\.md$/.test(f));
    const variantsOf = (f: string) =>
      /^uploads\/variants\/(\d{4}\/\d{2}\/[0-9a-f]{24}\.(?:jpg|png|webp))\/\d+\.(?:avif|webp)$/.exec(
        path.relative(copy, f).split(path.sep).join("/"),
      )?.[1];
    const added = newFiles.filter((f) => !variantsOf(f));
    for (const f of newFiles) {
      const original = variantsOf(f);
      if (original && !added.some((a) => a === path.join(copy, "uploads", original)))
        unsafe.push(`on disk: a variant of ${original}, which was not stored`);
    }
    for (const f of added) {
      const rel = path.relative(copy, f).split(path.sep).join("/");
      if (!/^uploads\/\d{4}\/\d{2}\/[0-9a-f]{24}\.[a-z0-9]+$/.test(rel)) unsafe.push(`on disk: ${rel}`);
      if (!statSync(f).isFile()) unsafe.push(`on disk: ${rel} is not a plain file`);
    }
    if (added.length !== accepted) unsafe.push(`on disk: ${added.length} new files for ${accepted} accepted uploads`);
    const staging = path.join(copy, "uploads", ".staging");
    if (existsSync(staging) && readdirSync(staging).length) unsafe.push("staging folder not empty");

    console.log(
      `[security-upload] ${info.project.name} HTTP: tried ${SAMPLE.length + 1}, accepted ${accepted} (safely), ` +
        `accepted unsafely ${unsafe.length}`,
    );
    await softDelete(request, cookie, created);
    expect(unsafe).toEqual([]);
  });
});

async function softDelete(request: APIRequestContext, cookie: string, created: { list: string; id: number }[]) {
  for (const { list, id } of created) {
    await request.post(`${ADMIN}/${list}`, {
      form: { intent: "delete", id: String(id) },
      headers: { Cookie: cookie },
      maxRedirects: 0,
    });
  }
}
