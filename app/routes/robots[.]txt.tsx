import { getEnv } from "~/lib/env.server";
import { robotsTxt } from "~/lib/site/sitemap";

/** robots.txt. The admin area is deliberately not named: it answers with X-Robots-Tag: noindex instead. */
export function loader() {
  return new Response(robotsTxt(getEnv().SITE_URL), {
    headers: { "Content-Type": "text/plain; charset=utf-8", "Cache-Control": "public, max-age=3600" },
  });
}
