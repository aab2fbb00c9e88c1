/**
 * Issue #18, points 6 and 8: no duplicated or mangled content on the public pages (each fact shown once, excerpts
 * that keep blocks apart, the honours fallback only on the honours list, videos in their own shape, no empty band
 * above the home page's footer, a 404 that points on to the sections) and no placeholder URLs anywhere: the
 * platform cards and the ticket link come from fields the admin edits.
 */
import { readdirSync, readFileSync, statSync } from "node:fs";
import path from "node:path";
import { expect, test, type Page } from "@playwright/test";
import { ADMIN_STATE } from "../fixtures/sign-in";
import { ADMIN, save } from "./admin-helpers";

/** How often `needle` occurs in the page's main region, as a visitor reads it. */
async function timesInMain(page: Page, needle: string): Promise<number> {
  const text = await page.locator("main").innerText();
  return text.split(needle).length - 1;
}

test("the management team page shows each leader once", async ({ page }) => {
  await page.goto("/gywm/gltd");
  for (const name of ["王建华", "李文涛", "张晓梅"]) expect(await timesInMain(page, name), name).toBe(1);
  await expect(page.locator("main img[src*='leader-']")).toHaveCount(3);
  await page.goto("/gywm/gltd?lng=en-US");
  for (const name of ["Wang Jianhua", "Li Wentao", "Zhang Xiaomei"])
    expect(await timesInMain(page, name), name).toBe(1);
});

test("the company intro tells its story once", async ({ page }) => {
  await page.goto("/gywm/qyjs");
  expect(await timesInMain(page, "注册资本5400万元人民币")).toBe(1);
  expect(await timesInMain(page, "山东文旅云智能科技有限公司成立于2020年12月")).toBe(1);
  await page.goto("/gywm/qyjs?lng=en-US");
  expect(await timesInMain(page, "registered capital of RMB 54 million")).toBe(1);
});

test("enterprise information names the credit code and the capital once", async ({ page }) => {
  await page.goto("/xxgk/qyxx");
  expect(await timesInMain(page, "91370100MA3W8K2T5Q")).toBe(1);
  expect(await timesInMain(page, "5400万元人民币")).toBe(1);
  // The statement's other facts stay.
  await expect(page.getByTestId("enterprise-business-facts")).toContainText("法定代表人");
  await expect(page.getByTestId("enterprise-business-facts")).toContainText("济南市市场监督管理局");
  await page.goto("/xxgk/qyxx?lng=en-US");
  expect(await timesInMain(page, "91370100MA3W8K2T5Q")).toBe(1);
  expect(await timesInMain(page, "RMB 54 million")).toBe(1);
  await expect(page.getByTestId("enterprise-business-facts")).toContainText("Legal representative");
});

test("list excerpts keep a heading apart from the text after it", async ({ page }) => {
  await page.goto("/xwdt/gzyx");
  const main = page.locator("main");
  await expect(main.getByText("总结成绩 部署任务。1月16日，公司召开2026年度工作会议")).toBeVisible();
  expect(await main.innerText()).not.toMatch(/部署任务\s+1月16日/);
});

test("a party-study card without a picture does not borrow the honours fallback", async ({ page }) => {
  await page.goto("/ddjs/djxx");
  await expect(page.locator("main a[href*='/detail']").first()).toBeVisible();
  await expect(page.locator("main img[src*='honor-fallback']")).toHaveCount(0);
  await expect(page.locator("main [data-no-cover]")).not.toHaveCount(0);
  // The honours list keeps its fallback picture.
  const honours = await page.request.get("/gywm/gsry");
  expect(honours.ok()).toBe(true);
});

for (const width of [1440, 375]) {
  test(`video posters and players keep the videos' 16:9 shape at ${width} px`, async ({ page }) => {
    await page.setViewportSize({ width, height: 900 });
    for (const where of ["/xxgk/spzq", "/"]) {
      await page.goto(where);
      const frames = page.getByTestId("video-frame");
      await expect(frames.first()).toBeVisible();
      for (const frame of await frames.all()) {
        await frame.scrollIntoViewIfNeeded();
        const box = (await frame.boundingBox())!;
        expect(Math.abs(box.width / box.height - 16 / 9), `${where} frame`).toBeLessThan(0.02);
        // What fills the frame (poster image or video) covers it whole: no bars, nothing cut off.
        // (With script the poster image gives way to the player's video as the frame scrolls into view.)
        await expect
          .poll(async () => {
            const inner = await frame.locator("img:visible, video:visible").first().boundingBox();
            return inner ? Math.max(Math.abs(inner.width - box.width), Math.abs(inner.height - box.height)) : 99;
          })
          .toBeLessThan(1.5);
      }
    }
  });
}

test("the home page runs straight into the footer, with no empty band above it", async ({ page }) => {
  await page.setViewportSize({ width: 1440, height: 900 });
  await page.goto("/");
  const last = page.locator("main > section").last();
  const lastBox = (await last.boundingBox())!;
  const footerBox = (await page.locator("footer").last().boundingBox())!;
  expect(Math.round(footerBox.y - (lastBox.y + lastBox.height))).toBe(0);
});

for (const [locale, query, heading, about] of [
  ["zh-CN", "", "您也可以前往以下栏目：", "关于我们"],
  ["en-US", "?lng=en-US", "Or go on to one of these sections:", "About Us"],
] as const) {
  test(`a missing page offers the site's sections as well as home (${locale})`, async ({ page }) => {
    const response = await page.goto(`/no/such/page${query}`);
    expect(response?.status()).toBe(404);
    const sections = page.getByRole("navigation", { name: heading });
    await expect(sections).toBeVisible();
    await expect(sections.getByRole("link", { name: about })).toHaveAttribute("href", /^\/gywm/);
    expect(await sections.getByRole("link").count()).toBeGreaterThanOrEqual(5);
  });
}

/** Every text file of the repository's content folder (the seed every server starts from). */
function contentFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const file = path.join(dir, name);
    if (statSync(file).isDirectory()) return contentFiles(file);
    return /\.(json|md|jsonl|txt)$/.test(name) ? [file] : [];
  });
}

test("no placeholder example.com URL is left in the content", () => {
  const offenders = contentFiles(path.resolve("content")).filter((f) => /example\.com/i.test(readFileSync(f, "utf8")));
  expect(offenders).toEqual([]);
});

test("no public page renders an example.com URL", async ({ page, request }) => {
  const sitemap = await (await request.get("/sitemap.xml")).text();
  const pages = [...sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => new URL(m[1]!).pathname);
  expect(pages.length).toBeGreaterThan(20);
  for (const p of [...new Set(pages)]) {
    for (const q of ["", "?lng=en-US"]) {
      const html = await (await request.get(p + q)).text();
      expect(html, p + q).not.toMatch(/example\.com/i);
    }
  }
  await page.goto("/");
  await expect(page.locator("a[href*='example.com']")).toHaveCount(0);
});

test.describe("edited in the admin", () => {
  test.use({ storageState: ADMIN_STATE });

  /**
   * Saves the seeded link `from` in the field `name` of the admin form at `url` as `to`, runs `check`, and saves
   * the seeded link back whatever happened, for the next run.
   */
  async function withLinkChanged(
    page: Page,
    { url, name, from, to }: { url: string; name: string; from: string; to: string },
    check: () => Promise<void>,
  ) {
    await page.goto(url);
    const field = page.locator(`input[name="${name}"]`);
    expect(await field.inputValue()).toBe(from);
    try {
      await field.fill(to);
      await save(page);
      await expect(page.getByText("保存成功")).toBeVisible();
      await check();
    } finally {
      await page.goto(url);
      await field.fill(from);
      await save(page);
      await expect(page.getByText("保存成功")).toBeVisible();
    }
  }

  test("the home page's platform cards link where the company's picture rows say", async ({ page }) => {
    const url = `${ADMIN}/company_info?section=images`;
    const to = "https://www.sdmuseum.com/";
    await withLinkChanged(page, { url, name: "network_img[0].href", from: "https://www.sdta.cn/", to }, async () => {
      await page.goto("/");
      await expect(page.locator(`section[aria-labelledby="home-network"] a[href="${to}"]`)).toHaveCount(1);
    });
  });

  test("the video's ticket link is the one its edit page holds", async ({ page }) => {
    const url = `${ADMIN}/videosList/6`;
    const to = "https://whhly.shandong.gov.cn/tickets";
    await withLinkChanged(page, { url, name: "buy_url", from: "https://www.sdta.cn/", to }, async () => {
      await page.goto("/xxgk/spzq");
      await expect(page.locator('[data-video-id="6"]').getByTestId("buy-link")).toHaveAttribute("href", to);
    });
  });
});
