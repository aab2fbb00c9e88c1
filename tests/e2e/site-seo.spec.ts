/** Findability and caching of the public pages: meta tags, JSON-LD, sitemap, robots, feed, ETag and 304. */
import { expect, test } from "@playwright/test";
import { ADMIN } from "../fixtures/e2e-settings";

test("every page has its own title, description, canonical URL, hreflang alternates and Open Graph tags", async ({
  page,
  baseURL,
}) => {
  for (const [path, title] of [
    ["/", "山东文旅云智能科技有限公司"],
    ["/xwdt/gzyx/lsit", "公司要闻 - 山东文旅云智能科技有限公司"],
    ["/xxgk/qygg/detail/39", "关于文旅一码通平台系统升级维护的公告 - 山东文旅云智能科技有限公司"],
  ]) {
    await page.goto(path!);
    await expect(page).toHaveTitle(title!);
    await expect(page.locator('meta[name="description"]')).toHaveAttribute("content", /.{20,}/);
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute("href", `${baseURL}${path}`);
    await expect(page.locator('link[rel="alternate"][hreflang="en-US"]')).toHaveAttribute(
      "href",
      `${baseURL}${path}?lng=en-US`,
    );
    await expect(page.locator('link[rel="alternate"][hreflang="x-default"]')).toHaveAttribute(
      "href",
      `${baseURL}${path}`,
    );
    await expect(page.locator('meta[property="og:title"]')).toHaveAttribute("content", title!);
  }
  await page.goto("/xwdt/gzyx/lsit?lng=en-US");
  await expect(page.locator('link[rel="canonical"]')).toHaveAttribute("href", `${baseURL}/xwdt/gzyx/lsit?lng=en-US`);
  await expect(page).toHaveTitle(/^Important News - /);
});

test("home and enterprise information carry JSON-LD Organization", async ({ page }) => {
  for (const path of ["/", "/xxgk/qyxx"]) {
    await page.goto(path);
    const json = JSON.parse((await page.locator('script[type="application/ld+json"]').textContent()) ?? "{}");
    expect(json["@type"], path).toBe("Organization");
    expect(json.name).toBe("山东文旅云智能科技有限公司");
    expect(json.foundingDate).toBe("2020-12-24");
  }
});

test("sitemap.xml lists visible pages and articles and never hidden ones", async ({ request, baseURL }) => {
  const response = await request.get("/sitemap.xml");
  expect(response.headers()["content-type"]).toContain("application/xml");
  const xml = await response.text();
  for (const path of [
    "/",
    "/gywm/qyjs",
    "/gywm/gsry/lsit",
    "/xwdt/mtjj/lsit2",
    "/xxgk/qyxx",
    "/xxgk/spzq",
    "/xwdt/gzyx/detail/25",
    "/xxgk/qygg/detail/39",
  ]) {
    expect(xml, path).toContain(`<loc>${baseURL}${path}</loc>`);
  }
  for (const hidden of ["/gywm/zzjg", "/rlzy/yrln", "/hydsh", "/detail/41<", ADMIN])
    expect(xml, hidden).not.toContain(hidden);
});

test("every page in the sitemap, in both languages, is clean UTF-8 without NUL bytes", async ({ request, baseURL }) => {
  const xml = await (await request.get("/sitemap.xml")).text();
  const paths = [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1]!.replace(baseURL ?? "", ""));
  expect(paths.length).toBeGreaterThan(40);
  for (const path of paths) {
    for (const lng of ["zh-CN", "en-US"]) {
      const body = await (await request.get(`${path}${path.includes("?") ? "&" : "?"}lng=${lng}`)).body();
      expect(body.includes(0), `${path} (${lng}) has a NUL byte`).toBe(false);
      expect(body.toString("utf8"), `${path} (${lng})`).not.toContain("\uFFFD");
    }
  }
});

test("robots.txt points at the sitemap and does not name the admin area, which sends noindex instead", async ({
  request,
}) => {
  const robots = await (await request.get("/robots.txt")).text();
  expect(robots).toContain("Sitemap:");
  expect(robots).not.toContain(ADMIN);
  const admin = await request.get(`${ADMIN}/login`);
  expect(admin.headers()["x-robots-tag"]).toContain("noindex");
});

test("feed.xml is an RSS feed of the news", async ({ request }) => {
  const response = await request.get("/feed.xml");
  expect(response.headers()["content-type"]).toContain("application/rss+xml");
  const xml = await response.text();
  expect(xml).toContain("<rss");
  expect(xml.match(/<item>/g)?.length).toBeGreaterThanOrEqual(9);
  expect(xml).toMatch(/<link>http[^<]+\/xwdt\/[a-z]+\/details?\/\d+<\/link>/);
});

test("public HTML carries a content-version ETag; unchanged content answers 304; each response has a new nonce", async ({
  request,
}) => {
  const first = await request.get("/gywm/qyjs");
  const etag = first.headers().etag!;
  expect(etag).toMatch(/^W\/".+"$/);
  expect(first.headers()["cache-control"]).toContain("must-revalidate");
  const again = await request.get("/gywm/qyjs", { headers: { "If-None-Match": etag } });
  expect(again.status()).toBe(304);
  // The browser keeps its stored page, whose scripts carry the stored nonce: a 304 brings no new policy.
  expect(again.headers()["content-security-policy"]).toBeUndefined();
  expect(again.headers().etag).toBe(etag);
  const english = await request.get("/gywm/qyjs?lng=en-US");
  expect(english.headers().etag).not.toBe(etag);
  const nonce = (h: string) => /'nonce-([^']+)'/.exec(h)?.[1];
  const a = await request.get("/gywm/qyjs");
  const b = await request.get("/gywm/qyjs");
  const na = nonce(a.headers()["content-security-policy"]!);
  const nb = nonce(b.headers()["content-security-policy"]!);
  expect(na).toBeTruthy();
  expect(na).not.toBe(nb);
  expect(await a.text()).toContain(`nonce="${na}"`);
  expect(await b.text()).toContain(`nonce="${nb}"`);
});

test("a cached page comes gzipped to a browser that takes gzip, with that response's own nonce", async ({
  request,
}) => {
  const headers = { "Accept-Encoding": "gzip, deflate, br" };
  await request.get("/xwdt/gzyx/lsit", { headers });
  const nonce = (h: string) => /'nonce-([^']+)'/.exec(h)?.[1];
  const seen = new Set<string>();
  for (let i = 0; i < 2; i += 1) {
    const hit = await request.get("/xwdt/gzyx/lsit", { headers });
    expect(hit.status()).toBe(200);
    expect(hit.headers()["content-encoding"]).toBe("gzip");
    expect(hit.headers().vary).toContain("Accept-Encoding");
    const value = nonce(hit.headers()["content-security-policy"]!)!;
    const html = await hit.text();
    expect(html).toContain("</html>");
    expect(html.match(/ nonce="([^"]+)"/g)?.every((attribute) => attribute === ` nonce="${value}"`)).toBe(true);
    seen.add(value);
  }
  expect(seen.size).toBe(2);
});

test("pictures are sized (no layout shift) and lazy below the fold", async ({ page }) => {
  await page.goto("/");
  const images = await page
    .locator("main img")
    .evaluateAll((els) =>
      els.map((e) => ({ w: e.getAttribute("width"), h: e.getAttribute("height"), loading: e.getAttribute("loading") })),
    );
  expect(images.length).toBeGreaterThan(5);
  expect(images.every((i) => i.w && i.h)).toBe(true);
  expect(images[0]!.loading).toBe("eager");
  expect(images.slice(1).filter((i) => i.loading === "lazy").length).toBeGreaterThan(5);
});
