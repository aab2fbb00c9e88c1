/**
 * What real traffic throws at a server, answered from the request's head or while its body streams, before any
 * parsing: methods and targets the site never answers, bodies larger than the poster may send, field names no
 * form declares (sparse list indices), admin paths in another letter case, query strings that would fill the
 * page cache, redirect targets that would leave the site, and the forwarded client address. The memory test
 * prints the figures of the security suite. HTTP-level, so it runs once (js project).
 */
import { expect, test, type APIRequestContext } from "@playwright/test";
import http from "node:http";
import { ADMIN, PASSWORD, adminCookie, anonymousContext } from "../fixtures/security/helpers";
import { REDIRECT_CORPUS } from "../fixtures/security/redirect-corpus";
import { rssBytes, spawnServer, type SpawnedServer } from "../fixtures/security/spawn-server";

test.skip(({ javaScriptEnabled }) => !javaScriptEnabled, "HTTP-level: runs once, in the js project");

interface Answer {
  status: number;
  headers: http.IncomingHttpHeaders;
  body: string;
  ms: number;
}

/**
 * A raw request whose body may be huge: `bodyBytes` of "a" are streamed (declared in Content-Length unless
 * `chunked`), and the request stops sending as soon as an answer arrives. Resolves with the answer and the time
 * it took to come.
 */
function send(
  base: string,
  options: {
    method?: string;
    path: string;
    headers?: Record<string, string>;
    body?: string;
    bodyBytes?: number;
    chunked?: boolean;
    /** Send only the head (with its Content-Length) and wait: the answer must come before any body byte. */
    headOnly?: boolean;
  },
): Promise<Answer> {
  const url = new URL(base);
  const started = performance.now();
  const body = options.body !== undefined ? Buffer.from(options.body) : null;
  const size = body ? body.byteLength : (options.bodyBytes ?? 0);
  const headers: Record<string, string> = { ...options.headers };
  if (size > 0 && !options.chunked) headers["Content-Length"] = String(size);
  if (options.chunked) headers["Transfer-Encoding"] = "chunked";
  return new Promise((resolve, reject) => {
    let answered = false;
    const req = http.request(
      // A keep-alive connection, as browsers use: the server then reads and discards the rest of a refused
      // body instead of closing on it (which would reset the connection before the answer is read).
      {
        host: url.hostname,
        port: url.port,
        method: options.method ?? "GET",
        path: options.path,
        headers,
        agent: keepAlive(),
      },
      (res) => {
        answered = true;
        const ms = performance.now() - started;
        const chunks: Buffer[] = [];
        res.on("data", (c: Buffer) => chunks.push(c));
        res.on("end", () => {
          resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks).toString(), ms });
          req.destroy();
          req.socket?.destroy();
        });
        res.on("error", reject);
      },
    );
    // A server that refuses a body may close the connection while we still send it (after answering, but a
    // reset can discard the answer before it is read): that is a refusal too, reported as status 0.
    req.on("error", (error: NodeJS.ErrnoException) => {
      if (answered) return;
      if (error.code === "ECONNRESET" || error.code === "EPIPE")
        resolve({ status: 0, headers: {}, body: "", ms: performance.now() - started });
      else reject(error);
    });
    if (body) {
      req.end(body);
      return;
    }
    if (options.headOnly) {
      req.flushHeaders();
      return;
    }
    const piece = Buffer.alloc(64 * 1024, "a");
    let sent = 0;
    const pump = () => {
      while (sent < size && !answered && !req.destroyed) {
        const n = Math.min(piece.byteLength, size - sent);
        sent += n;
        if (!req.write(n === piece.byteLength ? piece : piece.subarray(0, n))) return void req.once("drain", pump);
      }
      if (!answered && !req.destroyed) req.end();
    };
    pump();
  });
}

/** A fresh keep-alive agent per request, so no connection is shared between requests. */
function keepAlive(): http.Agent {
  return new http.Agent({ keepAlive: true, maxSockets: 1 });
}

const form = { "Content-Type": "application/x-www-form-urlencoded" };
const multipart = { "Content-Type": "multipart/form-data; boundary=----wenlv" };

let cookie = "";
test.beforeAll(async () => {
  cookie = await adminCookie();
});

test.describe("refused from the request head", () => {
  test("methods the site does not answer get 405, a target that is not a path 400", async ({ baseURL }) => {
    for (const method of ["TRACE", "PUT", "DELETE", "PATCH", "OPTIONS", "PROPFIND"]) {
      const answer = await send(baseURL!, { method, path: "/" });
      expect(answer.status, method).toBe(405);
      expect(answer.headers.allow).toBe("GET, HEAD, POST");
      expect(answer.headers["x-content-type-options"]).toBe("nosniff");
    }
    const star = await send(baseURL!, { path: "*" });
    expect(star.status).toBe(400);
    expect(star.body).toContain("only a path");
  });

  test("a post that is not a form gets 415, signed in or not", async ({ baseURL }) => {
    const plain = { "Content-Type": "text/plain" };
    const targets = [
      { path: `${ADMIN}/login`, headers: plain },
      { path: `${ADMIN}/company_info`, headers: { ...plain, Cookie: cookie, Origin: baseURL! } },
      { path: `${ADMIN}/articleList/new`, headers: { ...plain, Cookie: cookie, Origin: baseURL! } },
      { path: `${ADMIN}/console`, headers: { ...plain, Cookie: cookie, Origin: baseURL! } },
      { path: `${ADMIN}/list/card`, headers: { "Content-Type": "application/json", Cookie: cookie, Origin: baseURL! } },
    ];
    for (const target of targets) {
      const answer = await send(baseURL!, { method: "POST", ...target, body: "username=admin" });
      expect(answer.status, target.path).toBe(415);
    }
  });
});

test.describe("body size", () => {
  test("an oversized declared body is refused before it is read", async ({ baseURL }) => {
    const answer = await send(baseURL!, {
      method: "POST",
      path: `${ADMIN}/login`,
      headers: form,
      bodyBytes: 300 * 1024 * 1024,
      headOnly: true,
    });
    expect(answer.status).toBe(413);
    expect(answer.body).toMatch(/too large: at most 1 MB/);
    expect(answer.ms).toBeLessThan(1_000);
  });

  test("a body without a length is cut off while it streams", async ({ baseURL }) => {
    for (const path of [`${ADMIN}/login`, `${ADMIN}/company_info`]) {
      const answer = await send(baseURL!, {
        method: "POST",
        path,
        headers: { ...form, Origin: baseURL! },
        bodyBytes: 20 * 1024 * 1024,
        chunked: true,
      });
      expect(answer.status, path).toBe(413);
      expect(answer.ms, path).toBeLessThan(1_000);
      expect(answer.body, path).toBe("提交的内容过大：最多 1 MB。Request body too large: at most 1 MB.");
    }
  });

  test("only a signed-in user may send an upload-sized multipart body", async ({ baseURL }) => {
    const size = 3 * 1024 * 1024;
    const anonymous = await send(baseURL!, {
      method: "POST",
      path: `${ADMIN}/videosList/new`,
      headers: { ...multipart, Origin: baseURL! },
      bodyBytes: size,
      headOnly: true,
    });
    expect(anonymous.status).toBe(413);
    const signedIn = await send(baseURL!, {
      method: "POST",
      path: `${ADMIN}/videosList/new`,
      headers: { ...multipart, Origin: baseURL!, Cookie: cookie },
      bodyBytes: size,
    });
    // Past the size check: the body is read and found malformed (it is not real multipart).
    expect(signedIn.status).toBe(400);
  });
});

test.describe("field names", () => {
  test("a list index past the row limit is refused before parsing", async ({ baseURL }) => {
    for (const [path, field] of [
      [`${ADMIN}/articleList/new`, "img[1000000].url"],
      [`${ADMIN}/company_info`, "banner_img[99999999].url"],
      [`${ADMIN}/form/step`, "keyword[5000000]"],
    ] as const) {
      const answer = await send(baseURL!, {
        method: "POST",
        path,
        headers: { ...form, Cookie: cookie, Origin: baseURL! },
        body: new URLSearchParams({ [field]: "/uploads/x.png", intent: "save" }).toString(),
      });
      expect(answer.status, path).toBe(400);
      expect(answer.ms, path).toBeLessThan(1_000);
      // A short answer in both languages, not a rendered page.
      expect(answer.headers["content-type"]).toBe("text/plain; charset=utf-8");
      expect(answer.body).toMatch(/^表单字段序号超出范围.*Form field index out of range/);
    }
  });

  test("a field the form does not declare is refused", async ({ baseURL }) => {
    const answer = await send(baseURL!, {
      method: "POST",
      path: `${ADMIN}/linksList/new`,
      headers: { ...form, Cookie: cookie, Origin: baseURL! },
      body: "name=x&url=https%3A%2F%2Fexample.com&type=1&is_admin=1",
    });
    expect(answer.status).toBe(400);
    expect(answer.body).toContain("is_admin");
  });
});

test.describe("canonical URLs", () => {
  test("the admin prefix in another letter case is redirected, never answered as a public page", async ({
    baseURL,
  }) => {
    const upper = ADMIN.toUpperCase();
    for (const path of [`${upper}/company_info`, `${upper}/login`, `${ADMIN.toLowerCase()}/login?x=1`]) {
      const answer = await send(baseURL!, { path, headers: { Cookie: cookie } });
      expect(answer.status, path).toBe(301);
      expect(answer.headers.location).toBe(`${ADMIN}${path.slice(ADMIN.length)}`);
      expect(answer.headers["cache-control"] ?? "", path).not.toContain("public");
    }
  });

  test("a public page with a query it does not use is redirected to its canonical URL", async ({ baseURL }) => {
    const cases: [string, string][] = [
      ["/?utm_source=x&page=2", "/?page=2"],
      ["/?lng=en-us", "/?lng=en-US"],
      ["/?lng=en-US&page=3", "/?page=3&lng=en-US"],
      ["/xwdt/gzyx/lsit?page=abc&x=1", "/xwdt/gzyx/lsit?page=abc"],
      [`/?${"q".repeat(7000)}=1`, "/"],
    ];
    for (const [path, location] of cases) {
      const answer = await send(baseURL!, { path });
      expect(answer.status, path.slice(0, 40)).toBe(301);
      expect(answer.headers.location).toBe(location);
    }
    const page = await send(baseURL!, { path: "/xwdt/gzyx/lsit?page=1" });
    expect(page.status).toBe(200);
    expect(page.body).not.toContain("utm_source");
  });
});

test.describe("redirect targets", () => {
  test(`none of the ${REDIRECT_CORPUS.length} targets leaves the site or breaks the answer`, async ({ baseURL }) => {
    const origin = new URL(baseURL!).origin;
    let leftSite = 0;
    let errors = 0;
    const check = (label: string, answer: Answer) => {
      if (answer.status >= 500) errors += 1;
      expect(answer.status, label).toBeLessThan(500);
      const location = answer.headers.location;
      if (location && new URL(location, `${origin}${ADMIN}/login`).origin !== origin) leftSite += 1;
    };
    for (const { value } of REDIRECT_CORPUS) {
      // The login page sends a signed-in user straight to `redirect`.
      check(
        `login ${value}`,
        await send(baseURL!, {
          path: `${ADMIN}/login?redirect=${encodeURIComponent(value)}`,
          headers: { Cookie: cookie },
        }),
      );
      // The console's shared action goes back to `redirectTo`.
      check(
        `console ${value}`,
        await send(baseURL!, {
          method: "POST",
          path: `${ADMIN}/console`,
          headers: { ...form, Cookie: cookie, Origin: baseURL! },
          body: new URLSearchParams({ intent: "theme", theme: "light", redirectTo: value }).toString(),
        }),
      );
    }
    // Signing in with a redirect that holds characters a header cannot carry as they are.
    const login = await send(baseURL!, {
      method: "POST",
      path: `${ADMIN}/login`,
      headers: { ...form, Origin: baseURL! },
      body: new URLSearchParams({
        username: "admin",
        password: PASSWORD,
        redirect: `${ADMIN}/menuList?q=新闻`,
      }).toString(),
    });
    check("login post", login);
    expect(login.status).toBe(302);
    expect(login.headers.location).toBe(`${ADMIN}/menuList?q=%E6%96%B0%E9%97%BB`);
    console.log(
      `redirect corpus: ${REDIRECT_CORPUS.length} targets × 2 entry points, ${leftSite} left the site, ${errors} answered 5xx`,
    );
    expect(leftSite).toBe(0);
  });
});

test.describe("a separately started server", () => {
  let server: SpawnedServer | undefined;
  test.afterEach(async () => {
    await server?.stop();
    server = undefined;
  });

  /** Wrong passwords from `client` (as X-Forwarded-For) until the client is locked; the lock's status. */
  async function failFrom(base: string, client: string, attempts: number): Promise<number> {
    let status = 0;
    for (let i = 0; i < attempts; i += 1) {
      const answer = await send(base, {
        method: "POST",
        path: `${ADMIN}/login`,
        headers: { ...form, Origin: base, "X-Forwarded-For": client },
        body: new URLSearchParams({ username: `nobody${i}`, password: "wrong-Passw0rd!" }).toString(),
      });
      status = answer.status;
    }
    return status;
  }

  test("TRUST_PROXY=true counts failures per forwarded client; false ignores the header", async () => {
    test.setTimeout(90_000);
    const limits = { LOGIN_MAX_CLIENT_FAILURES: "3", LOGIN_LOCK_SECONDS: "60" };
    server = await spawnServer({ ...limits, TRUST_PROXY: "true" });
    expect(await failFrom(server.baseURL, "203.0.113.7", 3)).toBe(429);
    // Another client behind the same proxy is not locked.
    expect(await failFrom(server.baseURL, "198.51.100.9", 1)).toBe(401);
    await server.stop();

    server = await spawnServer({ ...limits, TRUST_PROXY: "false" });
    expect(await failFrom(server.baseURL, "203.0.113.7", 3)).toBe(429);
    // The header is ignored: every request is the socket's one client, now locked.
    expect(await failFrom(server.baseURL, "198.51.100.9", 1)).toBe(429);
  });

  test("an https site sends HSTS on every kind of response", async () => {
    server = await spawnServer({ SITE_URL: "https://www.example.com" });
    const base = server.baseURL;
    const home = await send(base, { path: "/" });
    const asset = /\/assets\/[^"]+\.js/.exec(home.body)?.[0];
    const answers: [string, Answer][] = [
      ["page", home],
      ["cached page", await send(base, { path: "/" })],
      ["asset", await send(base, { path: asset ?? "/assets/missing.js" })],
      ["404", await send(base, { path: "/no-such-page" })],
      ["redirect", await send(base, { path: "/?utm=1" })],
      ["405", await send(base, { method: "TRACE", path: "/" })],
      ["robots", await send(base, { path: "/robots.txt" })],
      ["login", await send(base, { path: `${ADMIN}/login` })],
    ];
    for (const [label, answer] of answers) {
      expect(answer.headers["strict-transport-security"], label).toBe("max-age=31536000; includeSubDomains");
      expect(answer.headers["permissions-policy"], label).toContain("camera=()");
    }
  });

  test("memory: 600 hostile requests leave each worker within 64 MB, each refused within 1 s", async () => {
    test.setTimeout(180_000);
    server = await spawnServer({ LOGIN_MAX_CLIENT_FAILURES: "10000" });
    const base = server.baseURL;
    const context: APIRequestContext = await anonymousContext();
    const login = await context.post(`${base}${ADMIN}/login`, {
      form: { username: "admin", password: PASSWORD },
      maxRedirects: 0,
    });
    await context.dispose();
    const session = login
      .headersArray()
      .filter((h) => h.name.toLowerCase() === "set-cookie")
      .map((h) => h.value.split(";")[0]!)
      .join("; ");
    const workers = server.workerPids();
    expect(workers.length).toBe(2);

    let slowest = 0;
    const slowestOf: Record<string, number> = {};
    const run = async (
      label: string,
      make: (i: number) => Parameters<typeof send>[1],
      expected: number[],
      count = 200,
    ) => {
      const started = performance.now();
      // Five at a time: more than one per worker, without queueing requests behind each other for long.
      for (let i = 0; i < count; i += 5) {
        const answers = await Promise.all(Array.from({ length: 5 }, (_, j) => send(base, make(i + j))));
        for (const answer of answers) {
          expect(expected, label).toContain(answer.status);
          slowest = Math.max(slowest, answer.ms);
          slowestOf[label] = Math.max(slowestOf[label] ?? 0, answer.ms);
        }
      }
      return performance.now() - started;
    };
    const hostileBody = (i: number): Parameters<typeof send>[1] => ({
      method: "POST",
      path: i % 2 ? `${ADMIN}/login` : `${ADMIN}/company_info`,
      headers: { ...(i % 4 < 2 ? form : multipart), Origin: base },
      bodyBytes: 20 * 1024 * 1024,
      chunked: i % 3 === 0,
    });
    const sparsePost = (i: number): Parameters<typeof send>[1] => ({
      method: "POST",
      path: `${ADMIN}/articleList/new`,
      headers: { ...form, Origin: base, Cookie: session },
      body: `title=x&img[${1_000_000 + i}].url=/uploads/x.png&intent=save`,
    });
    const longQuery = (i: number): Parameters<typeof send>[1] => ({
      path: `/xwdt/gzyx/lsit?page=2&junk${i}=${"x".repeat(7 * 1024)}`,
    });
    // An anonymous post to an admin form may also be sent to the login page unread; a connection closed on
    // a body still coming (0) is a refusal too.
    const bodyRefusals = [413, 302, 0];
    // Warm-up: 40 of each kind, so the baseline includes every code path's first run (lazy modules,
    // first renders of the error pages); what the 600 requests after it add is what they retain.
    for (let i = 0; i < 20; i += 1) await send(base, { path: i % 2 ? "/" : "/xwdt/gzyx/lsit" });
    await run("warm-up bodies", hostileBody, bodyRefusals, 40);
    await run("warm-up sparse", sparsePost, [400], 40);
    await run("warm-up queries", longQuery, [301], 40);
    await new Promise((resolve) => setTimeout(resolve, 1_000));
    const before = workers.map(rssBytes);
    const bodies = await run("20 MB bodies", hostileBody, bodyRefusals);
    const afterBodies = workers.map(rssBytes);
    const sparse = await run("sparse indices", sparsePost, [400]);
    const afterSparse = workers.map(rssBytes);
    const queries = await run("unique 7 KB queries", longQuery, [301]);
    // Let the workers collect what the requests left behind before measuring.
    await new Promise((resolve) => setTimeout(resolve, 1_000));
    const after = workers.map(rssBytes);
    const growth = after.map((bytes, i) => bytes - before[i]!);
    const mb = (bytes: number) => (bytes / (1024 * 1024)).toFixed(1);
    console.log(
      `memory: 200 × 20 MB bodies (${(bodies / 1000).toFixed(1)} s), 200 sparse-index posts (${(sparse / 1000).toFixed(1)} s), ` +
        `200 unique 7 KB queries (${(queries / 1000).toFixed(1)} s); slowest refusal ${slowest.toFixed(0)} ms ` +
        `(${["20 MB bodies", "sparse indices", "unique 7 KB queries"].map((l) => (slowestOf[l] ?? 0).toFixed(0)).join(" / ")} ms); ` +
        `worker RSS ${before.map(mb).join(" / ")} MB → ${afterBodies.map(mb).join(" / ")} → ${afterSparse.map(mb).join(" / ")} → ` +
        `${after.map(mb).join(" / ")} MB (growth ${growth.map(mb).join(" / ")} MB)`,
    );
    expect(slowest).toBeLessThan(1_000);
    for (const bytes of growth) expect(bytes).toBeLessThan(64 * 1024 * 1024);
  });
});
