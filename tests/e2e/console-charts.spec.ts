/**
 * Recharts loads only inside the chart boxes, lazily in the browser: the server renders each chart as a static
 * SVG of the same numbers, no page preloads the chart chunk, screens without charts never fetch it, and chart
 * screens fetch it after mount.
 */
import { expect, test, type Page } from "@playwright/test";
import { ADMIN } from "../fixtures/e2e-settings";
import { ADMIN_STATE } from "../fixtures/sign-in";

test.use({ storageState: ADMIN_STATE });

const CHART_CHUNK = /\/assets\/recharts-[^/]+\.js$/;

test("the server renders static chart drawings and preloads no chart code", async ({ page, request }) => {
  for (const path of ["dashboard/workplace", "visualization/data-analysis", "list/search-table"]) {
    const html = await (
      await request.get(`${ADMIN}/${path}`, { headers: { Cookie: await cookieHeader(page) } })
    ).text();
    expect(html, path).not.toMatch(/(recharts|series-chart|donut-chart|radar-chart)-[^"]+\.js/);
    expect(html, path).not.toContain("recharts-wrapper");
  }
  if (test.info().project.name !== "nojs") return;
  await page.goto(`${ADMIN}/visualization/data-analysis`);
  const boxes = page.locator('figure [role="img"]');
  const count = await boxes.count();
  expect(count).toBeGreaterThan(3);
  // Every chart box holds its static drawing, at the box's fixed height (no layout shift when the chart arrives).
  await expect(
    page.locator('figure [role="img"] svg[data-static-chart], figure [role="img"] [data-static-chart] svg'),
  ).toHaveCount(count);
  await expect(page.locator('figure [role="img"] .animate-pulse')).toHaveCount(0);
  const box = await boxes.first().boundingBox();
  expect(box?.height ?? 0).toBeGreaterThan(50);
  await expect(page.locator(".recharts-wrapper")).toHaveCount(0);
});

test("screens without charts never fetch Recharts; chart screens fetch it after mount", async ({ page }) => {
  const fetched: string[] = [];
  page.on("response", (response) => fetched.push(new URL(response.url()).pathname));
  if (test.info().project.name === "nojs") {
    // Without JavaScript nothing is fetched, and the static drawings stand in for every chart.
    await page.goto(`${ADMIN}/visualization/data-analysis`, { waitUntil: "networkidle" });
    await expect(page.locator("[data-static-chart]").first()).toBeVisible();
    expect(fetched.filter((p) => CHART_CHUNK.test(p))).toEqual([]);
    return;
  }

  for (const path of ["list/search-table", "list/card", "user/setting", "result/success"]) {
    await page.goto(`${ADMIN}/${path}`, { waitUntil: "networkidle" });
  }
  expect(fetched.filter((p) => CHART_CHUNK.test(p))).toEqual([]);

  await page.goto(`${ADMIN}/visualization/data-analysis`, { waitUntil: "networkidle" });
  await expect(page.locator('figure [role="img"] .recharts-wrapper').first()).toBeVisible();
  expect(fetched.filter((p) => CHART_CHUNK.test(p)).length).toBeGreaterThan(0);
});

test("chart legends name every series in its colour, and the radar's axis names are not cut off", async ({ page }) => {
  const nojs = test.info().project.name === "nojs";
  await page.goto(`${ADMIN}/visualization/multi-dimension-data-analysis?lng=en-US`, { waitUntil: "networkidle" });
  const legend = page.locator('figure [role="img"] ul').filter({ hasText: "Content Production" });
  await expect(legend.locator("li")).toHaveText([
    "Content Production",
    "Content Clicks",
    "Content Exposure",
    "Active Users",
  ]);
  // Each key's dot has its series' colour: the first series is the theme colour.
  const primary = await page.evaluate(() => getComputedStyle(document.body).getPropertyValue("--primary-6"));
  const firstDot = legend.locator("li").first().locator("span");
  expect(await firstDot.evaluate((el) => el.style.background)).toBe("var(--primary-6)");
  expect(primary.trim()).not.toBe("");
  await expect(page.locator(".recharts-legend-wrapper")).toHaveCount(0);

  // Without JavaScript the server's drawing of the radar stands in, with the same legend and axis names.
  const radar = page
    .locator("figure")
    .filter({ has: page.locator(nojs ? '[data-static-chart="radar"]' : ".recharts-polar-angle-axis") });
  await expect(radar.locator("li")).toHaveText(["Plain text", "Image-text", "Video"]);
  const card = await radar.locator("xpath=ancestor::div[contains(@class, 'shadow-card')][1]").boundingBox();
  const labels = radar.locator(nojs ? '[data-static-chart="radar"] text' : ".recharts-polar-angle-axis-tick text");
  if (nojs) await expect(labels).toHaveCount(6);
  for (const label of await labels.all()) {
    const box = await label.boundingBox();
    expect(box!.x).toBeGreaterThanOrEqual(card!.x);
    expect(box!.x + box!.width).toBeLessThanOrEqual(card!.x + card!.width);
  }
});

async function cookieHeader(page: Page) {
  return (await page.context().cookies()).map((c) => `${c.name}=${c.value}`).join("; ");
}

test("the search table's date range is the library's range picker with script and native inputs without", async ({
  page,
}) => {
  const fetched: string[] = [];
  page.on("response", (response) => fetched.push(new URL(response.url()).pathname));
  await page.goto(`${ADMIN}/list/search-table`, { waitUntil: "networkidle" });
  const from = page.locator('input[type="date"][name="createdFrom"]');
  if (test.info().project.name === "js") {
    // Once the page runs, the range picker takes over, posting the same form fields (issue #20, point 5).
    await expect(page.locator('input[type="hidden"][name="createdFrom"]')).toBeAttached();
    await expect(from).toHaveCount(0);
    expect(fetched.some((p) => /\/assets\/date-picker-[^/]+\.js$/.test(p))).toBe(true);
    await page.goto(`${ADMIN}/list/search-table?createdFrom=2025-08-01&createdTo=2025-12-31`);
    await expect(page).toHaveURL(/createdFrom=2025-08-01/);
    await expect(page.getByText("共 55 个集合")).toBeHidden();
    return;
  }
  expect(fetched.filter((p) => /\/assets\/date-picker-[^/]+\.js$/.test(p))).toEqual([]);
  await from.fill("2025-08-01");
  await page.locator('input[type="date"][name="createdTo"]').fill("2025-12-31");
  await page.getByRole("button", { name: "查询" }).click();
  await expect(page).toHaveURL(/createdFrom=2025-08-01/);
  await expect(page).toHaveURL(/createdTo=2025-12-31/);
  await expect(page.getByText("共 55 个集合")).toBeHidden();
  await expect(page.locator('input[type="date"][name="createdFrom"]')).toHaveValue("2025-08-01");
});
