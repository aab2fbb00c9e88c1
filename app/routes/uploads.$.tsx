import type { LoaderFunctionArgs } from "@remix-run/node";
import path from "node:path";
import { getEnv } from "~/lib/env.server";
import { serveUploadOrVariant } from "~/lib/media/image-variants.server";

/**
 * Uploaded and seeded media under {CONTENT_DIR}/uploads, with Range support for video seeking; an image variant
 * not made yet is made on its first request.
 */
export async function loader({ request, params }: LoaderFunctionArgs) {
  return serveUploadOrVariant(path.join(getEnv().CONTENT_DIR, "uploads"), params["*"] ?? "", request);
}
