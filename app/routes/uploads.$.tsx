import type { LoaderFunctionArgs } from "@remix-run/node";
import path from "node:path";
import { getEnv } from "~/lib/env.server";
import { serveUpload } from "~/lib/media/serve-file.server";

/** Uploaded and seeded media under {CONTENT_DIR}/uploads, with Range support for video seeking. */
export async function loader({ request, params }: LoaderFunctionArgs) {
  return serveUpload(path.join(getEnv().CONTENT_DIR, "uploads"), params["*"] ?? "", request);
}
