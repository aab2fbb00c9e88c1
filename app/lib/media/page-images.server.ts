/**
 * What the public loaders add for the pipeline: the measured pictures of a page's view model (the components
 * read them through `useImageSets`), and article bodies whose pictures become `<picture>` elements. Both are
 * worked out inside the loaders' per-version memo, so a page pays for them once per content version.
 */
import path from "node:path";
import { getEnv } from "~/lib/env.server";
import { imageCatalogue, imageSetFor } from "./image-variants.server";
import { pictureSources, type ImageSet } from "./responsive-image";

/** Where uploads live for this server. */
export function uploadsRoot(): string {
  return path.join(getEnv().CONTENT_DIR, "uploads");
}

/** The measured pictures (uploads with variants) named anywhere in `value`, keyed by address. */
export function pageImages(value: unknown, root = uploadsRoot()): Record<string, ImageSet> {
  return imageCatalogue(root, value);
}

/** An article body's width: the page's 1200 px column less its padding, the screen less 32 px below it. */
export const ARTICLE_BODY_SIZES = "(min-width: 1200px) 1152px, calc(100vw - 32px)";

const IMG = /<img\b([^>]*?)\s*\/?>/gi;
const ATTRIBUTE = /([a-z-]+)="([^"]*)"/gi;

/**
 * Sanitized article HTML with each upload picture wrapped in a `<picture>` with its AVIF and WebP variants; the
 * `<img>` keeps its attributes, gains its intrinsic size when it had none, and decodes asynchronously. Other
 * pictures are left as they are.
 */
export function responsiveArticleHtml(html: string, root = uploadsRoot(), sizes = ARTICLE_BODY_SIZES): string {
  return html.replace(IMG, (tag, attributeText: string) => {
    const attributes = new Map([...attributeText.matchAll(ATTRIBUTE)].map((m) => [m[1]!.toLowerCase(), m[2]!]));
    const src = decodeEntities(attributes.get("src") ?? "");
    const image = src ? imageSetFor(root, src) : null;
    if (!image) return tag;
    if (!attributes.has("width") || !attributes.has("height")) {
      attributes.set("width", String(image.width));
      attributes.set("height", String(image.height));
    }
    attributes.set("decoding", "async");
    const sources = pictureSources(image, sizes)
      .map((s) => `<source type="${s.type}" srcset="${escapeAttribute(s.srcSet)}" sizes="${s.sizes}">`)
      .join("");
    const img = `<img ${[...attributes].map(([name, value]) => `${name}="${value}"`).join(" ")}>`;
    return `<picture>${sources}${img}</picture>`;
  });
}

function decodeEntities(value: string): string {
  return value
    .replace(/&quot;/g, '"')
    .replace(/&lt;/g, "<")
    .replace(/&gt;/g, ">")
    .replace(/&#39;/g, "'")
    .replace(/&amp;/g, "&");
}

function escapeAttribute(value: string): string {
  return value.replace(/&/g, "&amp;").replace(/"/g, "&quot;").replace(/</g, "&lt;");
}
