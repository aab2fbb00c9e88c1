/**
 * Uploaded pictures lose their metadata before anyone can download them: EXIF (camera, time, GPS position),
 * XMP, IPTC and comments. The picture is turned upright first, as its EXIF orientation said, since that tag goes
 * with the rest. Re-encoding also means only the decoded pixels are kept, never bytes hidden after the image.
 * docs/product.md (constants: uploads).
 */
import { rename, rm } from "node:fs/promises";
import sharp, { type Sharp } from "sharp";

/** Stored extensions whose files are re-encoded; GIF carries no EXIF and keeps its frames as uploaded. */
const ENCODERS = {
  jpg: (image: Sharp) => image.jpeg({ quality: 90, mozjpeg: true }),
  png: (image: Sharp) => image.png({ compressionLevel: 9 }),
  webp: (image: Sharp) => image.webp({ quality: 90 }),
} as const;

export function hasMetadataToStrip(ext: string): ext is keyof typeof ENCODERS {
  return Object.hasOwn(ENCODERS, ext);
}

/**
 * Rewrites the picture at `file` without its metadata, upright. False (and the file untouched) when it cannot be
 * decoded as a picture: the caller refuses it like any file of the wrong type.
 */
export async function stripImageMetadata(file: string, ext: keyof typeof ENCODERS): Promise<boolean> {
  const cleaned = `${file}.clean`;
  try {
    // Animated WebP keeps every frame; `rotate()` without an angle applies the EXIF orientation.
    const image = sharp(file, { animated: ext === "webp", failOn: "none" }).rotate();
    await ENCODERS[ext](image).toFile(cleaned);
    await rename(cleaned, file);
    return true;
  } catch {
    await rm(cleaned, { force: true });
    return false;
  }
}
