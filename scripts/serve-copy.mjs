#!/usr/bin/env node
/**
 * Serves the production build on a loopback port with a throw-away copy of content/ (like the e2e server), for
 * screenshots, Lighthouse and benchmarks: `PORT=3200 node scripts/serve-copy.mjs`. The copy is removed on exit.
 */
import { spawn, spawnSync } from "node:child_process";
import { cpSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import path from "node:path";

const port = process.env.PORT ?? "3200";
mkdirSync("tests/.tmp", { recursive: true });
const contentDir = mkdtempSync(path.resolve("tests/.tmp/content-"));
// The image variants are made once into content/uploads/variants and copied with the rest (as for e2e).
spawnSync(path.resolve("node_modules/.bin/tsx"), ["scripts/media-variants.ts"], {
  stdio: "inherit",
  env: { ...process.env, CONTENT_DIR: path.resolve("content") },
});
cpSync("content", contentDir, { recursive: true });
// The e2e server removes copies whose owner is gone: mark this one as in use for as long as we run.
writeFileSync(path.join(contentDir, ".e2e-owner"), String(process.pid));
const server = spawn(process.execPath, ["build/server/main.js"], {
  stdio: "inherit",
  env: {
    ...process.env,
    NODE_ENV: "production",
    HOST: "127.0.0.1",
    PORT: port,
    CONTENT_DIR: contentDir,
    SITE_URL: process.env.SITE_URL ?? `http://127.0.0.1:${port}`,
    SESSION_SECRET: process.env.SESSION_SECRET ?? "local-session-secret-0123456789abcdef0123456789",
    ADMIN_PASSWORD: process.env.ADMIN_PASSWORD ?? "local-Admin-Passw0rd!",
  },
});
for (const signal of ["SIGINT", "SIGTERM"]) process.on(signal, () => server.kill(signal));
server.on("exit", (code) => {
  rmSync(contentDir, { recursive: true, force: true });
  process.exit(code ?? 0);
});
