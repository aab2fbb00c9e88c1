/**
 * The library's records: every upload gets one (original name, kind, type, size, dimensions, uploader), files
 * found in uploads/ get one lazily, renames are sanitized, and a file in use cannot be deleted.
 */
import { mkdir, readdir, writeFile } from "node:fs/promises";
import path from "node:path";
import sharp from "sharp";
import { afterEach, describe, expect, it } from "vitest";
import { stringifyArticle } from "~/lib/content/content-files.server";
import { openContentStore } from "~/lib/content/store.server";
import { deleteMedia, isLibraryFile, recordUploads, renameMedia, syncMediaRecords } from "~/lib/media/library.server";
import { readLibraryUpload } from "~/lib/media/library-upload.server";
import { article, makeContentDir, readJson, removeContentDirs } from "../content/content-fixture";

afterEach(removeContentDirs);

const PDF = Buffer.from("%PDF-1.4\n1 0 obj\n<<>>\nendobj\ntrailer\n<<>>\n%%EOF\n");
const png = (width: number, height: number) =>
  sharp({ create: { width, height, channels: 3, background: "#c33" } })
    .png()
    .toBuffer();

async function setup(files: Record<string, string | null> = {}) {
  const dir = await makeContentDir(files);
  const uploads = path.join(dir, "uploads");
  await mkdir(path.join(uploads, "seed"), { recursive: true });
  return { dir, uploads, store: await openContentStore(dir) };
}

describe("records", () => {
  it("records an upload with its original name, kind, type, size, dimensions and uploader", async () => {
    const { uploads, store, dir } = await setup();
    await mkdir(path.join(uploads, "2026/11"), { recursive: true });
    await writeFile(path.join(uploads, "2026/11/abc123.png"), await png(40, 30));
    const [record] = await recordUploads(
      store,
      uploads,
      [{ url: "/uploads/2026/11/abc123.png", name: "门票 海报.png" }],
      "editor",
    );
    expect(record).toMatchObject({
      url: "/uploads/2026/11/abc123.png",
      name: "门票 海报.png",
      kind: "image",
      mime: "image/png",
      width: 40,
      height: 30,
      uploaded_by: "editor",
    });
    expect(record!.size).toBeGreaterThan(0);
    expect(await readJson(dir, "media.json")).toMatchObject({ media: [{ id: 1, name: "门票 海报.png" }] });
  });

  it("gives files found in uploads/ a record once, in one write, skipping staging and derived variants", async () => {
    const { uploads, store } = await setup();
    await writeFile(path.join(uploads, "seed/logo.png"), await png(8, 8));
    await writeFile(path.join(uploads, "seed/notice.pdf"), PDF);
    await mkdir(path.join(uploads, "variants/seed/logo.png"), { recursive: true });
    await writeFile(path.join(uploads, "variants/seed/logo.png/640.webp"), "x");
    await mkdir(path.join(uploads, ".staging"), { recursive: true });
    await writeFile(path.join(uploads, ".staging/tmp.png"), "x");
    expect(await syncMediaRecords(store, uploads)).toBe(2);
    expect(await syncMediaRecords(store, uploads)).toBe(0);
    expect(store.list("media").map((r) => [r.url, r.name, r.kind, r.uploaded_by])).toEqual([
      ["/uploads/seed/logo.png", "logo.png", "image", ""],
      ["/uploads/seed/notice.pdf", "notice.pdf", "document", ""],
    ]);
  });

  it("counts an upload as a library file", () => {
    expect(isLibraryFile("seed/a.jpg")).toBe(true);
  });

  it.each([".staging/a.jpg", "variants/2026/11/a.jpg/1280.avif", "variants/seed/a.png/640.webp", "seed/a.svg"])(
    "leaves %s out: staged uploads, derived variants and SVGs are not library files",
    (file) => {
      expect(isLibraryFile(file)).toBe(false);
    },
  );

  it("renames the display name only, sanitized, and refuses an empty result", async () => {
    const { uploads, store } = await setup();
    await writeFile(path.join(uploads, "seed/notice.pdf"), PDF);
    await syncMediaRecords(store, uploads);
    const record = store.list("media")[0]!;
    const renamed = await renameMedia(store, record.id, "../年度\u202E报告.pdf", record.updatetime);
    expect(renamed).toMatchObject({ name: "年度报告.pdf", url: "/uploads/seed/notice.pdf" });
    expect(await renameMedia(store, record.id, " \u0000 ", null)).toBeNull();
  });
});

describe("deleting", () => {
  it("is refused while an article uses the file, naming the article, and allowed once it does not", async () => {
    const used = article(1, { title: "带附件的文章", file_url: "/uploads/seed/notice.pdf", img: [] });
    const { uploads, store } = await setup({ "articles/0001.md": stringifyArticle(used) });
    await writeFile(path.join(uploads, "seed/notice.pdf"), PDF);
    await syncMediaRecords(store, uploads);
    const record = store.list("media")[0]!;

    const refused = await deleteMedia(store, uploads, record.id, record.updatetime);
    expect(refused).toEqual({
      ok: false,
      usedBy: [{ kind: "articles", id: 1, label: "带附件的文章", field: "file_url" }],
    });
    expect(store.get("media", record.id)).toBeDefined();
    expect(await readdir(path.join(uploads, "seed"))).toEqual(["notice.pdf"]);

    const current = store.get("articles", 1)!;
    await store.update("articles", 1, { file_url: "" }, { expectedUpdatetime: current.updatetime });
    expect(await deleteMedia(store, uploads, record.id, record.updatetime)).toEqual({ ok: true });
    expect(store.get("media", record.id)).toBeUndefined();
    expect(await readdir(path.join(uploads, "seed"))).toEqual([]);
  });
});

describe("uploading several files at once", () => {
  function multipart(files: { name: string; bytes: Buffer }[]) {
    const form = new FormData();
    form.set("js", "1");
    for (const file of files) form.append("files", new Blob([new Uint8Array(file.bytes)]), file.name);
    return new Request("http://localhost/admin/media", { method: "POST", body: form });
  }

  it("stores the good files with records and gives every bad one its own message", async () => {
    const { uploads, store } = await setup();
    const request = multipart([
      { name: "海报.png", bytes: await png(20, 10) },
      { name: "evil.svg", bytes: Buffer.from("<svg/>") },
      { name: "fake.pdf", bytes: Buffer.from("not a pdf at all") },
      { name: "说明.pdf", bytes: PDF },
    ]);
    const { outcomes, fields } = await readLibraryUpload(request, store, uploads, "admin");
    expect(fields.get("js")).toBe("1");
    expect(outcomes.map((o) => [o.name, o.ok])).toEqual([
      ["海报.png", true],
      ["evil.svg", false],
      ["fake.pdf", false],
      ["说明.pdf", true],
    ]);
    expect(outcomes[1]).toMatchObject({ problem: { key: "media.upload.badType" } });
    expect(outcomes[2]).toMatchObject({ problem: { key: "upload.badType.document" } });
    expect(store.list("media").map((r) => [r.name, r.kind, r.width ?? null])).toEqual([
      ["海报.png", "image", 20],
      ["说明.pdf", "document", null],
    ]);
    // Nothing of the refused files is left behind.
    const stored = (await readdir(uploads, { recursive: true })).filter(
      (f) => !f.startsWith(".") && !f.startsWith("variants") && /\.\w+$/.test(f),
    );
    expect(stored).toHaveLength(2);
  });
});

describe("two listings at once", () => {
  it("add each found file once (the missing ones are decided inside the write queue)", async () => {
    const { uploads, store, dir } = await setup();
    await writeFile(path.join(uploads, "seed/a.pdf"), PDF);
    await writeFile(path.join(uploads, "seed/b.pdf"), PDF);
    const [first, second] = await Promise.all([syncMediaRecords(store, uploads), syncMediaRecords(store, uploads)]);
    expect(first + second).toBe(2);
    expect(store.list("media").map((r) => r.url)).toEqual(["/uploads/seed/a.pdf", "/uploads/seed/b.pdf"]);
    expect(((await readJson(dir, "media.json")) as { media: unknown[] }).media).toHaveLength(2);
  });
});
