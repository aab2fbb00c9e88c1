import { open, readdir, rm, writeFile } from "node:fs/promises";
import path from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { atomicFileWriter, tempPathFor, type FileWriter } from "~/lib/content/atomic-write.server";
import { ContentWriteError, openContentStore } from "~/lib/content/store.server";
import { T0, makeContentDir, readContent, removeContentDirs } from "./content-fixture";

afterEach(removeContentDirs);

const newLink = { name: "新链接", url: "https://example.org/new", type: "20002" } as const;

/** A disk that is full: every write and delete fails before touching anything. */
const fullDisk: FileWriter = {
  write: () => Promise.reject(Object.assign(new Error("ENOSPC: no space left on device, write"), { code: "ENOSPC" })),
  remove: () => Promise.reject(Object.assign(new Error("EROFS: read-only file system, unlink"), { code: "EROFS" })),
};

/** A process that dies mid-write: half the new text reaches the temp file, then the write stops. */
const crashMidWrite: FileWriter = {
  async write(file, text) {
    const handle = await open(tempPathFor(file), "wx");
    await handle.writeFile(text.slice(0, Math.floor(text.length / 2)));
    await handle.close();
    throw new Error("simulated crash while writing");
  },
  remove: atomicFileWriter.remove,
};

describe("a failed write", () => {
  it("leaves memory and the file as they were and reports ContentWriteError", async () => {
    const dir = await makeContentDir();
    const store = await openContentStore(dir, { writer: fullDisk });
    const before = { links: store.list("links"), file: await readContent(dir, "links.json") };
    const error: unknown = await store.create("links", newLink).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ContentWriteError);
    expect((error as ContentWriteError).message).toBe("could not save content file links.json: ENOSPC: no space left on device, write");
    expect((error as ContentWriteError).file).toBe("links.json");
    expect(store.list("links")).toBe(before.links);
    expect(store.version).toBe(0);
    expect(await readContent(dir, "links.json")).toBe(before.file);
  });

  it("leaves the record in place when an article delete fails", async () => {
    const store = await openContentStore(await makeContentDir(), { writer: fullDisk });
    await expect(store.remove("articles", 1, { expectedUpdatetime: T0 })).rejects.toThrow(
      "could not save content file articles/0001.md: EROFS",
    );
    expect(store.get("articles", 1)).toBeDefined();
  });

  it("leaves the company as it was", async () => {
    const store = await openContentStore(await makeContentDir(), { writer: fullDisk });
    await expect(store.updateCompany({ phone: "1" }, { expectedUpdatetime: T0 })).rejects.toBeInstanceOf(ContentWriteError);
    expect(store.getCompany()).toMatchObject({ phone: "", updatetime: T0 });
  });

  it("fails cleanly when the real file system refuses (articles folder replaced by a file)", async () => {
    const dir = await makeContentDir();
    const store = await openContentStore(dir);
    await rm(path.join(dir, "articles"), { recursive: true });
    await writeFile(path.join(dir, "articles"), "not a folder");
    await expect(store.update("articles", 1, { title: "x" }, { expectedUpdatetime: T0 })).rejects.toThrow(
      /^could not save content file articles\/0001\.md: /,
    );
    expect(store.get("articles", 1)?.title).toBe("文章1");
  });

  it("does not block the queue: the next write succeeds", async () => {
    let failNext = true;
    const flaky: FileWriter = {
      write: (file, text) => (failNext ? ((failNext = false), fullDisk.write(file, text)) : atomicFileWriter.write(file, text)),
      remove: atomicFileWriter.remove,
    };
    const store = await openContentStore(await makeContentDir(), { writer: flaky });
    const [first, second] = await Promise.allSettled([store.create("links", newLink), store.create("links", newLink)]);
    expect(first.status).toBe("rejected");
    expect(second).toMatchObject({ status: "fulfilled", value: { id: 2 } });
  });
});

describe("a crash in the middle of a write", () => {
  it("keeps the previous file, which reopens cleanly, and the stray temp file is removed", async () => {
    const dir = await makeContentDir();
    const before = await readContent(dir, "menus.json");
    const store = await openContentStore(dir, { writer: crashMidWrite });
    await expect(store.update("menus", 1, { menu_name: "新" }, { expectedUpdatetime: T0 })).rejects.toBeInstanceOf(
      ContentWriteError,
    );
    expect(store.get("menus", 1)?.menu_name).toBe("菜单1");
    expect(await readContent(dir, "menus.json")).toBe(before);
    expect((await readdir(dir)).some((name) => name.startsWith(".menus.json.") && name.endsWith(".tmp"))).toBe(true);

    const reopened = await openContentStore(dir);
    expect(reopened.list("menus")).toEqual(store.list("menus"));
    expect((await readdir(dir)).filter((name) => name.endsWith(".tmp"))).toEqual([]);
  });

  it("keeps the previous article when its write is torn", async () => {
    const dir = await makeContentDir();
    const store = await openContentStore(dir, { writer: crashMidWrite });
    await expect(store.update("articles", 2, { info: "<p>新</p>" }, { expectedUpdatetime: T0 })).rejects.toThrow();
    const reopened = await openContentStore(dir);
    expect(reopened.get("articles", 2)).toEqual(store.get("articles", 2));
    expect(await readdir(path.join(dir, "articles"))).toEqual(["0001.md", "0002.md"]);
  });
});

describe("the atomic writer", () => {
  it("replaces the file and leaves no temp file behind", async () => {
    const dir = await makeContentDir();
    await atomicFileWriter.write(path.join(dir, "links.json"), '{ "links": [] }\n');
    expect(await readContent(dir, "links.json")).toBe('{ "links": [] }\n');
    expect((await readdir(dir)).filter((name) => name.endsWith(".tmp"))).toEqual([]);
  });

  it("cleans up its temp file and keeps the old file when the rename fails", async () => {
    const dir = await makeContentDir();
    // Renaming a file over a non-empty directory fails, after the temp file was written.
    const target = path.join(dir, "articles");
    await expect(atomicFileWriter.write(target, "x")).rejects.toThrow();
    expect(await readdir(path.join(dir, "articles"))).toEqual(["0001.md", "0002.md"]);
    expect((await readdir(dir)).filter((name) => name.endsWith(".tmp"))).toEqual([]);
  });
});
