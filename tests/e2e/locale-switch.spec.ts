/**
 * Switching language (issue 15): on the public site, in the admin and in the console the language link works any
 * number of times in a row, the address never holds two `lng`, the choice is kept by the cookie for addresses
 * without `lng`, each switch is confirmed (a toast with JavaScript, a notice in the page without), and with
 * JavaScript the browser's `arco-locale` key follows.
 */
import { expect, test, type Page } from "@playwright/test";
import { ADMIN } from "../fixtures/e2e-settings";
import { ADMIN_STATE } from "../fixtures/sign-in";

const CONFIRMATION = { "zh-CN": "语言已切换为中文", "en-US": "Language switched to English" } as const;
const NAME = { "zh-CN": "中文", "en-US": "English" } as const;
type Locale = keyof typeof NAME;
const ROUND = ["en-US", "zh-CN", "en-US"] as const satisfies readonly Locale[];

/** Checks the page a switch to `locale` led to. */
async function expectSwitched(page: Page, locale: Locale, javaScriptEnabled: boolean, keep: Record<string, string>) {
  await expect(page.locator("html")).toHaveAttribute("lang", locale);
  const url = new URL(page.url());
  expect(url.searchParams.getAll("lng"), page.url()).toEqual([locale]);
  for (const [name, value] of Object.entries(keep)) expect(url.searchParams.get(name), page.url()).toBe(value);
  await expectConfirmation(page, locale, javaScriptEnabled);
  if (javaScriptEnabled) {
    await expect.poll(() => page.evaluate(() => localStorage.getItem("arco-locale"))).toBe(locale);
  }
}

/** The confirmation: a toast of the toast system (sonner) once the page runs, else the page's own notice. */
async function expectConfirmation(page: Page, locale: Locale, javaScriptEnabled: boolean) {
  const shown = javaScriptEnabled
    ? page.locator("[data-sonner-toast]", { hasText: CONFIRMATION[locale] })
    : page.getByRole("status").filter({ hasText: CONFIRMATION[locale] });
  await expect(shown).toBeVisible();
}

/** After the round, an address without `lng` keeps the last choice, and confirms nothing. */
async function expectKept(page: Page, path: string, locale: Locale, javaScriptEnabled: boolean) {
  await page.goto(path);
  await expect(page.locator("html")).toHaveAttribute("lang", locale);
  if (javaScriptEnabled) await expect(page.locator("html")).toHaveAttribute("data-hydrated", "true");
  await expect(page.getByText(CONFIRMATION[locale])).toHaveCount(0);
  const cookie = (await page.context().cookies()).find((c) => c.name === "lng");
  expect(cookie?.httpOnly).toBe(true);
  expect(cookie?.expires ?? 0).toBeGreaterThan(Date.now() / 1000 + 300 * 24 * 3600);
}

test("the site: zh → en → zh → en with the header's links, kept by the cookie", async ({ page, javaScriptEnabled }) => {
  await page.goto("/xwdt/gzyx/lsit?page=1");
  await expect(page.locator("html")).toHaveAttribute("lang", "zh-CN");
  await expect(page.getByText(CONFIRMATION["zh-CN"])).toHaveCount(0);
  for (const locale of ROUND) {
    const from = locale === "en-US" ? "切换语言" : "Switch language";
    await page
      .getByRole("banner")
      .getByRole("navigation", { name: from })
      .getByRole("link", { name: NAME[locale] })
      .click();
    await expectSwitched(page, locale, javaScriptEnabled, { page: "1" });
  }
  // A reload of the same address is no switch: nothing to confirm.
  await page.reload();
  await expect(page.locator("html")).toHaveAttribute("lang", "en-US");
  await expect(page.getByText(CONFIRMATION["en-US"])).toHaveCount(0);
  await expectKept(page, "/gywm/qyjs", "en-US", javaScriptEnabled);
});

test("the site's phone menu switches too", async ({ page, javaScriptEnabled }) => {
  await page.setViewportSize({ width: 375, height: 812 });
  await page.goto("/gywm/qyjs");
  if (javaScriptEnabled) await expect(page.locator("html")).toHaveAttribute("data-hydrated", "true");
  for (const locale of ["en-US", "zh-CN"] as const) {
    const open = locale === "en-US" ? "打开菜单" : "Open menu";
    if (javaScriptEnabled) {
      await page.getByRole("button", { name: open }).click();
      await page.getByRole("dialog").getByRole("link", { name: NAME[locale] }).click();
    } else {
      await page.locator("summary", { hasText: open }).click();
      await page.locator("details[open]").getByRole("link", { name: NAME[locale] }).click();
    }
    await expectSwitched(page, locale, javaScriptEnabled, {});
    if (javaScriptEnabled) await expect(page.locator("html")).toHaveAttribute("data-hydrated", "true");
  }
});

test("a ?lng= address opened directly (a shared or crawled link) sets the language without a confirmation", async ({
  page,
}) => {
  await page.goto("/gywm/qyjs?lng=en-US");
  await expect(page.locator("html")).toHaveAttribute("lang", "en-US");
  await expect(page.getByText(CONFIRMATION["en-US"])).toHaveCount(0);
});

test.describe("behind the login", () => {
  test.use({ storageState: ADMIN_STATE });

  for (const [where, path] of [
    ["the admin", `${ADMIN}/company_info`],
    ["the console", `${ADMIN}/dashboard/workplace`],
  ] as const) {
    test(`${where}: zh → en → zh → en with the navbar's link, kept by the cookie`, async ({
      page,
      javaScriptEnabled,
    }) => {
      await page.goto(path);
      await expect(page.locator("html")).toHaveAttribute("lang", "zh-CN");
      for (const locale of ROUND) {
        if (javaScriptEnabled) await expect(page.locator("html")).toHaveAttribute("data-hydrated", "true");
        await page.getByTestId("language-switch").click();
        await expectSwitched(page, locale, javaScriptEnabled, {});
        expect(new URL(page.url()).pathname).toBe(path);
      }
      await expectKept(page, `${ADMIN}/linksList`, "en-US", javaScriptEnabled);
    });
  }

  test("the console's settings drawer offers each language once, without the drawer's own parameter", async ({
    page,
    javaScriptEnabled,
  }) => {
    await page.goto(`${ADMIN}/dashboard/workplace?settings=open&lng=zh-CN`);
    const drawer = page.getByTestId("settings-drawer");
    for (const locale of ["zh-CN", "en-US"] as const) {
      const href = await drawer.locator(`a[hreflang="${locale}"]`).getAttribute("href");
      expect(href).toBe(`${ADMIN}/dashboard/workplace?lng=${locale}`);
    }
    await drawer.locator('a[hreflang="en-US"]').click();
    await expect(page.locator("html")).toHaveAttribute("lang", "en-US");
    await expectConfirmation(page, "en-US", javaScriptEnabled);
    expect(new URL(page.url()).searchParams.getAll("lng")).toEqual(["en-US"]);
  });
});
