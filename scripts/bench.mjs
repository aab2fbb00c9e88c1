#!/usr/bin/env node
/**
 * Performance budget check for the public site (issue 3). Run after `npm run build`: `npm run bench`.
 *
 * 1. JavaScript a visitor downloads (gzipped) for `/` and for a text article, with headless Chromium.
 * 2. Throughput on loopback with wrk (50 connections, 10 s, after a warm-up) for the home page
 *    a) rendered on every request (a non-session cookie makes the visitor non-anonymous, bypassing the page cache),
 *    b) through the rendered-page cache (anonymous GET),
 *    c) nginx serving the same HTML as a static file, started on another loopback port in the same run (the
 *       baseline of every ratio; also once with sendfile on, as Debian's nginx.conf and the shipped one have it),
 *    d) through the shipped nginx configuration (deploy/nginx/, rendered by scripts/render-nginx.mjs with TLS off
 *       and one worker process, like c) in front of the same server: its page cache answers.
 *    Each figure is printed with p50/p99 latency and as a ratio to nginx.
 *
 * Needs the Debian packages `wrk`, `nginx` and the nginx brotli modules (the shipped configuration loads them);
 * as root it installs what is missing with apt-get, otherwise it says what to install. Options: BENCH_SECONDS
 * (10), BENCH_CONNECTIONS (50).
 */
import { execFileSync, spawn, spawnSync } from "node:child_process";
import { chmodSync, cpSync, existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { deflateSync, gzipSync } from "node:zlib";
import { chromium } from "@playwright/test";
import { renderStandalone } from "./render-nginx.mjs";
import { chromiumLaunchOptions } from "./chromium.mjs";
import { freePort, spawnProductionServer, waitUntilUp } from "./production-server.mjs";

const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 50);
const BUDGET = { jsHome: 130, jsArticle: 100, rendered: 600, cached: 2000 };
/** Goals as a share of nginx serving the page as a file: the shipped nginx cache, and the app's own page cache. */
const RATIO_GOAL = { shipped: 0.85, cached: 0.6 };
const NGINX_MODULES = "/usr/lib/nginx/modules";
/** The unprivileged account the shipped configuration runs as when the bench runs as root. */
const NOBODY = 65534;
const ARTICLE = "/xwdt/gzyx/detail/25";

function which(cmd) {
  for (const dir of ["/usr/sbin", "/usr/bin", "/sbin", "/bin", ...(process.env.PATH ?? "").split(":")]) {
    if (existsSync(path.join(dir, cmd))) return path.join(dir, cmd);
  }
  return null;
}

function ensureTools() {
  const missing = [
    ["wrk", "wrk"],
    ["nginx", "nginx"],
    ["openssl", "openssl"],
  ].filter(([cmd]) => !which(cmd));
  for (const module of ["brotli_filter", "brotli_static"]) {
    if (!existsSync(path.join(NGINX_MODULES, `ngx_http_${module}_module.so`)))
      missing.push([module, `libnginx-mod-http-${module.replace("_", "-")}`]);
  }
  if (missing.length === 0) return;
  const packages = missing.map(([, pkg]) => pkg);
  if (process.getuid?.() !== 0) {
    console.error(`Missing ${packages.join(", ")}: run  sudo apt-get install -y ${packages.join(" ")}`);
    process.exit(2);
  }
  console.log(`Installing ${packages.join(", ")} …`);
  execFileSync("apt-get", ["install", "-y", ...packages], { stdio: "inherit" });
}

function wrk(url, headers = [], seconds = SECONDS) {
  const args = ["-t2", `-c${CONNECTIONS}`, `-d${seconds}s`, "--latency", ...headers.flatMap((h) => ["-H", h]), url];
  const out = spawnSync(which("wrk"), args, { encoding: "utf8" }).stdout;
  const rps = Number(/Requests\/sec:\s+([\d.]+)/.exec(out)?.[1] ?? 0);
  const toMs = (v, unit) => Number(v) * ({ us: 0.001, ms: 1, s: 1000 }[unit] ?? 1);
  const pct = (p) => {
    const m = new RegExp(`\\s${p}%\\s+([\\d.]+)(us|ms|s)`).exec(out);
    return m ? toMs(m[1], m[2]) : NaN;
  };
  const errors = /Non-2xx or 3xx responses: (\d+)/.exec(out)?.[1] ?? "0";
  return { rps, p50: pct(50), p99: pct(99), errors: Number(errors) };
}

async function javascriptBytes(base) {
  const browser = await chromium.launch(chromiumLaunchOptions);
  const measure = async (url, { scroll = false, width = 1440 } = {}) => {
    const context = await browser.newContext({ viewport: { width, height: 900 } });
    const page = await context.newPage();
    const bodies = [];
    page.on("response", async (res) => {
      if (res.request().resourceType() !== "script") return;
      bodies.push(
        res
          .body()
          .then((b) => gzipSync(b, { level: 9 }).length)
          .catch(() => 0),
      );
    });
    await page.goto(url, { waitUntil: "networkidle" });
    if (scroll) {
      await page.evaluate(async () => {
        for (let y = 0; y < document.body.scrollHeight; y += 500) {
          window.scrollTo(0, y);
          await new Promise((r) => setTimeout(r, 50));
        }
      });
      await page.waitForLoadState("networkidle");
      await page.waitForTimeout(500);
    }
    const sizes = await Promise.all(bodies);
    await context.close();
    return { kb: sizes.reduce((a, b) => a + b, 0) / 1024, files: sizes.length };
  };
  const result = {
    home: await measure(`${base}/`),
    homeScrolled: await measure(`${base}/`, { scroll: true }),
    article: await measure(`${base}${ARTICLE}`),
    enterprise: await measure(`${base}/xxgk/qyxx`),
  };
  await browser.close();
  return result;
}

async function main() {
  ensureTools();
  if (!existsSync("build/server/index.js")) {
    console.log("No build found: running npm run build …");
    execFileSync("npm", ["run", "-s", "build"], { stdio: "inherit" });
  }
  const work = mkdtempSync(path.join(os.tmpdir(), "wenlv-bench-"));
  const contentDir = path.join(work, "content");
  cpSync("content", contentDir, { recursive: true });
  const appPort = await freePort();
  const nginxPort = await freePort();
  const sendfilePort = await freePort();
  const shippedPort = await freePort();
  const generationLink = path.join(work, "nginx-cache", "current");
  const { child: server, base } = spawnProductionServer({
    port: appPort,
    contentDir,
    env: {
      SESSION_SECRET: "bench-session-secret-0123456789abcdef0123456789",
      ACCESS_LOG: "0",
      // The shipped nginx configuration's cache generation (the app makes the link at start-up).
      NGINX_CACHE_GENERATION_LINK: generationLink,
      // Offline here: nginx stands in for the tile server, so the map page loads without network errors.
      MAP_TILE_URL: `http://127.0.0.1:${nginxPort}/tiles/{z}/{x}/{y}.png`,
    },
  });
  let nginx;
  let shipped;
  const stop = () => {
    server.kill("SIGTERM");
    nginx?.kill("SIGTERM");
    shipped?.kill("SIGTERM");
  };
  process.on("SIGINT", () => {
    stop();
    process.exit(130);
  });
  try {
    await waitUntilUp(`${base}/healthz`, { child: server });

    // nginx serving the same HTML as a file, on its own loopback port.
    const html = await (await fetch(`${base}/`)).text();
    const root = path.join(work, "www");
    mkdirSync(path.join(work, "nginx-tmp"), { recursive: true });
    mkdirSync(root, { recursive: true });
    writeFileSync(path.join(root, "index.html"), html);
    // nginx workers drop to an unprivileged user: the temp folder must be readable by them.
    chmodSync(work, 0o755);
    chmodSync(root, 0o755);
    chmodSync(path.join(root, "index.html"), 0o644);
    writeFileSync(path.join(root, "tile.png"), plainPng(512, 0xe8));
    chmodSync(path.join(root, "tile.png"), 0o644);
    const conf = path.join(work, "nginx.conf");
    writeFileSync(
      conf,
      `worker_processes 1;\ndaemon off;\npid ${work}/nginx.pid;\nerror_log ${work}/nginx-error.log;\nevents { worker_connections 1024; }\nhttp {\n  access_log off;\n  client_body_temp_path ${work}/nginx-tmp;\n  proxy_temp_path ${work}/nginx-tmp;\n  fastcgi_temp_path ${work}/nginx-tmp;\n  uwsgi_temp_path ${work}/nginx-tmp;\n  scgi_temp_path ${work}/nginx-tmp;\n  default_type text/html;\n  server {\n    listen 127.0.0.1:${nginxPort};\n    root ${root};\n    location / { try_files /index.html =404; }\n    location /tiles/ { default_type image/png; try_files /tile.png =404; }\n  }\n  server {\n    listen 127.0.0.1:${sendfilePort};\n    root ${root};\n    sendfile on;\n    location / { try_files /index.html =404; }\n  }\n}\n`,
    );
    nginx = spawn(which("nginx"), ["-c", conf, "-p", work], { stdio: "inherit" });
    await waitUntilUp(`http://127.0.0.1:${nginxPort}/`, { child: nginx, timeoutMs: 15_000 });
    shipped = startShippedNginx(work, { appPort, port: shippedPort, redirectPort: await freePort(), generationLink });
    await waitUntilUp(`http://127.0.0.1:${shippedPort}/healthz`, { child: shipped, timeoutMs: 15_000 });

    console.log(
      `Machine: ${os.cpus().length} cores, load average ${os
        .loadavg()
        .map((l) => l.toFixed(1))
        .join(" ")}`,
    );
    console.log("Measuring JavaScript sizes …");
    const js = await javascriptBytes(base);

    console.log(
      `Warm-up (10 s rendering, 3 s the others), then ${SECONDS} s per run with ${CONNECTIONS} connections …`,
    );
    const rendered = ["Cookie: bench=render"]; // not anonymous → rendered on every request
    // Every worker process compiles its own hot code: the rendering path needs a longer warm-up than one process.
    wrk(`${base}/`, rendered, 10);
    wrk(`${base}/`, [], 3);
    wrk(`http://127.0.0.1:${nginxPort}/`, [], 3);
    wrk(`http://127.0.0.1:${sendfilePort}/`, [], 3);
    wrk(`http://127.0.0.1:${shippedPort}/`, [], 3);
    const results = {
      nginx: wrk(`http://127.0.0.1:${nginxPort}/`),
      // The same file with sendfile on, as Debian's nginx.conf (and the shipped configuration) has it.
      nginxSendfile: wrk(`http://127.0.0.1:${sendfilePort}/`),
      shipped: wrk(`http://127.0.0.1:${shippedPort}/`),
      rendered: wrk(`${base}/`, rendered),
      cached: wrk(`${base}/`),
    };
    const shippedHits = await cacheStatusOf(`http://127.0.0.1:${shippedPort}/`);

    const ratio = (r) => r.rps / results.nginx.rps;
    const row = (label, r, { budget, ratioGoal } = {}) =>
      `${label.padEnd(38)} ${r.rps.toFixed(0).padStart(8)} req/s  p50 ${r.p50.toFixed(2).padStart(7)} ms  p99 ${r.p99.toFixed(2).padStart(7)} ms  ${(
        100 * ratio(r)
      )
        .toFixed(1)
        .padStart(5)}% of nginx${budget ? `  budget ≥ ${budget}: ${r.rps >= budget ? "OK" : "MISSED"}` : ""}${
        ratioGoal ? `  goal ≥ ${ratioGoal}: ${ratio(r) >= ratioGoal ? "OK" : "MISSED"}` : ""
      }${r.errors ? `  (${r.errors} non-2xx)` : ""}`;
    console.log("\nHome page throughput (loopback)");
    console.log(row("nginx, same HTML as a file", results.nginx));
    console.log(row("nginx, same file, sendfile on", results.nginxSendfile));
    console.log(
      row(`shipped nginx config, cache (${shippedHits})`, results.shipped, { ratioGoal: RATIO_GOAL.shipped }),
    );
    console.log(row("Remix, rendered on every request", results.rendered, { budget: BUDGET.rendered }));
    console.log(
      row("Remix, rendered-page cache", results.cached, { budget: BUDGET.cached, ratioGoal: RATIO_GOAL.cached }),
    );
    console.log("\nJavaScript downloaded (gzipped)");
    const jsRow = (label, r, budget) =>
      `${label.padEnd(34)} ${r.kb.toFixed(1).padStart(7)} KB in ${String(r.files).padStart(2)} files${budget ? `  budget ≤ ${budget} KB: ${r.kb <= budget ? "OK" : "MISSED"}` : ""}`;
    console.log(jsRow("/ (page load)", js.home, BUDGET.jsHome));
    console.log(jsRow("/ (scrolled: players enhanced)", js.homeScrolled));
    console.log(jsRow(`${ARTICLE} (text article)`, js.article, BUDGET.jsArticle));
    console.log(jsRow("/xxgk/qyxx (with Leaflet)", js.enterprise));

    if (process.env.BENCH_LIGHTHOUSE !== "0") {
      console.log("\nLighthouse (mobile emulation) …");
      spawnSync(process.execPath, ["scripts/bench-lighthouse.mjs"], {
        stdio: "inherit",
        env: { ...process.env, BASE_URL: base },
      });
    }
    const report = { when: new Date().toISOString(), machine: machineLine(), throughput: results, js };
    mkdirSync(".reports", { recursive: true });
    writeFileSync(".reports/bench.json", JSON.stringify(report, null, 2));
    printSummary(report, readReport("lighthouse"), readReport("scale"), readReport("soak"));
  } finally {
    stop();
    await new Promise((r) => setTimeout(r, 300));
    rmSync(work, { recursive: true, force: true });
  }
}

/**
 * The shipped nginx configuration in front of the bench's server: plain http (the baseline is plain http too)
 * and one worker process (as the baseline), its own folder under `work`. As root it runs as nobody.
 */
function startShippedNginx(work, { appPort, port, redirectPort, generationLink }) {
  const runDir = path.join(work, "shipped-nginx");
  mkdirSync(runDir, { recursive: true });
  // The configuration names a certificate even with TLS off: a throw-away one.
  const certificate = path.join(runDir, "bench.crt");
  const key = path.join(runDir, "bench.key");
  execFileSync(
    "openssl",
    [
      "req",
      "-x509",
      "-newkey",
      "rsa:2048",
      "-nodes",
      "-days",
      "1",
      "-subj",
      "/CN=127.0.0.1",
      "-keyout",
      key,
      "-out",
      certificate,
    ],
    { stdio: "ignore" },
  );
  const conf = renderStandalone(
    runDir,
    {
      SERVER_NAME: "127.0.0.1",
      TLS: "off",
      HTTP_LISTEN: `127.0.0.1:${redirectPort}`,
      HTTPS_LISTEN: `127.0.0.1:${port}`,
      TLS_CERTIFICATE: certificate,
      TLS_CERTIFICATE_KEY: key,
      APP_UPSTREAM: `127.0.0.1:${appPort}`,
      CLIENT_BUILD_DIR: path.resolve("build/client"),
      CACHE_DIR: path.join(runDir, "cache"),
      CACHE_GENERATION_LINK: generationLink,
      ACME_ROOT: path.join(runDir, "acme"),
      ACCESS_LOG: `${path.join(runDir, "access.log")} combined buffer=64k flush=5s`,
    },
    { workerProcesses: "1", modulesDir: NGINX_MODULES },
  );
  const asRoot = process.getuid?.() === 0;
  if (asRoot) execFileSync("chown", ["-R", `${NOBODY}:${NOBODY}`, runDir]);
  return spawn(which("nginx"), ["-p", runDir, "-c", conf, "-e", path.join(runDir, "error.log"), "-g", "daemon off;"], {
    stdio: "inherit",
    ...(asRoot ? { uid: NOBODY, gid: NOBODY } : {}),
  });
}

/** The X-Cache-Status of one more request, to show the measured answers came from nginx's cache. */
async function cacheStatusOf(url) {
  // Without compression, as wrk asks.
  const res = await fetch(url, { headers: { "Accept-Encoding": "identity" } });
  await res.arrayBuffer();
  return res.headers.get("x-cache-status") ?? "no cache status";
}

/** A square grey PNG (the stand-in map tile): 512 px so high-density screens do not call it low-resolution. */
function plainPng(size, grey) {
  const crcTable = Array.from({ length: 256 }, (_, n) => {
    let c = n;
    for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
    return c >>> 0;
  });
  const crc32 = (buf) => {
    let c = 0xffffffff;
    for (const byte of buf) c = crcTable[(c ^ byte) & 0xff] ^ (c >>> 8);
    return (c ^ 0xffffffff) >>> 0;
  };
  const chunk = (type, data) => {
    const head = Buffer.alloc(4);
    head.writeUInt32BE(data.length);
    const body = Buffer.concat([Buffer.from(type, "ascii"), data]);
    const tail = Buffer.alloc(4);
    tail.writeUInt32BE(crc32(body));
    return Buffer.concat([head, body, tail]);
  };
  const header = Buffer.alloc(13);
  header.writeUInt32BE(size, 0);
  header.writeUInt32BE(size, 4);
  header.set([8, 0, 0, 0, 0], 8); // 8-bit greyscale
  const row = Buffer.alloc(size + 1, grey);
  row[0] = 0; // filter: none
  const pixels = deflateSync(Buffer.concat(Array.from({ length: size }, () => row)));
  const signature = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
  return Buffer.concat([signature, chunk("IHDR", header), chunk("IDAT", pixels), chunk("IEND", Buffer.alloc(0))]);
}

function machineLine() {
  return `${os.cpus().length} cores, load average ${os
    .loadavg()
    .map((l) => l.toFixed(1))
    .join(" ")}`;
}

function readReport(name) {
  try {
    return JSON.parse(readFileSync(`.reports/${name}.json`, "utf8"));
  } catch {
    return null;
  }
}

/** One table with every figure: this run's, and the latest Lighthouse, scale and soak reports (with their dates). */
function printSummary(bench, lighthouse, scale, soak) {
  const rows = [];
  const add = (area, measure, value, budget = "", verdict = "") => rows.push([area, measure, value, budget, verdict]);
  const ok = (pass) => (pass ? "OK" : "MISSED");
  const { nginx, nginxSendfile, shipped, rendered, cached } = bench.throughput;
  const pct = (r) => `${((100 * r.rps) / nginx.rps).toFixed(1)}% of nginx`;
  const rate = (r) => `${r.rps.toFixed(0)} req/s, ${pct(r)} (p99 ${r.p99} ms)`;
  add(
    "throughput",
    "nginx, HTML as a file",
    `${nginx.rps.toFixed(0)} req/s (p50 ${nginx.p50} ms, p99 ${nginx.p99} ms)`,
  );
  add("throughput", "nginx, file, sendfile on", `${nginxSendfile.rps.toFixed(0)} req/s, ${pct(nginxSendfile)}`);
  add(
    "throughput",
    "home, shipped nginx config",
    rate(shipped),
    `≥ ${RATIO_GOAL.shipped * 100}% of nginx`,
    ok(shipped.rps >= RATIO_GOAL.shipped * nginx.rps),
  );
  add(
    "throughput",
    "home, rendered every request",
    rate(rendered),
    `≥ ${BUDGET.rendered}`,
    ok(rendered.rps >= BUDGET.rendered),
  );
  add(
    "throughput",
    "home, rendered-page cache",
    rate(cached),
    `≥ ${BUDGET.cached}, ≥ ${RATIO_GOAL.cached * 100}% of nginx`,
    ok(cached.rps >= BUDGET.cached && cached.rps >= RATIO_GOAL.cached * nginx.rps),
  );
  for (const [page, { kb }, budget] of [
    ["/ (gzipped)", bench.js.home, BUDGET.jsHome],
    ["text article (gzipped)", bench.js.article, BUDGET.jsArticle],
  ])
    add("javascript", page, `${kb.toFixed(1)} KB`, `≤ ${budget} KB`, ok(kb <= budget));
  for (const [page, scores] of Object.entries(lighthouse?.pages ?? {})) {
    const pass =
      scores.performance >= 95 &&
      scores.accessibility === 100 &&
      scores["best-practices"] === 100 &&
      scores.seo === 100;
    add(
      "lighthouse",
      page,
      `perf ${scores.performance}${scores.performanceRuns ? ` (runs ${scores.performanceRuns.join("/")})` : ""} · a11y ${scores.accessibility} · bp ${scores["best-practices"]} · seo ${scores.seo}`,
      "95/100/100/100",
      ok(pass),
    );
  }
  if (scale) {
    const when = scale.when.slice(0, 10);
    add(
      "scale",
      `${scale.articles.total} articles: start-up (${when})`,
      `${scale.startupMs} ms, RSS ${scale.rssMb.afterStart}→${scale.rssMb.afterRequests} MB`,
    );
    for (const e of scale.endpoints)
      add(
        "scale",
        e.name,
        `median ${e.medianMs} ms, p95 ${e.p95Ms} ms`,
        e.name.includes("page cache") ? "" : `≤ ${scale.budgetMs} ms`,
        e.name.includes("page cache") ? "" : ok(e.medianMs <= scale.budgetMs),
      );
  } else add("scale", "no report yet", "run npm run scale");
  if (soak) {
    const when = soak.when?.slice(0, 10) ?? "";
    add(
      "soak",
      `${soak.seconds ?? 60} s mixed traffic (${when})`,
      `${soak.throughputRps} req/s, p50 ${soak.latencyMs.p50} ms, p99 ${soak.latencyMs.p99} ms`,
    );
    add(
      "soak",
      "errors / lost saves",
      `${soak.errors} / ${soak.saves.missingOnDisk}`,
      "0 / 0",
      ok(soak.errors === 0 && soak.saves.missingOnDisk === 0),
    );
    add(
      "soak",
      "RSS after warm-up → end",
      `${soak.rssMb.start} → ${soak.rssMb.end} MB (+${soak.rssMb.growthAfterWarmup})`,
      soak.rssMb.bound,
      ok(soak.ok),
    );
  } else add("soak", "no report yet", "run npm run soak");
  const widths = rows[0].map((_, i) => Math.max(...rows.map((r) => String(r[i]).length)));
  console.log(`\nReport (${bench.machine})`);
  for (const r of rows)
    console.log(
      r
        .map((c, i) => String(c).padEnd(widths[i]))
        .join("  ")
        .trimEnd(),
    );
  console.log("Written to .reports/bench.json (Lighthouse, scale and soak from their own latest reports).");
}

await main();
