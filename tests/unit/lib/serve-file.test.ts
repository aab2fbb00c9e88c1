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
    for (const bad of [
      "../x.png",
      "seed/../../x.png",
      ".env",
      "seed/.x.png",
      "a\0.png",
      "a\\b.png",
      "x.svg",
      "x.html",
      "",
      "/abs.png",
      "a//b.png",
    ]) {
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
  it("reports ranges that lie past the end (416)", () => {
    for (const bad of ["bytes=1000-", "bytes=5-1", "bytes=-0"]) {
      expect(parseRange(bad, 1000), bad).toBe("unsatisfiable");
    }
  });
  it("ignores malformed headers, other units and several ranges (the whole file, 200)", () => {
    for (const ignored of ["bytes=-", "bytes=abc", "items=0-1", "bytes=0-1,5-6"]) {
      expect(parseRange(ignored, 1000), ignored).toBeNull();
    }
  });
  it("merges overlapping ranges into one", () => {
    expect(parseRange("bytes=0-1,1-6", 1000)).toEqual({ start: 0, end: 6 });
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
    expect(
      (await serveUpload(root, "seed/clip.mp4", new Request("http://x", { headers: { range: "bytes=50-" } }))).status,
    ).toBe(416);
    expect((await serveUpload(root, "nope.png", new Request("http://x"))).status).toBe(404);
    expect((await serveUpload(root, "../etc/passwd.png", new Request("http://x"))).status).toBe(404);
  });

  it("answers a range past the end with 416 and the size, and ignores a multi-range request", async () => {
    const past = await serveUpload(root, "seed/clip.mp4", new Request("http://x", { headers: { range: "bytes=10-" } }));
    expect(past.status).toBe(416);
    expect(past.headers.get("content-range")).toBe("bytes */10");
    const multi = await serveUpload(
      root,
      "seed/clip.mp4",
      new Request("http://x", { headers: { range: "bytes=0-1,5-6" } }),
    );
    expect(multi.status).toBe(200);
    expect(await multi.text()).toBe("0123456789");
  });

  it("answers 304 to If-None-Match or If-Modified-Since for the stored copy, and 200 to a reload", async () => {
    const first = await serveUpload(root, "seed/clip.mp4", new Request("http://x"));
    const etag = first.headers.get("etag")!;
    expect(etag).toMatch(/^W\/"/);
    const byTag = await serveUpload(
      root,
      "seed/clip.mp4",
      new Request("http://x", { headers: { "if-none-match": etag } }),
    );
    expect(byTag.status).toBe(304);
    expect(await byTag.text()).toBe("");
    expect(byTag.headers.get("x-content-type-options")).toBe("nosniff");
    const lastModified = first.headers.get("last-modified")!;
    const byDate = await serveUpload(
      root,
      "seed/clip.mp4",
      new Request("http://x", { headers: { "if-modified-since": lastModified } }),
    );
    expect(byDate.status).toBe(304);
    const other = await serveUpload(
      root,
      "seed/clip.mp4",
      new Request("http://x", { headers: { "if-none-match": 'W/"0-0"' } }),
    );
    expect(other.status).toBe(200);
    const reload = await serveUpload(
      root,
      "seed/clip.mp4",
      new Request("http://x", { headers: { "if-none-match": etag, "cache-control": "no-cache" } }),
    );
    expect(reload.status).toBe(200);
  });

  it("sends documents as attachments so they never render inline", async () => {
    const res = await serveUpload(root, "doc.pdf", new Request("http://x"));
    expect(res.headers.get("content-disposition")).toMatch(/^attachment/);
  });
});
