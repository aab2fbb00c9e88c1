/**
 * Starting the production server (build/server/main.js) outside of production: for the e2e tests
 * (scripts/e2e-server.mjs, tests/fixtures/security/spawn-server.ts), local runs (scripts/serve-copy.mjs) and the
 * measurements (scripts/bench.mjs, scripts/bench-cpu.mjs, scripts/load-harness.mjs). A free loopback port, a
 * throw-away copy of content/, the server on both, and waiting until it answers.
 */
import { spawn, spawnSync } from "node:child_process";
import { cpSync, mkdirSync, mkdtempSync, writeFileSync } from "node:fs";
import { createServer } from "node:net";
import path from "node:path";

/**
 * A loopback port nothing listens on (the OS picks it).
 * @returns {Promise<number>}
 */
export function freePort() {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once("error", reject);
    probe.listen(0, "127.0.0.1", () => {
      const address = probe.address();
      probe.close(() =>
        typeof address === "object" && address ? resolve(address.port) : reject(new Error("no port")),
      );
    });
  });
}

/**
 * Makes the image variants of content/uploads once per checkout (into content/uploads/variants, not versioned),
 * so that copies of content/ have them without paying for the encoding (about 10 s of CPU) each time.
 */
export function makeImageVariants() {
  spawnSync(path.resolve("node_modules/.bin/tsx"), ["scripts/media-variants.ts"], {
    stdio: "inherit",
    env: { ...process.env, CONTENT_DIR: path.resolve("content") },
  });
}

/**
 * A throw-away copy of content/ in tests/.tmp, named `<prefix>-XXXXXX`. It is marked with this process's pid
 * before it is filled, so an e2e server starting meanwhile (which removes the copies whose owner is gone) leaves
 * it alone, also while it is still being copied. The caller removes it.
 * @param {string} [prefix]
 * @returns {string} its absolute path
 */
export function contentCopy(prefix = "content") {
  mkdirSync("tests/.tmp", { recursive: true });
  const dir = mkdtempSync(path.resolve(`tests/.tmp/${prefix}-`));
  writeFileSync(path.join(dir, ".e2e-owner"), String(process.pid));
  cpSync("content", dir, { recursive: true });
  return dir;
}

/**
 * Starts the production server on 127.0.0.1:`port` serving `contentDir`, its SITE_URL that address. `env` adds to
 * (or overrides) the environment it inherits; `cwd` is a folder holding another build/.
 * @param {{
 *   port: number | string,
 *   contentDir: string,
 *   env?: Record<string, string>,
 *   stdio?: import("node:child_process").StdioOptions,
 *   cwd?: string,
 * }} options
 */
export function spawnProductionServer({ port, contentDir, env = {}, stdio = ["ignore", "ignore", "inherit"], cwd }) {
  const base = `http://127.0.0.1:${port}`;
  const child = spawn(process.execPath, ["build/server/main.js"], {
    cwd,
    stdio,
    env: {
      ...process.env,
      NODE_ENV: "production",
      HOST: "127.0.0.1",
      PORT: String(port),
      CONTENT_DIR: contentDir,
      SITE_URL: base,
      ...env,
    },
  });
  return { child, base };
}

/**
 * Resolves once `url` answers 2xx. Rejects after `timeoutMs`, or as soon as `child` (the process that should
 * answer) has exited; the message ends with `log()`, what the process said.
 * @param {string} url
 * @param {{ child?: import("node:child_process").ChildProcess, timeoutMs?: number, log?: () => string }} [options]
 */
export async function waitUntilUp(url, { child, timeoutMs = 60_000, log = () => "" } = {}) {
  const deadline = performance.now() + timeoutMs;
  const said = () => (log() ? `:\n${log()}` : "");
  for (;;) {
    if (child && (child.exitCode !== null || child.signalCode !== null))
      throw new Error(`${url}: the server exited with ${child.exitCode ?? child.signalCode}${said()}`);
    try {
      const res = await fetch(url);
      await res.arrayBuffer();
      if (res.ok) return;
    } catch {
      // Not listening yet.
    }
    if (performance.now() > deadline) throw new Error(`${url} did not answer within ${timeoutMs / 1000} s${said()}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}
