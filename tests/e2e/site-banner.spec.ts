/**
 * The home banner (issue #18): previous/next buttons and dots with JavaScript, autoplay that stops on hover and
 * focus and never runs under reduced motion; without JavaScript a static first slide in a scroll-snap strip.
 * The featured news picture leads to its article, and the home news lists only company and industry news.
 */
import { expect, test, type Page } from "@playwright/test";
import { gotoHydrated } from "./hydration";

const js = () => test.info().project.name === "js";

/** The slide the strip shows (by its scroll position). */
const shownSlide = (page: Page) =>
  page
    .getByTestId("home-banner")
    .locator("ul")
    .evaluate((ul) => Math.round(ul.scrollLeft / ul.clientWidth));

test("buttons and dots reach every slide by keyboard", async ({ page }) => {
  test.skip(!js(), "the buttons need the page's script; without it see the next test");
  await page.emulateMedia({ reducedMotion: "reduce" });
  await gotoHydrated(page, "/");
  const banner = page.getByTestId("home-banner");
  const dots = banner.getByRole("button", { name: /^第 \d+ 张$/ });
  const count = await dots.count();
  expect(count).toBeGreaterThan(1);
  const next = banner.getByRole("button", { name: "下一张" });
  await next.focus();
  for (let i = 1; i < count; i++) {
    await page.keyboard.press("Enter");
    await expect.poll(() => shownSlide(page)).toBe(i);
    await expect(dots.nth(i)).toHaveAttribute("aria-current", "true");
  }
  await page.keyboard.press("Enter");
  await expect.poll(() => shownSlide(page)).toBe(0);
  await banner.getByRole("button", { name: "上一张" }).press("Enter");
  await expect.poll(() => shownSlide(page)).toBe(count - 1);
  await dots.nth(1).press("Enter");
  await expect.poll(() => shownSlide(page)).toBe(1);
});

test("autoplay moves on, pauses on hover and focus, and is off under reduced motion", async ({ page }) => {
  test.skip(!js(), "autoplay is the page's script");
  await page.clock.install();
  await gotoHydrated(page, "/");
  // Time stands still from here on unless the test runs it: the first move must come 6 s after the page started,
  // however long the machine takes to look.
  await page.clock.pauseAt((await page.evaluate(() => Date.now())) + 100);
  await page.mouse.move(5, 890);
  expect(await shownSlide(page)).toBe(0);
  await page.clock.runFor(6_500);
  await expect.poll(() => shownSlide(page)).toBe(1);

  // Hovered: it stays.
  await page.getByTestId("home-banner").hover();
  await page.clock.runFor(13_000);
  await page.waitForTimeout(800);
  expect(await shownSlide(page)).toBe(1);

  // Focused (and the pointer away): it stays.
  await page.getByTestId("home-banner").getByRole("button", { name: "下一张" }).focus();
  await page.mouse.move(5, 890);
  await page.keyboard.press("Enter");
  await expect.poll(() => shownSlide(page)).toBe(2 % (await page.getByTestId("home-banner").locator("li").count()));
  const held = await shownSlide(page);
  await page.clock.runFor(13_000);
  await page.waitForTimeout(800);
  expect(await shownSlide(page)).toBe(held);
});

test("the pause button stops the banner until it is played again", async ({ page }) => {
  test.skip(!js(), "autoplay is the page's script");
  await page.clock.install();
  await gotoHydrated(page, "/");
  await page.mouse.move(5, 890);
  const banner = page.getByTestId("home-banner");
  const blur = () => page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur());
  await banner.getByRole("button", { name: "暂停轮播" }).click();
  await expect(banner.getByRole("button", { name: "继续轮播" })).toBeVisible();
  // Neither pointed at nor focused: only the button holds it.
  await page.mouse.move(5, 890);
  await blur();
  await page.clock.runFor(20_000);
  await page.waitForTimeout(800);
  expect(await shownSlide(page)).toBe(0);
  await banner.getByRole("button", { name: "继续轮播" }).click();
  await page.mouse.move(5, 890);
  await blur();
  await page.clock.runFor(6_500);
  await expect.poll(() => shownSlide(page)).toBe(1);
});

test("under reduced motion the banner never moves by itself", async ({ page }) => {
  test.skip(!js(), "autoplay is the page's script");
  await page.emulateMedia({ reducedMotion: "reduce" });
  await page.clock.install();
  await gotoHydrated(page, "/");
  await page.mouse.move(5, 890);
  await page.clock.runFor(20_000);
  await page.waitForTimeout(800);
  expect(await shownSlide(page)).toBe(0);
  // Nothing moves, so there is nothing to pause.
  await expect(page.getByTestId("home-banner").getByRole("button", { name: "暂停轮播" })).toHaveCount(0);
});

test("without JavaScript the first slide shows, with no dead buttons", async ({ page }) => {
  test.skip(js(), "the no-script banner");
  await page.goto("/");
  const banner = page.getByTestId("home-banner");
  await expect(banner.locator("li").first().locator("img")).toBeVisible();
  await expect(banner.getByRole("button")).toHaveCount(0);
  expect(await shownSlide(page)).toBe(0);
});

test("the featured news picture is a link to its article; home news is company and industry news only", async ({
  page,
}) => {
  await gotoHydrated(page, "/", js());
  const feature = page.getByTestId("home-news-feature");
  await expect(feature).toHaveAttribute("href", /^\/xwdt\/(gzyx|hyxx)\/detail\/\d+$/);
  await expect(feature.locator("img")).toBeVisible();
  const hrefs = await page
    .getByTestId("home-news")
    .locator("a")
    .evaluateAll((links) => links.map((a) => a.getAttribute("href")));
  expect(hrefs.length).toBeGreaterThan(0);
  for (const href of hrefs) expect(href).toMatch(/^\/xwdt\/(gzyx|hyxx)\/detail\/\d+$/);
  await feature.click();
  await expect(page).toHaveURL(/\/xwdt\/(gzyx|hyxx)\/detail\/\d+$/);
  await expect(page.locator("article h1")).toBeVisible();
});
