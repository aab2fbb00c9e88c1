import { redirect, type LoaderFunctionArgs } from "@remix-run/node";
import { getEnv } from "~/lib/env.server";
import { careCookieHeader, careReturnPath } from "~/lib/site/site-modes";

/**
 * `/care-mode?on=1|0&back=/path`: the care-mode switch (issue #18). A plain link, so it works without
 * JavaScript: it sets or removes the visitor's care cookie and goes back to the local page it came from.
 */
export function loader({ request }: LoaderFunctionArgs) {
  const url = new URL(request.url);
  const on = url.searchParams.get("on") === "1";
  const secure = url.protocol === "https:" || new URL(getEnv().SITE_URL).protocol === "https:";
  return redirect(careReturnPath(url.searchParams.get("back")), {
    headers: { "Set-Cookie": careCookieHeader(on, secure), "Cache-Control": "private, no-store" },
  });
}
