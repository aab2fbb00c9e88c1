/**
 * What the production server writes to its access log. Behind a proxy (TRUST_PROXY=true) the proxy keeps the
 * access log, and a line per request here would cost a fifth of the cached throughput: only admin actions
 * (the posts that sign in, save or delete) are logged, next to the errors. ACCESS_LOG=1 logs every request,
 * ACCESS_LOG=0 none.
 */
import { getAuthEnv } from "~/lib/auth/config.server";
import { getEnv } from "~/lib/env.server";
import { isAdminPathname } from "./admin-path";

export type AccessLogScope = "every-request" | "admin-actions" | "none";

/** The scope for an ACCESS_LOG setting ("1", "0" or unset) and whether the server runs behind a proxy. */
export function accessLogScope(
  setting: "0" | "1" | undefined = getEnv().ACCESS_LOG,
  behindProxy: boolean = getAuthEnv().TRUST_PROXY,
): AccessLogScope {
  if (setting === "1") return "every-request";
  if (setting === "0") return "none";
  return behindProxy ? "admin-actions" : "every-request";
}

/** A request that may change something through the admin area: any method but GET and HEAD under its prefix. */
export function isAdminAction(
  method: string | undefined,
  url: string | undefined,
  adminPath: string = getEnv().ADMIN_PATH,
): boolean {
  if (!method || method === "GET" || method === "HEAD" || !url) return false;
  let pathname: string;
  try {
    pathname = new URL(url, "http://localhost").pathname;
  } catch {
    return false;
  }
  // A data request for the admin's own index is `/{prefix}.data`.
  return isAdminPathname(pathname.replace(/\.data$/, ""), adminPath);
}
