/**
 * A cached page gzipped for each response without compressing the page each time. Every response carries its
 * own nonce, so a whole compressed copy cannot be kept; compressing each one (brotli at quality 4 before this)
 * cost a browser's cache hit about twenty times what the page's bytes cost. Instead each stretch of the page
 * between nonces is deflated once, ending on a full flush (byte-aligned, nothing refers back across it), so
 * the stretches and the nonce, written as a stored block, join into one valid deflate stream (RFC 1951); the
 * gzip trailer's CRC-32 (RFC 1952) runs over the page's bytes, which is cheap.
 */
import zlib from "node:zlib";
import type { CachedPage } from "./page-cache.server";

/** The gzip header: deflate, no name, no time, unknown system. */
const HEADER = Buffer.from([0x1f, 0x8b, 8, 0, 0, 0, 0, 0, 0, 0xff]);
/** The last block of the stream: an empty fixed-Huffman block marked final. */
const LAST_BLOCK = zlib.deflateRawSync(Buffer.alloc(0));

const deflatedParts = new WeakMap<CachedPage, Buffer[]>();

function deflatedPartsOf(page: CachedPage): Buffer[] {
  let parts = deflatedParts.get(page);
  if (!parts) {
    parts = page.parts.map((part) =>
      zlib.deflateRawSync(part, { level: 9, finishFlush: zlib.constants.Z_FULL_FLUSH }),
    );
    deflatedParts.set(page, parts);
  }
  return parts;
}

/** Bytes as a stored (uncompressed) deflate block, not final; a nonce is short (at most 65,535 bytes). */
function storedBlock(bytes: Buffer): Buffer {
  const length = bytes.byteLength;
  const head = Buffer.from([0, length & 0xff, length >> 8, ~length & 0xff, (~length >> 8) & 0xff]);
  return Buffer.concat([head, bytes]);
}

/** The page with `nonce` in place of the placeholder, gzipped: the bytes `pageBytes` gives, compressed. */
export function gzippedPageBytes(page: CachedPage, nonce: string): Buffer {
  const nonceBytes = Buffer.from(nonce, "utf8");
  const nonceBlock = storedBlock(nonceBytes);
  const deflated = deflatedPartsOf(page);
  const pieces: Buffer[] = [HEADER];
  let crc = 0;
  page.parts.forEach((part, i) => {
    if (i > 0) {
      pieces.push(nonceBlock);
      crc = zlib.crc32(nonceBytes, crc);
    }
    pieces.push(deflated[i]!);
    // Node's crc32 of no bytes answers 0 whatever value it is given, so an empty stretch is skipped.
    if (part.byteLength > 0) crc = zlib.crc32(part, crc);
  });
  const trailer = Buffer.alloc(8);
  trailer.writeUInt32LE(crc >>> 0, 0);
  trailer.writeUInt32LE((page.bytes + nonceBytes.byteLength * (page.parts.length - 1)) % 2 ** 32, 4);
  pieces.push(LAST_BLOCK, trailer);
  return Buffer.concat(pieces);
}
