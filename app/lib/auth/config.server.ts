/**
 * Settings for the admin session and login throttling, read from the environment and validated once.
 * They live here rather than in env.server.ts because only the auth code uses them.
 *
 * - COOKIE_SECURE: "true" always marks the session cookie `Secure`, "false" never does; unset, the cookie is
 *   `Secure` when SITE_URL is https (it is then named `__Host-session`), else when the request arrived over
 *   https. Behind a TLS-terminating proxy that talks http to the app, an https SITE_URL is enough.
 * - TRUST_PROXY: "true" when the app runs behind a proxy you control (nginx on the same host or the local
 *   network): the client address is then the last X-Forwarded-For hop that is not such a proxy (loopback,
 *   link-local and private addresses are trusted as proxies). Otherwise forwarded headers are ignored and the
 *   socket's address is the client.
 * - LOGIN_MAX_FAILURES (per user name from one client address, default 5) and LOGIN_MAX_CLIENT_FAILURES (per
 *   client address, default 20) failures within LOGIN_WINDOW_SECONDS (default 900) lock further attempts from
 *   that pair or that client for LOGIN_LOCK_SECONDS (default 300).
 * - A user name is never locked: past LOGIN_MAX_FAILURES failures from all clients together, each attempt for it
 *   waits first, 250 ms doubling up to LOGIN_MAX_DELAY_MS (default 2000).
 */
import { z } from "zod";

const bool = z.enum(["true", "false", "1", "0"]).transform((v) => v === "true" || v === "1");
const positiveInt = (fallback: number, max: number) => z.coerce.number().int().min(1).max(max).default(fallback);

const AuthEnvSchema = z.object({
  COOKIE_SECURE: bool.optional(),
  TRUST_PROXY: bool.default(false),
  LOGIN_MAX_FAILURES: positiveInt(5, 1000),
  LOGIN_MAX_CLIENT_FAILURES: positiveInt(20, 10_000),
  LOGIN_WINDOW_SECONDS: positiveInt(900, 86_400),
  LOGIN_LOCK_SECONDS: positiveInt(300, 86_400),
  LOGIN_MAX_DELAY_MS: positiveInt(2_000, 60_000),
});

export type AuthEnv = z.infer<typeof AuthEnvSchema>;

/** Parses the auth settings; throws one error naming every invalid variable. */
export function parseAuthEnv(source: Record<string, string | undefined>): AuthEnv {
  const cleaned = Object.fromEntries(Object.entries(source).filter(([, v]) => v !== undefined && v !== ""));
  const result = AuthEnvSchema.safeParse(cleaned);
  if (!result.success) {
    const lines = result.error.issues.map((issue) => `  ${issue.path.join(".")}: ${issue.message}`);
    throw new Error(`Invalid environment configuration:\n${lines.join("\n")}`);
  }
  return result.data;
}

let cached: AuthEnv | undefined;

/** The validated auth settings of this process. */
export function getAuthEnv(): AuthEnv {
  cached ??= parseAuthEnv(process.env);
  return cached;
}

/** Proxies trusted when TRUST_PROXY=true: the same host and private networks, where the site's own proxy runs. */
export const TRUSTED_PROXY_RANGES = ["loopback", "linklocal", "uniquelocal"] as const;

/** Express's `trust proxy` setting for this process: false, or the trusted proxy ranges. */
export function trustProxySetting(): false | string[] {
  return getAuthEnv().TRUST_PROXY ? [...TRUSTED_PROXY_RANGES] : false;
}
