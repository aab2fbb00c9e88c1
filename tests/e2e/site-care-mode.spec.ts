/**
 * Care mode (适老化, issue #18): a switch in the header and the phone menu, a plain link that works with
 * JavaScript on and off, enlarges the text, strengthens contrast, focus and underlines, persists, keeps every
 * page free of horizontal scroll at 375 px, and is never served from (or stored in) the page cache.
 */
import { expect, test, type Page } from "@playwright/test";
import { gotoHydrated } from "./hydration";

const js = () => test.info().project.name === "js";

const rootFontSize = (page: Page) =>
  page.evaluate(() => parseFloat(getComputedStyle(document.documentElement).fontSize));

test("the header's switch turns care mode on and off, back on the same page, and it persists", async ({ page }) => {
  await page.setViewportSize({ width: 1440, height: 900 });
  await gotoHydrated(page, "/xwdt/gzyx/lsit?page=1", js());
  const normal = await rootFontSize(page);
  const bodyText = await page
    .locator("main p, main li")
    .first()
    .evaluate((el) => parseFloat(getComputedStyle(el).fontSize));

  await page.getByTestId("care-switch").first().click();
  await expect(page).toHaveURL(/\/xwdt\/gzyx\/lsit\?page=1$/);
  await expect(page.locator("html")).toHaveClass(/\bcare\b/);
  expect(await rootFontSize(page)).toBeGreaterThanOrEqual(normal * 1.25);
  const bigText = await page
    .locator("main p, main li")
    .first()
    .evaluate((el) => parseFloat(getComputedStyle(el).fontSize));
  expect(bigText).toBeGreaterThanOrEqual(bodyText * 1.25);
  // Links in the content are underlined.
  const underline = await page
    .locator("main a")
    .first()
    .evaluate((el) => getComputedStyle(el).textDecorationLine);
  expect(underline).toContain("underline");

  // Another page keeps it.
  await gotoHydrated(page, "/gywm/qyjs", js());
  await expect(page.locator("html")).toHaveClass(/\bcare\b/);

  await page.getByTestId("care-switch").first().click();
  await expect(page).toHaveURL(/\/gywm\/qyjs$/);
  await expect(page.locator("html")).not.toHaveClass(/\bcare\b/);
  expect(await rootFontSize(page)).toBe(normal);
});

test("the phone menu has the switch too, and no page scrolls sideways at 375 px in care mode", async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 800 });
  await gotoHydrated(page, "/", js());
  if (js()) await page.getByRole("button", { name: "打开菜单" }).click();
  else await page.locator("summary").first().click();
  await page.getByRole("link", { name: "关怀模式", exact: true }).click();
  await expect(page.locator("html")).toHaveClass(/\bcare\b/);
  for (const path of [
    "/",
    "/gywm/qyjs",
    "/gywm/gltd",
    "/xwdt/gzyx/lsit",
    "/xwdt/gzyx/detail/25",
    "/xxgk/qyxx",
    "/xxgk/spzq",
  ]) {
    await page.goto(path);
    const overflow = await page.evaluate(
      () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
    );
    expect(overflow, `${path} scrolls sideways`).toBeLessThanOrEqual(0);
  }
});

test("care pages never come from nor go into the page cache", async ({ page, request }) => {
  const cared = await request.get("/gywm/qyjs", { headers: { Cookie: "care=1" } });
  expect(cared.headers()["cache-control"]).toContain("no-store");
  expect(cared.headers().etag).toBeUndefined();
  expect(await cared.text()).toMatch(/<html[^>]*class="care"/);
  // The anonymous visitor's copy stays the usual one, before and after.
  for (let i = 0; i < 2; i++) {
    const plain = await request.get("/gywm/qyjs", { headers: { Cookie: "" } });
    expect(await plain.text()).not.toMatch(/<html[^>]*class="[^"]*care/);
  }
  // A browser holding the usual page's ETag gets the care page, not a 304.
  const plain = await request.get("/gywm/qyjs");
  const etag = plain.headers().etag!;
  const revalidated = await request.get("/gywm/qyjs", { headers: { Cookie: "care=1", "If-None-Match": etag } });
  expect(revalidated.status()).toBe(200);
  await page.goto("/");
});

test("the switch only ever goes back to a local page", async ({ request }) => {
  for (const back of ["https://evil.example/", "//evil.example/", "/\\evil.example"]) {
    const answer = await request.get(`/care-mode?on=1&back=${encodeURIComponent(back)}`, { maxRedirects: 0 });
    expect(answer.status()).toBe(302);
    expect(answer.headers().location).toBe("/");
    expect(answer.headers()["set-cookie"]).toMatch(/^care=1;/);
  }
});
