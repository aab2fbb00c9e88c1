import { readFile, rm, writeFile } from "node:fs/promises";
import path from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { openContentStore } from "~/lib/content/store.server";
import { T0, makeContentDir, removeContentDirs } from "./content-fixture";

afterEach(removeContentDirs);

async function editJson(dir: string, file: string, edit: (doc: Record<string, unknown[]>) => void) {
  const full = path.join(dir, file);
  const doc = JSON.parse(await readFile(full, "utf8")) as Record<string, unknown[]>;
  edit(doc);
  await writeFile(full, JSON.stringify(doc, null, 2));
}

describe("taking in files changed outside the app", () => {
  it("reloads a valid external edit and bumps the version", async () => {
    const dir = await makeContentDir();
    const store = await openContentStore(dir);
    const version = store.version;
    await editJson(dir, "links.json", (doc) => {
      (doc.links![0] as { name: string }).name = "手工修改";
    });
    expect(await store.reloadFile("links.json")).toBe("reloaded");
    expect(store.list("links")[0]?.name).toBe("手工修改");
    expect(store.version).toBe(version + 1);
    expect(store.problems()).toEqual([]);
  });

  it("keeps serving the last good content when a file is corrupted, and names the problem", async () => {
    const dir = await makeContentDir();
    const store = await openContentStore(dir);
    const before = store.list("menus");
    await writeFile(path.join(dir, "menus.json"), '{ "menus": [ { "id": 1, "menu_type": 99999 ');
    expect(await store.reloadFile("menus.json")).toBe("refused");
    expect(store.list("menus")).toBe(before);
    expect(store.problems()).toEqual([expect.objectContaining({ file: "menus.json", message: expect.stringMatching(/menus\.json/) })]);

    await writeFile(path.join(dir, "menus.json"), JSON.stringify({ menus: before }));
    expect(await store.reloadFile("menus.json")).toBe("unchanged");
    expect(store.problems()).toEqual([]);
  });

  it("refuses an invalid record naming the record id and field", async () => {
    const dir = await makeContentDir();
    const store = await openContentStore(dir);
    await editJson(dir, "links.json", (doc) => {
      (doc.links![0] as { url: string }).url = "javascript:alert(1)";
    });
    expect(await store.reloadFile("links.json")).toBe("refused");
    expect(store.problems()[0]?.message).toMatch(/record id \d+, field "url"/);
  });

  it("gives the record, field and detail of a refused file separately, for screens in other languages", async () => {
    const dir = await makeContentDir();
    const store = await openContentStore(dir, { now: () => T0 + 5 });
    await editJson(dir, "links.json", (doc) => {
      (doc.links![0] as { url: string }).url = "javascript:alert(1)";
    });
    await store.reloadFile("links.json");
    expect(store.problems()).toEqual([
      { file: "links.json", recordId: 1, recordIndex: 0, field: "url", detail: expect.any(String), message: expect.any(String), since: T0 + 5 },
    ]);
    expect(store.problems()[0]!.message).toContain(store.problems()[0]!.detail);

    await writeFile(path.join(dir, "company.json"), "{ not json");
    await store.reloadFile("company.json");
    expect(store.problems().find((p) => p.file === "company.json")).toEqual(
      expect.objectContaining({ detail: expect.stringMatching(/^invalid JSON: /) }),
    );
    expect(store.problems().find((p) => p.file === "company.json")).not.toHaveProperty("recordId");
  });

  it("recognises its own writes as unchanged", async () => {
    const dir = await makeContentDir();
    const store = await openContentStore(dir);
    const article = store.list("articles")[0]!;
    await store.update("articles", article.id, { title: "新标题" }, { expectedUpdatetime: article.updatetime });
    const version = store.version;
    expect(await store.reloadFile(`articles/${String(article.id).padStart(4, "0")}.md`)).toBe("unchanged");
    expect(store.version).toBe(version);
  });

  it("takes in a removed article file as a deletion", async () => {
    const dir = await makeContentDir();
    const store = await openContentStore(dir);
    const article = store.list("articles")[0]!;
    const file = `articles/${String(article.id).padStart(4, "0")}.md`;
    await rm(path.join(dir, file));
    expect(await store.reloadFile(file)).toBe("reloaded");
    expect(store.get("articles", article.id)).toBeUndefined();
  });

  it("ignores files that are not content", async () => {
    const dir = await makeContentDir();
    const store = await openContentStore(dir);
    expect(await store.reloadFile("uploads/x.png")).toBe("ignored");
    expect(await store.reloadFile(".menus.json.tmp")).toBe("ignored");
  });

  it("watches the folder and reloads an edit by itself", async () => {
    const dir = await makeContentDir();
    const store = await openContentStore(dir);
    const stop = store.watch();
    try {
      await editJson(dir, "links.json", (doc) => {
        (doc.links![0] as { name: string; updatetime: number }).name = "监视到的修改";
        (doc.links![0] as { updatetime: number }).updatetime = T0 + 50;
      });
      await expect.poll(() => store.list("links")[0]?.name, { timeout: 3000 }).toBe("监视到的修改");
    } finally {
      stop();
    }
  });
});
