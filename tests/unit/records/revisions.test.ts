import { readdir } from "node:fs/promises";
import { afterEach, describe, expect, it } from "vitest";
import { openContentStore } from "~/lib/content/store.server";
import {
  changedFields,
  listRevisions,
  readRevision,
  revisionDirOf,
  writeRevision,
  type Revision,
} from "~/lib/records/revisions.server";
import { readAudit } from "~/lib/records/audit.server";
import { makeContentDir, removeContentDirs } from "../content/content-fixture";

afterEach(removeContentDirs);

const base: Omit<Revision, "rev" | "record"> = {
  kind: "articles",
  id: 7,
  time: 1_700_000_000,
  actor: { id: 1, username: "admin" },
  client: "10.0.0.1",
  action: "update",
  changed: ["title"],
};

describe("revision files", () => {
  it("numbers revisions per record and lists them newest first", async () => {
    const dir = await makeContentDir();
    for (let i = 1; i <= 3; i++) await writeRevision(dir, { ...base, record: { title: `v${i}` } });
    await writeRevision(dir, { ...base, id: 8, record: { title: "other" } });
    const listed = await listRevisions(dir, "articles", 7);
    expect(listed.map((r) => r.rev)).toEqual([3, 2, 1]);
    expect(listed[0]!.record.title).toBe("v3");
    expect((await listRevisions(dir, "articles", 8)).map((r) => r.rev)).toEqual([1]);
    expect((await readRevision(dir, "articles", 7, 2))!.record.title).toBe("v2");
    expect(await readRevision(dir, "articles", 7, 99)).toBeNull();
    expect(await listRevisions(dir, "menus", 1)).toEqual([]);
  });

  it("keeps only the newest `limit` revisions, numbering on after the pruned ones", async () => {
    const dir = await makeContentDir();
    for (let i = 1; i <= 8; i++) await writeRevision(dir, { ...base, record: { title: `v${i}` } }, { limit: 5 });
    const files = await readdir(revisionDirOf(dir, "articles", 7));
    expect(files.sort()).toEqual(["000004.json", "000005.json", "000006.json", "000007.json", "000008.json"]);
    const listed = await listRevisions(dir, "articles", 7);
    expect(listed.map((r) => r.record.title)).toEqual(["v8", "v7", "v6", "v5", "v4"]);
  });
});

describe("published revisions", () => {
  it("keeps every revision that published the record beyond the limit, and reads it by number", async () => {
    const dir = await makeContentDir();
    for (let i = 1; i <= 8; i++) {
      const action = i === 2 || i === 3 ? "publish" : "update";
      await writeRevision(dir, { ...base, action, record: { title: `v${i}` } }, { limit: 3 });
    }
    const files = await readdir(revisionDirOf(dir, "articles", 7));
    expect(files.sort()).toEqual([
      "000002.published.json",
      "000003.published.json",
      "000006.json",
      "000007.json",
      "000008.json",
    ]);
    expect((await listRevisions(dir, "articles", 7)).map((r) => r.rev)).toEqual([8, 7, 6, 3, 2]);
    expect((await readRevision(dir, "articles", 7, 2))!.record.title).toBe("v2");
  });
});

describe("changedFields", () => {
  it("lists changed fields, English ones by name, and never the store's times", () => {
    const before = { title: "a", info: "<p>x</p>", updatetime: 1, en: { title: "A", translated_at: 1 } };
    const after = { title: "b", info: "<p>x</p>", updatetime: 2, en: { title: "B", translated_at: 2 }, order: 3 };
    expect(changedFields(before, after).sort()).toEqual(["en.title", "order", "title"]);
    expect(changedFields(null, { title: "a", updatetime: 1 })).toEqual(["title"]);
  });
});

describe("the store's records", () => {
  it("writes a revision and an audit entry with who and from where for each save of a revisioned kind", async () => {
    const dir = await makeContentDir();
    const store = await openContentStore(dir);
    const who = { actor: { id: 3, username: "editor1" }, client: "192.0.2.9" };
    const first = store.get("articles", 1)!;
    const saved = await store.update(
      "articles",
      1,
      { title: "改过的标题" },
      { expectedUpdatetime: first.updatetime },
      who,
    );
    await store.update(
      "articles",
      1,
      { order: 9 },
      { expectedUpdatetime: saved.updatetime },
      { ...who, action: "delete" },
    );
    const created = await store.create("links", { name: "新链接", url: "https://example.org/n", type: "20001" }, who);

    const revisions = await listRevisions(dir, "articles", 1);
    expect(revisions.map((r) => [r.rev, r.action, r.changed])).toEqual([
      [2, "delete", ["order"]],
      [1, "update", ["title"]],
    ]);
    expect(revisions[1]!.record.title).toBe("改过的标题");
    expect(revisions[1]!.actor).toEqual({ id: 3, username: "editor1" });
    expect(revisions[1]!.client).toBe("192.0.2.9");
    expect((await listRevisions(dir, "links", created.id))[0]!.action).toBe("create");

    const audit = await readAudit(dir);
    expect(audit).toHaveLength(3);
    expect(audit.map((e) => e.action).sort()).toEqual(["create", "delete", "update"]);
    const update = audit.find((e) => e.action === "update")!;
    expect(update).toMatchObject({
      username: "editor1",
      client: "192.0.2.9",
      target: { entity: "articles", id: 1, title: "改过的标题" },
      fields: ["title"],
      revision: 1,
    });
  });

  it("records the company and system saves (no context) too, but not other kinds without a context", async () => {
    const dir = await makeContentDir();
    const store = await openContentStore(dir);
    await store.updateCompany({ company_name: "新公司" }, { expectedUpdatetime: null });
    await store.create("chatMessages", { username: "a", content: "hi", time: 1, isCollect: false });
    expect((await listRevisions(dir, "company", 1))[0]).toMatchObject({ actor: null, changed: ["company_name"] });
    const audit = await readAudit(dir);
    expect(audit.map((e) => e.target?.entity)).toEqual(["company"]);
  });

  it("leaves no record of a save the disk refused: the revision is deleted and the audit entry voided", async () => {
    const dir = await makeContentDir();
    let failNext = false;
    const { atomicFileWriter } = await import("~/lib/content/atomic-write.server");
    const store = await openContentStore(dir, {
      writer: {
        write: (file, text) => {
          if (failNext && file.endsWith(".md")) {
            return Promise.reject(Object.assign(new Error("ENOSPC: no space left"), { code: "ENOSPC" }));
          }
          return atomicFileWriter.write(file, text);
        },
        remove: atomicFileWriter.remove,
      },
    });
    failNext = true;
    await expect(
      store.update("articles", 2, { title: "不会保存" }, { expectedUpdatetime: null }, { actor: null, client: null }),
    ).rejects.toThrow(/no space/);
    expect(await listRevisions(dir, "articles", 2)).toEqual([]);
    expect(await readAudit(dir)).toEqual([]);
    expect(store.get("articles", 2)!.title).toBe("文章2");
  });
});
