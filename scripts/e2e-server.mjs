#!/usr/bin/env node
/**
 * Starts the production server for end-to-end tests: copies content/ to a throw-away folder, then runs
 * remix-serve on 127.0.0.1:$E2E_PORT with CONTENT_DIR pointing at the copy. The copy is removed on exit.
 */
import { spawn } from "node:child_process";
import { cpSync, mkdirSync, mkdtempSync, rmSync } from "node:fs";
import path from "node:path";

const port = process.env.E2E_PORT ?? "3107";
mkdirSync("tests/.tmp", { recursive: true });
const contentDir = mkdtempSync(path.resolve("tests/.tmp/content-"));
cpSync("content", contentDir, { recursive: true });

const server = spawn(process.execPath, ["server.mjs"], {
  stdio: "inherit",
  env: {
    ...process.env,
    NODE_ENV: "production",
    HOST: "127.0.0.1",
    PORT: port,
    CONTENT_DIR: contentDir,
    SITE_URL: `http://127.0.0.1:${port}`,
    ADMIN_PASSWORD: process.env.E2E_ADMIN_PASSWORD ?? "e2e-Admin-Passw0rd!",
    SESSION_SECRET: "e2e-session-secret-0123456789abcdef0123456789",
    // Short login lock so the throttling e2e test can wait it out (production default: 300 s).
    LOGIN_LOCK_SECONDS: process.env.LOGIN_LOCK_SECONDS ?? "3",
    // Every test comes from 127.0.0.1: the per-client limit is covered by unit tests, not here.
    LOGIN_MAX_CLIENT_FAILURES: "10000",
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
