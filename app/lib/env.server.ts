/**
 * Environment configuration, validated once at start-up. Each invalid variable is reported by name with what
 * it must look like, so a misconfigured deployment fails fast and says why.
 */
import { randomBytes } from "node:crypto";
import { z } from "zod";

const EnvSchema = z.object({
  NODE_ENV: z.enum(["development", "production", "test"]).default("development"),
  CONTENT_DIR: z.string().min(1).default("./content"),
  ADMIN_PATH: z
    .string()
    .regex(/^[A-Za-z0-9_-]{4,64}$/, "use 4-64 letters, digits, '-' or '_'")
    .default("eKwU1RHjdG"),
  SESSION_SECRET: z
    .string()
    .optional()
    .refine((v) => v === undefined || v.split(",").every((s) => s.trim().length >= 32), {
      message: "each comma-separated secret must be at least 32 characters",
    }),
  ADMIN_PASSWORD: z.string().min(12, "must be at least 12 characters").optional(),
  SITE_URL: z.url("must be an absolute URL such as https://www.example.com").default("http://localhost:3000"),
  MAP_TILE_URL: z
    .string()
    // https, or plain http on this machine only (a local tile server, e.g. offline).
    .regex(
      /^(https:\/\/\S+|http:\/\/(127\.0\.0\.1|localhost)(:\d+)?\/\S*)\{z\}\S*\{x\}\S*\{y\}/,
      "must be an https tile URL template (or http on 127.0.0.1/localhost) with {z}, {x} and {y}",
    )
    .default("https://tile.openstreetmap.org/{z}/{x}/{y}.png"),
  MAP_TILE_ATTRIBUTION: z.string().default("© OpenStreetMap contributors"),
  // The production server's per-request log: 1 every request, 0 none; unset, every request unless behind a
  // proxy (TRUST_PROXY=true), which keeps its own access log (app/lib/http/access-log.server.ts).
  ACCESS_LOG: z.enum(["0", "1"], "must be 1 (log every request) or 0 (none)").optional(),
  // Behind the shipped nginx configuration: the link its page cache keys on (deploy/nginx/, docs/deploy.md).
  NGINX_CACHE_GENERATION_LINK: z
    .string()
    .regex(/^\/\S+[^/]$/, "must be an absolute path such as /var/lib/wenlv-portal/nginx-cache/current")
    .optional(),
});

export type Env = z.infer<typeof EnvSchema> & { sessionSecrets: string[] };

/** Parses an environment object; throws one error listing every invalid variable. */
export function parseEnv(source: Record<string, string | undefined>): Env {
  const cleaned = Object.fromEntries(Object.entries(source).filter(([, v]) => v !== undefined && v !== ""));
  const result = EnvSchema.safeParse(cleaned);
  if (!result.success) {
    const lines = result.error.issues.map((issue) => `  ${issue.path.join(".")}: ${issue.message}`);
    throw new Error(`Invalid environment configuration:\n${lines.join("\n")}`);
  }
  const env = result.data;
  // No fixed fallback secret anywhere: without one, sessions are signed with a random per-process secret
  // (they simply do not survive a restart).
  const sessionSecrets = env.SESSION_SECRET
    ? env.SESSION_SECRET.split(",").map((s) => s.trim())
    : [randomBytes(32).toString("hex")];
  return { ...env, sessionSecrets };
}

let cached: Env | undefined;

/** The validated process environment (parsed on first use). */
export function getEnv(): Env {
  if (!cached) {
    cached = parseEnv(process.env);
    if (!cached.SESSION_SECRET && cached.NODE_ENV === "production") {
      console.warn("SESSION_SECRET is not set: using a random secret; admin sessions end when the server restarts.");
    }
  }
  return cached;
}
