/**
 * The image pipeline: every still picture under the uploads folder (seeded or uploaded) gets AVIF and WebP
 * variants at the standard widths it is wide enough for, under `uploads/variants/<original's path>/<width>.<format>`.
 * They are made once — after an upload, by `npm run media:variants`, by the server in the background at start-up,
 * or at the first request for one that is missing — and kept on disk. Pages name them from the original's
 * address and width alone (responsive-image.ts). docs/decisions/016-image-variants.md.
 */
import { statSync } from "node:fs";
import { mkdir, readdir, rename, rm, stat } from "node:fs/promises";
import path from "node:path";
import sharp, { type Sharp } from "sharp";
import { readImageDimensions } from "./image-dimensions.server";
import {
  collectImageUrls,
  hasVariants,
  type ImageSet,
  VARIANT_FORMATS,
  type VariantFormat,
  variantRelativePath,
  VARIANTS_FOLDER,
  variantWidths,
} from "./responsive-image";
import { resolveUploadPath, serveUpload } from "./serve-file.server";

/**
 * Encoder settings, chosen by measurement on the seeded pictures (docs/performance.md, "Image variants"):
 * AVIF at effort 2 is 26 % smaller than at effort 0 for twice the time, while effort 4 saves 7 % more for six
 * times the time; WebP's default effort. Drawings (PNG: logos, QR codes) keep more detail.
 */
const ENCODE: Record<VariantFormat, (image: Sharp, drawing: boolean) => Sharp> = {
  avif: (image, drawing) => image.avif({ quality: drawing ? 70 : 50, effort: 2 }),
  webp: (image, drawing) => image.webp({ quality: drawing ? 90 : 75, effort: 4 }),
};

const VARIANT_NAME = /^(\d+)\.(avif|webp)$/;

/** An original's path relative to the uploads root, from its public address (null when it has no variants). */
function originalRelative(src: string): string | null {
  return hasVariants(src) ? decodeURIComponent(src.slice("/uploads/".length)) : null;
}

interface Measured {
  mtimeMs: number;
  size: number;
  set: ImageSet | null;
}
const measured = new Map<string, Measured>();

/**
 * The original at `src` with its size and variant widths, or null when it is not a still picture under the
 * uploads folder. Synchronous (a `stat` and the file's first bytes), remembered per file until it changes.
 */
export function imageSetFor(uploadsRoot: string, src: string): ImageSet | null {
  const relative = originalRelative(src);
  const full = relative === null ? null : resolveUploadPath(uploadsRoot, relative);
  if (!full) return null;
  let info;
  try {
    info = statSync(full);
  } catch {
    return null;
  }
  const known = measured.get(full);
  if (known && known.mtimeMs === info.mtimeMs && known.size === info.size) return known.set;
  const dimensions = info.isFile() ? readImageDimensions(full) : null;
  const set = dimensions ? { src, ...dimensions, widths: variantWidths(dimensions.width) } : null;
  if (measured.size > 10_000) measured.clear(); // bounded: at most one entry per stored picture
  measured.set(full, { mtimeMs: info.mtimeMs, size: info.size, set });
  return set;
}

/** The image sets of every upload address found in `value` (a view model), keyed by address. */
export function imageCatalogue(uploadsRoot: string, value: unknown): Record<string, ImageSet> {
  const catalogue: Record<string, ImageSet> = {};
  for (const src of collectImageUrls(value)) {
    const set = imageSetFor(uploadsRoot, src);
    if (set) catalogue[src] = set;
  }
  return catalogue;
}

/** Variants being written by this process, so two requests for one variant encode it once. */
const inFlight = new Map<string, Promise<boolean>>();

/** Writes one variant (atomically: another process may read or write the same name). */
function writeVariant(source: string, target: string, width: number, format: VariantFormat): Promise<boolean> {
  const running = inFlight.get(target);
  if (running) return running;
  const job = (async () => {
    const temp = `${target}.${process.pid}.tmp`;
    try {
      await mkdir(path.dirname(target), { recursive: true });
      // `rotate()` turns the picture upright; sharp writes no metadata unless asked, so none is carried over.
      const image = sharp(source, { failOn: "none" }).rotate().resize({ width, withoutEnlargement: true });
      await ENCODE[format](image, source.toLowerCase().endsWith(".png")).toFile(temp);
      await rename(temp, target);
      return true;
    } catch (error) {
      await rm(temp, { force: true });
      console.error(`image variant ${target} failed`, error);
      return false;
    } finally {
      inFlight.delete(target);
    }
  })();
  inFlight.set(target, job);
  return job;
}

/**
 * Whether a variant is on disk. An existing one is current: an original is never replaced under the same name
 * (uploads get random names, seeded pictures are fixed), which is also what lets variants be cached as
 * immutable. To remake them all, delete the variants folder.
 */
async function exists(target: string): Promise<boolean> {
  return !!(await stat(target).catch(() => null))?.isFile();
}

/**
 * Makes the missing or outdated variants of the original at `relative` (a path under the uploads root).
 * Returns how many were written; 0 for a file that is not a still picture.
 */
export async function makeImageVariants(uploadsRoot: string, relative: string): Promise<number> {
  const set = imageSetFor(uploadsRoot, `/uploads/${relative}`);
  const source = resolveUploadPath(uploadsRoot, relative);
  if (!set || !source) return 0;
  let made = 0;
  for (const width of set.widths) {
    for (const { format } of VARIANT_FORMATS) {
      const target = path.join(uploadsRoot, variantRelativePath(relative, width, format));
      if (await exists(target)) continue;
      if (await writeVariant(source, target, width, format)) made += 1;
    }
  }
  return made;
}

/** One after the other: variants are made in the background without taking every core from page requests. */
let queue: Promise<unknown> = Promise.resolve();

/**
 * The variants of a newly stored upload (`relative` to the uploads root), in the pipeline's queue; a failure is
 * logged, never the upload's: a variant still missing is made on its first request.
 */
export async function makeUploadVariants(uploadsRoot: string, relative: string): Promise<void> {
  await scheduleImageVariants(uploadsRoot, relative);
}

/** Queues the variants of an original (`relative` to the uploads root); returns when they are made. */
export function scheduleImageVariants(uploadsRoot: string, relative: string): Promise<number> {
  const job = queue.then(() => makeImageVariants(uploadsRoot, relative));
  queue = job.catch((error: unknown) => console.error(`image variants of ${relative} failed`, error));
  return job.catch(() => 0);
}

/** Every original under the uploads root (not the variants, the staging folder or hidden files). */
async function listOriginals(uploadsRoot: string, folder = ""): Promise<string[]> {
  const entries = await readdir(path.join(uploadsRoot, folder), { withFileTypes: true }).catch(() => []);
  const found: string[] = [];
  for (const entry of entries) {
    if (entry.name.startsWith(".") || (folder === "" && entry.name === VARIANTS_FOLDER)) continue;
    const relative = folder ? `${folder}/${entry.name}` : entry.name;
    if (entry.isDirectory()) found.push(...(await listOriginals(uploadsRoot, relative)));
    else if (hasVariants(`/uploads/${relative}`)) found.push(relative);
  }
  return found;
}

/** Makes every missing variant under the uploads root; returns the pictures seen, variants written and time. */
export async function makeAllImageVariants(
  uploadsRoot: string,
): Promise<{ originals: number; made: number; ms: number }> {
  const started = performance.now();
  const originals = await listOriginals(uploadsRoot);
  let made = 0;
  for (const relative of originals) made += await scheduleImageVariants(uploadsRoot, relative);
  return { originals: originals.length, made, ms: Math.round(performance.now() - started) };
}

/**
 * The variant named by `relative` (`variants/<original>/<width>.<format>`), made now if it is missing; false
 * when the name is not one the pipeline makes: an unknown original, a width it does not have, another format.
 */
export async function ensureVariant(uploadsRoot: string, relative: string): Promise<boolean> {
  const parts = relative.split("/");
  const match = VARIANT_NAME.exec(parts.pop() ?? "");
  if (parts.shift() !== VARIANTS_FOLDER || !match || parts.length === 0) return false;
  const original = parts.join("/");
  const set = imageSetFor(uploadsRoot, `/uploads/${original}`);
  const width = Number(match[1]);
  const format = match[2] as VariantFormat;
  if (!set || !set.widths.includes(width)) return false;
  const source = resolveUploadPath(uploadsRoot, original);
  const target = resolveUploadPath(uploadsRoot, relative);
  if (!source || !target) return false;
  if (await exists(target)) return true;
  return writeVariant(source, target, width, format);
}

/**
 * Serves an upload; a variant that is not on disk yet is made first (only the names `ensureVariant` accepts,
 * so a request can never make the server encode anything else). Same headers and path checks as any upload.
 */
export async function serveUploadOrVariant(
  uploadsRoot: string,
  relative: string,
  request: Request,
  options?: Parameters<typeof serveUpload>[3],
): Promise<Response> {
  const response = await serveUpload(uploadsRoot, relative, request, options);
  if (response.status !== 404 || !relative.startsWith(`${VARIANTS_FOLDER}/`)) return response;
  return (await ensureVariant(uploadsRoot, relative)) ? serveUpload(uploadsRoot, relative, request, options) : response;
}
