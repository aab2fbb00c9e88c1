/**
 * An article's attachment URL is admin input: a malformed %-escape in its file name (`%E0%A4%A.pdf`) passes the
 * URL validation and must not turn the public detail page into a 500 (found by security-xss.spec.ts).
 */
import path from "node:path";
import { fileURLToPath } from "node:url";
import { beforeAll, describe, expect, it } from "vitest";
import { openContentStore } from "~/lib/content/store.server";
import { menuPage, snapshotOf, type SiteContent } from "~/lib/site/page-data";

const CONTENT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../../../content");
const MAP = { tileUrl: "https://tiles.example/{z}/{x}/{y}.png", tileAttribution: "x" };
let content: SiteContent;

beforeAll(async () => {
  content = snapshotOf(await openContentStore(CONTENT));
});

function withFileUrl(fileUrl: string): SiteContent {
  return { ...content, articles: content.articles.map((a) => (a.id === 39 ? { ...a, file_url: fileUrl } : a)) };
}

describe("attachment names on the detail page", () => {
  it.each([
    ["/uploads/seed/%E0%A4%A.pdf", "%E0%A4%A.pdf"],
    ["/uploads/seed/%.pdf", "%.pdf"],
    ["/uploads/seed/%E6%96%87%E4%BB%B6.pdf", "文件.pdf"],
    ["/uploads/seed/a%2F..%2F..%2Fx.pdf", "a/../../x.pdf"],
  ])("shows %s as %s without failing", (fileUrl, name) => {
    const result = menuPage(withFileUrl(fileUrl), "/xxgk/qygg/detail/39", null, "zh-CN", MAP);
    if (result.type !== "page" || result.view.kind !== "detail") throw new Error("expected detail");
    // The link keeps the URL as stored; only the label is decoded (React escapes it as text).
    expect(result.view.article.attachment).toEqual({ url: fileUrl, name });
  });
});
