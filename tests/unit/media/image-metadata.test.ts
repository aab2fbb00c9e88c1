/**
 * Uploaded pictures are stored without their metadata (docs/product.md (constants: uploads)): a phone photo's GPS position
 * never reaches a visitor, the picture is upright, and bytes hidden after the image are gone.
 */
import { readFile, writeFile } from "node:fs/promises";
import path from "node:path";
import sharp from "sharp";
import { describe, expect, it } from "vitest";
import { commitStagedFiles } from "~/lib/media/upload.server";
import { tempDirPerTest } from "../temp-dir";

const dir = tempDirPerTest("image-metadata-");

/** A 64×48 photo as a phone writes it: camera, GPS position, and "rotate 90° to view" (orientation 6). */
async function phonePhoto(format: "jpeg" | "png" | "webp"): Promise<Buffer> {
  const photo = sharp({ create: { width: 64, height: 48, channels: 3, background: "#3366cc" } })
    .withExif({
      IFD0: { Make: "PhoneMaker", Model: "Phone 12" },
      IFD3: {
        GPSLatitudeRef: "N",
        GPSLatitude: "36/1 39/1 5/1",
        GPSLongitudeRef: "E",
        GPSLongitude: "117/1 0/1 3/1",
      },
    })
    .withMetadata({ orientation: 6 });
  return photo.toFormat(format).toBuffer();
}

/** The tags of the first IFD of an EXIF block (TIFF, either byte order). */
function ifd0Tags(exif: Buffer): number[] {
  const tiff = exif.subarray(exif.indexOf("Exif\0\0") >= 0 ? exif.indexOf("Exif\0\0") + 6 : 0);
  const little = tiff.toString("latin1", 0, 2) === "II";
  const u16 = (at: number) => (little ? tiff.readUInt16LE(at) : tiff.readUInt16BE(at));
  const u32 = (at: number) => (little ? tiff.readUInt32LE(at) : tiff.readUInt32BE(at));
  const start = u32(4);
  return Array.from({ length: u16(start) }, (_, i) => u16(start + 2 + i * 12));
}
const GPS_IFD_POINTER = 0x8825;

async function upload(bytes: Buffer, clientName: string) {
  const tempPath = path.join(dir(), `staged-${Math.random()}`);
  await writeFile(tempPath, bytes);
  const uploads = path.join(dir(), "uploads");
  const file = {
    tempPath,
    kind: "image" as const,
    clientName,
    field: "logo:image",
    target: "logo",
    size: bytes.length,
  };
  const { stored, problems } = await commitStagedFiles(uploads, [file]);
  return { stored: stored[0], problem: problems.get("logo"), uploads };
}

describe("uploaded pictures lose their metadata", () => {
  for (const format of ["jpeg", "png", "webp"] as const) {
    it(`${format}: no EXIF (no GPS) is stored, and the picture is turned upright`, async () => {
      const photo = await phonePhoto(format);
      const before = await sharp(photo).metadata();
      // The fixture really carries what a phone writes.
      expect(before.orientation).toBe(6);
      expect(ifd0Tags(before.exif!)).toContain(GPS_IFD_POINTER);

      const { stored, uploads } = await upload(photo, `IMG_0001.${format}`);
      expect(stored).toBeDefined();
      const bytes = await readFile(path.join(uploads, stored!.url.slice("/uploads/".length)));
      const after = await sharp(bytes).metadata();
      expect(after.exif).toBeUndefined();
      expect(after.xmp).toBeUndefined();
      expect(after.orientation).toBeUndefined();
      expect(bytes.includes(Buffer.from("Exif\0\0"))).toBe(false);
      expect(bytes.includes(Buffer.from("PhoneMaker"))).toBe(false);
      // Upright: 48 wide and 64 high once the quarter turn is applied.
      expect([after.width, after.height]).toEqual([48, 64]);
      expect(stored!.name).toBe(`IMG_0001.${format}`);
    });
  }

  it("bytes hidden after the picture are not stored", async () => {
    const photo = await phonePhoto("jpeg");
    const { stored, uploads } = await upload(
      Buffer.concat([photo, Buffer.from("<?php system($_GET['c']); ?>")]),
      "x.jpg",
    );
    const bytes = await readFile(path.join(uploads, stored!.url.slice("/uploads/".length)));
    expect(bytes.includes(Buffer.from("<?php"))).toBe(false);
  });

  it("a file that starts like a picture but does not decode is refused as the wrong type", async () => {
    const fake = Buffer.concat([Buffer.from("ffd8ffe000104a46494600010100000100010000", "hex"), Buffer.alloc(64)]);
    const { stored, problem } = await upload(fake, "broken.jpg");
    expect(stored).toBeUndefined();
    expect(problem).toEqual({ code: "badType", kind: "image" });
  });
});
