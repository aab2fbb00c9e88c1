#!/usr/bin/env node
/**
 * Writes a brotli (.br, quality 11) and a gzip (.gz, level 9) copy next to every compressible file of the
 * client build (build/client/assets). Fingerprinted files never change, so they are compressed once, at the
 * highest settings, instead of on every response at the fast settings on-the-fly compression must use;
 * The production server (server/main.ts) serves the copy the browser accepts. Run by `npm run build`.
 *
 *   node scripts/precompress.mjs [dir]
 */
import { readdir, readFile, writeFile } from "node:fs/promises";
import { join } from "node:path";
import { promisify } from "node:util";
import zlib from "node:zlib";

const brotli = promisify(zlib.brotliCompress);
const gzip = promisify(zlib.gzip);
const COMPRESSIBLE = /\.(js|mjs|css|svg|json|txt|xml)$/;
/** Below this, compression saves less than its headers cost. */
const MIN_BYTES = 1_024;

const dir = process.argv[2] ?? "build/client/assets";
const files = (await readdir(dir, { recursive: true, withFileTypes: true }))
  .filter((entry) => entry.isFile() && COMPRESSIBLE.test(entry.name))
  .map((entry) => join(entry.parentPath ?? entry.path, entry.name));

let raw = 0;
let compressed = 0;
let written = 0;
for (const file of files) {
  const body = await readFile(file);
  if (body.length < MIN_BYTES) continue;
  const [br, gz] = await Promise.all([
    brotli(body, {
      params: {
        [zlib.constants.BROTLI_PARAM_QUALITY]: 11,
        [zlib.constants.BROTLI_PARAM_SIZE_HINT]: body.length,
        [zlib.constants.BROTLI_PARAM_MODE]: zlib.constants.BROTLI_MODE_TEXT,
      },
    }),
    gzip(body, { level: 9 }),
  ]);
  await Promise.all([writeFile(`${file}.br`, br), writeFile(`${file}.gz`, gz)]);
  raw += body.length;
  compressed += br.length;
  written++;
}
console.log(
  `precompressed ${written} of ${files.length} files in ${dir}: ${(raw / 1024).toFixed(0)} KB → ${(compressed / 1024).toFixed(0)} KB brotli`,
);
