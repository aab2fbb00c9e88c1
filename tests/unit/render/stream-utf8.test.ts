/**
 * React 18.3.1's streaming renderer wrote its whole 2048-byte buffer when a multi-byte character did not fit at
 * the end, so NUL bytes landed in the HTML (browsers show them as U+FFFD, and a form posted them back into the
 * content). `patches/react-dom+18.3.1.patch` fixes it; this test fails without the patch.
 */
import { PassThrough } from "node:stream";
import { createElement } from "react";
import { renderToPipeableStream } from "react-dom/server";
import { describe, expect, it } from "vitest";

function renderBytes(element: ReturnType<typeof createElement>): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    const { pipe } = renderToPipeableStream(element, {
      onAllReady() {
        const sink = new PassThrough();
        sink.on("data", (chunk: Buffer) => chunks.push(Buffer.from(chunk)));
        sink.on("end", () => resolve(Buffer.concat(chunks)));
        pipe(sink);
      },
      onShellError: reject,
    });
  });
}

describe("streamed HTML with Chinese text", () => {
  it("has no NUL bytes and decodes to the exact text, whatever falls on the 2048-byte boundary", async () => {
    const sentence = "成为全国领先的智慧文旅数字化服务商，让每一次出行都更便捷、更安心、更有温度。";
    // Shift the text by one ASCII byte at a time so every split of a 3-byte character is hit.
    for (let shift = 0; shift < 6; shift++) {
      const items = Array.from({ length: 120 }, (_, i) =>
        createElement("p", { key: i, title: "x".repeat(shift) }, `${i}·${sentence}`),
      );
      const bytes = await renderBytes(createElement("div", null, items));
      expect(bytes.includes(0), `NUL byte with shift ${shift}`).toBe(false);
      const html = bytes.toString("utf8");
      expect(html).not.toContain("\uFFFD");
      expect(html.split(sentence)).toHaveLength(121);
    }
  });
});
