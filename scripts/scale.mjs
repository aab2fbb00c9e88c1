#!/usr/bin/env node
/**
 * Scale check: how does the production server behave with 10,000 articles? Run after `npm run build`:
 * `npm run scale` (SCALE_ARTICLES, default 10000; SCALE_REQUESTS per endpoint, default 30).
 *
 * Copies content/ to a throw-away folder, adds SCALE_ARTICLES generated articles (valid front matter, spread
 * over the leaf list menus, Chinese text of realistic length), starts the production server (build/server/main.js) on it and reports:
 * - start-up: spawn → first 200 on /healthz (which answers once the store has loaded), and RSS after start;
 * - server time, measured client-side on loopback over one keep-alive connection, one request at a time:
 *   the first request, then median and p95 over SCALE_REQUESTS requests, for a public list page (page 1 and
 *   a deep page), the admin article list (keyword filter, page 3, signed in) and /sitemap.xml.
 *   Public pages are measured rendered (a non-session cookie bypasses the page cache, as bench.mjs does) and
 *   through the page cache (anonymous).
 * - the site search: index build time, the start from its snapshot (what a server start does once a snapshot
 *   exists), the index's heap and the segmenter's memory (in-process, with scripts/search-scale.ts on the same
 *   copy), and the server time of /search (its Server-Timing) for a set of queries, median and p95, against
 *   issue #17's goals: index at start-up < 5 s, p95 < 20 ms, index < 150 MB.
 * - revisions (issue #16): SCALE_REVISIONS (default 20) saved revisions for every generated article, written in
 *   the store's format under content/.revisions/; start-up with and without them (three starts each, alternating,
 *   goal: < 20 % growth, since revisions are read only per record) and the history page of one record (its
 *   `Server-Timing: history;dur=`, and the whole request), goal < 50 ms. SCALE_ONLY=revisions runs only this part.
 * Prints a table; writes .reports/scale.json. Exits 1 when a rendered median exceeds SCALE_BUDGET_MS (100) or a
 * search goal is missed.
 */
import { spawnSync } from "node:child_process";
import { mkdirSync, readFileSync, readdirSync, renameSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import matter from "gray-matter";
import {
  ADMIN,
  contentCopy,
  login,
  percentile,
  printTable,
  requireBuild,
  round,
  rssMb,
  run,
  startServer,
  writeReport,
} from "./load-harness.mjs";

const COUNT = Number(process.env.SCALE_ARTICLES ?? 10_000);
const REQUESTS = Number(process.env.SCALE_REQUESTS ?? 30);
const BUDGET_MS = Number(process.env.SCALE_BUDGET_MS ?? 100);
const KEYWORD = "数字";
/** Search queries: common and rare words of the generated text, a number, and English (seeded text only). */
const SEARCH_QUERIES = [
  "智慧景区建设",
  "文旅一码通",
  "数字文旅 培训",
  "网络安全",
  "济南 调研活动",
  "第5000期",
  "one code pass",
];
const SEARCH_GOALS = { buildMs: 5_000, p95Ms: 20, heapMb: 150 };
const REVISIONS = Number(process.env.SCALE_REVISIONS ?? 20);
const REVISION_GOALS = { historyMs: 50, startupGrowth: 0.2 };

run(async () => {
  requireBuild();
  const contentDir = contentCopy("scale");
  const t0 = performance.now();
  const generated = generateArticles(contentDir, COUNT);
  const generateMs = performance.now() - t0;
  console.log(`scale: ${COUNT} articles generated in ${round(generateMs / 1000)} s; starting the server …`);
  if (process.env.SCALE_ONLY === "revisions") {
    const revisions = await measureRevisions(contentDir, generated);
    writeReport("scale-revisions", { when: new Date().toISOString(), articles: generated.total, revisions });
    printRevisions(revisions);
    return revisions.ok ? 0 : 1;
  }

  const server = await startServer(contentDir);
  const rssAfterStart = rssMb(server.pid);
  const base = server.base;
  const session = await login(base);

  const list = `/${generated.busiest.path}/lsit`;
  const lastPage = Math.max(
    1,
    ...[...(await (await fetch(base + list)).text()).matchAll(/[?&](?:amp;)?page=(\d+)/g)].map((m) => Number(m[1])),
  );
  const deep = `${list}?page=${Math.max(1, Math.floor(lastPage * 0.9))}`;
  const adminList = `${ADMIN}/articleList?q=${encodeURIComponent(KEYWORD)}&page=3`;

  const bypass = { cookie: "scale=1" }; // not the session cookie: the visitor is not anonymous, so no page cache
  const endpoints = [
    { name: "public list page 1 (rendered)", path: list, headers: bypass },
    { name: `public list page ${deep.split("=")[1]} of ${lastPage} (rendered)`, path: deep, headers: bypass },
    { name: "public list page 1 (page cache)", path: list, headers: {} },
    { name: "public list deep page (page cache)", path: deep, headers: {} },
    { name: `admin article list q=${KEYWORD} page 3`, path: adminList, headers: () => ({ cookie: session.header() }) },
    { name: "/sitemap.xml", path: "/sitemap.xml", headers: {} },
  ];

  const results = [];
  for (const endpoint of endpoints) {
    const times = [];
    let status = 0;
    let bytes = 0;
    for (let i = 0; i <= REQUESTS; i += 1) {
      const headers = typeof endpoint.headers === "function" ? endpoint.headers() : endpoint.headers;
      const start = performance.now();
      const res = await fetch(base + endpoint.path, { headers, redirect: "manual" });
      const body = await res.arrayBuffer();
      times.push(performance.now() - start);
      status = res.status;
      bytes = body.byteLength;
      if (res.status !== 200) throw new Error(`${endpoint.path} answered ${res.status}`);
    }
    const [first, ...rest] = times;
    const sorted = rest.sort((a, b) => a - b);
    results.push({
      name: endpoint.name,
      path: endpoint.path,
      status,
      kb: round(bytes / 1024),
      firstMs: round(first),
      medianMs: round(percentile(sorted, 50)),
      p95Ms: round(percentile(sorted, 95)),
    });
  }
  const search = await measureSearch(base);
  const rssAfterRequests = rssMb(server.pid);
  console.log("scale: measuring the search index in-process …");
  const inProcess = searchInProcess(contentDir);

  const revisions = await measureRevisions(contentDir, generated);
  const over = results.filter((r) => !r.name.includes("page cache") && r.medianMs > BUDGET_MS);
  const searchMissed = [
    inProcess.startMs > SEARCH_GOALS.buildMs && `index start from snapshot ${inProcess.startMs} ms`,
    inProcess.buildMs > SEARCH_GOALS.buildMs && `index build from the store ${inProcess.buildMs} ms`,
    search.serverP95Ms > SEARCH_GOALS.p95Ms && `search p95 ${search.serverP95Ms} ms`,
    inProcess.queryP95Ms > SEARCH_GOALS.p95Ms && `search p95, fresh ranking ${inProcess.queryP95Ms} ms`,
    inProcess.indexHeapMb > SEARCH_GOALS.heapMb && `index heap ${inProcess.indexHeapMb} MB`,
  ].filter(Boolean);
  const report = {
    when: new Date().toISOString(),
    machine: { cpus: os.cpus().length, load: os.loadavg().map((l) => round(l, 2)), node: process.version },
    articles: { generated: COUNT, total: generated.total, perMenu: generated.perMenu },
    generateSeconds: round(generateMs / 1000),
    startupMs: round(server.startupMs),
    rssMb: { afterStart: rssAfterStart, afterRequests: rssAfterRequests },
    requestsPerEndpoint: REQUESTS,
    endpoints: results,
    budgetMs: BUDGET_MS,
    overBudget: over.map((r) => r.name),
    search: { goals: SEARCH_GOALS, http: search, inProcess, missed: searchMissed },
    revisions,
    ok: over.length === 0 && searchMissed.length === 0 && revisions.ok,
  };
  writeReport("scale", report);

  printTable([
    ["measure", "value"],
    ["articles", `${generated.total} (${COUNT} generated)`],
    ["start-up (spawn → 200 /healthz)", `${report.startupMs} ms`],
    ["RSS after start / after requests", `${rssAfterStart} / ${rssAfterRequests} MB`],
  ]);
  console.log("");
  printTable([
    ["endpoint", "KB", "first ms", "median ms", "p95 ms"],
    ...results.map((r) => [r.name, r.kb, r.firstMs, r.medianMs, r.p95Ms]),
  ]);
  console.log("");
  printTable([
    ["search", "value", "goal"],
    ["segmenter", inProcess.segmenter, ""],
    ["documents indexed", `${inProcess.documents} (${inProcess.articles} articles)`, ""],
    ["index build from the store (first start, in-process)", `${inProcess.buildMs} ms`, `< ${SEARCH_GOALS.buildMs} ms`],
    ["snapshot save / size", `${inProcess.snapshotSaveMs} ms / ${inProcess.snapshotMb} MB`, ""],
    ["index start from snapshot (in-process)", `${inProcess.startMs} ms`, `< ${SEARCH_GOALS.buildMs} ms`],
    [
      "index heap / segmenter RSS",
      `${inProcess.indexHeapMb} / ${inProcess.segmenterRssMb} MB`,
      `< ${SEARCH_GOALS.heapMb} MB`,
    ],
    ["segmenter dictionary load", `${inProcess.segmenterLoadMs} ms`, ""],
    [
      "/search server time median / p95",
      `${search.serverMedianMs} / ${search.serverP95Ms} ms`,
      `p95 < ${SEARCH_GOALS.p95Ms} ms`,
    ],
    ["/search client time median / p95", `${search.clientMedianMs} / ${search.clientP95Ms} ms`, ""],
    [
      "in-process results page, fresh ranking, median / p95",
      `${inProcess.queryMedianMs} / ${inProcess.queryP95Ms} ms`,
      `p95 < ${SEARCH_GOALS.p95Ms} ms`,
    ],
    [
      "in-process results page, kept answer, median / p95",
      `${inProcess.cachedMedianMs} / ${inProcess.cachedP95Ms} ms`,
      "",
    ],
  ]);
  console.log("");
  printTable([
    ["query", "hits", "server first ms", "server median ms", "server p95 ms"],
    ...search.queries.map((q) => [q.query, q.hits, q.firstServerMs, q.serverMedianMs, q.serverP95Ms]),
  ]);
  console.log("");
  printTable([
    ["query (in-process, fresh ranking)", "hits", "first ms", "median ms", "p95 ms"],
    ...inProcess.queries.map((q) => [q.query, q.hits, q.firstMs, q.medianMs, q.p95Ms]),
  ]);
  console.log("");
  printRevisions(revisions);
  if (over.length > 0) console.log(`\nscale: over ${BUDGET_MS} ms median — ${report.overBudget.join("; ")}`);
  if (searchMissed.length > 0) console.log(`\nscale: search goals missed — ${searchMissed.join("; ")}`);
  if (report.ok) console.log("\nscale: OK");
  console.log("report: .reports/scale.json");
  return report.ok ? 0 : 1;
});

/**
 * /search over HTTP, one request at a time: each query SCALE_REQUESTS times after a first request. Server time
 * is the page's own `Server-Timing: search;dur=` (query, ranking, the page of ten and its marks); client time is
 * the whole request on loopback (with the render of the page).
 */
async function measureSearch(base) {
  const server = [];
  const client = [];
  const queries = [];
  for (const query of SEARCH_QUERIES) {
    // An English query is asked on the English site (a Chinese page searches the Chinese text).
    const path = `/search?q=${encodeURIComponent(query)}${/^[\x20-\x7e]+$/.test(query) ? "&lng=en-US" : ""}`;
    const own = [];
    let hits = 0;
    let firstServerMs = NaN;
    for (let i = 0; i <= REQUESTS; i += 1) {
      const start = performance.now();
      const res = await fetch(base + path, { redirect: "manual" });
      const html = await res.text();
      const took = performance.now() - start;
      if (res.status !== 200) throw new Error(`${path} answered ${res.status}`);
      const dur = Number(/search;dur=([\d.]+)/.exec(res.headers.get("server-timing") ?? "")?.[1] ?? NaN);
      hits = Number(
        /data-state="results"/.test(html)
          ? (/(\d[\d,]*)\s*(?:条结果|results? for)/.exec(html)?.[1] ?? "0").replace(/,/g, "")
          : 0,
      );
      if (i === 0) {
        // The first request warms the code path, and is the only one that ranks afresh: the index keeps the
        // ranked list of a query it was asked (docs/decisions/013-site-search.md), so the later ones page it.
        firstServerMs = dur;
        continue;
      }
      own.push(dur);
      server.push(dur);
      client.push(took);
    }
    own.sort((a, b) => a - b);
    queries.push({
      query,
      hits,
      firstServerMs: round(firstServerMs),
      serverMedianMs: round(percentile(own, 50)),
      serverP95Ms: round(percentile(own, 95)),
    });
  }
  server.sort((a, b) => a - b);
  client.sort((a, b) => a - b);
  return {
    requests: server.length,
    serverMedianMs: round(percentile(server, 50)),
    serverP95Ms: round(percentile(server, 95)),
    clientMedianMs: round(percentile(client, 50)),
    clientP95Ms: round(percentile(client, 95)),
    queries,
  };
}

/**
 * Revisions at scale: start-up without them (three starts), then REVISIONS revisions for each generated article
 * (the store's file format, the newest one equal to the article), start-up again, and the history page of one
 * article over loopback, signed in.
 */
async function measureRevisions(contentDir, generated) {
  const t0 = performance.now();
  const written = generateRevisions(contentDir, generated);
  const writeSeconds = round((performance.now() - t0) / 1000);
  // Revisions pile up over months, not in one burst: flush the burst to disk before timing anything.
  spawnSync("sync");
  console.log(`scale: ${written.files} revision files written in ${writeSeconds} s; start-ups without and with …`);
  // Without and with alternate (the folder renamed away and back), so a change in the machine's load between
  // the two series does not pass for a cost of the revisions.
  const live = path.join(contentDir, ".revisions");
  const away = path.join(contentDir, ".revisions-away");
  const without = [];
  const withThem = [];
  for (let i = 0; i < 3; i += 1) {
    renameSync(live, away);
    without.push(await timedStart(contentDir));
    renameSync(away, live);
    withThem.push(await timedStart(contentDir));
  }
  const withoutMs = round(
    percentile(
      without.sort((a, b) => a - b),
      50,
    ),
  );
  const withMs = round(
    percentile(
      withThem.sort((a, b) => a - b),
      50,
    ),
  );
  const server = await startServer(contentDir);
  const session = await login(server.base);
  const historyPath = `${ADMIN}/history/articles/${written.sampleId}?rev=1`;
  const serverTimes = [];
  const clientTimes = [];
  for (let i = 0; i <= REQUESTS; i += 1) {
    const start = performance.now();
    const res = await fetch(server.base + historyPath, { headers: { cookie: session.header() }, redirect: "manual" });
    const html = await res.text();
    const took = performance.now() - start;
    if (res.status !== 200) throw new Error(`${historyPath} answered ${res.status}`);
    if (!html.includes(`data-revision="${REVISIONS}"`))
      throw new Error(`${historyPath} does not list ${REVISIONS} revisions`);
    if (i === 0) continue;
    serverTimes.push(Number(/history;dur=([\d.]+)/.exec(res.headers.get("server-timing") ?? "")?.[1] ?? NaN));
    clientTimes.push(took);
  }
  await stopServer(server);
  serverTimes.sort((a, b) => a - b);
  clientTimes.sort((a, b) => a - b);
  const growth = (withMs - withoutMs) / withoutMs;
  const result = {
    perArticle: REVISIONS,
    files: written.files,
    megabytes: round(written.bytes / 1024 / 1024),
    writeSeconds,
    startupWithoutMs: withoutMs,
    startupsWithoutMs: without.map((ms) => round(ms)),
    startupsWithMs: withThem.map((ms) => round(ms)),
    startupWithMs: withMs,
    startupGrowthPercent: round(growth * 100),
    historyPath,
    historyServerMedianMs: round(percentile(serverTimes, 50)),
    historyServerP95Ms: round(percentile(serverTimes, 95)),
    historyClientMedianMs: round(percentile(clientTimes, 50)),
    historyClientP95Ms: round(percentile(clientTimes, 95)),
    goals: REVISION_GOALS,
  };
  result.ok = result.historyServerP95Ms < REVISION_GOALS.historyMs && growth < REVISION_GOALS.startupGrowth;
  return result;
}

function printRevisions(r) {
  printTable([
    ["revisions", "value", "goal"],
    [
      "revision files",
      `${r.files} (${r.perArticle} per article, ${r.megabytes} MB, written in ${r.writeSeconds} s)`,
      "",
    ],
    [
      "start-up without / with (median of 3)",
      `${r.startupWithoutMs} / ${r.startupWithMs} ms (${r.startupGrowthPercent} %)`,
      "< 20 %",
    ],
    ["history page server time median / p95", `${r.historyServerMedianMs} / ${r.historyServerP95Ms} ms`, "< 50 ms"],
    ["history page request median / p95", `${r.historyClientMedianMs} / ${r.historyClientP95Ms} ms`, ""],
  ]);
  console.log(r.ok ? "scale: revisions OK" : "scale: revision goals missed");
}

async function timedStart(contentDir) {
  const server = await startServer(contentDir);
  await stopServer(server);
  return server.startupMs;
}

async function stopServer(server) {
  if (server.child.exitCode !== null || server.child.signalCode !== null) return;
  const exited = new Promise((resolve) => server.child.once("exit", resolve));
  server.child.kill("SIGTERM");
  await exited;
}

/** REVISIONS revision files per generated article, as the store writes them (one edit of the title each). */
function generateRevisions(contentDir, generated) {
  const dir = path.join(contentDir, "articles");
  let files = 0;
  let bytes = 0;
  let sampleId = 0;
  for (const name of readdirSync(dir)) {
    const match = /^(\d+)\.md$/.exec(name);
    if (!match) continue;
    const id = Number(match[1]);
    if (id < generated.firstId) continue;
    const parsed = matter(readFileSync(path.join(dir, name), "utf8"));
    const record = { ...parsed.data, info: parsed.content };
    const target = path.join(contentDir, ".revisions", "articles", String(id));
    mkdirSync(target, { recursive: true });
    for (let rev = 1; rev <= REVISIONS; rev += 1) {
      const current = rev === REVISIONS;
      const revision = {
        rev,
        kind: "articles",
        id,
        time: record.updatetime - (REVISIONS - rev) * 600,
        actor: { id: 1, username: "admin" },
        client: "127.0.0.1",
        action: rev === 1 ? "create" : "update",
        changed: rev === 1 ? Object.keys(record) : ["title", "info"],
        record: current
          ? record
          : {
              ...record,
              title: `${record.title}（草稿 ${rev}）`,
              info: record.info.replace("</p>", `（第 ${rev} 稿）</p>`),
            },
      };
      const text = `${JSON.stringify(revision)}\n`;
      writeFileSync(path.join(target, `${String(rev).padStart(6, "0")}.json`), text);
      files += 1;
      bytes += Buffer.byteLength(text);
    }
    sampleId = sampleId || id;
  }
  return { files, bytes, sampleId };
}

/** scripts/search-scale.ts on the content copy: index build, memory and in-process query times. */
function searchInProcess(contentDir) {
  const result = spawnSync(
    process.execPath,
    [
      "--expose-gc",
      "--import",
      "tsx",
      "scripts/search-scale.ts",
      contentDir,
      SEARCH_QUERIES.join("|"),
      String(REQUESTS),
    ],
    { encoding: "utf8", maxBuffer: 16 * 1024 * 1024, env: { ...process.env, NODE_ENV: "production" } },
  );
  if (result.status !== 0) throw new Error(`search-scale failed:\n${result.stderr}`);
  return JSON.parse(result.stdout.trim().split("\n").at(-1));
}

/** Leaf list menus (type 30001, active, not hidden, no children) of the content copy. */
function listMenus(contentDir) {
  const menus = JSON.parse(readFileSync(path.join(contentDir, "menus.json"), "utf8")).menus;
  const byId = new Map(menus.map((m) => [m.id, m]));
  const hasChildren = new Set(menus.filter((m) => m.del_status === 1).map((m) => m.parent_id));
  return menus
    .filter((m) => m.menu_type === 30001 && m.del_status === 1 && m.is_hide === 0 && !hasChildren.has(m.id))
    .map((m) => ({ id: m.id, path: [byId.get(m.parent_id)?.route, m.route].filter(Boolean).join("/") }));
}

const PLACES = ["济南", "青岛", "烟台", "潍坊", "临沂", "泰安", "威海", "日照", "曲阜", "淄博", "聊城", "菏泽"];
const TOPICS = [
  "智慧景区",
  "文旅一码通",
  "数字文旅",
  "文化遗产保护",
  "乡村旅游",
  "研学旅行",
  "文旅大数据",
  "夜间文旅消费",
  "旅游公共服务",
  "网络安全",
];
const EVENTS = [
  "建设推进会",
  "工作座谈会",
  "专题培训班",
  "项目验收会",
  "合作签约仪式",
  "经验交流会",
  "年度总结会",
  "调研活动",
];
const SENTENCES = [
  "会议总结了前一阶段的工作成效，分析了当前面临的形势和任务，并对下一步重点工作作出部署。",
  "公司技术团队现场演示了平台的主要功能，与会代表就数据共享、系统对接和运营保障等问题进行了深入交流。",
  "下一步，公司将继续发挥技术优势，推动文化和旅游深度融合，为游客提供更加便捷、安全、优质的服务。",
  "活动期间，参会人员实地考察了多个重点项目，详细了解项目建设进度和运营情况。",
  "与会专家认为，数字化转型是文旅行业高质量发展的必由之路，应当坚持需求导向、问题导向和效果导向。",
  "平台上线以来累计服务游客超过一千万人次，预约、购票、入园等环节的平均等候时间明显缩短。",
  "各参会单位表示，将以此次活动为契机，进一步加强沟通协作，形成工作合力，共同推动各项任务落地见效。",
  "本次培训围绕数据安全、个人信息保护和应急处置等内容展开，进一步提升了从业人员的专业能力和安全意识。",
];

/** A deterministic pseudo-random generator (mulberry32), so every run writes the same articles. */
function random(seed) {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** Writes `count` articles after the existing ones; returns the totals and the menu holding the most. */
function generateArticles(contentDir, count) {
  const dir = path.join(contentDir, "articles");
  mkdirSync(dir, { recursive: true });
  const existing = readdirSync(dir).filter((name) => /^\d+\.md$/.test(name));
  const firstId = Math.max(0, ...existing.map((name) => Number(name.slice(0, -3)))) + 1;
  const menus = listMenus(contentDir);
  const rand = random(20_260_101);
  const pick = (items) => items[Math.floor(rand() * items.length)];
  const perMenu = Object.fromEntries(menus.map((m) => [m.path, 0]));
  const start = 1_600_000_000;
  for (let i = 0; i < count; i += 1) {
    const id = firstId + i;
    const menu = menus[i % menus.length];
    perMenu[menu.path] += 1;
    const place = pick(PLACES);
    const topic = pick(TOPICS);
    const paragraphs = Array.from({ length: 3 + Math.floor(rand() * 5) }, () =>
      Array.from({ length: 2 + Math.floor(rand() * 3) }, () => pick(SENTENCES)).join(""),
    );
    const createtime = start + Math.floor((i / count) * 170_000_000) + Math.floor(rand() * 3600);
    const fields = {
      id,
      title: `${place}${topic}${pick(EVENTS)}顺利举行（第${i + 1}期）`,
      img: rand() < 0.6 ? [{ url: `/uploads/seed/news-${1 + (i % 3)}.jpg`, name: `news-${1 + (i % 3)}.jpg` }] : [],
      menu_id: menu.id,
      del_status: rand() < 0.02 ? 0 : 1,
      order: 0,
      createtime,
      updatetime: createtime + Math.floor(rand() * 86_400),
      file_url: "",
      admin_id: 0,
      is_topic: 0,
      is_carousel: 0,
    };
    const info = `<h2>${place}${topic}</h2>\n${paragraphs.map((p) => `<p>${p}</p>`).join("\n")}\n`;
    const block = matter.stringify("", fields);
    writeFileSync(path.join(dir, `${String(id).padStart(4, "0")}.md`), block.slice(0, -1) + info);
  }
  const busiest = menus.reduce((a, b) => (perMenu[b.path] > perMenu[a.path] ? b : a));
  return { total: existing.length + count, perMenu, busiest, firstId };
}
