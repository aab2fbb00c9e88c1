import type { LoaderFunctionArgs } from "@remix-run/node";
import path from "node:path";
import { getEnv } from "~/lib/env.server";
import { serveUpload } from "~/lib/media/serve-file.server";

/** Browsers ask for /favicon.ico by habit; answer with the seeded site icon. */
export async function loader({ request }: LoaderFunctionArgs) {
  const response = await serveUpload(path.join(getEnv().CONTENT_DIR, "uploads"), "seed/favicon.png", request);
  response.headers.set("Content-Type", "image/png");
  response.headers.set("Cache-Control", "public, max-age=86400");
  return response;
}
