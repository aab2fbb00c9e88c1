/**
 * A picture's width and height read from the first bytes of its file, synchronously: pages are shaped in
 * synchronous view models (memoized per content version), and the header is all that is needed. JPEG, PNG,
 * WebP and GIF, the raster types uploads accept. EXIF orientation is not applied: uploads are stored upright
 * (image-metadata.server.ts) and the seeded pictures carry none.
 */
import { closeSync, openSync, readSync } from "node:fs";

export interface Dimensions {
  width: number;
  height: number;
}

/** How much of the file is read: a JPEG's frame header follows its metadata segments, which may be long. */
const HEAD_BYTES = 256 * 1024;

/** The dimensions of the picture at `file`, or null when it is not a JPEG, PNG, WebP or GIF we can read. */
export function readImageDimensions(file: string): Dimensions | null {
  let fd: number | null = null;
  try {
    fd = openSync(file, "r");
    const head = Buffer.alloc(HEAD_BYTES);
    const length = readSync(fd, head, 0, HEAD_BYTES, 0);
    return dimensionsFromBytes(head.subarray(0, length));
  } catch {
    return null;
  } finally {
    if (fd !== null) closeSync(fd);
  }
}

/** The dimensions encoded in a picture's leading bytes, or null when they are not recognised. */
export function dimensionsFromBytes(bytes: Buffer): Dimensions | null {
  const found = png(bytes) ?? gif(bytes) ?? webp(bytes) ?? jpeg(bytes);
  return found && found.width > 0 && found.height > 0 ? found : null;
}

function png(b: Buffer): Dimensions | null {
  if (b.length < 24 || b.readUInt32BE(0) !== 0x89504e47 || b.toString("latin1", 12, 16) !== "IHDR") return null;
  return { width: b.readUInt32BE(16), height: b.readUInt32BE(20) };
}

function gif(b: Buffer): Dimensions | null {
  if (b.length < 10 || b.toString("latin1", 0, 4) !== "GIF8") return null;
  return { width: b.readUInt16LE(6), height: b.readUInt16LE(8) };
}

function webp(b: Buffer): Dimensions | null {
  if (b.length < 30 || b.toString("latin1", 0, 4) !== "RIFF" || b.toString("latin1", 8, 12) !== "WEBP") return null;
  const chunk = b.toString("latin1", 12, 16);
  if (chunk === "VP8X") return { width: 1 + b.readUIntLE(24, 3), height: 1 + b.readUIntLE(27, 3) };
  if (chunk === "VP8L") {
    const bits = b.readUInt32LE(21);
    return { width: 1 + (bits & 0x3fff), height: 1 + ((bits >> 14) & 0x3fff) };
  }
  if (chunk === "VP8 ") return { width: b.readUInt16LE(26) & 0x3fff, height: b.readUInt16LE(28) & 0x3fff };
  return null;
}

/** Start-of-frame markers (baseline, progressive, lossless …), not DHT (C4), JPG (C8) or DAC (CC). */
const SOF = new Set([0xc0, 0xc1, 0xc2, 0xc3, 0xc5, 0xc6, 0xc7, 0xc9, 0xca, 0xcb, 0xcd, 0xce, 0xcf]);

function jpeg(b: Buffer): Dimensions | null {
  if (b.length < 4 || b[0] !== 0xff || b[1] !== 0xd8) return null;
  let i = 2;
  while (i + 9 < b.length) {
    if (b[i] !== 0xff) return null;
    const marker = b[i + 1]!;
    if (marker === 0xff) {
      i += 1; // fill byte
      continue;
    }
    if (SOF.has(marker)) return { height: b.readUInt16BE(i + 5), width: b.readUInt16BE(i + 7) };
    if (marker === 0xd9 || marker === 0xda) return null; // end of image or start of scan before any frame
    i += 2 + b.readUInt16BE(i + 2);
  }
  return null;
}
