/**
 * Admin saves on a content folder the server cannot write: the form comes back (not an error page) with a
 * message saying why, in the user's language, the typed input kept, and nothing changed on disk.
 */
import { readFile } from "node:fs/promises";
import path from "node:path";
import { createInstance } from "i18next";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { formMessage } from "~/lib/forms/form-reply";
import { articleAdmin, companyAdmin } from "~/lib/admin/entities.server";
import { diskRefusalMessage } from "~/lib/admin/action.server";
import { softDeleteAction } from "~/lib/admin/entity-list.server";
import { messageText, type Message } from "~/lib/i18n/message";
import type { TFunction } from "~/lib/i18n/translate";
import { ContentWriteError, openContentStore, type ContentStore } from "~/lib/content/store.server";
import { READ_ONLY_METHOD, makeReadOnly, readOnlyWriter, snapshot, tempFiles, fsError } from "../content/disk-fixture";
import { adminActionContext, adminSave, unwrap, useSeededStore } from "./admin-fixture";
import { readAudit } from "~/lib/records/audit.server";
import { listRevisions } from "~/lib/records/revisions.server";

let store: ContentStore;
let dir: string;
let cleanup: () => Promise<void>;
const undo: (() => Promise<void>)[] = [];

beforeEach(async () => {
  ({ dir, cleanup } = await useSeededStore());
  store = await openContentStore(dir, { writer: readOnlyWriter() });
});
afterEach(async () => {
  for (const step of undo.splice(0).reverse()) await step();
  await cleanup();
});

const ctx = (fields: Record<string, string>) => adminActionContext(store, fields);

async function translator(locale: "zh-CN" | "en-US") {
  const resources = JSON.parse(await readFile(`app/locales/${locale}/admin.json`, "utf8")) as Record<string, unknown>;
  const i18n = createInstance();
  await i18n.init({
    lng: locale,
    resources: { [locale]: { admin: resources } },
    defaultNS: "admin",
    interpolation: { escapeValue: false },
  });
  return (message: Message) => messageText(i18n.t.bind(i18n) as unknown as TFunction, message);
}

describe(`admin saves on a read-only content folder (made with: ${READ_ONLY_METHOD})`, () => {
  it("re-renders the company form with a read-only message, keeps the input and writes nothing", async () => {
    const current = store.getCompany();
    const before = await snapshot(dir);
    undo.push(await makeReadOnly(path.join(dir, "articles")), await makeReadOnly(dir));

    const result = await adminSave(
      store,
      companyAdmin,
      {
        updatetime: String(current.updatetime),
        company_name: "我的输入",
        phone: "0851-1",
        lat: "26.6",
        lng: "106.6",
      },
      0,
    );
    expect(result.status).toBe(503);
    expect(formMessage(result.failure)).toEqual({ key: "toast.saveReadOnly", params: { file: "company.json" } });
    expect(result.failure?.initialValue.company_name).toBe("我的输入");
    expect(store.getCompany()).toBe(current);
    expect(await snapshot(dir)).toEqual(before);
    expect(await tempFiles(dir)).toEqual([]);

    const zh = await translator("zh-CN");
    const en = await translator("en-US");
    expect(zh(formMessage(result.failure)!)).toMatch(
      /^保存失败：内容文件夹是只读的，服务器无法写入文件 company\.json。/,
    );
    expect(en(formMessage(result.failure)!)).toMatch(
      /^Save failed: the content folder is read-only, so the server cannot write company\.json\./,
    );
  });

  it("re-renders the article form with a read-only message naming the article file", async () => {
    const article = store.list("articles").find((a) => a.del_status === 1)!;
    const before = await snapshot(dir);
    undo.push(await makeReadOnly(path.join(dir, "articles")));
    const result = await adminSave(
      store,
      articleAdmin,
      {
        updatetime: String(article.updatetime),
        title: "改过的标题",
        menu_id: String(article.menu_id),
        info: "<p>新</p>",
      },
      article.id,
    );
    expect(result.status).toBe(503);
    expect(formMessage(result.failure)).toEqual({
      key: "toast.saveReadOnly",
      params: { file: `articles/${String(article.id).padStart(4, "0")}.md` },
    });
    expect(result.failure?.initialValue.title).toBe("改过的标题");
    expect(store.get("articles", article.id)).toBe(article);
    // The records were written first (the root is writable); the refused save voided them, append-only.
    const contentOnly = (files: Map<string, unknown>) =>
      new Map([...files].filter(([file]) => !file.startsWith(".audit/") && !file.startsWith(".revisions/")));
    expect(contentOnly(await snapshot(dir))).toEqual(contentOnly(before));
    expect(await readAudit(dir)).toEqual([]);
    expect(await listRevisions(dir, "articles", article.id)).toEqual([]);
  });

  it("answers a list delete with an error toast instead of an error page", async () => {
    const article = store.list("articles").find((a) => a.del_status === 1)!;
    undo.push(await makeReadOnly(path.join(dir, "articles")));
    const c = await ctx({ id: String(article.id), updatetime: String(article.updatetime), intent: "delete" });
    const result = unwrap(await softDeleteAction(c, "articles", "/l"));
    expect(result).toMatchObject({ status: 302, location: "/l" });
    expect(c.session.get("toast")).toMatchObject({
      type: "error",
      message: { key: "toast.saveReadOnly", params: { file: expect.stringMatching(/^articles\//) } },
    });
    expect(store.get("articles", article.id)?.del_status).toBe(1);
  });
});

describe("the disk refusal message", () => {
  it("says disk full for ENOSPC, read-only for EACCES/EROFS/EPERM, and nothing for other errors", async () => {
    const refusal = (code: "EACCES" | "EROFS" | "ENOSPC") =>
      diskRefusalMessage(new ContentWriteError("links.json", fsError(code, "open", "/c/.links.json.1.tmp")));
    expect(refusal("ENOSPC")).toEqual({ key: "toast.saveDiskFull", params: { file: "links.json" } });
    expect(refusal("EACCES")).toEqual({ key: "toast.saveReadOnly", params: { file: "links.json" } });
    expect(refusal("EROFS")).toEqual({ key: "toast.saveReadOnly", params: { file: "links.json" } });
    expect(diskRefusalMessage(new ContentWriteError("links.json", new Error("EIO")))).toBeNull();
    expect(diskRefusalMessage(new Error("x"))).toBeNull();
    const zh = await translator("zh-CN");
    const en = await translator("en-US");
    expect(zh(refusal("ENOSPC")!)).toMatch(/^保存失败：服务器磁盘空间已满，无法写入文件 links\.json。/);
    expect(en(refusal("ENOSPC")!)).toMatch(/^Save failed: the server's disk is full, so it cannot write links\.json\./);
  });
});
