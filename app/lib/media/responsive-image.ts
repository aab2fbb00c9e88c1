/**
 * What a public page needs to show an upload at the right size: the variants' names follow from the original's
 * address and width alone (docs/decisions/016-image-variants.md), so a component asks for "this image at these
 * widths" without a database. Shared by the server (which measures the originals) and the components.
 */

/** The widths variants are made at; an original narrower than one of them is never enlarged to it. */
export const VARIANT_WIDTHS = [320, 640, 960, 1280, 1920] as const;

/** Variant formats, best first: a browser takes the first `<source>` whose type it supports. */
export const VARIANT_FORMATS = [
  { format: "avif", type: "image/avif" },
  { format: "webp", type: "image/webp" },
] as const;

export type VariantFormat = (typeof VARIANT_FORMATS)[number]["format"];

/** The folder under the uploads root that holds every variant (a plain name: hidden ones are never served). */
export const VARIANTS_FOLDER = "variants";

/** Originals that get variants: still pictures (a GIF may be animated and keeps its frames as uploaded). */
const RASTER = /\.(jpe?g|png|webp)$/i;

/** An original upload measured by the server: its address, intrinsic size and the widths of its variants. */
export interface ImageSet {
  src: string;
  width: number;
  height: number;
  widths: number[];
}

/** The addresses the public pages may ask variants for: uploads (seeded or not) that are still pictures. */
export function hasVariants(src: string): boolean {
  return src.startsWith("/uploads/") && !src.startsWith(`/uploads/${VARIANTS_FOLDER}/`) && RASTER.test(src);
}

/** The widths to make for an original `width` px wide: each standard width below it, then its own width. */
export function variantWidths(width: number): number[] {
  const below = VARIANT_WIDTHS.filter((w) => w < width);
  return width > 0 ? [...below, width] : [];
}

/** Path of a variant relative to the uploads root: `variants/<original's path>/<width>.<format>`. */
export function variantRelativePath(originalRelative: string, width: number, format: VariantFormat): string {
  return `${VARIANTS_FOLDER}/${originalRelative}/${width}.${format}`;
}

/** The public address of an original's variant (`/uploads/seed/a.jpg` → `/uploads/variants/seed/a.jpg/640.avif`). */
export function variantUrl(src: string, width: number, format: VariantFormat): string {
  return `/uploads/${variantRelativePath(src.slice("/uploads/".length), width, format)}`;
}

/** `srcset` for one format: every variant width, as `url Nw`. */
export function variantSrcSet(image: ImageSet, format: VariantFormat): string {
  return image.widths.map((w) => `${variantUrl(image.src, w, format)} ${w}w`).join(", ");
}

export interface PictureSource {
  type: string;
  srcSet: string;
  sizes: string;
}

/**
 * The `<source>` elements of a `<picture>` for `image` shown at `sizes` (a media-condition list, as in the
 * `sizes` attribute), AVIF then WebP; the original stays the `<img>` fallback.
 */
export function pictureSources(image: ImageSet, sizes: string): PictureSource[] {
  if (image.widths.length === 0) return [];
  return VARIANT_FORMATS.map(({ format, type }) => ({ type, srcSet: variantSrcSet(image, format), sizes }));
}

/** Every upload address in a view model (any depth) that has variants, once each. */
export function collectImageUrls(value: unknown, found = new Set<string>()): Set<string> {
  if (typeof value === "string") {
    if (hasVariants(value)) found.add(value);
  } else if (Array.isArray(value)) {
    for (const item of value) collectImageUrls(item, found);
  } else if (value && typeof value === "object") {
    for (const item of Object.values(value)) collectImageUrls(item, found);
  }
  return found;
}

/**
 * One address for a place that takes a single picture (a `<video poster>`): the WebP variant (every browser that
 * plays these videos reads WebP) at the widest variant width up to `maxWidth`, else the original.
 */
export function singleVariantUrl(image: ImageSet | null | undefined, src: string, maxWidth: number): string {
  const width = image?.src === src ? image.widths.filter((w) => w <= maxWidth).pop() : undefined;
  return width ? variantUrl(src, width, "webp") : src;
}
