import type { LoaderFunctionArgs } from "@remix-run/node";
import path from "node:path";
import { getContentStore } from "~/lib/content/store.server";
import { getEnv } from "~/lib/env.server";
import { downloadName } from "~/lib/media/display-name";
import { serveUploadOrVariant } from "~/lib/media/image-variants.server";

/**
 * Uploaded and seeded media under {CONTENT_DIR}/uploads, with Range support for video seeking; an image variant
 * not made yet is made on its first request; documents download under their media-library name (the original
 * file name), not the random stored one.
 */
export async function loader({ request, params }: LoaderFunctionArgs) {
  const relative = params["*"] ?? "";
  const url = `/uploads/${relative}`;
  const record = (await getContentStore()).list("media").find((r) => r.url === url);
  return serveUploadOrVariant(path.join(getEnv().CONTENT_DIR, "uploads"), relative, request, {
    downloadName: record ? downloadName(record.name, record.url) : undefined,
  });
}
