/**
 * Security headers on every response type (issue 6, point 5): documents (rendered and from the page cache),
 * data requests, uploads, static assets, sitemap/feed/robots/favicon/healthz, 404s, error answers of the server
 * itself (400 for an undecodable path, 403 for a foreign-origin post, 405, 416), and redirects. Every response
 * carries nosniff, a Referrer-Policy and frame protection; documents carry a CSP whose script nonce is fresh per
 * response and matches the nonce on the page's scripts. With JavaScript off the same page must still render
 * (the nonce is only for scripts), so the document check also runs in the nojs project.
 */
import { expect, test, type APIResponse } from "@playwright/test";
import http from "node:http";
import { ADMIN, adminCookie, anonymousContext } from "../fixtures/security/helpers";

interface Seen {
  label: string;
  status: number;
  headers: Record<string, string>;
  body: string;
}

function missingBase(s: Seen): string[] {
  const h = s.headers;
  const out: string[] = [];
  if (h["x-content-type-options"] !== "nosniff")
    out.push(`${s.label} (${s.status}): X-Content-Type-Options is "${h["x-content-type-options"] ?? ""}"`);
  if (
    !/^(no-referrer|same-origin|strict-origin|strict-origin-when-cross-origin|origin)$/.test(h["referrer-policy"] ?? "")
  )
    out.push(`${s.label} (${s.status}): Referrer-Policy is "${h["referrer-policy"] ?? ""}"`);
  const framed =
    /^(DENY|SAMEORIGIN)$/i.test(h["x-frame-options"] ?? "") ||
    /frame-ancestors/.test(h["content-security-policy"] ?? "");
  if (!framed) out.push(`${s.label} (${s.status}): no X-Frame-Options or frame-ancestors`);
  return out;
}

function missingDocument(s: Seen): string[] {
  const out = missingBase(s);
  const csp = s.headers["content-security-policy"] ?? "";
  const nonce = /script-src[^;]*'nonce-([A-Za-z0-9+/=]+)'/.exec(csp)?.[1];
  if (!nonce) out.push(`${s.label}: CSP without a script nonce: "${csp}"`);
  if (/script-src[^;]*'unsafe-inline'/.test(csp)) out.push(`${s.label}: CSP allows inline scripts`);
  if (!/object-src 'none'/.test(csp)) out.push(`${s.label}: CSP without object-src 'none'`);
  if (!/base-uri/.test(csp)) out.push(`${s.label}: CSP without base-uri`);
  if (nonce) {
    const scripts = [...s.body.matchAll(/<script\b[^>]*>/g)].map((m) => m[0]);
    const bad = scripts.filter((tag) => !tag.includes(`nonce="${nonce}"`) && !/type="application\/ld\+json"/.test(tag));
    if (bad.length) out.push(`${s.label}: ${bad.length} script tag(s) without this response's nonce: ${bad[0]}`);
  }
  return out;
}

async function seen(label: string, res: APIResponse): Promise<Seen> {
  return { label, status: res.status(), headers: res.headers(), body: await res.text() };
}

function rawRequest(base: string, method: string, path: string, headers: Record<string, string> = {}): Promise<Seen> {
  const url = new URL(base);
  return new Promise((resolve, reject) => {
    const req = http.request({ host: url.hostname, port: url.port, method, path, headers }, (res) => {
      const chunks: Buffer[] = [];
      res.on("data", (c: Buffer) => chunks.push(c));
      res.on("end", () => {
        const flat: Record<string, string> = {};
        for (const [k, v] of Object.entries(res.headers)) flat[k] = Array.isArray(v) ? v.join(", ") : String(v ?? "");
        resolve({
          label: `${method} ${path.slice(0, 60)}`,
          status: res.statusCode ?? 0,
          headers: flat,
          body: Buffer.concat(chunks).toString("utf8"),
        });
      });
    });
    req.on("error", reject);
    req.end();
  });
}

test.describe("security headers on every response type", () => {
  test("documents carry a fresh CSP nonce matching their scripts, cached or not", async ({ page, request }) => {
    const problems: string[] = [];
    const nonces = new Set<string>();
    // Twice each: the second anonymous GET of a public page comes from the rendered-page cache.
    for (const path of ["/", "/", "/xwdt/gzyx/lsit", "/xwdt/gzyx/lsit", "/xxgk/qyxx?lng=en-US", `${ADMIN}/login`]) {
      const s = await seen(`GET ${path}`, await request.get(path));
      problems.push(...missingDocument(s));
      const nonce = /'nonce-([^']+)'/.exec(s.headers["content-security-policy"] ?? "")?.[1];
      if (nonce) {
        if (nonces.has(nonce)) problems.push(`GET ${path}: nonce reused`);
        nonces.add(nonce);
      }
    }
    // The browser agrees: the page renders under its CSP, with or without script.
    const violations: string[] = [];
    page.on("console", (m) => {
      if (/Content Security Policy/i.test(m.text())) violations.push(m.text());
    });
    const res = await page.goto("/");
    expect(res?.status()).toBe(200);
    await expect(page.locator("footer")).toBeVisible();
    if (test.info().project.name === "js") await page.waitForLoadState("networkidle");
    expect(violations, violations.join("\n")).toEqual([]);
    expect(problems, problems.join("\n")).toEqual([]);
  });

  test("every other response type carries nosniff, Referrer-Policy and frame protection", async ({ request }, info) => {
    test.skip(info.project.name !== "js", "HTTP-level checks run once");
    const base = info.project.use.baseURL!;
    const cookie = await adminCookie();
    const home = await (await request.get("/")).text();
    const asset = /(?:href|src)="(\/assets\/[^"]+\.(?:css|js))"/.exec(home)?.[1];
    expect(asset, "an asset URL on the home page").toBeTruthy();

    const checks: Seen[] = [];
    const get = async (label: string, path: string, headers: Record<string, string> = {}) =>
      checks.push(await seen(label, await request.get(path, { headers, maxRedirects: 0 })));

    await get("data request (single fetch)", "/xwdt/gzyx/lsit.data");
    await get("data request (root)", "/_root.data");
    await get("data request (?_data=)", "/xwdt/gzyx/lsit?_data=routes%2F_site.%24");
    await get("admin data request", `${ADMIN}/company_info.data`, { Cookie: cookie });
    await get("admin document", `${ADMIN}/company_info`, { Cookie: cookie });
    await get("upload (image)", "/uploads/seed/logo.png");
    await get("upload (range)", "/uploads/seed/video-3.mp4", { Range: "bytes=0-99" });
    await get("upload (pdf)", "/uploads/seed/sample-notice.pdf");
    await get("upload 404", "/uploads/seed/missing.png");
    await get("upload traversal 404", "/uploads/..%2f..%2fpackage.json");
    await get("upload 416", "/uploads/seed/logo.png", { Range: "bytes=999999999-" });
    await get("static asset", asset!);
    await get("missing asset", "/assets/missing-0000.js");
    await get("sitemap.xml", "/sitemap.xml");
    await get("feed.xml", "/feed.xml");
    await get("robots.txt", "/robots.txt");
    await get("favicon.ico", "/favicon.ico");
    await get("healthz", "/healthz");
    await get("404 document", "/no-such-page");
    await get("404 detail", "/xwdt/gzyx/detail/999999");
    await get("404 admin id", `${ADMIN}/articleList/abc`, { Cookie: cookie });
    await get("redirect (menu parent)", "/gywm");
    const anonymous = await anonymousContext();
    checks.push(
      await seen("redirect (admin → login)", await anonymous.get(`${ADMIN}/company_info`, { maxRedirects: 0 })),
    );
    checks.push(
      await seen("admin data redirect", await anonymous.get(`${ADMIN}/company_info.data`, { maxRedirects: 0 })),
    );
    await anonymous.dispose();
    await get("redirect (/redirect/…)", "/redirect/..%2F..%2Fevil");
    await get("304 not modified", "/", { "If-None-Match": (await request.get("/")).headers().etag ?? "" });
    checks.push(
      await seen("405 post to a page", await request.post("/xwdt/gzyx/lsit", { form: { a: "1" }, maxRedirects: 0 })),
    );
    checks.push(
      await seen(
        "403 foreign-origin post",
        await request.post(`${ADMIN}/linksList/new`, {
          headers: { Origin: "https://evil.example" },
          form: { a: "1" },
          maxRedirects: 0,
        }),
      ),
    );
    checks.push(await rawRequest(base, "GET", "/xwdt/%c0%ae%c0%ae/x")); // undecodable path: the server's own 400
    checks.push(await rawRequest(base, "GET", `/xwdt/gzyx/lsit?q=${"x".repeat(8 * 1024)}`)); // long query
    checks.push(await rawRequest(base, "HEAD", "/uploads/seed/logo.png"));
    checks.push(await rawRequest(base, "OPTIONS", "/"));

    const problems = checks.flatMap(missingBase);
    const statuses = checks.map((c) => `${c.label}: ${c.status}`);
    console.log(
      `[security-headers] response types checked ${checks.length + 6} (documents 6), missing headers ${problems.length}\n  ${statuses.join("\n  ")}`,
    );
    expect(problems, problems.join("\n")).toEqual([]);
    // What each type must be, so the list above keeps meaning what it says.
    const status = (label: string) => checks.find((c) => c.label === label)!.status;
    expect(status("upload (range)")).toBe(206);
    expect(status("upload 416")).toBe(416);
    expect(status("404 document")).toBe(404);
    expect(status("redirect (menu parent)")).toBe(302);
    expect(status("redirect (admin → login)")).toBe(302);
    expect(status("403 foreign-origin post")).toBe(403);
    expect(status("304 not modified")).toBe(304);
    // Uploads additionally run in a sandbox, whatever their bytes.
    expect(checks.find((c) => c.label === "upload (image)")!.headers["content-security-policy"]).toContain("sandbox");
  });
});
