/**
 * A content folder the server cannot write to (read-only) or a disk with no space left: every save fails
 * with a ContentWriteError that says why, nothing partial is left on disk, and reads keep working.
 * See disk-fixture.ts for how each condition is made on this machine (the describe titles name it).
 */
import path from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { ContentWriteError, openContentStore, type ContentStore } from "~/lib/content/store.server";
import { T0, makeContentDir, removeContentDirs } from "./content-fixture";
import {
  DISK_FULL_METHOD,
  READ_ONLY_METHOD,
  contentOnFullDisk,
  makeReadOnly,
  readOnlyWriter,
  snapshot,
  tempFiles,
  type FullDisk,
} from "./disk-fixture";

const undo: (() => Promise<void>)[] = [];
afterEach(async () => {
  for (const step of undo.splice(0).reverse()) await step();
  await removeContentDirs();
});

const newLink = { name: "新链接", url: "https://example.org/new", type: "20002" } as const;

/** Tries the four kinds of write; each must be refused with `reason`. */
async function expectEveryWriteRefused(store: ContentStore, reason: ContentWriteError["reason"], codes: string[]) {
  const attempts = {
    "articles/0001.md": store.update("articles", 1, { title: "新标题", info: "<p>长文</p>".repeat(200) }, { expectedUpdatetime: T0 }),
    "company.json": store.updateCompany({ phone: "0851-1234567" }, { expectedUpdatetime: T0 }),
    "links.json": store.create("links", newLink),
  };
  for (const [file, attempt] of Object.entries(attempts)) {
    const error: unknown = await attempt.catch((e: unknown) => e);
    expect(error, file).toBeInstanceOf(ContentWriteError);
    const refused = error as ContentWriteError;
    expect(refused.file).toBe(file);
    expect(refused.reason).toBe(reason);
    expect(codes).toContain(refused.code);
    expect(refused.message).toMatch(new RegExp(`^could not save content file ${file.replace(".", "\\.")}: ${refused.code}: `));
  }
}

/** Reads still answer from memory with the content as it was. */
function expectReadsUnchanged(store: ContentStore) {
  expect(store.get("articles", 1)?.title).toBe("文章1");
  expect(store.getCompany().phone).toBe("");
  expect(store.list("links")).toHaveLength(1);
  expect(store.version).toBe(0);
}

describe(`a read-only content folder (made with: ${READ_ONLY_METHOD})`, () => {
  it("refuses every save with a read-only error, writes nothing, and keeps serving reads", async () => {
    const dir = await makeContentDir();
    const store = await openContentStore(dir, { writer: readOnlyWriter() });
    const before = await snapshot(dir);
    undo.push(await makeReadOnly(path.join(dir, "articles")), await makeReadOnly(dir));

    await expectEveryWriteRefused(store, "read-only", ["EACCES", "EROFS", "EPERM"]);
    await expect(store.remove("articles", 2, { expectedUpdatetime: T0 })).rejects.toThrow(ContentWriteError);

    expectReadsUnchanged(store);
    expect(store.get("articles", 2)).toBeDefined();
    expect(await snapshot(dir)).toEqual(before);
    expect(await tempFiles(dir)).toEqual([]);
  });

  it("refuses only the files in a read-only folder; the rest still save", async () => {
    if (READ_ONLY_METHOD === "injected EACCES") return; // an injected error cannot tell folders apart
    const dir = await makeContentDir();
    const store = await openContentStore(dir);
    const before = await snapshot(path.join(dir, "articles"));
    undo.push(await makeReadOnly(path.join(dir, "articles")));

    const error: unknown = await store
      .update("articles", 1, { title: "新标题" }, { expectedUpdatetime: T0 })
      .catch((e: unknown) => e);
    expect(error).toMatchObject({ name: "ContentWriteError", reason: "read-only", file: "articles/0001.md" });
    await expect(store.updateCompany({ phone: "1" }, { expectedUpdatetime: T0 })).resolves.toMatchObject({ phone: "1" });
    expect(store.get("articles", 1)?.title).toBe("文章1");
    expect(await snapshot(path.join(dir, "articles"))).toEqual(before);
  });

  it("saves again once the folder is writable", async () => {
    const dir = await makeContentDir();
    const store = await openContentStore(dir, { writer: readOnlyWriter() });
    const writable = await makeReadOnly(dir);
    await expect(store.create("links", newLink)).rejects.toThrow(ContentWriteError);
    await writable();
    if (READ_ONLY_METHOD === "injected EACCES") return; // the injected writer refuses for ever
    await expect(store.create("links", newLink)).resolves.toMatchObject({ id: 2 });
  });
});

describe(`a full disk (made with: ${DISK_FULL_METHOD})`, () => {
  let disk: FullDisk;

  it("refuses every save with a disk-full error, leaves no partial temp file, and keeps serving reads", async () => {
    disk = await contentOnFullDisk(await makeContentDir());
    undo.push(() => disk.dispose());
    const store = await openContentStore(disk.dir, { writer: disk.writer });
    const before = await snapshot(disk.dir);

    await expectEveryWriteRefused(store, "disk-full", ["ENOSPC", "EDQUOT"]);

    expectReadsUnchanged(store);
    expect(await snapshot(disk.dir)).toEqual(before);
    expect(await tempFiles(disk.dir)).toEqual([]);

    await disk.free();
    await expect(store.updateCompany({ phone: "1" }, { expectedUpdatetime: T0 })).resolves.toMatchObject({ phone: "1" });
  });
});
