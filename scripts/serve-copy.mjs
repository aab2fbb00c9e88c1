#!/usr/bin/env node
/**
 * Serves the production build on a loopback port with a throw-away copy of content/ (like the e2e server), for
 * screenshots, Lighthouse and benchmarks: `PORT=3200 node scripts/serve-copy.mjs`. The copy is removed on exit.
 */
import { rmSync } from "node:fs";
import { contentCopy, makeImageVariants, spawnProductionServer } from "./production-server.mjs";

const port = process.env.PORT ?? "3200";
// The image variants are made once into content/uploads/variants and copied with the rest (as for e2e).
makeImageVariants();
const contentDir = contentCopy("content");
const { child: server } = spawnProductionServer({
  port,
  contentDir,
  stdio: "inherit",
  env: {
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
