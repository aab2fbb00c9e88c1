import { readdir, writeFile } from "node:fs/promises";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { commitStagedFiles, createStagingUploadHandler, detectExtension, displayName } from "~/lib/media/upload.server";
import { parseUploadFieldName, UPLOAD_LIMITS } from "~/lib/media/upload-rules";
import { tempDirPerTest } from "../temp-dir";

const PNG = Buffer.from(
  "89504e470d0a1a0a0000000d49484452000000010000000108060000001f15c4890000000d4944415478da63f8cfc0f01f0005000201a5a1d5ab0000000049454e44ae426082",
  "hex",
);
const PDF = Buffer.from("%PDF-1.4\n1 0 obj\n<<>>\nendobj\ntrailer\n<<>>\n%%EOF\n");
const SVG = Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>');
const CFB = Buffer.concat([Buffer.from("d0cf11e0a1b11ae1", "hex"), Buffer.alloc(600)]);
const WEBM = Buffer.concat([
  Buffer.from("1a45dfa3", "hex"),
  Buffer.from("9f4286810142f7810142f2810442f381084282847765626d", "hex"),
  Buffer.alloc(64),
]);

const dir = tempDirPerTest("upload-test-");

async function staged(bytes: Buffer, kind: "image" | "video" | "document", clientName: string) {
  const tempPath = path.join(dir(), `t-${Math.random()}`);
  await writeFile(tempPath, bytes);
  return { tempPath, kind, clientName, field: `x:${kind}`, target: "x", size: bytes.length };
}

async function* chunks(bytes: Buffer, size = 64 * 1024) {
  for (let i = 0; i < bytes.length; i += size) yield new Uint8Array(bytes.subarray(i, i + size));
}

describe("upload checks by magic bytes", () => {
  it("accepts real images, videos and documents and names them by their detected type", async () => {
    expect(await detectExtension(await staged(PNG, "image", "photo.jpg"))).toBe("png");
    expect(await detectExtension(await staged(PDF, "document", "a.exe"))).toBe("pdf");
    expect(await detectExtension(await staged(WEBM, "video", "clip.mp4"))).toBe("webm");
    expect(await detectExtension(await staged(CFB, "document", "old.xls"))).toBe("xls");
  });

  it("refuses bytes that do not match the kind, SVG, and text named like an image", async () => {
    expect(await detectExtension(await staged(Buffer.from("hello, not an image"), "image", "fake.png"))).toBeNull();
    expect(await detectExtension(await staged(SVG, "image", "x.svg"))).toBeNull();
    expect(await detectExtension(await staged(PDF, "image", "doc.png"))).toBeNull();
    expect(await detectExtension(await staged(PNG, "video", "v.mp4"))).toBeNull();
    expect(await detectExtension(await staged(CFB, "document", "legacy.bin"))).toBeNull();
  });

  it("stores accepted files under random names in uploads/YYYY/MM and reports refused ones", async () => {
    const good = await staged(PNG, "image", "../../etc/passwd.png");
    const bad = { ...(await staged(Buffer.from("<html>"), "image", "x.png")), target: "logo" };
    const { stored, problems } = await commitStagedFiles(dir(), [good, bad], new Date(Date.UTC(2025, 5, 1)));
    expect(stored).toHaveLength(1);
    expect(stored[0]!.url).toMatch(/^\/uploads\/2025\/06\/[0-9a-f]{24}\.png$/);
    expect(problems.get("logo")).toEqual({ code: "badType", kind: "image" });
    expect(await readdir(path.join(dir(), "2025", "06"))).toHaveLength(1);
  });

  it("stops storing a file at its kind's limit and reports it by name, without failing the form", async () => {
    const staging = createStagingUploadHandler(dir());
    const big = Buffer.alloc(UPLOAD_LIMITS.image + 1);
    PNG.copy(big);
    await staging.handler({ name: "logo:image", filename: "big.png", contentType: "image/png", data: chunks(big) });
    const text = await staging.handler({ name: "title", contentType: "text/plain", data: chunks(Buffer.from("标题")) });
    expect(text).toBe("标题");
    expect(staging.staged).toHaveLength(0);
    expect(staging.problems.get("logo")).toEqual({ code: "tooLarge", kind: "image", limit: UPLOAD_LIMITS.image });
    expect((await readdir(path.join(dir(), ".staging"))).length).toBe(0);
  });

  it("ignores empty file inputs, unknown file fields and files from anonymous posts", async () => {
    const staging = createStagingUploadHandler(dir());
    await staging.handler({
      name: "logo:image",
      filename: "",
      contentType: "application/octet-stream",
      data: chunks(Buffer.alloc(0)),
    });
    await staging.handler({ name: "logo", filename: "a.png", contentType: "image/png", data: chunks(PNG) });
    const anonymous = createStagingUploadHandler(dir(), { acceptFiles: false });
    await anonymous.handler({ name: "logo:image", filename: "a.png", contentType: "image/png", data: chunks(PNG) });
    expect(staging.staged).toHaveLength(0);
    expect(anonymous.staged).toHaveLength(0);
  });

  it("parses upload field names and cleans display names", () => {
    expect(parseUploadFieldName("img[0].url:image")).toEqual({ target: "img[0].url", kind: "image" });
    expect(parseUploadFieldName("img[0].url")).toBeNull();
    expect(displayName('C:\\x\\<b>"evil".png')).toBe("bevil.png");
  });
});
