/**
 * Auth enumeration (issue 6, point 4). The admin routes come from the route table the production build serves
 * (build/server/index.js), cross-checked against the modules in app/admin/, so a new admin route is covered the
 * day it is added. For each: an anonymous GET (document and data request) goes to the login page, an anonymous
 * POST is refused and changes nothing; forged, tampered and expired cookies are refused; a POST from a foreign
 * origin is refused with 403; `redirect=` on login never leaves the site.
 * Login throttling is covered by admin-auth.spec.ts ("20 wrong logins are throttled …") and not repeated here.
 */
import { createCookieSessionStorage } from "@remix-run/node";
import { expect, test, type APIRequestContext } from "@playwright/test";
import {
  ADMIN,
  E2E_SESSION_SECRET,
  PASSWORD,
  adminCookie,
  adminRoutesFromBuild,
  adminRoutesFromFiles,
  anonymousContext,
} from "../fixtures/security/helpers";

/** Admin routes a visitor may open without a session (the login screen and its help page). */
const PUBLIC_ADMIN = new Set([`${ADMIN}/login`, `${ADMIN}/account-help`]);

const concrete = (p: string, id = "1") => p.replace(":id", id).replace(":kind", "articles");

/** A fingerprint of everything an admin POST could change: the updatetime of every record the lists show. */
async function contentFingerprint(request: APIRequestContext, cookie: string): Promise<string> {
  const pages = [
    "menuList",
    "linksList",
    "videosList",
    "articleList",
    "articleList?deleted=1",
    "company_info",
    "user/info",
    "user/setting",
  ];
  const parts: string[] = [];
  for (const p of pages) {
    const html = await (await request.get(`${ADMIN}/${p}`, { headers: { Cookie: cookie } })).text();
    parts.push(`${p}:${[...html.matchAll(/name="updatetime" value="(\d+)"/g)].map((m) => m[1]).join(",")}`);
    parts.push(`${p}#rows:${(html.match(/<tr/g) ?? []).length}`);
  }
  return parts.join("\n");
}

function isLoginRedirect(status: number, location: string | undefined) {
  return [301, 302, 303, 307].includes(status) && (location ?? "").startsWith(`${ADMIN}/login`);
}

async function mintCookie(data: Record<string, unknown>, secret = E2E_SESSION_SECRET): Promise<string> {
  const storage = createCookieSessionStorage({
    cookie: { name: "__session", httpOnly: true, sameSite: "lax", path: "/", secrets: [secret] },
  });
  const session = await storage.getSession();
  for (const [k, v] of Object.entries(data)) session.set(k, v);
  return (await storage.commitSession(session)).split(";")[0]!;
}

test.describe("admin auth enumeration", () => {
  test.skip(({ javaScriptEnabled }) => !javaScriptEnabled, "HTTP-level checks run once");

  test("the route table of the build matches app/admin/", () => {
    const built = adminRoutesFromBuild().map((r) => r.path);
    const files = adminRoutesFromFiles().map((r) => r.path);
    expect(built.length).toBeGreaterThanOrEqual(30);
    expect([...new Set(built)].sort()).toEqual([...new Set(files)].sort());
  });

  test("every admin route refuses anonymous GETs, data requests and POSTs, and POSTs change nothing", async ({
    request,
  }) => {
    test.setTimeout(90_000);
    const routes = adminRoutesFromBuild();
    const cookie = await adminCookie(request);
    const before = await contentFingerprint(request, cookie);
    const anon = await anonymousContext();
    const leaks: string[] = [];
    let requests = 0;

    for (const route of routes) {
      const targets = route.path.includes(":id") ? [concrete(route.path), concrete(route.path, "new")] : [route.path];
      for (const url of targets) {
        // Documents.
        const get = await anon.get(url, { maxRedirects: 0 });
        requests += 1;
        if (PUBLIC_ADMIN.has(url)) {
          expect(get.status(), url).toBe(200);
        } else if (url === `${ADMIN}/logout`) {
          // Logging out without a session just lands on the login page.
          expect(isLoginRedirect(get.status(), get.headers().location) || get.status() === 405, url).toBe(true);
        } else if (!isLoginRedirect(get.status(), get.headers().location) && ![401, 403].includes(get.status())) {
          leaks.push(`GET ${url}: HTTP ${get.status()} ${get.headers().location ?? ""}`);
        }
        // Data requests (single fetch `.data`, and the classic `?_data=` form).
        for (const dataUrl of [`${url}.data`, `${url}?_data=${encodeURIComponent(route.id)}`]) {
          const res = await anon.get(dataUrl, { maxRedirects: 0 });
          requests += 1;
          const body = await res.text();
          const redirected =
            isLoginRedirect(res.status(), res.headers().location) ||
            (res.headers()["x-remix-redirect"] ?? "").startsWith(`${ADMIN}/login`) ||
            (res.status() === 202 && body.includes(`${ADMIN}/login`)) ||
            [401, 403, 404, 405].includes(res.status());
          if (!redirected && !PUBLIC_ADMIN.has(url))
            leaks.push(`GET ${dataUrl}: HTTP ${res.status()} ${body.slice(0, 120)}`);
          if (/password_hash|91370100MA3W8K2T5Q/.test(body)) leaks.push(`GET ${dataUrl}: admin data in the body`);
        }
        // Anonymous POSTs: every action, with a body that would change something if it were accepted.
        if (route.hasAction && !PUBLIC_ADMIN.has(url)) {
          for (const js of ["", "1"]) {
            const res = await anon.post(url, {
              form: {
                intent: "delete",
                id: "1",
                js,
                name: "anon",
                title: "anon",
                menu_name: "anon",
                video_name: "anon",
                url: "https://evil.example/",
                company_name: "anon",
                password: "anon-Passw0rd!!",
                newPassword: "anon-Passw0rd!!",
              },
              maxRedirects: 0,
            });
            requests += 1;
            const refused =
              isLoginRedirect(res.status(), res.headers().location) || [401, 403, 405].includes(res.status());
            if (!refused && url !== `${ADMIN}/logout`) leaks.push(`POST ${url} (js=${js}): HTTP ${res.status()}`);
          }
        }
      }
    }
    await anon.dispose();
    const after = await contentFingerprint(request, cookie);
    // The admin password still works: no anonymous POST changed it.
    await adminCookie(request);
    console.log(
      `[security-auth] admin routes enumerated ${routes.length} (${routes.filter((r) => r.hasAction).length} with actions), ` +
        `anonymous requests ${requests}, unauthenticated accesses ${leaks.length}, content changed ${before !== after}`,
    );
    expect(leaks).toEqual([]);
    expect(after).toBe(before);
  });

  test("forged, tampered and expired session cookies are refused", async ({ request }) => {
    const real = await adminCookie(request);
    const [name, value] = [real.slice(0, real.indexOf("=")), decodeURIComponent(real.slice(real.indexOf("=") + 1))];
    const dot = value.lastIndexOf(".");
    const payload = value.slice(0, dot);
    const signature = value.slice(dot + 1);
    const flip = (s: string) => s.slice(0, -1) + (s.endsWith("A") ? "B" : "A");
    const otherPayload = Buffer.from(
      JSON.stringify({ userId: 1, username: "admin", expiresAt: Date.now() + 3_600_000, remember: true }),
    ).toString("base64");
    const future = Date.now() + 3_600_000;
    const user = JSON.parse(Buffer.from(payload, "base64").toString("utf8")) as {
      userId: number;
      sessionVersion: number;
    };
    const version = user.sessionVersion;
    // The admin's session as the server would write it; each forgery below changes or leaves out one thing.
    const admin = {
      userId: user.userId,
      username: "admin",
      expiresAt: future,
      remember: true,
      sessionVersion: version,
    };
    const without = (key: keyof typeof admin) => Object.fromEntries(Object.entries(admin).filter(([k]) => k !== key));

    // Control: a cookie minted with the server's secret and a future expiry is accepted, so the refusals below
    // are about the forgery, not the minting.
    const valid = await mintCookie({ ...admin, remember: false });
    const ok = await request.get(`${ADMIN}/company_info`, { headers: { Cookie: valid }, maxRedirects: 0 });
    expect(ok.status()).toBe(200);

    const forged: Record<string, string> = {
      "tampered signature": `${name}=${encodeURIComponent(`${payload}.${flip(signature)}`)}`,
      "no signature": `${name}=${encodeURIComponent(payload)}`,
      "payload swapped, old signature": `${name}=${encodeURIComponent(`${otherPayload}.${signature}`)}`,
      "signed with another secret": await mintCookie(admin, "attacker-secret-0123456789abcdef0123456789abcdef"),
      expired: await mintCookie({ ...admin, expiresAt: Date.now() - 1_000 }),
      "no expiry": await mintCookie(without("expiresAt")),
      "another session version": await mintCookie({ ...admin, sessionVersion: version + 1 }),
      "no session version": await mintCookie(without("sessionVersion")),
      "unknown user": await mintCookie({ ...admin, userId: 999_999, username: "ghost", sessionVersion: 0 }),
      "user id as string": await mintCookie({ ...without("remember"), userId: String(user.userId) }),
      garbage: `${name}=%%%not-a-cookie`,
    };
    for (const [label, cookie] of Object.entries(forged)) {
      const request = await anonymousContext();
      const get = await request.get(`${ADMIN}/company_info`, { headers: { Cookie: cookie }, maxRedirects: 0 });
      expect(isLoginRedirect(get.status(), get.headers().location), `GET with ${label}: ${get.status()}`).toBe(true);
      const post = await request.post(`${ADMIN}/linksList/new`, {
        headers: { Cookie: cookie },
        form: { name: `forged ${label}`, url: "https://evil.example/", type: "20001" },
        maxRedirects: 0,
      });
      expect(isLoginRedirect(post.status(), post.headers().location), `POST with ${label}: ${post.status()}`).toBe(
        true,
      );
      await request.dispose();
    }
    const links = await (await request.get(`${ADMIN}/linksList`, { headers: { Cookie: real } })).text();
    expect(links).not.toContain("forged ");
    console.log(
      `[security-auth] forged/expired cookies refused: ${Object.keys(forged).length}/${Object.keys(forged).length}`,
    );
  });

  test("a POST from a foreign origin is refused with 403 on every admin action", async ({ request }) => {
    const cookie = await adminCookie(request);
    const routes = adminRoutesFromBuild().filter((r) => r.hasAction);
    let refused = 0;
    for (const route of routes) {
      const variants: Record<string, string>[] = [
        { Origin: "https://evil.example" },
        { Origin: "null" },
        { "Sec-Fetch-Site": "cross-site" },
        { Origin: "http://127.0.0.1.evil.example" },
      ];
      for (const headers of variants) {
        const res = await request.post(concrete(route.path, "new"), {
          headers: { Cookie: cookie, ...headers },
          form: { intent: "delete", id: "1", name: "evil", url: "https://evil.example/", type: "20001" },
          maxRedirects: 0,
        });
        expect(res.status(), `${route.path} ${JSON.stringify(headers)}`).toBe(403);
        refused += 1;
      }
    }
    const links = await (await request.get(`${ADMIN}/linksList`, { headers: { Cookie: cookie } })).text();
    expect(links).not.toMatch(/>evil</);
    console.log(`[security-auth] foreign-origin posts refused: ${refused}/${refused} over ${routes.length} actions`);
  });

  test("login never redirects off-site, whatever redirect= says", async ({ request }) => {
    const hostile = [
      "https://evil.example",
      "//evil.example",
      "///evil.example",
      "/\\evil.example",
      "\\\\evil.example",
      "/%2f%2fevil.example",
      "/%5cevil.example",
      "/\t/evil.example",
      "javascript:alert(1)",
      "https:evil.example",
      `${ADMIN}/../../evil`,
      "http://127.0.0.1.evil.example/",
    ];
    for (const redirect of hostile) {
      const res = await request.post(`${ADMIN}/login`, {
        form: { username: "admin", password: PASSWORD, redirect },
        maxRedirects: 0,
      });
      expect(res.status(), redirect).toBe(302);
      const location = res.headers().location ?? "";
      expect(location, redirect).toBe(`${ADMIN}/company_info`);
      // Signed in already: the login page's own redirect is just as strict.
      const cookie = (res.headers()["set-cookie"] ?? "").split(";")[0]!;
      const again = await request.get(`${ADMIN}/login?redirect=${encodeURIComponent(redirect)}`, {
        headers: { Cookie: cookie },
        maxRedirects: 0,
      });
      expect(again.headers().location, `GET login ${redirect}`).toBe(`${ADMIN}/company_info`);
    }
  });
});
