import { useMatches } from "@remix-run/react";
import { useMemo, type ImgHTMLAttributes } from "react";
import { pictureSources, type ImageSet } from "~/lib/media/responsive-image";

/** What a page's loaders send about its pictures: `images`, the measured uploads keyed by address. */
type ImagesData = { images?: Record<string, ImageSet> } | undefined;

/**
 * The measured uploads of the page: every matched route's loader may send `images` (lib/media/image-variants:
 * `imageCatalogue`), so the site frame and the page each describe their own pictures.
 */
export function useImageSets(): Record<string, ImageSet> {
  const matches = useMatches();
  return useMemo(
    () => Object.assign({}, ...matches.map((match) => (match.data as ImagesData)?.images ?? {})),
    [matches],
  );
}

export interface SiteImageProps extends Omit<ImgHTMLAttributes<HTMLImageElement>, "src" | "srcSet" | "sizes"> {
  /** The original's address (`/uploads/...`); the `<img>` fallback and the key of its variants. */
  src: string;
  /** How wide the picture is shown, as the `sizes` attribute says it (e.g. `(min-width: 1024px) 33vw, 100vw`). */
  sizes: string;
  /** The original's width when the page has not measured it (its measured size wins: no layout shift). */
  width: number;
  /** The original's height when the page has not measured it. */
  height: number;
  /** A `<source>` placed before the variants, e.g. a placeholder that holds off a later banner slide. */
  placeholder?: { media: string; srcSet: string } | null;
  /** The measured picture, when the caller has it; otherwise it is looked up in the page's loader data. */
  image?: ImageSet | null;
}

/**
 * An upload as a `<picture>`: AVIF and WebP variants at the widths the pipeline made, the original as the
 * `<img>` fallback, with the original's intrinsic width and height. An address the page did not measure (an
 * external picture, a GIF) is a plain `<img>`.
 */
export function SiteImage({ src, sizes, width, height, placeholder, image, alt, ...img }: SiteImageProps) {
  const sets = useImageSets();
  const set = image === undefined ? sets[src] : image;
  const sources = set && set.src === src ? pictureSources(set, sizes) : [];
  const element = <img {...img} src={src} alt={alt} width={set?.width ?? width} height={set?.height ?? height} />;
  if (sources.length === 0 && !placeholder) return element;
  return (
    <picture>
      {placeholder ? <source media={placeholder.media} srcSet={placeholder.srcSet} /> : null}
      {sources.map((source) => (
        <source key={source.type} type={source.type} srcSet={source.srcSet} sizes={source.sizes} />
      ))}
      {element}
    </picture>
  );
}
