/**
 * Writes the console's demo data to content/console/*.json (or $CONTENT_DIR/console/). Deterministic: a fixed
 * PRNG seed, so running it again produces byte-identical files. Run with `npx tsx scripts/seed-console.ts`.
 */
import { mkdirSync, writeFileSync } from "node:fs";
import path from "node:path";
import { seedConsole } from "../app/lib/console/seed";

const dir = path.resolve(process.env.CONTENT_DIR ?? "content", "console");
mkdirSync(dir, { recursive: true });
for (const [kind, rows] of Object.entries(seedConsole())) {
  writeFileSync(path.join(dir, `${kind}.json`), `${JSON.stringify({ [kind]: rows }, null, 2)}\n`);
  console.log(`${path.relative(process.cwd(), path.join(dir, `${kind}.json`))}: ${rows.length} records`);
}
