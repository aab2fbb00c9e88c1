/**
 * Where the client build put a module's chunk, from Vite's manifest (Remix keeps it as
 * build/.vite/client-manifest.json, outside the served folder). A page that will import a chunk lazily can then preload it from the head.
 */
import { readFileSync } from "node:fs";
import path from "node:path";

export interface ManifestChunk {
  file: string;
  css?: string[];
}
export type ViteManifest = Record<string, ManifestChunk>;

export interface ChunkFiles {
  /** Public URLs of the chunk's script and stylesheets. */
  script: string;
  styles: string[];
}

/** The chunk built from `source` (a path from the project root), or null when the build has none (dev). */
export function chunkFiles(manifest: ViteManifest | null, source: string, publicPath = "/"): ChunkFiles | null {
  const chunk = manifest?.[source];
  if (!chunk) return null;
  return { script: publicPath + chunk.file, styles: (chunk.css ?? []).map((file) => publicPath + file) };
}

let loaded: ViteManifest | null | undefined;

/** The client build's manifest, read once; null in development or when the file is missing. */
export function clientManifest(): ViteManifest | null {
  if (loaded !== undefined) return loaded;
  try {
    const file = path.resolve("build/.vite/client-manifest.json");
    loaded = JSON.parse(readFileSync(file, "utf8")) as ViteManifest;
  } catch {
    loaded = null;
  }
  return loaded;
}
