/** The library's search, filter and pages, shared by the screen and the picker. */
import { describe, expect, it } from "vitest";
import { formatBytes, parseLibraryQuery, queryLibrary } from "~/lib/media/library";
import { checkLibraryFile, kindOfFileName, UPLOAD_LIMITS } from "~/lib/media/upload-rules";

const rec = (id: number, name: string, kind: string, createtime = id) => ({ id, name, kind, createtime });

describe("parseLibraryQuery", () => {
  it("reads q, kind and page, and falls back on anything unusable", () => {
    expect(parseLibraryQuery(new URLSearchParams("q= 报告 &kind=document&page=2"))).toEqual({
      q: "报告",
      kind: "document",
      page: 2,
    });
    expect(parseLibraryQuery(new URLSearchParams("kind=exe&page=-3"))).toEqual({ q: "", kind: "", page: 1 });
    expect(parseLibraryQuery(new URLSearchParams(`q=${"a".repeat(500)}&page=1e9`)).q).toHaveLength(100);
  });
});

describe("queryLibrary", () => {
  const records = [rec(1, "Logo.PNG", "image"), rec(2, "年度报告.pdf", "document"), rec(3, "logo-dark.png", "image")];
  it("searches names case-insensitively, newest first", () => {
    expect(queryLibrary(records, { q: "logo", kind: "", page: 1 }).items.map((r) => r.id)).toEqual([3, 1]);
    expect(queryLibrary(records, { q: "报告", kind: "", page: 1 }).items.map((r) => r.id)).toEqual([2]);
  });
  it("filters by kind", () => {
    expect(queryLibrary(records, { q: "", kind: "document", page: 1 }).total).toBe(1);
  });
  it("pages on the server and clamps a page past the end", () => {
    const many = Array.from({ length: 30 }, (_, i) => rec(i + 1, `p${i + 1}.jpg`, "image"));
    const second = queryLibrary(many, { q: "", kind: "", page: 2 }, 24);
    expect(second).toMatchObject({ total: 30, page: 2, pages: 2 });
    expect(second.items.map((r) => r.id)).toEqual([6, 5, 4, 3, 2, 1]);
    expect(queryLibrary(many, { q: "", kind: "", page: 9 }, 24).page).toBe(2);
  });
  it("formats sizes", () => {
    expect([formatBytes(512), formatBytes(2048), formatBytes(3 * 1024 * 1024)]).toEqual(["512 B", "2.0 KB", "3.0 MB"]);
  });
});

describe("the browser's first check (shared with the server)", () => {
  it("takes the kind from the extension and refuses unknown types, empty and oversize files", () => {
    expect(kindOfFileName("照片.JPG")).toBe("image");
    expect(kindOfFileName("a.svg")).toBeNull();
    expect(checkLibraryFile({ name: "x.svg", size: 10 })).toEqual({ code: "badType" });
    expect(checkLibraryFile({ name: "x.pdf", size: 0 })).toEqual({ code: "empty" });
    expect(checkLibraryFile({ name: "x.png", size: UPLOAD_LIMITS.image + 1 })).toEqual({
      code: "tooLarge",
      kind: "image",
      mb: 5,
    });
    expect(checkLibraryFile({ name: "x.mp4", size: UPLOAD_LIMITS.image + 1 })).toBeNull();
  });
});
