#!/usr/bin/env node
/**
 * Starts the production server for end-to-end tests: copies content/ to a throw-away folder, then runs
 * the production server (build/server/main.js) on 127.0.0.1:$E2E_PORT with CONTENT_DIR pointing at the copy. The copy is removed on exit.
 * The server runs as a cluster of two workers (E2E_WORKERS), as production does on any multi-core machine,
 * so every test also checks that a change made through one worker is seen through the other.
 */
import { spawnSync } from "node:child_process";
import { mkdirSync, readFileSync, readdirSync, rmSync, writeFileSync } from "node:fs";
import path from "node:path";
import { contentCopy, makeImageVariants, spawnProductionServer } from "./production-server.mjs";

const port = process.env.E2E_PORT ?? "3107";
const adminPassword = process.env.E2E_ADMIN_PASSWORD ?? "e2e-Admin-Passw0rd!";
// A `user`-role account beside the admin (tests/fixtures/security/helpers.ts names the same defaults).
const userName = process.env.E2E_USER_NAME ?? "viewer";
const userPassword = process.env.E2E_USER_PASSWORD ?? "e2e-Viewer-Passw0rd!";
mkdirSync("tests/.tmp", { recursive: true });
removeOrphanedCopies();
// Only the first run on a checkout makes the image variants; the copy takes them along. The copy is marked as ours
// (contentCopy), so a later run can tell a copy left by a killed run from one in use.
makeImageVariants();
const contentDir = contentCopy("content");
// Names the port it serves, so specs find this server's copy among several (tests/fixtures/server-content.ts).
writeFileSync(path.join(contentDir, ".e2e-port"), String(port));
// The first admin and the `user`-role account, through the same functions as the server and the admin CLI.
const accounts = spawnSync(path.resolve("node_modules/.bin/tsx"), ["scripts/e2e-accounts.ts"], {
  stdio: "inherit",
  env: {
    ...process.env,
    CONTENT_DIR: contentDir,
    ADMIN_PASSWORD: adminPassword,
    E2E_USER_NAME: userName,
    E2E_USER_PASSWORD: userPassword,
  },
});
if (accounts.status !== 0) {
  rmSync(contentDir, { recursive: true, force: true });
  process.exit(accounts.status ?? 1);
}

const { child: server } = spawnProductionServer({
  port,
  contentDir,
  stdio: "inherit",
  env: {
    WEB_CONCURRENCY: process.env.E2E_WORKERS ?? "2",
    ADMIN_PASSWORD: adminPassword,
    SESSION_SECRET: "e2e-session-secret-0123456789abcdef0123456789",
    // Short login lock so the throttling e2e test can wait it out (production default: 300 s).
    LOGIN_LOCK_SECONDS: process.env.LOGIN_LOCK_SECONDS ?? "3",
    // Every test comes from 127.0.0.1: the per-client limit is covered by unit tests, not here.
    LOGIN_MAX_CLIENT_FAILURES: "10000",
    // Lets a spec speak as other clients with X-Forwarded-For (security-lockout.spec.ts); browsers send none.
    TRUST_PROXY: "true",
  },
});

const cleanup = () => rmSync(contentDir, { recursive: true, force: true });
for (const signal of ["SIGINT", "SIGTERM"]) {
  process.on(signal, () => server.kill(signal));
}
server.on("exit", (code) => {
  cleanup();
  process.exit(code ?? 0);
});

/** Copies whose server is gone (a run killed before it could clean up) are removed. */
function removeOrphanedCopies() {
  for (const name of readdirSync("tests/.tmp")) {
    if (!name.startsWith("content-")) continue;
    const dir = path.join("tests/.tmp", name);
    let owner = 0;
    try {
      owner = Number(readFileSync(path.join(dir, ".e2e-owner"), "utf8"));
    } catch {
      // No marker: left by an older run.
    }
    if (owner > 0 && isAlive(owner)) continue;
    rmSync(dir, { recursive: true, force: true });
  }
}

function isAlive(pid) {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
}
