import { mkdtempSync, mkdirSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { parseRange, resolveUploadPath, serveUpload } from "~/lib/media/serve-file.server";

describe("resolveUploadPath", () => {
  const root = "/srv/uploads";
  it("accepts a plain name and a nested name with a known extension", () => {
    expect(resolveUploadPath(root, "a.png")).toBe("/srv/uploads/a.png");
    expect(resolveUploadPath(root, "seed/video-3.mp4")).toBe("/srv/uploads/seed/video-3.mp4");
  });
  it("refuses traversal, hidden files, NUL bytes, backslashes and unknown types", () => {
    for (const bad of ["../x.png", "seed/../../x.png", ".env", "seed/.x.png", "a\0.png", "a\\b.png", "x.svg", "x.html", "", "/abs.png", "a//b.png"]) {
      expect(resolveUploadPath(root, bad), bad).toBeNull();
    }
  });
});

describe("parseRange", () => {
  it("parses start-end, open-ended and suffix ranges", () => {
    expect(parseRange("bytes=0-99", 1000)).toEqual({ start: 0, end: 99 });
    expect(parseRange("bytes=900-", 1000)).toEqual({ start: 900, end: 999 });
    expect(parseRange("bytes=-100", 1000)).toEqual({ start: 900, end: 999 });
    expect(parseRange("bytes=0-5000", 1000)).toEqual({ start: 0, end: 999 });
  });
  it("reports unsatisfiable or malformed ranges", () => {
    for (const bad of ["bytes=1000-", "bytes=5-1", "bytes=-0", "bytes=-", "items=0-1", "bytes=0-1,5-6"]) {
      expect(parseRange(bad, 1000), bad).toBe("invalid");
    }
  });
  it("means the whole file when absent", () => {
    expect(parseRange(null, 10)).toBeNull();
  });
});

describe("serveUpload", () => {
  const root = mkdtempSync(path.join(tmpdir(), "uploads-"));
  mkdirSync(path.join(root, "seed"));
  writeFileSync(path.join(root, "seed", "clip.mp4"), Buffer.from("0123456789"));
  writeFileSync(path.join(root, "doc.pdf"), Buffer.from("%PDF-1.4"));

  it("serves a file with its type, nosniff and a long cache", async () => {
    const res = await serveUpload(root, "seed/clip.mp4", new Request("http://x/uploads/seed/clip.mp4"));
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toBe("video/mp4");
    expect(res.headers.get("x-content-type-options")).toBe("nosniff");
    expect(res.headers.get("cache-control")).toContain("immutable");
    expect(await res.text()).toBe("0123456789");
  });

  it("answers a Range request with 206 and the slice", async () => {
    const res = await serveUpload(root, "seed/clip.mp4", new Request("http://x", { headers: { range: "bytes=2-5" } }));
    expect(res.status).toBe(206);
    expect(res.headers.get("content-range")).toBe("bytes 2-5/10");
    expect(await res.text()).toBe("2345");
  });

  it("answers 416 for an unsatisfiable range and 404 for missing or escaping paths", async () => {
    expect((await serveUpload(root, "seed/clip.mp4", new Request("http://x", { headers: { range: "bytes=50-" } }))).status).toBe(416);
    expect((await serveUpload(root, "nope.png", new Request("http://x"))).status).toBe(404);
    expect((await serveUpload(root, "../etc/passwd.png", new Request("http://x"))).status).toBe(404);
  });

  it("sends documents as attachments so they never render inline", async () => {
    const res = await serveUpload(root, "doc.pdf", new Request("http://x"));
    expect(res.headers.get("content-disposition")).toMatch(/^attachment/);
  });
});
