/**
 * Static assets are sent as the build's precompressed copies (scripts/precompress.mjs): brotli when the
 * browser accepts it, else gzip, else the file itself; always with Vary: Accept-Encoding and a year-long
 * immutable cache, and always decoding to the very bytes of the file.
 */
import { expect, test } from "@playwright/test";
import http from "node:http";
import zlib from "node:zlib";
import { ADMIN } from "../fixtures/e2e-settings";
import { signInContext } from "../fixtures/sign-in";

function get(
  url: string,
  acceptEncoding: string,
): Promise<{ status?: number; headers: http.IncomingHttpHeaders; body: Buffer }> {
  return new Promise((resolve, reject) => {
    http
      .get(url, { headers: { "Accept-Encoding": acceptEncoding } }, (res) => {
        const chunks: Buffer[] = [];
        res.on("data", (chunk: Buffer) => chunks.push(chunk));
        res.on("end", () => resolve({ status: res.statusCode, headers: res.headers, body: Buffer.concat(chunks) }));
      })
      .on("error", reject);
  });
}

test("scripts and stylesheets are sent precompressed, brotli first, decoding to the file's own bytes", async ({
  request,
  baseURL,
}) => {
  // The links as the server wrote them: once hydrated, the page drops its preload links, so the live DOM may
  // have none left by the time it is read.
  const html = await (await request.get("/")).text();
  const local = [...html.matchAll(/<link\b[^>]*\brel="(?:stylesheet|modulepreload)"[^>]*>/g)]
    .map((tag) => /\bhref="(\/assets\/[^"]+)"/.exec(tag[0])?.[1])
    .filter((href): href is string => Boolean(href))
    .map((href) => `${baseURL}${href}`);
  expect(local.length).toBeGreaterThan(3);

  for (const url of local.slice(0, 6)) {
    const plain = await get(url, "identity");
    expect(plain.headers["content-encoding"], url).toBeUndefined();
    expect(plain.headers["cache-control"], url).toContain("immutable");

    const br = await get(url, "gzip, deflate, br");
    const gz = await get(url, "gzip");
    if (plain.body.length < 1_024) continue; // too small to be worth a compressed copy
    expect(br.headers["content-encoding"], url).toBe("br");
    expect(br.headers.vary, url).toMatch(/accept-encoding/i);
    expect(br.headers["content-type"]?.toLowerCase(), url).toBe(plain.headers["content-type"]?.toLowerCase());
    expect(br.headers["cache-control"], url).toContain("immutable");
    expect(zlib.brotliDecompressSync(br.body).equals(plain.body), url).toBe(true);
    expect(br.body.length, url).toBeLessThan(gz.body.length);

    expect(gz.headers["content-encoding"], url).toBe("gzip");
    expect(zlib.gunzipSync(gz.body).equals(plain.body), url).toBe(true);
  }
});

/** The build's own script files a page's HTML asks for (module scripts and their preloads). */
function scriptFiles(html: string): string[] {
  return [...html.matchAll(/(?:src|href)="\/assets\/([^"]+\.js)"/g)].map((match) => match[1] ?? "");
}

test("public pages load no admin code, and the admin login none of the console shell", async ({ page, request }) => {
  const chunkNames = (files: string[]) => files.map((file) => file.replace(/-[\w-]{8}\.js$/, ""));

  for (const path of ["/", "/xwdt/gzyx/detail/25", "/xxgk/qyxx", "/zxzq/spzq"]) {
    const names = chunkNames(scriptFiles(await (await request.get(path)).text()));
    expect(names, path).toContain("framework");
    expect(
      names.filter((name) => /^(admin-base|console|recharts-.+)$/.test(name)),
      path,
    ).toEqual([]);
  }

  const login = chunkNames(scriptFiles(await (await request.get(`${ADMIN}/login`)).text()));
  expect(login).toContain("admin-base");
  expect(login).not.toContain("console");

  await signInContext(page.context());
  // The HTML as the server sent it: a hydrated page has already dropped its preload links.
  const screen = chunkNames(scriptFiles(await (await page.request.get(`${ADMIN}/list/search-table`)).text()));
  expect(screen).toEqual(expect.arrayContaining(["framework", "admin-base", "console"]));
});

test("a file missing under /assets is a plain 404, never claiming an encoding", async ({ baseURL }) => {
  for (const acceptEncoding of ["br, gzip", "gzip", "identity"]) {
    const missing = await get(`${baseURL}/assets/missing-0000.js`, acceptEncoding);
    expect(missing.status).toBe(404);
    expect(missing.headers["content-encoding"]).toBeUndefined();
    expect(missing.headers["content-type"]).toContain("text/plain");
    expect(missing.body.toString("utf8")).toBe("Not Found");
  }
});
