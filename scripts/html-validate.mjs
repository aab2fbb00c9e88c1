#!/usr/bin/env node
/**
 * Checks every public page type (scripts/public-pages.mjs), in both languages, with the W3C Nu HTML checker
 * (the `vnu-jar` package; needs Java). Prints each page's result and the errors found, then
 * "html: N passed, N failed"; exits non-zero on any error.
 *
 *   node scripts/html-validate.mjs                 starts a throw-away production server (npm run build first)
 *   BASE_URL=http://127.0.0.1:3000 node scripts/html-validate.mjs    checks a running server instead
 *
 * Only the errors in ALLOWED pass: CSS the checker does not know yet, in stylesheets the build writes.
 */
import { spawn, spawnSync } from "node:child_process";
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { createRequire } from "node:module";
import { tmpdir } from "node:os";
import path from "node:path";
import { pathToFileURL } from "node:url";
import { freePort, waitUntilUp } from "./production-server.mjs";
import { LOCALES, PUBLIC_PAGES, localized } from "./public-pages.mjs";

const ALLOWED = [
  // Tailwind declares its custom properties with @property, which the checker's CSS parser does not know.
  { message: /^CSS: Unrecognized at-rule “@property”\.$/, why: "at-rule unknown to the checker" },
  // Tailwind's fallback for browsers without @property is guarded by an @supports test for this property.
  { message: /^CSS: “margin-trim”: Property “margin-trim” doesn't exist\.$/, why: "feature test in @supports" },
];

const FORM = { "Content-Type": "application/x-www-form-urlencoded" };
const vnuJar = String(createRequire(import.meta.url)("vnu-jar"));
const java = process.env.JAVA_HOME ? path.join(process.env.JAVA_HOME, "bin", "java") : "java";
if (spawnSync(java, ["-version"], { stdio: "ignore" }).status !== 0) {
  console.error("html: Java is needed for the Nu HTML checker (Debian: apt-get install default-jre-headless)");
  process.exit(2);
}

const server = process.env.BASE_URL ? null : await startServer();
const base = process.env.BASE_URL ?? server.baseURL;
const dir = mkdtempSync(path.join(tmpdir(), "html-validate-"));
let failed = 0;
try {
  const pages = [];
  for (const locale of LOCALES) {
    for (const page of PUBLIC_PAGES) {
      const url = localized(page.path, locale);
      const res = await fetch(`${base}${url}`, {
        method: page.method ?? "GET",
        headers: { "Accept-Language": locale, ...(page.method === "POST" ? FORM : {}) },
        body: page.method === "POST" ? "a=1" : undefined,
        redirect: "manual",
      });
      const file = path.join(dir, `${page.name}.${locale}.html`);
      writeFileSync(file, Buffer.from(await res.arrayBuffer()));
      const expected = page.status ?? 200;
      const label = `${page.name} (${locale}) ${page.method ?? "GET"} ${url}`;
      pages.push({
        label,
        file,
        problems: res.status === expected ? [] : [`HTTP ${res.status}, expected ${expected}`],
      });
    }
  }
  const found = checkWithNu(pages.map((p) => p.file));
  for (const page of pages) {
    const messages = found.get(pathToFileURL(page.file).href) ?? [];
    const reported = messages.filter((m) => m.type !== "info");
    const errors = reported.filter((m) => !ALLOWED.some((a) => a.message.test(m.message)));
    const allowed = reported.length - errors.length;
    page.problems.push(...errors.map((m) => `${m.lastLine ?? "?"}:${m.firstColumn ?? "?"} ${m.message}`));
    const note = allowed ? ` (${allowed} allowed CSS messages)` : "";
    if (page.problems.length === 0) console.log(`  ✓ ${page.label}${note}`);
    else {
      failed++;
      console.log(`  ✗ ${page.label}: ${page.problems.length} error(s)${note}`);
      for (const problem of page.problems) console.log(`      ${problem}`);
    }
  }
  console.log(`html: ${pages.length - failed} passed, ${failed} failed`);
} finally {
  rmSync(dir, { recursive: true, force: true });
  await server?.stop();
}
process.exit(failed > 0 ? 1 : 0);

/** Runs the checker once over all files; its messages by file URL. */
function checkWithNu(files) {
  const run = spawnSync(java, ["-jar", vnuJar, "--format", "json", "--exit-zero-always", ...files], {
    encoding: "utf8",
    maxBuffer: 64 * 1024 * 1024,
  });
  let report;
  try {
    report = JSON.parse(run.stderr);
  } catch {
    throw new Error(`the Nu checker gave no report: ${run.stderr || run.error}`);
  }
  const byFile = new Map();
  for (const message of report.messages) {
    const list = byFile.get(message.url) ?? [];
    list.push(message);
    byFile.set(message.url, list);
  }
  return byFile;
}

/** The e2e server (scripts/e2e-server.mjs: a content copy, one worker) on a free loopback port. */
async function startServer() {
  const port = await freePort();
  const child = spawn(process.execPath, ["scripts/e2e-server.mjs"], {
    stdio: ["ignore", "ignore", "pipe"],
    env: { ...process.env, E2E_PORT: String(port), E2E_WORKERS: "1", ACCESS_LOG: "0" },
  });
  // The server's own log (it warns about the malformed path, logs the refused post) is shown only if it fails.
  let log = "";
  child.stderr.on("data", (chunk) => {
    if (log.length < 100_000) log += chunk;
  });
  const exited = new Promise((resolve) => child.once("exit", resolve));
  const baseURL = `http://127.0.0.1:${port}`;
  await waitUntilUp(`${baseURL}/healthz`, { child, log: () => log });
  return {
    baseURL,
    stop: async () => {
      child.kill("SIGTERM");
      await exited;
    },
  };
}
