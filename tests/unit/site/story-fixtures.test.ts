/**
 * The site stories read the seeded content in the browser (stories/site/fixtures.ts) with their own small
 * front-matter reader; they must see exactly what the content store loads, so their pages are the real ones.
 */
import path from "node:path";
import { fileURLToPath } from "node:url";
import { beforeAll, describe, expect, it } from "vitest";
import { openContentStore } from "~/lib/content/store.server";
import { menuPage, snapshotOf, type SiteContent } from "~/lib/site/page-data";
import * as fixtures from "../../../stories/site/fixtures";

const CONTENT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../../../content");
let content: SiteContent;

beforeAll(async () => {
  content = snapshotOf(await openContentStore(CONTENT));
});

describe("site story fixtures", () => {
  it("read the same seeded content as the store: menus, articles, videos, company, dictionary, links", () => {
    expect(fixtures.seededContent.articles).toEqual(content.articles);
    expect(fixtures.seededContent).toEqual(content);
  });

  it("give the server's page for a menu path, and refuse a path that is not a page", () => {
    const server = menuPage(content, "/xwdt/gzyx/lsit", null, "en-US", fixtures.MAP);
    expect(server.type === "page" ? server.view : null).toEqual(fixtures.menuPage("/xwdt/gzyx/lsit", "en-US"));
    expect(() => fixtures.menuPage("/no-such-section", "zh-CN")).toThrow(/not a page/);
    // The seed's six news articles fit on one page: there is no page 2 without the archive.
    expect(() => fixtures.menuPage("/xwdt/gzyx/lsit", "zh-CN", { page: "2" })).toThrow(/not a page/);
  });

  it("list the news archive on three pages", () => {
    const view = fixtures.menuPage("/xwdt/gzyx/lsit", "zh-CN", { from: fixtures.articlesWithArchive, page: "2" });
    expect(view.kind === "list" ? [view.page, view.pages] : null).toEqual([2, 3]);
  });
});
