/**
 * Shared pieces of the soak and scale scripts: a production server on a throw-away content copy, an admin
 * login, reading an admin form the way a browser would submit it, timing requests, and process memory.
 * Everything started here is stopped and deleted by `cleanup()`, also on errors and Ctrl-C.
 */
import { existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { contentCopy as copyOfContent, freePort, spawnProductionServer, waitUntilUp } from "./production-server.mjs";

export const ADMIN = `/${process.env.ADMIN_PATH ?? "eKwU1RHjdG"}`;
export const ADMIN_PASSWORD = "soak-Admin-Passw0rd!";

const cleanups = [];
let cleaning = false;
/** Runs every registered cleanup once (servers first, then folders). */
export async function cleanup() {
  if (cleaning) return;
  cleaning = true;
  for (const step of cleanups.splice(0).reverse()) {
    try {
      await step();
    } catch (error) {
      console.error("cleanup step failed:", error);
    }
  }
}
for (const signal of ["SIGINT", "SIGTERM"]) {
  process.on(signal, () => void cleanup().finally(() => process.exit(130)));
}

/**
 * Runs `main` once the calling module has finished loading (its constants exist), always cleaning up;
 * exits with its return code (or 1 on an exception).
 */
export function run(main) {
  setImmediate(() => runNow(main));
}

function runNow(main) {
  main()
    .then(
      async (code) => {
        await cleanup();
        process.exit(code ?? 0);
      },
      async (error) => {
        console.error(error);
        await cleanup();
        process.exit(1);
      },
    )
    .catch(() => process.exit(1));
}

export function requireBuild() {
  if (!existsSync("build/server/index.js")) {
    console.error("No production build: run `npm run build` first.");
    process.exit(2);
  }
}

/** A copy of content/ in tests/.tmp, removed on cleanup. */
export function contentCopy(prefix) {
  const dir = copyOfContent(prefix);
  cleanups.push(() => rmSync(dir, { recursive: true, force: true }));
  return dir;
}

/**
 * Starts the production server (build/server/main.js) on a free loopback port with `contentDir`; resolves once /healthz answers 200, with the
 * time that took (spawn → first 200).
 */
export async function startServer(contentDir, extraEnv = {}) {
  const port = await freePort();
  const started = performance.now();
  const { child, base } = spawnProductionServer({
    port,
    contentDir,
    stdio: ["ignore", "ignore", "pipe"],
    env: {
      SESSION_SECRET: "load-session-secret-0123456789abcdef0123456789",
      ADMIN_PASSWORD,
      ACCESS_LOG: "0",
      ...extraEnv,
    },
  });
  let stderr = "";
  child.stderr.on("data", (chunk) => {
    stderr = (stderr + chunk).slice(-20_000);
  });
  const exited = new Promise((resolve) => child.once("exit", resolve));
  cleanups.push(async () => {
    if (child.exitCode !== null || child.signalCode !== null) return;
    child.kill("SIGTERM");
    const timer = setTimeout(() => child.kill("SIGKILL"), 5000);
    await exited;
    clearTimeout(timer);
  });
  await waitUntilUp(`${base}/healthz`, { child, timeoutMs: 120_000, log: () => stderr });
  return { child, base, pid: child.pid, startupMs: performance.now() - started, stderr: () => stderr };
}

export const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

/** Resident memory in MB of a process and its children: the clustered server's primary and workers (Linux /proc). */
export function rssMb(pid) {
  let kb = 0;
  for (const each of [pid, ...childPids(pid)]) {
    const status = readFileSync(`/proc/${each}/status`, "utf8");
    kb += Number(/VmRSS:\s+(\d+)\s+kB/.exec(status)?.[1] ?? NaN);
  }
  return Math.round((kb / 1024) * 10) / 10;
}

function childPids(pid) {
  try {
    const children = readFileSync(`/proc/${pid}/task/${pid}/children`, "utf8").trim();
    return children ? children.split(/\s+/).map(Number) : [];
  } catch {
    return [];
  }
}

/** A minimal cookie jar for one admin session. */
export class Session {
  cookies = new Map();
  constructor(base) {
    this.base = base;
  }
  header() {
    return [...this.cookies].map(([k, v]) => `${k}=${v}`).join("; ");
  }
  take(res) {
    for (const line of res.headers.getSetCookie?.() ?? []) {
      const [pair] = line.split(";");
      const eq = pair.indexOf("=");
      const name = pair.slice(0, eq).trim();
      const value = pair.slice(eq + 1).trim();
      if (/Max-Age=0|Expires=Thu, 01 Jan 1970/i.test(line) || value === "") this.cookies.delete(name);
      else this.cookies.set(name, value);
    }
  }
  async get(pathname) {
    const res = await fetch(this.base + pathname, { headers: { cookie: this.header() }, redirect: "manual" });
    this.take(res);
    return { status: res.status, text: await res.text(), location: res.headers.get("location") };
  }
  async post(pathname, fields) {
    const body = new URLSearchParams();
    for (const [name, value] of fields) body.append(name, value);
    const res = await fetch(this.base + pathname, {
      method: "POST",
      headers: { cookie: this.header(), origin: this.base, "content-type": "application/x-www-form-urlencoded" },
      body,
      redirect: "manual",
    });
    this.take(res);
    return { status: res.status, text: await res.text(), location: res.headers.get("location") };
  }
}

/** Signs in as admin; throws unless the login redirects. */
export async function login(base) {
  const session = new Session(base);
  await session.get(`${ADMIN}/login`);
  const res = await session.post(`${ADMIN}/login`, [
    ["username", "admin"],
    ["password", ADMIN_PASSWORD],
  ]);
  if (res.status !== 302 || !session.cookies.size)
    throw new Error(`login failed: ${res.status} ${res.text.slice(0, 300)}`);
  return session;
}

const ENTITIES = { amp: "&", lt: "<", gt: ">", quot: '"', apos: "'", nbsp: "\u00a0" };
export function decodeHtml(text) {
  return text.replace(/&(#x[0-9a-f]+|#\d+|[a-z]+);/gi, (all, code) => {
    if (code[0] === "#")
      return String.fromCodePoint(
        code[1] === "x" || code[1] === "X" ? parseInt(code.slice(2), 16) : Number(code.slice(1)),
      );
    return ENTITIES[code.toLowerCase()] ?? all;
  });
}

function attr(tag, name) {
  const m = new RegExp(`\\s${name}="([^"]*)"`, "i").exec(tag);
  return m ? decodeHtml(m[1]) : null;
}

/**
 * The fields a browser without JavaScript would submit for the post form holding a Save button: inputs
 * (checked boxes only, no files or buttons), textareas and selects, in document order, leaving out those that
 * belong to another form.
 */
export function formFields(html) {
  const forms = [...html.matchAll(/<form\b([^>]*method="post"[^>]*)>([\s\S]*?)<\/form>/gi)].map((m) => ({
    id: attr(m[1], "id"),
    body: m[2],
  }));
  const chosenForm =
    forms.find((f) => /name="intent"[^>]*value="save"|value="save"[^>]*name="intent"/.test(f.body)) ?? forms.at(-1);
  if (!chosenForm) throw new Error("no post form on the page");
  const form = chosenForm.body;
  const fields = [];
  const re = /<input\b[^>]*>|<textarea\b[^>]*>([\s\S]*?)<\/textarea>|<select\b[^>]*>([\s\S]*?)<\/select>/gi;
  for (const m of form.matchAll(re)) {
    const tag = m[0];
    const name = attr(tag, "name");
    if (!name || /\sdisabled(=|\s|>)/.test(tag.split(">")[0])) continue;
    // A control whose form attribute names another form (the editor's language tabs) is not posted with this one.
    const owner = attr(tag.split(">")[0], "form");
    if (owner !== null && owner !== chosenForm.id) continue;
    if (tag.startsWith("<input")) {
      const type = (attr(tag, "type") ?? "text").toLowerCase();
      if (["file", "submit", "button", "image", "reset"].includes(type)) continue;
      if ((type === "checkbox" || type === "radio") && !/\schecked(=|\s|>|\/)/.test(tag)) continue;
      fields.push([name, attr(tag, "value") ?? (type === "checkbox" ? "on" : "")]);
    } else if (tag.startsWith("<textarea")) {
      fields.push([name, decodeHtml(m[1] ?? "").replace(/^\n/, "")]);
    } else {
      const options = [...(m[2] ?? "").matchAll(/<option\b[^>]*>/gi)].map((o) => o[0]);
      const chosen = options.find((o) => /\sselected(=|\s|>)/.test(o)) ?? options[0];
      if (chosen) fields.push([name, attr(chosen, "value") ?? ""]);
    }
  }
  return fields;
}

/** Replaces (or adds) a field's value in a field list. */
export function setField(fields, name, value) {
  const index = fields.findIndex(([n]) => n === name);
  if (index >= 0) fields[index] = [name, value];
  else fields.push([name, value]);
  return fields;
}

export function fieldValue(fields, name) {
  return fields.find(([n]) => n === name)?.[1];
}

export function percentile(sorted, p) {
  if (sorted.length === 0) return NaN;
  const index = Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1));
  return sorted[index];
}

export const round = (n, digits = 1) => Math.round(n * 10 ** digits) / 10 ** digits;

/** Writes a report JSON into .reports/. */
export function writeReport(name, report) {
  mkdirSync(".reports", { recursive: true });
  writeFileSync(`.reports/${name}.json`, `${JSON.stringify(report, null, 2)}\n`);
}

/** Prints rows as an aligned text table. */
export function printTable(rows) {
  const widths = rows[0].map((_, i) => Math.max(...rows.map((r) => String(r[i]).length)));
  for (const [index, row] of rows.entries()) {
    console.log(row.map((cell, i) => String(cell).padEnd(widths[i])).join("  "));
    if (index === 0) console.log(widths.map((w) => "-".repeat(w)).join("  "));
  }
}
