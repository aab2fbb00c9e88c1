/** What the special pages, the home page and the chrome show (docs/product.md §2, §9), with JavaScript on and off. */
import { gotoHydrated } from "./hydration";
import { expect, test } from "@playwright/test";
import { ADMIN } from "./admin-helpers";

test("home shows the banner, company news, the video gallery and the party and network sections", async ({ page }) => {
  await page.goto("/");
  await expect(page.getByRole("region", { name: "首页横幅" }).locator("img").first()).toHaveAttribute(
    "src",
    "/uploads/seed/banner-1.jpg",
  );
  await expect(page.getByRole("heading", { name: "公司要闻" })).toBeVisible();
  await expect(page.getByTestId("home-news").getByRole("link")).toHaveCount(6);
  await expect(page.getByTestId("video-gallery").locator("li")).toHaveCount(4);
  await expect(page.getByRole("heading", { name: "党建引领" })).toBeVisible();
  await expect(page.getByRole("heading", { name: "网络平台" })).toBeVisible();
});

test("later banner slides wait for the page's load and the banner's first move with JavaScript, and load at once without it", async ({
  page,
  javaScriptEnabled,
}) => {
  await page.goto("/");
  const second = page.getByRole("region", { name: "首页横幅" }).locator("li").nth(1).locator("img");
  // The slide shows its own picture (a variant of it) in the end either way; with JavaScript a little before the
  // banner first moves (6 s after it starts).
  await expect
    .poll(() => second.evaluate((img: HTMLImageElement) => img.complete && img.currentSrc), { timeout: 15_000 })
    .toMatch(/\/uploads\/variants\/seed\/banner-2\.jpg\/\d+\.avif$/);
  expect(await second.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(1);
  if (!javaScriptEnabled) return;
  // With JavaScript, its request started only once the page had loaded: it did not compete with the first.
  const timing = await page.evaluate(() => {
    const navigation = performance.getEntriesByType("navigation")[0] as PerformanceNavigationTiming;
    const slide = performance.getEntriesByType("resource").find((entry) => entry.name.includes("/banner-2.jpg"));
    return { loadStart: navigation.loadEventStart, slideStart: slide?.startTime ?? -1 };
  });
  expect(timing.slideStart).toBeGreaterThanOrEqual(timing.loadStart);
});

test("pages carry their stylesheet inline (the site's own, or the admin's); it stays through client navigation", async ({
  page,
  javaScriptEnabled,
}) => {
  // Hydrated first: a click before it is an ordinary link's, a new document.
  await gotoHydrated(page, "/", javaScriptEnabled);
  const inline = page.locator("head style#site-stylesheet");
  expect((await inline.textContent())?.length ?? 0).toBeGreaterThan(5_000);
  await expect(page.locator('head link[rel="stylesheet"]')).toHaveCount(0);
  // Styled: the header's navigation is laid out as a row on desktop.
  await expect(page.getByRole("banner").getByRole("navigation", { name: "主导航" })).toBeVisible();
  if (javaScriptEnabled) {
    await page.evaluate(() => Object.assign(window, { sameDocument: true }));
    await page.getByRole("banner").getByRole("link", { name: "关于我们" }).click();
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("公司简介");
    expect(await page.evaluate(() => (window as { sameDocument?: boolean }).sameDocument)).toBe(true);
    expect((await inline.textContent())?.length ?? 0).toBeGreaterThan(5_000);
  }
  await page.goto(`${ADMIN}/login`);
  await expect(page.locator("head style#site-stylesheet")).toHaveCount(0);
  expect((await page.locator("head style#admin-stylesheet").textContent())?.length ?? 0).toBeGreaterThan(10_000);
  await expect(page.locator('head link[rel="stylesheet"]')).toHaveCount(0);
  // Styled: the login form's submit button is the theme's primary blue, not the browser's grey.
  const submit = page.locator("button[type=submit]");
  expect(await submit.evaluate((button) => getComputedStyle(button).backgroundColor)).not.toMatch(
    /^rgb\((239|240), ?240, ?240\)$|^rgba\(0, 0, 0, 0\)$/,
  );
});

test("the header lists the menu tree without hidden items; the footer has contact, QR and grouped links", async ({
  page,
}) => {
  await page.goto("/");
  const nav = page.getByRole("banner").getByRole("navigation", { name: "主导航" });
  await expect(nav.getByRole("link", { name: "关于我们" })).toHaveAttribute("href", "/gywm/qyjs");
  await expect(nav.locator('a[href="/gywm/zzjg"]')).toHaveCount(0);
  await expect(nav.locator('a[href="/ddjs/ztzl"]')).toHaveCount(0);
  const footer = page.getByRole("contentinfo");
  await expect(footer.getByText("0531-67895100")).toBeVisible();
  await expect(footer.getByRole("img", { name: "官方二维码" })).toBeVisible();
  for (const group of ["行业主管部门", "政府网站", "文旅集团企业矩阵"])
    await expect(footer.getByRole("heading", { name: group })).toBeVisible();
  await expect(footer.getByText(/Copyright ©/)).toBeVisible();
});

test("desktop dropdowns open on hover and by keyboard (on focus without script, by ↓ or their button with it)", async ({
  page,
}) => {
  const js = test.info().project.name === "js";
  // With script, focus alone keeps a dropdown closed so its links stay out of the Tab order (site-keyboard.spec).
  await gotoHydrated(page, "/", js);
  const nav = page.getByRole("banner").getByRole("navigation", { name: "主导航" });
  const child = nav.getByRole("link", { name: "公司荣誉" });
  await expect(child).toBeHidden();
  await nav.getByRole("link", { name: "关于我们" }).hover();
  await expect(child).toBeVisible();
  await page.mouse.move(5, 600);
  await nav.getByRole("link", { name: "党的建设" }).focus();
  if (js) await page.keyboard.press("ArrowDown");
  await expect(nav.getByRole("link", { name: "清风荣耀" })).toBeVisible();
});

test("honours render as a card grid with a picture (or the fallback), title and YYYY-MM-DD date", async ({ page }) => {
  await page.goto("/gywm/gsry/lsit");
  const cards = page.getByTestId("honour-grid").locator("li");
  await expect(cards).toHaveCount(7);
  const dates = await cards.locator("time").allTextContents();
  expect(dates.every((d) => /^\d{4}-\d{2}-\d{2}$/.test(d))).toBe(true);
  expect(dates).toContain("2022-12-16");
  await expect(page.getByTestId("honour-grid").locator('img[src="/uploads/seed/honor-fallback.png"]')).toHaveCount(1);
  await expect(cards.first().locator("img")).toHaveAttribute("width", "800");
});

test("about shows vision, mission and culture cards, the intro and the leadership remarks", async ({ page }) => {
  await page.goto("/gywm/qyjs");
  const cards = page.getByTestId("intro-cards");
  for (const title of ["企业愿景", "企业使命", "企业文化"])
    await expect(cards.getByRole("heading", { name: title })).toBeVisible();
  await expect(page.getByRole("heading", { name: "领导致辞" })).toBeVisible();
  await expect(page.getByRole("img", { name: "王建华" })).toBeVisible();
});

test("management team shows the leaders with photos", async ({ page }) => {
  await page.goto("/gywm/gltd");
  for (const name of ["王建华", "李文涛", "张晓梅"])
    await expect(page.getByRole("heading", { name, exact: true })).toBeVisible();
});

test("enterprise information shows the map frame, contact, QR, five tags and the registration facts", async ({
  page,
  javaScriptEnabled,
}) => {
  await page.goto("/xxgk/qyxx");
  const map = page.getByTestId("enterprise-map");
  await expect(map).toBeVisible();
  // The address stays readable whether Leaflet is missing (no JS), loading, or its tiles fail (offline tests).
  if (!javaScriptEnabled) await expect(map).toHaveAttribute("data-map-state", "not-loaded");
  else await expect(map).toHaveAttribute("data-map-state", /loading|loaded|failed/);
  await expect(map.getByText("山东省济南市历下区经十路文旅科技大厦12层")).toBeVisible();
  await expect(map.getByRole("link", { name: "在地图中查看" })).toHaveAttribute(
    "href",
    /mlat=36\.6601&mlon=117\.1203#map=18\//,
  );
  const contact = page.getByTestId("enterprise-contact");
  await expect(contact.getByText("山东文旅云智能科技有限公司")).toBeVisible();
  await expect(contact.getByText("0531-67895100")).toBeVisible();
  await expect(contact.getByText("service@sdwlyun.cn")).toBeVisible();
  const qr = page.getByRole("img", { name: "微信公众号二维码" });
  const box = await qr.boundingBox();
  expect(Math.round(box!.width)).toBe(156);
  expect(Math.round(box!.height)).toBe(156);
  await expect(page.getByTestId("enterprise-tags").locator("li")).toHaveText([
    "高新技术企业",
    "科技型中小企业",
    "专精特新中小企业",
    "创新型中小企业",
    "重点实验室",
  ]);
  const reg = page.getByTestId("enterprise-registration");
  await expect(reg.getByText("91370100MA3W8K2T5Q")).toBeVisible();
  await expect(reg.getByText("5400万元人民币")).toBeVisible();
  await expect(reg.getByText("2020-12-24")).toBeVisible();
  await expect(reg.getByText(/一般项目：技术服务/)).toBeVisible();
});

test("Leaflet reaches the page only with JavaScript, lazily, on enterprise information", async ({
  page,
  javaScriptEnabled,
}) => {
  test.skip(!javaScriptEnabled, "loading Leaflet needs JavaScript; the no-JS address card is checked above");
  const scripts: string[] = [];
  const leafletStyles: string[] = [];
  page.on("request", (r) => {
    if (r.resourceType() === "script") scripts.push(r.url());
    if (/\/assets\/leaflet-map[^/]*\.css$/.test(r.url())) leafletStyles.push(r.url());
  });
  await page.goto("/xwdt/gzyx/detail/25");
  await page.waitForLoadState("networkidle");
  expect(scripts.some((s) => s.includes("leaflet") || s.includes("media-chrome"))).toBe(false);
  await page.goto("/xxgk/qyxx");
  await expect.poll(() => scripts.some((s) => s.includes("leaflet-map"))).toBe(true);
  await expect(page.locator(".leaflet-container")).toHaveCount(1);
  await expect(page.locator(".leaflet-marker-icon")).toHaveCount(1);
  // The head preloads the centre tile: the very tile Leaflet then shows.
  const tile = await page.locator('head link[rel="preload"][as="image"]').getAttribute("href");
  await expect(page.locator(`img.leaflet-tile[src="${tile}"]`)).toHaveCount(1);
  // The head's preload of Leaflet's stylesheet is the very request Leaflet then uses (same CORS mode).
  expect(leafletStyles).toHaveLength(1);
});

test("only the enterprise page preloads Leaflet and a map tile", async ({ request }) => {
  for (const path of ["/", "/xwdt/gzyx/detail/25", "/gywm/qyjs"]) {
    const html = await (await request.get(path)).text();
    expect(html, path).not.toMatch(/leaflet-map|rel="preload" as="image" href="[^"]*\/\d+\/\d+\/\d+\.png/);
  }
  const html = await (await request.get("/xxgk/qyxx")).text();
  // Like every public page's scripts, the map's are fetched once the page has painted (no media until then).
  expect(html).toMatch(/rel="modulepreload" media="not all" href="\/assets\/leaflet-map[^"]*\.js"/);
  expect(html).toMatch(/rel="preload" as="image" href="[^"]*\/18\/\d+\/\d+\.png"/);
});

test("video zone: two-column grid, 16:9 frames with poster and title, a playable video", async ({ page }) => {
  await page.setViewportSize({ width: 1440, height: 900 });
  await page.goto("/xxgk/spzq");
  const items = page.getByTestId("video-gallery").locator(":scope > li");
  await expect(items).toHaveCount(4);
  const [a, b, c] = await Promise.all([0, 1, 2].map((i) => items.nth(i).boundingBox()));
  expect(Math.round(a!.y)).toBe(Math.round(b!.y));
  expect(Math.round(b!.x - (a!.x + a!.width))).toBe(24);
  expect(c!.y).toBeGreaterThan(a!.y);
  const frame = items.first().getByTestId("video-frame");
  // The frame keeps the videos' 16:9 shape (issue #18): no cropped or letterboxed posters.
  const box = (await frame.boundingBox())!;
  expect(Math.abs(box.width / box.height - 16 / 9)).toBeLessThan(0.02);
  // The poster is a variant of the picture (lib/media/responsive-image.ts): without JavaScript the WebP at the
  // player's width; with it, the one the poster picture chose for this screen, so it is fetched once.
  await expect(items.first().locator("video")).toHaveAttribute(
    "poster",
    /\/uploads\/variants\/seed\/video-3\.jpg\/\d+\.(avif|webp)$/,
  );
  await expect(items.first().locator("video source")).toHaveAttribute("src", "/uploads/seed/video-3.mp4");
  await expect(items.first().getByRole("heading")).toHaveText("山东文旅云企业宣传片");
});

test("the ticket link of video 6 shows its QR panel on hover and on keyboard focus", async ({ page }) => {
  await page.goto("/xxgk/spzq");
  const item = page.locator('[data-video-id="6"]');
  const panel = item.getByTestId("buy-qr-panel");
  await expect(panel).toBeHidden();
  await item.getByTestId("buy-link").hover();
  await expect(panel).toBeVisible();
  await expect(panel).toContainText("一码在手，畅游山东");
  await expect(panel.getByRole("img", { name: "购票二维码" })).toBeVisible();
  await page.mouse.move(0, 0);
  await expect(panel).toBeHidden();
  await item.getByTestId("buy-link").focus();
  await expect(panel).toBeVisible();
  await expect(page.locator('[data-video-id="3"]').getByTestId("buy-link")).toHaveCount(0);
});

test("media-chrome takes over the players with JavaScript", async ({ page, javaScriptEnabled }) => {
  test.skip(!javaScriptEnabled, "without JavaScript the native <video controls> is the player (checked above)");
  await gotoHydrated(page, "/xxgk/spzq");
  await expect(page.locator("media-controller").first()).toBeAttached();
  await expect(page.locator("media-controller video[slot=media]").first()).toHaveAttribute(
    "poster",
    /\/uploads\/variants\/seed\/video-3\.jpg\/\d+\.(avif|webp)$/,
  );
});

test("language switch: English through the link, kept by the cookie, with English menu labels", async ({ page }) => {
  await page.goto("/gywm/qyjs");
  await expect(page.locator("html")).toHaveAttribute("lang", "zh-CN");
  await page.getByRole("navigation", { name: "切换语言" }).first().getByRole("link", { name: "English" }).click();
  await expect(page.locator("html")).toHaveAttribute("lang", "en-US");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Company Profile");
  await page.goto("/xwdt/gzyx/lsit");
  await expect(page.locator("html")).toHaveAttribute("lang", "en-US");
  await expect(page.getByRole("banner").getByRole("link", { name: "About Us" })).toBeVisible();
  await page.getByRole("navigation", { name: "Switch language" }).first().getByRole("link", { name: "中文" }).click();
  await expect(page.locator("html")).toHaveAttribute("lang", "zh-CN");
});

test("Accept-Language picks English when there is no choice yet", async ({ browser }) => {
  const context = await browser.newContext({
    locale: "en-US",
    extraHTTPHeaders: { "Accept-Language": "en-US,en;q=0.9" },
  });
  const page = await context.newPage();
  await page.goto("/");
  await expect(page.locator("html")).toHaveAttribute("lang", "en-US");
  await expect(page.getByRole("heading", { name: "Company News" })).toBeVisible();
  await context.close();
});

test("on a phone the menu opens (a dialog with JavaScript, a disclosure without) and navigates", async ({
  page,
  javaScriptEnabled,
}) => {
  await page.setViewportSize({ width: 375, height: 812 });
  await gotoHydrated(page, "/", javaScriptEnabled);
  if (javaScriptEnabled) {
    await page.getByRole("button", { name: "打开菜单" }).click();
    const dialog = page.getByRole("dialog", { name: "菜单" });
    await expect(dialog).toBeVisible();
    await dialog.getByRole("link", { name: "公司荣誉" }).click();
    await expect(dialog).toBeHidden();
  } else {
    await page.locator("summary", { hasText: "打开菜单" }).click();
    await page.locator("details[open]").getByRole("link", { name: "公司荣誉" }).click();
  }
  await expect(page).toHaveURL(/\/gywm\/gsry\/lsit$/);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("公司荣誉");
});

test("the skip link moves to the main content", async ({ page }) => {
  await page.goto("/gywm/qyjs");
  await page.keyboard.press("Tab");
  const skip = page.getByRole("link", { name: "跳到主要内容" });
  await expect(skip).toBeFocused();
  await expect(skip).toHaveAttribute("href", "#main");
});

test("client navigation shows the progress bar and scrolls to the top", async ({ page, javaScriptEnabled }) => {
  test.skip(!javaScriptEnabled, "client-side navigation needs JavaScript; without it every click is a full page load");
  await gotoHydrated(page, "/");
  await page.route("**/gywm/qyjs.data*", async (route) => {
    await new Promise((r) => setTimeout(r, 600));
    await route.continue();
  });
  await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
  await page.getByRole("contentinfo").scrollIntoViewIfNeeded();
  const about = page.getByRole("banner").getByRole("link", { name: "关于我们" });
  // Set on this document: a full page load would lose it.
  await page.evaluate(() => Object.assign(window, { sameDocument: true }));
  await about.click();
  await expect(page.locator("#nprogress .bar")).toBeAttached();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("公司简介");
  await expect(page.locator("#nprogress")).toHaveCount(0, { timeout: 5_000 });
  expect(await page.evaluate(() => window.scrollY)).toBe(0);
  expect(await page.evaluate(() => (window as { sameDocument?: boolean }).sameDocument)).toBe(true);
});

test("links prefetch their page on hover and focus; the language switch reloads the document", async ({
  page,
  javaScriptEnabled,
}) => {
  test.skip(!javaScriptEnabled, "prefetching and client navigation need JavaScript; without it links are plain links");
  await gotoHydrated(page, "/");
  await page.getByRole("banner").getByRole("link", { name: "新闻动态" }).hover();
  await expect(page.locator('link[rel="prefetch"][href*="/xwdt/gzyx/lsit.data"]')).toBeAttached();
  await page.getByRole("main").getByRole("link").filter({ hasText: /\S/ }).first().focus();
  await expect(page.locator('link[rel="prefetch"][as="fetch"]')).toBeAttached();

  await page.evaluate(() => Object.assign(window, { sameDocument: true }));
  await page.getByRole("banner").getByRole("link", { name: "English" }).click();
  await expect(page.locator("html")).toHaveAttribute("lang", "en-US");
  expect(await page.evaluate(() => (window as { sameDocument?: boolean }).sameDocument)).toBeUndefined();
});

test("public pages fetch their scripts once the page has painted, then hydrate; the admin as usual", async ({
  page,
  request,
  javaScriptEnabled,
}) => {
  for (const path of ["/", "/xwdt/gzyx/detail/25", "/nope-404"]) {
    const html = await (await request.get(path)).text();
    // Remix's elements are all there (hydration finds what it rendered), but nothing is fetched yet: every
    // preload matches no media.
    expect(html, path).not.toMatch(/<link rel="modulepreload" href=/);
    expect(html, path).not.toContain('type="module"');
    expect(html, path).toMatch(/<link rel="modulepreload" media="not all" href="\/assets\/framework-[\w-]+\.js"\/>/);
  }
  const admin = await (await request.get(`${ADMIN}/login`)).text();
  expect(admin).toContain('rel="modulepreload"');
  expect(admin).toContain('type="module"');
  if (!javaScriptEnabled) return;

  for (const path of ["/", "/xwdt/gzyx/detail/25"]) {
    await gotoHydrated(page, path, javaScriptEnabled);
    const timing = await page.evaluate(async () => {
      const hero = document.querySelector('img[fetchpriority="high"]');
      // Largest-paint entries are only handed to observers.
      const largest = await new Promise<number[]>((resolve) => {
        new PerformanceObserver((list, observer) => {
          observer.disconnect();
          resolve(
            list
              .getEntries()
              .filter((e) => (e as PerformanceEntry & { element?: Element }).element === hero)
              .map((e) => e.startTime),
          );
        }).observe({ type: "largest-contentful-paint", buffered: true });
      });
      const paints = performance.getEntriesByType("paint").map((e) => e.startTime);
      const scripts = performance
        .getEntriesByType("resource")
        .filter((e) => /\/assets\/[^/]+\.js$/.test(e.name))
        .map((e) => e.startTime);
      return { painted: Math.min(...(hero ? largest : paints)), firstScript: Math.min(...scripts), hero: !!hero };
    });
    expect(timing.hero, path).toBe(path === "/");
    expect(timing.firstScript, path).toBeGreaterThanOrEqual(timing.painted);
  }
  // Hydrated: the phone menu is a dialog now, not the disclosure it is without JavaScript.
  await page.setViewportSize({ width: 375, height: 800 });
  await page.getByRole("button", { name: "打开菜单" }).click();
  await expect(page.getByRole("dialog")).toBeVisible();
});
