/**
 * Makes the AVIF and WebP variants still missing for every picture under {CONTENT_DIR}/uploads (default
 * ./content): `npm run media:variants`. The server does the same in the background at start-up; running this
 * first (e.g. in a deployment step) means no visitor's request ever waits for one. Prints what it did and the time.
 */
import path from "node:path";
import { makeAllImageVariants } from "../app/lib/media/image-variants.server";

const contentDir = path.resolve(process.env.CONTENT_DIR ?? "content");
const { originals, made, ms } = await makeAllImageVariants(path.join(contentDir, "uploads"));
console.log(`${originals} pictures under ${path.join(contentDir, "uploads")}: ${made} variants made in ${ms} ms`);
