/**
 * The e2e server runs as two worker processes (scripts/e2e-server.mjs), as production does on a multi-core
 * machine. Each fresh connection may land on either worker: whatever one worker saved must be what every
 * connection reads next, and a page must carry the same ETag whichever worker answers.
 */
import { expect, request as playwrightRequest, test, type APIRequestContext } from "@playwright/test";
import { ADMIN, adminCookie, adminPost } from "../fixtures/security/helpers";
import { softDeleteRows, uniq } from "./admin-helpers";

const CONNECTIONS = 12;

/** One request per new connection (a fresh request context each), so the cluster spreads them over its workers. */
async function onFreshConnections<T>(baseURL: string, ask: (request: APIRequestContext) => Promise<T>): Promise<T[]> {
  const contexts = await Promise.all(
    Array.from({ length: CONNECTIONS }, () => playwrightRequest.newContext({ baseURL })),
  );
  try {
    return await Promise.all(contexts.map(ask));
  } finally {
    await Promise.all(contexts.map((context) => context.dispose()));
  }
}

test("a save through one worker is read through every connection at once, with one ETag per page", async ({
  request,
  page,
  baseURL,
}, info) => {
  const tag = uniq(info);
  const name = `集群链接${tag}`;
  const cookie = await adminCookie(request);
  const save = await adminPost(request, cookie, `${ADMIN}/linksList/new`, {
    name,
    url: `https://example.com/cluster/${tag}`,
    type: "20002",
    order: "1",
  });
  expect(save.status()).toBe(302);

  // Straight after the save's answer, every connection (both workers, cached pages included) shows the link.
  const pages = await onFreshConnections(baseURL!, async (anonymous) => {
    const res = await anonymous.get("/");
    return { status: res.status(), etag: res.headers().etag, hasLink: (await res.text()).includes(name) };
  });
  expect(pages.map((p) => p.status)).toEqual(Array(CONNECTIONS).fill(200));
  expect(pages.filter((p) => !p.hasLink)).toEqual([]);
  const etags = new Set(pages.map((p) => p.etag));
  expect(etags.size).toBe(1);

  // The ETag one worker gave is honoured by all of them.
  const [etag] = [...etags];
  const revalidated = await onFreshConnections(baseURL!, async (anonymous) =>
    (await anonymous.get("/", { headers: { "If-None-Match": etag! } })).status(),
  );
  expect(revalidated).toEqual(Array(CONNECTIONS).fill(304));

  // The deletion is seen everywhere too.
  await page.context().addCookies([{ name: "__session", value: cookie.split("=")[1]!, url: baseURL! }]);
  await softDeleteRows(page, `${ADMIN}/linksList`, `[data-link-row]:has-text("${name}")`);
  const after = await onFreshConnections(baseURL!, async (anonymous) =>
    (await (await anonymous.get("/")).text()).includes(name),
  );
  expect(after).toEqual(Array(CONNECTIONS).fill(false));
});
