import { describe, expect, it } from "vitest";
import { restoreDraft } from "~/lib/admin/action.server";
import { draftFieldsOf, saveDraft, takeDraft } from "~/lib/admin/drafts.server";
import { form } from "./admin-fixture";

const page = "/eKwU1RHjdG/articleList/4";

describe("drafts kept across an expired session", () => {
  it("keeps the text fields (not files or control fields) and gives them back once, to this browser, on that page", async () => {
    const fields = draftFieldsOf(
      form({ title: "我的标题", info: "<p>正文</p>", intent: "save", js: "1", "img[0].url:image": "x" }),
    );
    expect(fields).toEqual([
      ["title", "我的标题"],
      ["info", "<p>正文</p>"],
    ]);
    const cookie = (await saveDraft(page, fields)).split(";")[0]!;
    expect(await takeDraft(new Request(`http://x${page}`), page)).toBeNull(); // another browser: no cookie
    expect(await takeDraft(new Request("http://x/other", { headers: { Cookie: cookie } }), "/other")).toBeNull();
    const restored = await restoreDraft(new Request(`http://x${page}`, { headers: { Cookie: cookie } }));
    expect(restored?.values).toMatchObject({ title: "我的标题", info: "<p>正文</p>" });
    expect(restored?.setCookie).toMatch(/Max-Age=0/);
    const again = await takeDraft(new Request(`http://x${page}`, { headers: { Cookie: cookie } }), page);
    expect(again?.fields).toEqual([]);
  });

  it("ignores a forged draft cookie", async () => {
    const forged = `__admin_draft=${Buffer.from(JSON.stringify({ id: "x", path: page })).toString("base64")}`;
    expect(await takeDraft(new Request(`http://x${page}`, { headers: { Cookie: forged } }), page)).toBeNull();
  });
});
