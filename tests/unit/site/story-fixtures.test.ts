/**
 * The site stories build their fixtures in the browser, following lib/site/page-data.server.ts with the client-safe
 * helpers (stories/site/fixtures.ts). Over the seeded content they must give exactly what the server gives.
 */
import path from "node:path";
import { fileURLToPath } from "node:url";
import { beforeAll, describe, expect, it } from "vitest";
import { openContentStore } from "~/lib/content/store.server";
import { homeView, menuPage, siteChrome, snapshotOf, type SiteContent } from "~/lib/site/page-data.server";
import * as fixtures from "../../../stories/site/fixtures";

const CONTENT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../../../content");
let content: SiteContent;

beforeAll(async () => {
  content = snapshotOf(await openContentStore(CONTENT));
});

const PATHS = [
  "/xwdt/gzyx/lsit",
  "/xwdt/gzyx/detail/25",
  "/xxgk/qygg/detail/39",
  "/ywbk/kyxm/lsit2",
  "/ywbk/kyxm/details/34",
  "/ywbk/wlaq",
  "/ywbk/zhpt",
  "/gywm/qyjs",
  "/gywm/gltd",
  "/gywm/gsry/lsit",
  "/xxgk/qyxx",
  "/xxgk/spzq",
];

describe("site story fixtures", () => {
  it("read the same articles as the store", () => {
    expect(fixtures.articles).toEqual(content.articles);
  });

  for (const locale of ["zh-CN", "en-US"]) {
    it(`give the server's chrome and home page (${locale})`, () => {
      expect(fixtures.siteChrome(locale)).toEqual(siteChrome(content, locale));
      expect(fixtures.homeView(locale)).toEqual(homeView(content, locale));
    });

    it(`give the server's menu pages (${locale})`, () => {
      for (const p of PATHS) {
        const page = menuPage(content, p, null, locale, fixtures.MAP);
        expect(page.type, p).toBe("page");
        expect(fixtures.menuPage(p, locale), p).toEqual(page.type === "page" ? page.view : null);
      }
    });
  }
});
