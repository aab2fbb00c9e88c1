/**
 * Issue points 13 and 14: the console's charts mean something without JavaScript (a server-drawn SVG and a data
 * table of the same numbers), and the layouts hold on narrow screens — the search table's dates are never cut,
 * popular-content titles stay readable on a phone, avatar initials fit inside their circle, and at 375 px every
 * action button of the menu list and the search table is on screen without the page scrolling sideways.
 */
import { expect, test, type Page } from "@playwright/test";
import { analysisData, multiDimensionData, workplaceData } from "../../app/lib/console/charts";
import { ADMIN } from "../fixtures/e2e-settings";
import { ADMIN_STATE } from "../fixtures/sign-in";

test.use({ storageState: ADMIN_STATE });

const zh = (value: number) => new Intl.NumberFormat("zh-CN").format(value);

/** The rows of the data table under the chart box named `label` (each row: its header, then its cells). */
async function chartTable(page: Page, label: string | RegExp) {
  const figure = page.locator("figure").filter({ has: page.getByRole("img", { name: label }) });
  const table = figure.locator("table[data-chart-table]");
  await expect(table).toHaveCount(1);
  return table
    .locator("tbody tr")
    .evaluateAll((rows) =>
      rows.map((row) => Array.from(row.querySelectorAll("th, td"), (cell) => cell.textContent?.trim() ?? "")),
    );
}

test.describe("13: charts without JavaScript", () => {
  test("the workplace charts come with an SVG and a table of their real numbers", async ({ page }) => {
    const data = workplaceData();
    await page.goto(`${ADMIN}/dashboard/workplace`);
    expect(await chartTable(page, /^内容数据/)).toEqual(data.contentData.map((point) => [point.day, zh(point.value)]));
    const total = data.categories.slices.reduce((sum, s) => sum + s.value, 0);
    expect(await chartTable(page, /^内容类别占比/)).toEqual(
      data.categories.slices.map((s, i) => [
        ["纯文本", "图文类", "视频类"][i],
        zh(s.value),
        `${Math.round((100 * s.value) / total)}%`,
      ]),
    );
    // The table is a disclosure that opens without JavaScript, with a caption and header cells.
    const figure = page.locator("figure").filter({ has: page.getByRole("img", { name: /^内容数据/ }) });
    await figure.getByText("数据表").click();
    await expect(figure.getByRole("table", { name: "内容数据" })).toBeVisible();
    await expect(figure.locator('th[scope="col"]')).toHaveText(["日期", "每日内容量（千）"]);
    await expect(figure.locator('th[scope="row"]').first()).toHaveText(data.contentData[0]!.day);

    if (test.info().project.name !== "nojs") return;
    // Without JavaScript the chart boxes hold the server's drawings, not grey boxes.
    await expect(page.locator("[data-static-chart]")).toHaveCount(2);
    const line = page.locator('[data-static-chart="series"] path').last();
    await expect(line).toHaveAttribute("d", new RegExp(`^M(\\d|\\.|,|L){${data.contentData.length * 3},}`));
    await expect(page.locator('[data-static-chart="donut"] path')).toHaveCount(3);
    await expect(page.getByRole("img", { name: /^内容数据/ }).locator(".animate-pulse")).toHaveCount(0);
  });

  test("the analysis screens' charts all have their numbers in tables", async ({ page }) => {
    const analysis = analysisData();
    await page.goto(`${ADMIN}/visualization/data-analysis`);
    expect(await chartTable(page, "内容发布比例")).toEqual(
      analysis.publish.map((row) => [row.slot, zh(row.text), zh(row.imageText), zh(row.video)]),
    );
    // The zoomable period chart (not a role="img" box) has its table too.
    const period = page.locator('figure[aria-label="内容时段分析"] table[data-chart-table] tbody tr');
    await expect(period).toHaveCount(24);
    await expect(period.first()).toHaveText(
      new RegExp(`00:00\\s*${analysis.period[0]!.text}%\\s*${analysis.period[0]!.imageText}%`),
    );
    // The summary cards' sparklines carry hidden tables for screen readers.
    const first = analysis.opinion[0]!.data[0] as { y: number; y2: number };
    const rows = await chartTable(page, /^访问总人数/);
    expect(rows[0]).toEqual(["1", zh(first.y), zh(first.y2)]);

    const multi = multiDimensionData();
    await page.goto(`${ADMIN}/visualization/multi-dimension-data-analysis`);
    expect(await chartTable(page, "内容题材分布")).toEqual(
      multi.radar.map((row, i) => [
        ["国际", "娱乐", "体育", "财经", "科技", "其他"][i],
        zh(row.text),
        zh(row.imageText),
        zh(row.video),
      ]),
    );
    expect(await chartTable(page, "今日转赞评统计")).toEqual(
      multi.userActions.map((a, i) => [["点赞量", "评论量", "转发量"][i], zh(a.value)]),
    );
    if (test.info().project.name !== "nojs") return;
    const boxes = page.locator('figure [role="img"]');
    const count = await boxes.count();
    expect(count).toBeGreaterThan(8);
    await expect(page.locator('figure [role="img"] [data-static-chart]:not([data-static-chart] *)')).toHaveCount(count);
    await expect(page.locator('[data-static-chart="radar"] polygon[style*="fill-opacity"]')).toHaveCount(3);
  });
});

test.describe("14a: the search table's date range", () => {
  test("each date is shown whole at every width, in both languages", async ({ page }, info) => {
    const js = info.project.name === "js";
    for (const width of [375, 768, 1024, 1280, 1440]) {
      await page.setViewportSize({ width, height: 900 });
      for (const lng of ["zh-CN", "en-US"]) {
        await page.goto(`${ADMIN}/list/search-table?createdFrom=2025-08-01&createdTo=2025-12-31&lng=${lng}`);
        if (js) {
          // With JavaScript the library's range picker replaces the native inputs, in the page's language.
          const trigger = page.getByRole("search").locator('button[aria-haspopup="dialog"]');
          await expect(trigger).toContainText(lng === "en-US" ? "Aug 1, 2025" : "2025年8月1日");
          await expect(trigger).toContainText(lng === "en-US" ? "Dec 31, 2025" : "2025年12月31日");
          await expect(page.locator('input[type="date"]')).toHaveCount(0);
          const parts = await trigger.locator(".truncate").evaluateAll((elements) =>
            elements.map((el) => ({
              scroll: el.scrollWidth,
              client: el.clientWidth,
              right: el.getBoundingClientRect().right,
            })),
          );
          expect(parts).toHaveLength(2);
          for (const part of parts) {
            expect(part.scroll, `${width} px, ${lng}`).toBeLessThanOrEqual(part.client + 0.5);
            expect(part.right, `${width} px, ${lng}`).toBeLessThanOrEqual(width);
          }
          continue;
        }
        const inputs = page.locator('input[type="date"]');
        await expect(inputs).toHaveCount(2);
        // A date input's scrollWidth does not grow with its text: compare with a copy left at its natural width.
        const sizes = await inputs.evaluateAll((elements) =>
          elements.map((input) => {
            const copy = input.cloneNode(true) as HTMLInputElement;
            copy.style.cssText = "position:absolute;width:auto;min-width:0;flex:none;padding:0;border:0";
            input.parentElement!.appendChild(copy);
            const natural = copy.getBoundingClientRect().width;
            copy.remove();
            const box = input.getBoundingClientRect();
            return { natural, width: box.width, right: box.right };
          }),
        );
        for (const size of sizes) {
          expect(size.width, `${width} px, ${lng}`).toBeGreaterThanOrEqual(size.natural - 0.5);
          expect(size.right, `${width} px, ${lng}`).toBeLessThanOrEqual(width);
        }
      }
    }
  });

  test("the dates filter through the GET form: a calendar with JavaScript, native inputs without", async ({
    page,
  }, info) => {
    await page.goto(`${ADMIN}/list/search-table`);
    if (info.project.name === "js") {
      const trigger = page.getByRole("search").locator('button[aria-haspopup="dialog"]');
      await expect(trigger).toContainText("创建时间起");
      await expect(trigger).toContainText("至");
      await trigger.click();
      const dialog = page.getByRole("dialog");
      // The focus opens on a day of the calendar, not on its previous-month arrow.
      await expect(dialog.locator("[data-day] button:focus")).toHaveCount(1);
      const first = dialog.locator('[data-day$="-01"]:not([data-outside]) button').first();
      const day = await first.locator("xpath=..").getAttribute("data-day");
      await first.click();
      const tenth = dialog.locator('[data-day$="-10"]:not([data-outside]) button').first();
      const end = await tenth.locator("xpath=..").getAttribute("data-day");
      await tenth.click();
      await expect(dialog).toBeHidden();
      await page.getByRole("button", { name: "查询" }).click();
      await expect(page).toHaveURL(new RegExp(`createdFrom=${day}&createdTo=${end}`));
    } else {
      await page.locator('input[type="date"][name="createdFrom"]').fill("2025-08-01");
      await page.locator('input[type="date"][name="createdTo"]').fill("2025-12-31");
      await page.getByRole("button", { name: "查询" }).click();
      await expect(page).toHaveURL(/createdFrom=2025-08-01&createdTo=2025-12-31/);
      await expect(page.locator('input[type="date"][name="createdFrom"]')).toHaveValue("2025-08-01");
    }
  });
});

test.describe("14b: popular content titles", () => {
  test("titles show readable text on a phone in English and Chinese", async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 800 });
    for (const lng of ["en-US", "zh-CN"]) {
      await page.goto(`${ADMIN}/dashboard/workplace?lng=${lng}`);
      const titles = page.getByTestId("popular-title");
      await expect(titles).toHaveCount(5);
      for (const title of await titles.all()) {
        const size = await title.evaluate((el) => ({
          width: el.getBoundingClientRect().width,
          font: parseFloat(getComputedStyle(el).fontSize),
          right: el.getBoundingClientRect().right,
        }));
        // At least eight characters' room (the old layout left one or two).
        expect(size.width, lng).toBeGreaterThanOrEqual(size.font * 7.5);
        expect(size.right, lng).toBeLessThanOrEqual(375);
      }
    }
  });
});

test.describe("14c: avatar initials", () => {
  test("the initials fit inside the avatar's circle at every size", async ({ page }) => {
    for (const path of ["user/info", "user/setting"]) {
      await page.goto(`${ADMIN}/${path}`);
      const boxes = await page.locator("[data-avatar-initials]").evaluateAll((elements) =>
        elements.map((el) => {
          const avatar = el.parentElement!;
          const text = el.getBoundingClientRect();
          const box = avatar.getBoundingClientRect();
          return {
            text: el.textContent ?? "",
            circle:
              getComputedStyle(avatar).borderRadius.startsWith("9999") || avatar.className.includes("rounded-full"),
            box: { x: box.x, y: box.y, width: box.width, height: box.height },
            inner: { x: text.x, y: text.y, width: text.width, height: text.height },
          };
        }),
      );
      expect(boxes.length, path).toBeGreaterThan(2);
      // Chinese names are among them (two characters overflowed the small circles).
      expect(
        boxes.some((b) => /[\u4e00-\u9fff]/.test(b.text)),
        path,
      ).toBe(true);
      for (const { text, circle, box, inner } of boxes) {
        // The text box lies inside the avatar's box …
        expect(inner.x, text).toBeGreaterThanOrEqual(box.x - 0.5);
        expect(inner.x + inner.width, text).toBeLessThanOrEqual(box.x + box.width + 0.5);
        expect(inner.y, text).toBeGreaterThanOrEqual(box.y - 0.5);
        expect(inner.y + inner.height, text).toBeLessThanOrEqual(box.y + box.height + 0.5);
        if (!circle) continue;
        // … and its corners inside the circle.
        const r = box.width / 2;
        const cx = box.x + r;
        const cy = box.y + box.height / 2;
        for (const [x, y] of [
          [inner.x, inner.y],
          [inner.x + inner.width, inner.y],
          [inner.x, inner.y + inner.height],
          [inner.x + inner.width, inner.y + inner.height],
        ] as const) {
          expect(Math.hypot(x - cx, y - cy), `${text} in a ${box.width} px circle`).toBeLessThanOrEqual(r + 0.5);
        }
      }
    }
  });
});

test.describe("14d: phones", () => {
  test("at 375 px every action button of the menu list and the search table is on screen", async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 800 });
    for (const path of ["menuList", "list/search-table"]) {
      for (const lng of ["zh-CN", "en-US"]) {
        await page.goto(`${ADMIN}/${path}?lng=${lng}`);
        const offscreen = await page.evaluate(() => {
          const controls = document.querySelectorAll<HTMLElement>(
            'main button, main summary, main [role="button"], main tbody tr > :last-child a',
          );
          const shown = [...controls].filter((el) => el.getClientRects().length > 0 && !el.closest(".sr-only"));
          return {
            count: shown.length,
            outside: shown
              .filter((el) => {
                const box = el.getBoundingClientRect();
                return box.left < 0 || box.right > window.innerWidth;
              })
              .map((el) => el.textContent?.trim() || el.getAttribute("aria-label") || el.tagName),
            scrollWidth: document.documentElement.scrollWidth,
          };
        });
        expect(offscreen.count, `${path} ${lng}`).toBeGreaterThan(10);
        expect(offscreen.outside, `${path} ${lng}`).toEqual([]);
        expect(offscreen.scrollWidth, `${path} ${lng}`).toBeLessThanOrEqual(375);
      }
    }
  });
});
