/**
 * A content file broken on disk while the site runs: the store refuses it and keeps serving the last good
 * content, and every admin page names the file, record and field in the user's language until it is fixed.
 *
 * The e2e server (scripts/e2e-server.mjs) runs on a fresh copy in tests/.tmp/content-* (tests/fixtures/server-content.ts
 * finds this run's).
 */
import { expect, test, type Page } from "@playwright/test";
import { readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { ADMIN } from "../fixtures/e2e-settings";
import { serverContentDir } from "../fixtures/server-content";
import { signInContext } from "../fixtures/sign-in";

test.describe.configure({ mode: "serial" });

const banner = (page: Page) => page.locator("[data-store-problems]");

/** The watcher takes a changed file in about 150 ms after it settles: reloads until the banner count is `count`. */
async function bannerCountBecomes(page: Page, count: number) {
  await expect
    .poll(
      async () => {
        await page.goto(`${ADMIN}/company_info`);
        return banner(page).count();
      },
      { timeout: 10_000 },
    )
    .toBe(count);
}

test("a corrupt content file shows a banner on every admin page until it is fixed", async ({ page }) => {
  const file = path.join(serverContentDir(), "links.json");
  const original = readFileSync(file);
  const doc = JSON.parse(original.toString("utf8")) as { links: { id: number; url: string }[] };
  const target = doc.links[1]!;
  const storedUrl = target.url;
  target.url = "javascript:alert(1)";
  try {
    await signInContext(page.context());
    await page.goto(`${ADMIN}/company_info`);
    await expect(banner(page)).toHaveCount(0);

    writeFileSync(file, JSON.stringify(doc, null, 2));
    await bannerCountBecomes(page, 1);
    await expect(banner(page)).toHaveAttribute("role", "alert");
    await expect(banner(page)).toContainText("内容文件有误");
    await expect(banner(page).locator('[data-store-problem="links.json"]')).toContainText(
      `文件 links.json，记录 id ${target.id}，字段“url”：`,
    );

    // Every admin page, not just one; and in English for an English-speaking user.
    for (const screen of ["articleList", "linksList", "menuList", "videosList"]) {
      await page.goto(`${ADMIN}/${screen}`);
      await expect(banner(page), screen).toContainText("links.json");
    }
    await page.goto(`${ADMIN}/linksList?lng=en-US`);
    await expect(banner(page)).toContainText("A content file is broken");
    await expect(banner(page)).toContainText(`File links.json, record id ${target.id}, field "url": `);

    // The last good content keeps serving: the edit form shows the address stored before the break.
    await page.goto(`${ADMIN}/linksList/${target.id}`);
    await expect(page.locator('input[name="url"]')).toHaveValue(storedUrl);

    writeFileSync(file, original);
    await bannerCountBecomes(page, 0);
  } finally {
    writeFileSync(file, original);
  }
});
