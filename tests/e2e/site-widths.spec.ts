/**
 * Every public page fits the common screen widths in both languages (issue 15): no sideways scroll, and the
 * header's brand (logo and company name) shown whole and readable, with the language switch on screen.
 * One page is opened per URL and language, then measured at each width (the layout is CSS alone).
 */
import { expect, test, type Page } from "@playwright/test";

const WIDTHS = [375, 1024, 1280, 1440] as const;
/** From lg (1024 px) the header shows the menu and the language switch; below it, the phone menu button. */
const WIDE = 1024;
/** The brand must not shrink below this wherever the header has room for it. */
const MIN_BRAND_WIDTH = 120;
const LOCALES = ["zh-CN", "en-US"] as const;

interface Fit {
  scrollWidth: number;
  innerWidth: number;
  brand: { width: number; right: number; logo: number; nameClipped: boolean; nameWidth: number } | null;
  /** The right edge of the header's language switch (wide) or of the phone menu button (narrow), if shown. */
  control: number | null;
  /** The header's "English" link, where it is shown: whether it lies wholly inside the window. */
  englishOnScreen: boolean;
}

/** What the page looks like at its current width. */
function measure(page: Page): Promise<Fit> {
  return page.evaluate(() => {
    // Shown: not hidden by display, visibility or a closed <details> (whose content is skipped, not removed).
    const box = (el: Element | null) => {
      if (!el?.checkVisibility({ visibilityProperty: true, contentVisibilityAuto: true })) return null;
      const rect = el.getBoundingClientRect();
      return rect.width > 0 && rect.height > 0 ? rect : null;
    };
    const brand = document.querySelector('header [data-testid="site-brand"]');
    const brandBox = box(brand);
    const logo = box(brand?.querySelector("img") ?? null);
    const name = brand?.querySelector("span") ?? null;
    const nameBox = box(name);
    const controls = [
      ...document.querySelectorAll(
        'header nav[aria-label] a[hreflang], header summary, header button[aria-haspopup="dialog"]',
      ),
    ]
      .map(box)
      .filter((rect): rect is DOMRect => rect !== null);
    return {
      scrollWidth: document.documentElement.scrollWidth,
      innerWidth: window.innerWidth,
      brand: brandBox
        ? {
            width: brandBox.width,
            right: brandBox.right,
            logo: logo?.width ?? 0,
            nameWidth: nameBox?.width ?? 0,
            // Cut by its line clamp, or wider than its box: either way the name is not shown whole.
            nameClipped: name
              ? name.scrollHeight > name.clientHeight + 1 || name.scrollWidth > name.clientWidth + 1
              : true,
          }
        : null,
      control: controls.length > 0 ? Math.max(...controls.map((rect) => rect.right)) : null,
      englishOnScreen: (() => {
        const english = box(document.querySelector('header a[hreflang="en-US"]'));
        return (
          english !== null &&
          english.left >= 0 &&
          english.top >= 0 &&
          english.right <= window.innerWidth &&
          english.bottom <= window.innerHeight
        );
      })(),
    };
  });
}

/** Checks one page at every width; `where` names it in failures. */
async function checkWidths(page: Page, where: string, withBrand: boolean) {
  for (const width of WIDTHS) {
    await page.setViewportSize({ width, height: 800 });
    const fit = await measure(page);
    const at = `${where} at ${width} px`;
    expect(fit.scrollWidth, `${at}: the page scrolls sideways`).toBeLessThanOrEqual(fit.innerWidth);
    if (!withBrand) continue;
    expect(fit.brand, `${at}: the brand is not shown`).not.toBeNull();
    expect(fit.brand!.width, `${at}: the brand is squeezed`).toBeGreaterThanOrEqual(MIN_BRAND_WIDTH);
    expect(fit.brand!.logo, `${at}: the logo is squeezed`).toBeGreaterThanOrEqual(80);
    expect(fit.brand!.nameWidth, `${at}: the company name is squeezed`).toBeGreaterThanOrEqual(100);
    expect(fit.brand!.nameClipped, `${at}: the company name is cut off`).toBe(false);
    expect(fit.control, `${at}: no language switch or menu button in the header`).not.toBeNull();
    expect(fit.control!, `${at}: the header's controls run off screen`).toBeLessThanOrEqual(fit.innerWidth);
    // Measured with the rest instead of waiting on an intersection observer at every width of every page.
    if (width >= WIDE) expect(fit.englishOnScreen, `${at}: the "English" link is not on screen`).toBe(true);
  }
}

/** The sitemap's pages as paths (the sitemap names the site's public URL), the 404 page and the search page. */
async function publicPaths(page: Page): Promise<string[]> {
  const response = await page.request.get("/sitemap.xml");
  expect(response.ok()).toBe(true);
  const locations = [...(await response.text()).matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => new URL(m[1]!));
  expect(locations.length).toBeGreaterThan(20);
  // The search page is in no sitemap (noindex), but has the same header: its results, empty and refused states.
  const search = ["/search", "/search?q=%E4%B8%80%E7%A0%81%E9%80%9A", `/search?q=${"a".repeat(60)}`];
  return [...locations.map((url) => `${url.pathname}${url.search}`), "/no/such/page", ...search];
}

const localized = (path: string, locale: string) => `${path}${path.includes("?") ? "&" : "?"}lng=${locale}`;

for (const locale of LOCALES) {
  test(`every public page in ${locale} fits 375, 1024, 1280 and 1440 px with its brand whole`, async ({
    page,
  }, testInfo) => {
    test.skip(testInfo.project.name !== "nojs", "the layout is CSS alone: the crawl runs once, without script");
    test.setTimeout(240_000);
    for (const path of await publicPaths(page)) {
      await page.goto(localized(path, locale), { waitUntil: "domcontentloaded" });
      await expect(page.locator("html")).toHaveAttribute("lang", locale);
      await checkWidths(page, `${path} (${locale})`, true);
    }
  });
}

test("with JavaScript, the home page, an article and the 404 page fit every width in both languages", async ({
  page,
}, testInfo) => {
  test.skip(testInfo.project.name !== "js", "the nojs project crawls every page");
  for (const locale of LOCALES) {
    for (const path of ["/", "/xwdt/gzyx/detail/25", "/no/such/page"]) {
      await page.goto(localized(path, locale), { waitUntil: "domcontentloaded" });
      await checkWidths(page, `${path} (${locale})`, true);
    }
  }
});
