#!/usr/bin/env node
/**
 * CPU time per request of one server process, for comparing builds on a shared, busy host (docs/performance.md,
 * "What each trick is worth"). Throughput on loopback moves with whatever else the machine runs; the CPU the
 * server spends on each request moves much less, and builds measured side by side share the same load.
 * Run after `npm run build`:
 *
 *   node scripts/bench-cpu.mjs                 # this checkout's build/
 *   node scripts/bench-cpu.mjs DIR_A DIR_B     # folders that each hold a build/ (and may have their own
 *                                              # node_modules), measured at the same time
 *   node scripts/bench-cpu.mjs . ".::--max-semi-space-size=1"
 *                                              # the same build, one server with other Node options
 *
 * Each server runs with WEB_CONCURRENCY=1 (one process, so /proc/<pid>/stat is all of its work) on a loopback
 * port with a throw-away copy of content/. After a warm-up, the home page rendered on every request (a
 * non-session cookie bypasses the page cache) and then through the page cache is loaded with wrk for
 * CPU_SECONDS (15) with CPU_CONNECTIONS (2) per server; the process's user+system CPU time is divided by the
 * requests served. Prints ms per request and the requests/s one core would serve at that cost.
 */
import { spawn } from "node:child_process";
import { cpSync, mkdtempSync, readFileSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { freePort, spawnProductionServer, waitUntilUp } from "./production-server.mjs";

const dirs = process.argv.slice(2).length ? process.argv.slice(2) : ["."];
const SECONDS = Number(process.env.CPU_SECONDS ?? 15);
const CONNECTIONS = Number(process.env.CPU_CONNECTIONS ?? 2);
const TICK_MS = 1000 / 100; // USER_HZ is 100 on Linux

/** user + system CPU of a process so far, in ms. */
function cpuMs(pid) {
  const fields = readFileSync(`/proc/${pid}/stat`, "utf8").split(") ")[1].split(" ");
  return (Number(fields[11]) + Number(fields[12])) * TICK_MS;
}

/** wrk's count of requests served. */
function wrk(url, headers, seconds) {
  const args = ["-t1", `-c${CONNECTIONS}`, `-d${seconds}s`, ...headers.flatMap((h) => ["-H", h]), url];
  return new Promise((resolve) => {
    const child = spawn("wrk", args);
    let out = "";
    child.stdout.on("data", (chunk) => (out += chunk));
    child.on("close", () => resolve(Number(/(\d+) requests in/.exec(out)?.[1] ?? 0)));
  });
}

const work = mkdtempSync(path.join(os.tmpdir(), "wenlv-cpu-"));
const servers = [];
try {
  for (const [i, spec] of dirs.entries()) {
    const [dir, nodeOptions] = spec.split("::");
    const contentDir = path.join(work, `content-${i}`);
    cpSync("content", contentDir, { recursive: true });
    const { child, base } = spawnProductionServer({
      port: await freePort(),
      contentDir,
      cwd: dir,
      stdio: ["ignore", "ignore", "ignore"],
      env: {
        WEB_CONCURRENCY: "1",
        SESSION_SECRET: "bench-session-secret-0123456789abcdef0123456789",
        ADMIN_PASSWORD: "bench-Admin-Passw0rd!",
        ACCESS_LOG: "0",
        ...(nodeOptions ? { NODE_OPTIONS: nodeOptions } : {}),
      },
    });
    servers.push({ dir: spec, base, child });
  }
  for (const { base, child } of servers) await waitUntilUp(`${base}/healthz`, { child });
  const rendered = ["Cookie: bench=render"];
  await Promise.all(servers.map(({ base }) => wrk(`${base}/`, rendered, 10)));
  await Promise.all(servers.map(({ base }) => wrk(`${base}/`, [], 3)));
  const measure = async (headers) =>
    Promise.all(
      servers.map(async ({ base, child }) => {
        const before = cpuMs(child.pid);
        const requests = await wrk(`${base}/`, headers, SECONDS);
        return { requests, ms: (cpuMs(child.pid) - before) / requests };
      }),
    );
  const results = { rendered: await measure(rendered), cached: await measure([]) };
  console.log(
    `load average ${os
      .loadavg()
      .map((l) => l.toFixed(1))
      .join(" ")}`,
  );
  servers.forEach(({ dir }, i) => {
    for (const [label, all] of Object.entries(results)) {
      const r = all[i];
      console.log(
        `${dir.padEnd(22)} ${label.padEnd(9)} ${r.ms.toFixed(3)} ms CPU/request  (${(1000 / r.ms).toFixed(0)} req/s per core; ${r.requests} requests)`,
      );
    }
  });
} finally {
  for (const { child } of servers) child.kill("SIGTERM");
  await new Promise((r) => setTimeout(r, 500));
  for (const { child } of servers) if (child.exitCode === null) child.kill("SIGKILL");
  rmSync(work, { recursive: true, force: true });
}
