#!/usr/bin/env node
/**
 * Soak test: does the production server stay correct and keep its memory under a steady mixed load?
 * Run after `npm run build`: `npm run soak` (SOAK_SECONDS, default 60; SOAK_CONCURRENCY, default 20).
 *
 * Starts the production server (build/server/main.js) on a free loopback port with a throw-away copy of content/ (ACCESS_LOG=0), signs in, then
 * for SOAK_SECONDS runs public traffic at bounded concurrency (home, list pages with ?page=, articles,
 * enterprise information, the video zone, static assets from /assets and /uploads, the sitemap) plus one admin
 * save per second, alternating an article edit and a company-information edit, each posted like the no-JS form
 * (every field of the page's form, with its updatetime conflict token). Each save appends a unique marker, so
 * afterwards every acknowledged save can be looked for on disk.
 *
 * The first sixth of the run (at most 10 s) is warm-up: its requests count for errors, not for latency or
 * throughput, and the memory baseline is taken at its end. Fails (exit 1) when any request errs (network
 * error or a status other than 2xx/3xx), an acknowledged save is missing on disk, or the server's RSS at the
 * end exceeds the baseline + SOAK_RSS_SLACK_MB (default 50). The server runs with a 256 MB old-space cap
 * (SOAK_HEAP_MB; 0 for none), see HEAP_MB below. Prints a table; writes .reports/soak.json.
 */
import { readdirSync, readFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import {
  ADMIN,
  contentCopy,
  fieldValue,
  formFields,
  login,
  percentile,
  printTable,
  requireBuild,
  round,
  rssMb,
  run,
  setField,
  sleep,
  startServer,
  writeReport,
} from "./load-harness.mjs";

const SECONDS = Number(process.env.SOAK_SECONDS ?? 60);
const CONCURRENCY = Number(process.env.SOAK_CONCURRENCY ?? 20);
const RSS_SLACK_MB = Number(process.env.SOAK_RSS_SLACK_MB ?? 50);
// V8 lets an idle-rich heap grow towards its default limit (~2 GB here) before collecting old space, so
// uncapped RSS climbs for minutes without any leak. A production-like cap makes RSS meaningful, and a real
// leak then ends in an out-of-memory crash, which the soak reports as errors. SOAK_HEAP_MB=0: no cap.
const HEAP_MB = Number(process.env.SOAK_HEAP_MB ?? 256);
const WARMUP_SECONDS = Math.min(10, SECONDS / 6);
const COMPANY_FIELD = "business_info";
/** The company form saves one section at a time; the field's section (app/lib/admin/entities.ts). */
const COMPANY_SECTION = "registration";
const COMPANY_FIELD_MAX = 4_800; // the form allows 5,000 characters

run(async () => {
  requireBuild();
  const contentDir = contentCopy("soak");
  const server = await startServer(
    contentDir,
    HEAP_MB > 0 ? { NODE_OPTIONS: `${process.env.NODE_OPTIONS ?? ""} --max-old-space-size=${HEAP_MB}`.trim() } : {},
  );
  const rss = { boot: rssMb(server.pid), samples: [] };
  const base = server.base;
  const session = await login(base);

  const urls = await publicUrls(base);
  const articleIds = await editableArticles(session, contentDir);

  const started = performance.now();
  const warmupEnd = started + WARMUP_SECONDS * 1000;
  const end = started + SECONDS * 1000;
  const latencies = [];
  const errors = [];
  const byKind = new Map();
  let warmupRequests = 0;

  async function worker() {
    while (performance.now() < end) {
      const url = urls[Math.floor(Math.random() * urls.length)];
      const t0 = performance.now();
      try {
        const res = await fetch(base + url.path, { redirect: "manual" });
        await res.arrayBuffer();
        if (res.status >= 400) errors.push({ url: url.path, status: res.status });
      } catch (error) {
        errors.push({ url: url.path, error: String(error?.cause?.code ?? error) });
      }
      const t1 = performance.now();
      if (t0 < warmupEnd) {
        warmupRequests += 1;
        continue;
      }
      latencies.push(t1 - t0);
      const kind = byKind.get(url.kind) ?? [];
      kind.push(t1 - t0);
      byKind.set(url.kind, kind);
    }
  }

  // One save per second; a save slower than a second delays the next one rather than overlapping it.
  const saves = { acked: [], failed: [], latencies: [] };
  async function saver() {
    let n = 0;
    let next = started + 1000;
    while (next < end) {
      await sleep(Math.max(0, next - performance.now()));
      next += 1000;
      n += 1;
      const kind = n % 2 === 1 ? "article" : "company";
      const id = kind === "article" ? articleIds[Math.floor(n / 2) % articleIds.length] : 1;
      const marker = `soak-${process.pid}-${n}`;
      const t0 = performance.now();
      try {
        const page =
          kind === "article" ? `${ADMIN}/articleList/${id}` : `${ADMIN}/company_info?section=${COMPANY_SECTION}`;
        const form = await session.get(page);
        if (form.status !== 200) throw new Error(`GET ${page} answered ${form.status}`);
        const fields = formFields(form.text);
        if (!fieldValue(fields, "updatetime")) throw new Error(`no updatetime conflict token on ${page}`);
        if (kind === "article") {
          setField(fields, "info", `${fieldValue(fields, "info") ?? ""}\n<p>${marker}</p>`);
        } else {
          let text = `${fieldValue(fields, COMPANY_FIELD) ?? ""} ${marker}`;
          // Keep within the field's limit: drop the oldest soak markers (they are then not expected on disk).
          while (text.length > COMPANY_FIELD_MAX) text = text.replace(/ soak-\d+-\d+/, "");
          setField(fields, COMPANY_FIELD, text);
        }
        const res = await session.post(page, fields);
        if (res.status !== 302) throw new Error(`POST ${page} answered ${res.status}: ${res.text.slice(0, 200)}`);
        saves.acked.push({ n, kind, id, marker });
      } catch (error) {
        saves.failed.push({ n, kind, id, error: String(error?.message ?? error) });
      }
      saves.latencies.push(performance.now() - t0);
    }
  }

  async function sampler() {
    let middleTaken = false;
    await sleep(Math.max(0, warmupEnd - performance.now()));
    rss.start = rssMb(server.pid);
    while (performance.now() < end) {
      await sleep(Math.min(5000, Math.max(0, end - performance.now())));
      const now = performance.now();
      const sample = rssMb(server.pid);
      rss.samples.push({ t: round((now - started) / 1000), mb: sample });
      if (!middleTaken && now >= started + (SECONDS * 1000) / 2) {
        rss.middle = sample;
        middleTaken = true;
      }
    }
    rss.end = rssMb(server.pid);
  }

  console.log(`soak: ${SECONDS} s, ${CONCURRENCY} connections, ${urls.length} public URLs, one save per second …`);
  await Promise.all([...Array.from({ length: CONCURRENCY }, () => worker()), saver(), sampler()]);
  const measuredSeconds = (end - warmupEnd) / 1000;

  // Every acknowledged save must be on disk: the article file / company.json holds its marker.
  const found = [];
  const trimmed = [];
  const companyText = JSON.parse(readFileSync(path.join(contentDir, "company.json"), "utf8")).company[COMPANY_FIELD];
  const lastCompany = saves.acked.filter((s) => s.kind === "company").at(-1);
  for (const save of saves.acked) {
    const text =
      save.kind === "article"
        ? readFileSync(path.join(contentDir, "articles", `${String(save.id).padStart(4, "0")}.md`), "utf8")
        : companyText;
    if (text.includes(save.marker)) found.push(save);
    else if (save.kind === "company" && lastCompany && companyText.includes(lastCompany.marker)) trimmed.push(save);
  }
  const missing = saves.acked.length - found.length - trimmed.length;

  const sorted = latencies.sort((a, b) => a - b);
  const saveSorted = [...saves.latencies].sort((a, b) => a - b);
  const growth = rss.end - rss.start;
  const report = {
    when: new Date().toISOString(),
    machine: { cpus: os.cpus().length, load: os.loadavg().map((l) => round(l, 2)), node: process.version },
    seconds: SECONDS,
    warmupSeconds: WARMUP_SECONDS,
    concurrency: CONCURRENCY,
    heapCapMb: HEAP_MB || null,
    publicUrls: urls.length,
    requests: sorted.length,
    warmupRequests,
    throughputRps: round(sorted.length / measuredSeconds),
    latencyMs: {
      p50: round(percentile(sorted, 50)),
      p99: round(percentile(sorted, 99)),
      max: round(sorted.at(-1) ?? NaN),
    },
    latencyByKindMs: Object.fromEntries(
      [...byKind].map(([kind, values]) => {
        const s = values.sort((a, b) => a - b);
        return [kind, { requests: s.length, p50: round(percentile(s, 50)), p99: round(percentile(s, 99)) }];
      }),
    ),
    errors: errors.length,
    errorSamples: errors.slice(0, 10),
    saves: {
      attempted: saves.acked.length + saves.failed.length,
      acknowledged: saves.acked.length,
      failed: saves.failed.length,
      failedSamples: saves.failed.slice(0, 5),
      foundOnDisk: found.length,
      trimmedByFieldLimit: trimmed.length,
      missingOnDisk: missing,
      latencyMs: { p50: round(percentile(saveSorted, 50)), p99: round(percentile(saveSorted, 99)) },
    },
    rssMb: { ...rss, growthAfterWarmup: round(growth), bound: `end <= start + ${RSS_SLACK_MB}` },
  };
  const failures = [];
  if (errors.length > 0) failures.push(`${errors.length} request errors`);
  if (saves.failed.length > 0) failures.push(`${saves.failed.length} saves failed`);
  if (missing > 0) failures.push(`${missing} acknowledged saves missing on disk`);
  if (growth > RSS_SLACK_MB) failures.push(`RSS grew ${round(growth)} MB after warm-up (bound ${RSS_SLACK_MB} MB)`);
  report.ok = failures.length === 0;
  report.failures = failures;
  writeReport("soak", report);

  printTable([
    ["measure", "value"],
    ["duration (warm-up)", `${SECONDS} s (${round(WARMUP_SECONDS)} s)`],
    ["connections", CONCURRENCY],
    ["server heap cap", HEAP_MB ? `${HEAP_MB} MB` : "none"],
    ["requests (after warm-up)", sorted.length],
    ["throughput", `${report.throughputRps} req/s`],
    ["latency p50 / p99", `${report.latencyMs.p50} / ${report.latencyMs.p99} ms`],
    ["errors", errors.length],
    [
      "saves acknowledged / on disk",
      `${saves.acked.length} / ${found.length}${trimmed.length ? ` (+${trimmed.length} trimmed)` : ""}`,
    ],
    ["saves failed", saves.failed.length],
    ["save latency p50 / p99", `${report.saves.latencyMs.p50} / ${report.saves.latencyMs.p99} ms`],
    ["RSS boot / start / middle / end", `${rss.boot} / ${rss.start} / ${rss.middle} / ${rss.end} MB`],
    ["RSS growth after warm-up", `${round(growth)} MB (bound ${RSS_SLACK_MB} MB)`],
  ]);
  console.log("\nby kind:");
  printTable([
    ["kind", "requests", "p50 ms", "p99 ms"],
    ...Object.entries(report.latencyByKindMs).map(([k, v]) => [k, v.requests, v.p50, v.p99]),
  ]);
  if (errors.length) console.log("errors (first 10):", errors.slice(0, 10));
  if (saves.failed.length) console.log("failed saves (first 5):", saves.failed.slice(0, 5));
  console.log(report.ok ? "\nsoak: OK" : `\nsoak: FAILED — ${failures.join("; ")}`);
  console.log("report: .reports/soak.json");
  return report.ok ? 0 : 1;
});

/**
 * Articles whose edit form can be saved as it comes: an article filed under a menu that has sub-menus is not
 * offered a menu in the editor (the form asks to choose one), so a user could not save it unchanged either.
 */
async function editableArticles(session, contentDir) {
  const ids = readdirSync(path.join(contentDir, "articles"))
    .filter((name) => /^\d+\.md$/.test(name))
    .map((name) => Number(name.slice(0, -3)));
  const usable = [];
  for (const id of ids) {
    const page = await session.get(`${ADMIN}/articleList/${id}`);
    if (page.status === 200 && fieldValue(formFields(page.text), "menu_id")) usable.push(id);
  }
  if (usable.length === 0) throw new Error("no article form can be saved as it comes");
  return usable;
}

/** The public URLs to hit, each with a kind for the per-kind latency table. */
async function publicUrls(base) {
  const sitemap = await (await fetch(`${base}/sitemap.xml`)).text();
  const paths = [...sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => new URL(m[1]).pathname);
  const urls = [
    { path: "/", kind: "home" },
    { path: "/sitemap.xml", kind: "sitemap" },
  ];
  for (const p of new Set(paths)) {
    if (p === "/") continue;
    if (/\/lsit2?$/.test(p)) {
      // Pages that exist: 1 to the last page the list links to (at most 3), so no request is a 404.
      const html = await (await fetch(base + p)).text();
      const last = Math.max(1, ...[...html.matchAll(/[?&](?:amp;)?page=(\d+)/g)].map((m) => Number(m[1])));
      urls.push({ path: p, kind: "list" });
      for (let page = 1; page <= Math.min(3, last); page += 1) urls.push({ path: `${p}?page=${page}`, kind: "list" });
    } else if (/\/details?\/\d+$/.test(p)) urls.push({ path: p, kind: "article" });
    else if (p === "/xxgk/qyxx") urls.push({ path: p, kind: "enterprise" });
    else if (p === "/xxgk/spzq") urls.push({ path: p, kind: "video zone" });
    else urls.push({ path: p, kind: "page" });
  }
  if (!urls.some((u) => u.kind === "enterprise")) urls.push({ path: "/xxgk/qyxx", kind: "enterprise" });
  if (!urls.some((u) => u.kind === "video zone")) urls.push({ path: "/xxgk/spzq", kind: "video zone" });
  urls.push({ path: "/?lng=en-US", kind: "home" });
  // Static files the home page references: built assets and uploaded images (videos left out: too big to loop).
  const home = await (await fetch(`${base}/`)).text();
  const statics = new Set(
    [...home.matchAll(/(?:href|src)="(\/(?:assets|uploads)\/[^"?#]+)"/g)]
      .map((m) => m[1])
      .filter((p) => !/\.(mp4|webm)$/i.test(p)),
  );
  for (const p of statics) urls.push({ path: p, kind: p.startsWith("/assets/") ? "asset" : "upload" });
  return urls;
}
