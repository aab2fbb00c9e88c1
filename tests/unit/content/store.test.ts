import { rm, stat, writeFile } from "node:fs/promises";
import path from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { atomicFileWriter, type FileWriter } from "~/lib/content/atomic-write.server";
import { parseArticleText } from "~/lib/content/content-files.server";
import {
  ConflictError,
  ContentValidationError,
  NotFoundError,
  getContentStore,
  openContentStore,
  resetContentStoreForTests,
  type ContentChange,
} from "~/lib/content/store.server";
import { PASSWORD_HASH, T0, makeContentDir, readContent, readJson, removeContentDirs } from "./content-fixture";

afterEach(removeContentDirs);

const NOW = T0 + 1000;
const fixedClock = { now: () => NOW };
const newLink = { name: "新链接", url: "https://example.org/new", type: "20002" } as const;

/** A writer that records which files it was asked to touch, then does the real atomic write. */
function recordingWriter(): FileWriter & { touched: string[] } {
  const touched: string[] = [];
  return {
    touched,
    write: (file, text) => (touched.push(file), atomicFileWriter.write(file, text)),
    remove: (file) => (touched.push(file), atomicFileWriter.remove(file)),
  };
}

describe("reads", () => {
  it("are served from memory, even after the files are gone", async () => {
    const dir = await makeContentDir();
    const store = await openContentStore(dir);
    await rm(dir, { recursive: true, force: true });
    expect(store.list("menus")).toHaveLength(2);
    expect(store.get("articles", 2)?.title).toBe("文章2");
    expect(store.getCompany().id).toBe(1);
  });

  it("return frozen data", async () => {
    const store = await openContentStore(await makeContentDir());
    const articles = store.list("articles");
    expect(Object.isFrozen(articles)).toBe(true);
    expect(Object.isFrozen(articles[0])).toBe(true);
    expect(Object.isFrozen(articles[0]?.img)).toBe(true);
    expect(Object.isFrozen(store.getCompany())).toBe(true);
  });

  it("never see a later write mutate an array they hold (copy-on-write)", async () => {
    const store = await openContentStore(await makeContentDir());
    const before = store.list("links");
    const first = before[0];
    await store.create("links", newLink);
    await store.update("links", 1, { name: "改名" }, { expectedUpdatetime: T0 });
    expect(before).toHaveLength(1);
    expect(before[0]).toBe(first);
    expect(first?.name).toBe("链接1");
    expect(store.list("links")).toHaveLength(2);
    expect(store.get("links", 1)?.name).toBe("改名");
  });
});

describe("create", () => {
  it("assigns id = max + 1 and createtime = updatetime = now", async () => {
    const store = await openContentStore(await makeContentDir(), fixedClock);
    const created = await store.create("links", newLink);
    expect(created).toMatchObject({ id: 2, createtime: NOW, updatetime: NOW, order: 0, del_status: 1 });
    expect(store.get("links", 2)).toBe(created);
  });

  it("ignores an id or timestamps passed by the caller", async () => {
    const store = await openContentStore(await makeContentDir(), fixedClock);
    const forged = { ...newLink, id: 99, createtime: 1, updatetime: 1 };
    const created = await store.create("links", forged);
    expect(created).toMatchObject({ id: 2, createtime: NOW, updatetime: NOW });
  });

  it("writes the new record to disk in the kind's file", async () => {
    const dir = await makeContentDir();
    const store = await openContentStore(dir);
    await store.create("links", newLink);
    expect(await readJson(dir, "links.json")).toEqual({ links: store.list("links") });
  });

  it("writes an article as its own markdown file with the body as info", async () => {
    const dir = await makeContentDir();
    const store = await openContentStore(dir);
    const created = await store.create("articles", { title: "新闻", info: "<p>hello</p>", menu_id: 1 });
    expect(created.id).toBe(3);
    const onDisk = parseArticleText(await readContent(dir, "articles/0003.md"));
    expect(onDisk).toEqual({ ...created });
    expect(await readContent(dir, "articles/0003.md")).toMatch(/^---\nid: 3\n[\s\S]*\n---\n<p>hello<\/p>$/);
  });

  it("creates users.json on the first user", async () => {
    const dir = await makeContentDir();
    const store = await openContentStore(dir);
    const user = await store.create("users", { username: "admin", password_hash: PASSWORD_HASH, role: "admin" });
    expect(await readJson(dir, "users.json")).toEqual({ users: [user] });
    expect((await openContentStore(dir)).list("users")).toEqual([user]);
  });

  it("creates the articles folder when the first article is written", async () => {
    const dir = await makeContentDir({ "articles/0001.md": null, "articles/0002.md": null });
    await rm(path.join(dir, "articles"), { recursive: true, force: true });
    const store = await openContentStore(dir);
    await store.create("articles", { title: "第一篇", menu_id: 1 });
    expect((await openContentStore(dir)).list("articles").map((a) => a.id)).toEqual([1]);
  });
});

describe("validation", () => {
  it("refuses an invalid record with field errors and writes nothing", async () => {
    const dir = await makeContentDir();
    const store = await openContentStore(dir);
    const before = await readContent(dir, "links.json");
    const error: unknown = await store
      .create("links", { ...newLink, name: "", url: "ftp://x" })
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ContentValidationError);
    const { fieldErrors } = error as ContentValidationError;
    expect(Object.keys(fieldErrors).sort()).toEqual(["name", "url"]);
    expect(fieldErrors.url).toBe("must be an http:// or https:// URL");
    expect(store.list("links")).toHaveLength(1);
    expect(store.version).toBe(0);
    expect(await readContent(dir, "links.json")).toBe(before);
  });

  it("validates the whole record after applying a patch, with nested field paths", async () => {
    const store = await openContentStore(await makeContentDir());
    const patch = { img: [{ url: "javascript:alert(1)", name: "x" }] };
    const error: unknown = await store.update("articles", 1, patch, { expectedUpdatetime: T0 }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ContentValidationError);
    expect((error as ContentValidationError).fieldErrors).toHaveProperty(["img.0.url"]);
    expect(store.get("articles", 1)?.img[0]?.url).toBe("/uploads/a.png");
  });

  it("validates company updates", async () => {
    const store = await openContentStore(await makeContentDir());
    const error: unknown = await store.updateCompany({ lat: 123 }, { expectedUpdatetime: T0 }).catch((e: unknown) => e);
    expect((error as ContentValidationError).fieldErrors).toHaveProperty("lat");
    expect(store.getCompany().lat).toBe(26.65);
  });
});

describe("update", () => {
  it("changes only the patched fields and keeps id and createtime", async () => {
    const store = await openContentStore(await makeContentDir(), fixedClock);
    const updated = await store.update("menus", 2, { menu_name: "新名字", id: 5 } as never, { expectedUpdatetime: T0 });
    expect(updated).toMatchObject({ id: 2, menu_name: "新名字", route: "m2", createtime: T0, updatetime: NOW });
  });

  it("treats undefined patch values as 'leave as is'", async () => {
    const store = await openContentStore(await makeContentDir());
    const updated = await store.update("menus", 2, { order: undefined, menu_name: "x" }, { expectedUpdatetime: T0 });
    expect(updated.order).toBe(2);
  });

  it("makes updatetime strictly increase even within one second", async () => {
    const store = await openContentStore(await makeContentDir(), fixedClock);
    const first = await store.update("links", 1, { name: "a" }, { expectedUpdatetime: T0 });
    const second = await store.update("links", 1, { name: "b" }, { expectedUpdatetime: first.updatetime });
    const third = await store.update("links", 1, { name: "c" }, { expectedUpdatetime: second.updatetime });
    expect([first.updatetime, second.updatetime, third.updatetime]).toEqual([NOW, NOW + 1, NOW + 2]);
  });

  it("rewrites only the changed article's file", async () => {
    const dir = await makeContentDir();
    const writer = recordingWriter();
    const store = await openContentStore(dir, { writer });
    const untouched = await stat(path.join(dir, "articles/0001.md"));
    await store.update("articles", 2, { title: "改" }, { expectedUpdatetime: T0 });
    expect(writer.touched).toEqual([path.join(store.contentDir, "articles/0002.md")]);
    expect((await stat(path.join(dir, "articles/0001.md"))).mtimeMs).toBe(untouched.mtimeMs);
  });

  it("rewrites only links.json for a link", async () => {
    const writer = recordingWriter();
    const store = await openContentStore(await makeContentDir(), { writer });
    await store.create("links", newLink);
    await store.update("links", 1, { name: "x" }, { expectedUpdatetime: T0 });
    expect(writer.touched).toEqual([path.join(store.contentDir, "links.json"), path.join(store.contentDir, "links.json")]);
  });

  it("updates the company record in company.json", async () => {
    const dir = await makeContentDir();
    const store = await openContentStore(dir, fixedClock);
    const updated = await store.updateCompany({ phone: "0851-1234567" }, { expectedUpdatetime: T0 });
    expect(updated).toMatchObject({ phone: "0851-1234567", updatetime: NOW, company_name: "文旅科技有限公司" });
    expect(await readJson(dir, "company.json")).toEqual({ company: updated });
  });

  it("conflict-checks dictionary entries through their updatetime", async () => {
    const dir = await makeContentDir();
    const store = await openContentStore(dir);
    const before = store.get("dictionary", 1)!.updatetime;
    const updated = await store.update("dictionary", 1, { value: "主管部门" }, { expectedUpdatetime: before });
    expect(updated.updatetime).toBeGreaterThan(before);
    await expect(store.update("dictionary", 1, { value: "X" }, { expectedUpdatetime: before })).rejects.toBeInstanceOf(
      ConflictError,
    );
    expect((await openContentStore(dir)).get("dictionary", 1)?.value).toBe("主管部门");
  });
});

describe("conflicts and missing records", () => {
  it("refuses an update from a stale copy, attaching the current record", async () => {
    const dir = await makeContentDir();
    const store = await openContentStore(dir);
    const saved = await store.update("articles", 1, { title: "A" }, { expectedUpdatetime: T0 });
    const before = await readContent(dir, "articles/0001.md");
    const error: unknown = await store.update("articles", 1, { title: "B" }, { expectedUpdatetime: T0 }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ConflictError);
    expect((error as ConflictError).current).toBe(saved);
    expect((error as ConflictError).message).toMatch(/changed by someone else/);
    expect(store.get("articles", 1)?.title).toBe("A");
    expect(await readContent(dir, "articles/0001.md")).toBe(before);
  });

  it("refuses a remove from a stale copy", async () => {
    const store = await openContentStore(await makeContentDir());
    await store.update("menus", 1, { order: 9 }, { expectedUpdatetime: T0 });
    await expect(store.remove("menus", 1, { expectedUpdatetime: T0 })).rejects.toBeInstanceOf(ConflictError);
    expect(store.get("menus", 1)).toBeDefined();
  });

  it("refuses a stale company update", async () => {
    const store = await openContentStore(await makeContentDir());
    await store.updateCompany({ phone: "1" }, { expectedUpdatetime: T0 });
    const error: unknown = await store.updateCompany({ phone: "2" }, { expectedUpdatetime: T0 }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ConflictError);
    expect(store.getCompany().phone).toBe("1");
  });

  it("reports unknown ids with NotFoundError", async () => {
    const store = await openContentStore(await makeContentDir());
    await expect(store.update("videos", 42, { order: 1 }, { expectedUpdatetime: null })).rejects.toBeInstanceOf(NotFoundError);
    await expect(store.remove("links", 42, { expectedUpdatetime: null })).rejects.toThrow("links record 42 does not exist");
  });
});

describe("remove", () => {
  it("deletes an article's file and nothing else", async () => {
    const dir = await makeContentDir();
    const writer = recordingWriter();
    const store = await openContentStore(dir, { writer });
    await store.remove("articles", 1, { expectedUpdatetime: T0 });
    expect(writer.touched).toEqual([path.join(store.contentDir, "articles/0001.md")]);
    expect(store.get("articles", 1)).toBeUndefined();
    expect((await openContentStore(dir)).list("articles").map((a) => a.id)).toEqual([2]);
  });

  it("removes a record from its JSON file", async () => {
    const dir = await makeContentDir();
    const store = await openContentStore(dir);
    await store.remove("menus", 2, { expectedUpdatetime: T0 });
    expect(await readJson(dir, "menus.json")).toEqual({ menus: store.list("menus") });
    expect(store.list("menus").map((m) => m.id)).toEqual([1]);
  });
});

describe("version and change events", () => {
  it("bumps the version on every successful write only", async () => {
    const store = await openContentStore(await makeContentDir());
    const tag0 = store.versionTag();
    await store.create("links", newLink);
    await store.updateCompany({ phone: "1" }, { expectedUpdatetime: T0 });
    await store.create("links", { ...newLink, url: "bad" }).catch(() => undefined);
    await store.remove("links", 1, { expectedUpdatetime: 0 }).catch(() => undefined);
    expect(store.version).toBe(2);
    expect(store.versionTag()).not.toBe(tag0);
    expect(store.versionTag()).toMatch(/-2$/);
  });

  it("gives each opened store its own version tag", async () => {
    const dir = await makeContentDir();
    const [a, b] = await Promise.all([openContentStore(dir), openContentStore(dir)]);
    expect(a.versionTag()).not.toBe(b.versionTag());
  });

  it("tells subscribers about each change until they unsubscribe", async () => {
    const store = await openContentStore(await makeContentDir());
    const seen: ContentChange[] = [];
    const unsubscribe = store.onChange((change) => seen.push(change));
    const link = await store.create("links", newLink);
    await store.remove("links", link.id, { expectedUpdatetime: link.updatetime });
    unsubscribe();
    await store.create("links", newLink);
    expect(seen).toEqual([
      { kind: "links", id: 2, action: "create", version: 1 },
      { kind: "links", id: 2, action: "remove", version: 2 },
    ]);
  });

  it("keeps a write successful when a listener throws", async () => {
    const store = await openContentStore(await makeContentDir());
    const quiet = console.error;
    console.error = () => undefined;
    try {
      store.onChange(() => {
        throw new Error("listener bug");
      });
      await expect(store.create("links", newLink)).resolves.toMatchObject({ id: 2 });
    } finally {
      console.error = quiet;
    }
  });
});

describe("getContentStore", () => {
  afterEach(() => {
    resetContentStoreForTests();
    delete process.env.CONTENT_DIR;
  });

  it("opens CONTENT_DIR once and shares the store across calls", async () => {
    process.env.CONTENT_DIR = await makeContentDir();
    const first = getContentStore();
    expect(getContentStore()).toBe(first);
    const store = await first;
    expect(store.contentDir).toBe(path.resolve(process.env.CONTENT_DIR));
    resetContentStoreForTests();
    expect(await getContentStore()).not.toBe(store);
  });

  it("does not remember a failed open, so a fixed folder loads on the next call", async () => {
    const dir = await makeContentDir({ "menus.json": "not json" });
    process.env.CONTENT_DIR = dir;
    await expect(getContentStore()).rejects.toThrow(/menus\.json: invalid JSON/);
    await writeFile(path.join(dir, "menus.json"), '{ "menus": [] }');
    await expect(getContentStore()).resolves.toMatchObject({ contentDir: path.resolve(dir) });
  });
});
