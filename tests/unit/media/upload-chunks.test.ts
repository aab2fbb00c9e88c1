import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { createStagingUploadHandler } from "~/lib/media/upload.server";

/** Yields `bytes` in small pieces through ONE reused buffer, as the multipart parser does. */
async function* reusedBuffer(bytes: Buffer, size: number): AsyncIterable<Uint8Array> {
  const shared = new Uint8Array(size);
  for (let offset = 0; offset < bytes.length; offset += size) {
    const piece = bytes.subarray(offset, offset + size);
    shared.set(piece);
    yield shared.subarray(0, piece.length);
  }
}

describe("multipart text fields", () => {
  it("keep multi-byte text intact when the parser reuses its chunk memory", async () => {
    const { handler } = createStagingUploadHandler(mkdtempSync(path.join(tmpdir(), "uploads-")));
    const text = "高新技术企业\n科技型中小企业\n专精特新中小企业\n创新型中小企业\n重点实验室";
    const value = await handler({
      name: "tags",
      contentType: "text/plain",
      data: reusedBuffer(Buffer.from(text, "utf8"), 7),
    });
    expect(value).toBe(text);
  });
});
