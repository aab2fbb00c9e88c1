/**
 * The shipped nginx configuration (deploy/nginx/) in front of the production server, over https and HTTP/2 on
 * loopback ports: anonymous pages come from nginx's cache, one copy per language; sessions, admin paths and
 * posts never do; a save shows on the very next request; cached pages carry a hash-based CSP that a browser
 * accepts, signed-in pages a fresh nonce; assets go out as their precompressed copies; videos answer Range.
 * HTTP-level checks: they run once, in the js project.
 */
import { expect, request as playwrightRequest, test, type APIRequestContext, type APIResponse } from "@playwright/test";
import { createHash } from "node:crypto";
import { existsSync, statSync } from "node:fs";
import path from "node:path";
import { ADMIN, PASSWORD } from "../fixtures/security/helpers";
import { startNginxSite, type NginxSite } from "../fixtures/deploy/nginx-site";

test.describe.configure({ mode: "serial" });
test.skip(({ javaScriptEnabled }) => !javaScriptEnabled, "HTTP-level checks run once");

const ENGLISH = "en-US,en;q=0.9";
const CHINESE = "zh-CN,zh;q=0.9,en;q=0.8";
/** The language cookie as the app writes it (remix-i18next's serialized cookie). */
const ENGLISH_COOKIE = "lng=ImVuLVVTIg%3D%3D";

let site: NginxSite;
/** Anonymous: never signed in (a context keeps every cookie it is sent, so signed-in requests use another). */
let visitor: APIRequestContext;
/** Requests with an admin session cookie. */
let member: APIRequestContext;

test.beforeAll(async () => {
  test.setTimeout(90_000);
  site = await startNginxSite();
  visitor = await playwrightRequest.newContext({ baseURL: site.httpsURL, ignoreHTTPSErrors: true });
  member = await playwrightRequest.newContext({ baseURL: site.httpsURL, ignoreHTTPSErrors: true });
});

test.afterAll(async () => {
  await visitor?.dispose();
  await member?.dispose();
  await site?.stop();
});

const cacheStatus = (res: APIResponse) => res.headers()["x-cache-status"];
const htmlLang = async (res: APIResponse) => /<html lang="([^"]+)"/.exec(await res.text())?.[1];

/** Signs in through nginx; the `Cookie` value of the new session (`__Host-session` on an https site). */
async function signIn(): Promise<string> {
  const context = await playwrightRequest.newContext({ baseURL: site.httpsURL, ignoreHTTPSErrors: true });
  try {
    const res = await context.post(`${ADMIN}/login`, {
      form: { username: "admin", password: PASSWORD },
      headers: { Origin: site.httpsURL },
      maxRedirects: 0,
    });
    const cookie = res
      .headersArray()
      .filter((h) => h.name.toLowerCase() === "set-cookie")
      .map((h) => h.value.split(";")[0]!)
      .find((c) => c.startsWith("__Host-session="));
    if (res.status() !== 302 || !cookie) throw new Error(`sign-in through nginx failed: HTTP ${res.status()}`);
    return cookie;
  } finally {
    await context.dispose();
  }
}

/** The `'sha256-…'` sources a page's inline scripts need (ld+json data blocks excepted). */
function inlineScriptHashes(html: string): string[] {
  return [...html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/g)]
    .filter(([, attributes]) => !/\bsrc=|application\/ld\+json/.test(attributes!))
    .map(([, , text]) => `'sha256-${createHash("sha256").update(text!, "utf8").digest("base64")}'`);
}

test("anonymous pages are cached, one copy per language, chosen by cookie or Accept-Language", async () => {
  const path = "/gywm/qyjs";
  const first = await visitor.get(path, { headers: { "Accept-Language": CHINESE } });
  expect(first.status()).toBe(200);
  expect(["MISS", "HIT"]).toContain(cacheStatus(first));
  const zh = await visitor.get(path, { headers: { "Accept-Language": CHINESE } });
  expect(cacheStatus(zh)).toBe("HIT");
  expect(await htmlLang(zh)).toBe("zh-CN");

  await visitor.get(path, { headers: { "Accept-Language": ENGLISH } });
  const en = await visitor.get(path, { headers: { "Accept-Language": ENGLISH } });
  expect(cacheStatus(en)).toBe("HIT");
  expect(await htmlLang(en)).toBe("en-US");

  // The language cookie wins over the header, and shares the English copy.
  const byCookie = await visitor.get(path, { headers: { "Accept-Language": CHINESE, Cookie: ENGLISH_COOKIE } });
  expect(cacheStatus(byCookie)).toBe("HIT");
  expect(await htmlLang(byCookie)).toBe("en-US");
  // No header at all: Chinese, the site's default.
  expect(await htmlLang(await visitor.get(path))).toBe("zh-CN");

  // A list page's page number is part of the key; any other query goes to the app (which redirects it).
  const page2 = "/xwdt/gzyx/lsit?page=1";
  await visitor.get(page2);
  expect(cacheStatus(await visitor.get(page2))).toBe("HIT");
  const junk = await visitor.get("/gywm/qyjs?utm_source=x", { maxRedirects: 0 });
  expect(junk.status()).toBe(301);
  expect(cacheStatus(junk)).toBe("BYPASS");
});

test("cached pages carry a CSP of their inline scripts' hashes, and a browser runs them over HTTP/2", async ({
  browser,
}) => {
  await visitor.get("/");
  const [a, b] = [await visitor.get("/"), await visitor.get("/")];
  expect([cacheStatus(a), cacheStatus(b)]).toEqual(["HIT", "HIT"]);
  const html = await a.text();
  expect(await b.text()).toBe(html);
  const csp = a.headers()["content-security-policy"]!;
  expect(csp).not.toContain("'nonce-");
  expect(html).not.toMatch(/\snonce="/);
  const needed = inlineScriptHashes(html);
  expect(needed.length).toBeGreaterThan(0);
  const scriptSrc = /script-src ([^;]*)/.exec(csp)![1]!.split(" ");
  expect(needed.filter((hash) => !scriptSrc.includes(hash))).toEqual([]);

  const context = await browser.newContext({ baseURL: site.httpsURL, ignoreHTTPSErrors: true, locale: "zh-CN" });
  try {
    const page = await context.newPage();
    const violations: string[] = [];
    page.on("console", (message) => {
      if (/Content Security Policy|Refused to (execute|load)/i.test(message.text())) violations.push(message.text());
    });
    const response = await page.goto("/");
    expect(response?.headers()["x-cache-status"]).toBe("HIT");
    await expect(page.locator("html")).toHaveAttribute("data-hydrated", "true");
    const protocol = await page.evaluate(
      () => (performance.getEntriesByType("navigation")[0] as PerformanceNavigationTiming).nextHopProtocol,
    );
    expect(protocol).toBe("h2");
    expect(violations).toEqual([]);
  } finally {
    await context.close();
  }
});

test("signed-in visitors, admin paths and posts bypass the cache; signed-in pages get a fresh nonce", async () => {
  const cookie = await signIn();
  const nonces: string[] = [];
  for (let i = 0; i < 2; i += 1) {
    const res = await member.get("/", { headers: { Cookie: cookie } });
    expect(cacheStatus(res)).toBe("BYPASS");
    const nonce = /'nonce-([^']+)'/.exec(res.headers()["content-security-policy"] ?? "")?.[1];
    expect(nonce).toBeTruthy();
    const scripts = (await res.text()).match(/<script\b[^>]*>/g) ?? [];
    const executable = scripts.filter((tag) => !tag.includes("application/ld+json"));
    expect(executable.filter((tag) => !tag.includes(`nonce="${nonce}"`))).toEqual([]);
    nonces.push(nonce!);
  }
  expect(new Set(nonces).size).toBe(2);

  for (const adminPath of [`${ADMIN}/linksList`, `${ADMIN}/linksList`]) {
    const res = await member.get(adminPath, { headers: { Cookie: cookie } });
    expect(res.status()).toBe(200);
    expect(cacheStatus(res)).toBeUndefined();
    expect(res.headers()["cache-control"]).toBe("no-store");
  }
  // Any letter case of the prefix is the admin area (the app redirects it to the canonical spelling).
  const otherCase = await visitor.get(`/${ADMIN.slice(1).toUpperCase()}/login`, { maxRedirects: 0 });
  expect(cacheStatus(otherCase)).toBeUndefined();
  expect(otherCase.status()).toBe(301);

  // Any cookie besides the language choice, and any method but GET and HEAD.
  expect(cacheStatus(await visitor.get("/", { headers: { Cookie: "other=1" } }))).toBe("BYPASS");
  // (nginx does not even look such a request up: no cache status at all.)
  const put = await visitor.put("/", { data: "x", headers: { Origin: site.httpsURL }, maxRedirects: 0 });
  expect(put.status()).toBe(405);
  expect(["HIT", "MISS"]).not.toContain(cacheStatus(put));
});

test("a save shows on the very next anonymous request", async () => {
  await visitor.get("/");
  expect(cacheStatus(await visitor.get("/"))).toBe("HIT");
  const cookie = await signIn();
  const name = `缓存链接${Date.now().toString(36)}`;
  const save = await member.post(`${ADMIN}/linksList/new`, {
    form: { name, url: "https://example.com/nginx-cache", type: "20002", order: "1" },
    headers: { Cookie: cookie, Origin: site.httpsURL },
    maxRedirects: 0,
  });
  expect(save.status()).toBe(302);

  const next = await visitor.get("/");
  expect(cacheStatus(next)).toBe("MISS");
  expect(await next.text()).toContain(name);
  const english = await visitor.get("/", { headers: { "Accept-Language": ENGLISH } });
  expect(await english.text()).toContain(name);
  const again = await visitor.get("/");
  expect(cacheStatus(again)).toBe("HIT");
  expect(await again.text()).toContain(name);
});

test("assets are sent as their brotli or gzip copies, cached for a year, with the security headers", async () => {
  const page = await visitor.get("/");
  // A module of the page large enough to have been precompressed at build time.
  const asset = [...(await page.text()).matchAll(/\/assets\/[\w.-]+\.js/g)]
    .map(([url]) => url)
    .find((url) => existsSync(path.join("build/client", `${url}.br`)));
  expect(asset).toBeTruthy();
  const onDisk = path.join("build/client", asset!);
  for (const [encoding, suffix] of [
    ["br", ".br"],
    ["gzip", ".gz"],
  ] as const) {
    const res = await visitor.get(asset!, { headers: { "Accept-Encoding": encoding } });
    expect(res.status()).toBe(200);
    expect(res.headers()["content-encoding"]).toBe(encoding);
    expect(Number(res.headers()["content-length"])).toBe(statSync(onDisk + suffix).size);
    expect(res.headers()["cache-control"]).toBe("public, max-age=31536000, immutable");
    expect(res.headers()["vary"]).toContain("Accept-Encoding");
  }
  // nginx's own answers carry the same security headers as the app's pages.
  const assetHeaders = (await visitor.get(asset!)).headers();
  const pageHeaders = page.headers();
  for (const name of [
    "x-content-type-options",
    "referrer-policy",
    "x-frame-options",
    "cross-origin-opener-policy",
    "permissions-policy",
    "strict-transport-security",
  ]) {
    expect(pageHeaders[name], name).toBeTruthy();
    expect(assetHeaders[name], name).toBe(pageHeaders[name]);
  }
  expect((await visitor.get("/assets/no-such-file.js")).status()).toBe(404);
});

test("a video answers a Range request with its part, and uploads keep the app's headers", async () => {
  const video = "/uploads/seed/video-3.mp4";
  const size = statSync(path.join("content", video)).size;
  const res = await visitor.get(video, { headers: { Range: "bytes=100-1099" } });
  expect(res.status()).toBe(206);
  expect(res.headers()["content-range"]).toBe(`bytes 100-1099/${size}`);
  expect((await res.body()).byteLength).toBe(1000);
  expect(res.headers()["accept-ranges"]).toBe("bytes");
  expect(res.headers()["x-content-type-options"]).toBe("nosniff");
  const document = await visitor.get("/uploads/seed/sample-notice.pdf");
  expect(document.headers()["content-disposition"]).toMatch(/^attachment/);
  expect(document.headers()["content-security-policy"]).toContain("sandbox");
});

test("a body over the app's limit is refused by nginx in the app's words, the admin path allowing uploads", async () => {
  const tooLarge = await visitor.post("/gywm/qyjs", {
    data: Buffer.alloc(2 * 1024 * 1024, 97),
    headers: { "Content-Type": "application/x-www-form-urlencoded", Origin: site.httpsURL },
  });
  expect(tooLarge.status()).toBe(413);
  expect(await tooLarge.text()).toContain("Request body too large");
  expect(tooLarge.headers()["x-content-type-options"]).toBe("nosniff");
  // The same size on the admin path reaches the app, which refuses an anonymous upload from its head.
  const anonymousUpload = await visitor.post(`${ADMIN}/videosList/new`, {
    multipart: { file: { name: "v.mp4", mimeType: "video/mp4", buffer: Buffer.alloc(2 * 1024 * 1024) } },
    headers: { Origin: site.httpsURL },
    maxRedirects: 0,
  });
  expect(anonymousUpload.status()).toBe(413);
  expect(await anonymousUpload.text()).toContain("at most 1 MB");
});

test("plain http redirects to https", async () => {
  const context = await playwrightRequest.newContext({ baseURL: site.httpURL });
  try {
    const res = await context.get("/gywm/qyjs?page=1", { maxRedirects: 0 });
    expect(res.status()).toBe(301);
    expect(res.headers()["location"]).toBe(`${site.httpsURL}/gywm/qyjs?page=1`);
  } finally {
    await context.dispose();
  }
});

test("with the app down, cached pages are still served and the rest gets a short bilingual 503", async () => {
  await visitor.get("/gywm/qyjs");
  expect(cacheStatus(await visitor.get("/gywm/qyjs"))).toBe("HIT");
  await site.app.stop();
  expect((await visitor.get("/gywm/qyjs")).status()).toBe(200);
  const down = await visitor.get("/healthz");
  expect(down.status()).toBe(503);
  expect(await down.text()).toContain("The site is briefly unavailable");
  expect(down.headers()["x-content-type-options"]).toBe("nosniff");
  expect(site.errorLog()).not.toMatch(/\[(emerg|alert|crit)\]/);
});
