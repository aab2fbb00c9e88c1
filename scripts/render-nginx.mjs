#!/usr/bin/env node
/**
 * Renders the nginx configuration in deploy/nginx/ with this site's values: the production site file for
 * /etc/nginx/sites-available/ (docs/deploy.md), or, with --standalone, a complete configuration in a folder of
 * its own that nginx runs without root (the nginx tests and the bench use this).
 *
 *   node scripts/render-nginx.mjs SERVER_NAME=www.example.com [NAME=value …] > wenlv-portal.conf
 *   node scripts/render-nginx.mjs --standalone DIR SERVER_NAME=127.0.0.1 HTTPS_LISTEN=127.0.0.1:8443 …
 *
 * Every `{{NAME}}` must get a value and every NAME given must exist, so a typo fails instead of rendering a
 * configuration that silently differs.
 */
import { mkdirSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";

const DEPLOY_DIR = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../deploy/nginx");

/**
 * The app's body limit for a signed-in multipart upload (app/lib/http/request-body.server.ts MULTIPART_MAX_BYTES:
 * a video, a document, six images and the form fields); a unit test keeps the two equal.
 */
export const ADMIN_MAX_BODY_BYTES = (100 + 20 + 6 * 5 + 1) * 1024 * 1024;

/** Values of a production install on Debian (docs/deploy.md); SERVER_NAME has none. */
export const PRODUCTION_DEFAULTS = {
  HTTP_LISTEN: "80",
  HTTPS_LISTEN: "443",
  TLS: "on",
  TLS_CERTIFICATE: "/etc/letsencrypt/live/{{SERVER_NAME}}/fullchain.pem",
  TLS_CERTIFICATE_KEY: "/etc/letsencrypt/live/{{SERVER_NAME}}/privkey.pem",
  ACME_ROOT: "/var/www/letsencrypt",
  APP_UPSTREAM: "127.0.0.1:3000",
  CLIENT_BUILD_DIR: "/srv/wenlv-portal/build/client",
  CACHE_DIR: "/var/cache/nginx/wenlv-portal",
  CACHE_GENERATION_LINK: "/var/lib/wenlv-portal/nginx-cache/current",
  ADMIN_PATH: "eKwU1RHjdG",
  ACCESS_LOG: "/var/log/nginx/wenlv-portal.access.log combined buffer=64k flush=5s",
  REAL_IP_FROM: "",
};

/**
 * The headers of the app's `baseSecurityHeaders()` (app/lib/http/security-headers.server.ts) for what nginx
 * answers itself (assets, its own error page); proxied responses carry the app's. HSTS only over https.
 */
export function securityHeaders(https) {
  return {
    "X-Content-Type-Options": "nosniff",
    "Referrer-Policy": "strict-origin-when-cross-origin",
    "X-Frame-Options": "DENY",
    "Cross-Origin-Opener-Policy": "same-origin",
    "Permissions-Policy": "camera=(), microphone=(), geolocation=(), payment=()",
    ...(https ? { "Strict-Transport-Security": "max-age=31536000; includeSubDomains" } : {}),
  };
}

/** Fills `{{NAME}}` placeholders; throws on a missing value. */
function fill(template, values, source) {
  return template.replace(/\{\{([A-Z_]+)\}\}/g, (_, name) => {
    if (!(name in values)) throw new Error(`${source}: no value for {{${name}}}`);
    return values[name];
  });
}

/** The port of a listen address ("443", "127.0.0.1:8443", "[::]:443"). */
function portOf(listen) {
  return /(?:^|:)(\d+)$/.exec(listen.trim())?.[1] ?? "";
}

/** Values derived from the settings: listen flags, the https redirect's port, header and real-ip lines. */
function derivedValues(settings) {
  const tls = settings.TLS === "on";
  if (!tls && settings.TLS !== "off") throw new Error(`TLS must be "on" or "off" (got "${settings.TLS}")`);
  if (!/^[A-Za-z0-9_-]{4,64}$/.test(settings.ADMIN_PATH)) throw new Error("ADMIN_PATH: 4-64 letters, digits, - or _");
  const httpsPort = portOf(settings.HTTPS_LISTEN);
  const trusted = settings.REAL_IP_FROM.split(",")
    .map((s) => s.trim())
    .filter(Boolean);
  const headerLines = Object.entries(securityHeaders(tls))
    .map(([name, value]) => `        add_header ${name} "${value}" always;`)
    .join("\n");
  return {
    TLS_LISTEN_FLAGS: tls ? "ssl http2" : "",
    HTTPS_PORT_SUFFIX: tls && httpsPort !== "443" ? `:${httpsPort}` : "",
    SECURITY_HEADERS: headerLines,
    ADMIN_MAX_BODY: String(ADMIN_MAX_BODY_BYTES),
    REAL_IP_FROM: trusted.length
      ? trusted.map((address) => `    set_real_ip_from ${address};`).join("\n")
      : "    # set_real_ip_from 10.0.0.0/8;",
  };
}

/** The site configuration (the file for sites-available) from `overrides` on top of the production defaults. */
export function renderSite(overrides) {
  for (const name of Object.keys(overrides)) {
    if (name !== "SERVER_NAME" && !(name in PRODUCTION_DEFAULTS)) throw new Error(`unknown setting ${name}`);
  }
  const settings = { ...PRODUCTION_DEFAULTS, ...overrides };
  if (!settings.SERVER_NAME) throw new Error("SERVER_NAME is required (the site's host name)");
  // Defaults may name other settings (the certificate paths name the server).
  const resolved = Object.fromEntries(
    Object.entries(settings).map(([name, value]) => [name, fill(String(value), settings, name)]),
  );
  const template = readFileSync(path.join(DEPLOY_DIR, "wenlv-portal.conf.template"), "utf8");
  return fill(template, { ...resolved, ...derivedValues(resolved) }, "wenlv-portal.conf.template");
}

/**
 * Writes a complete configuration into `dir` (nginx.conf, the site file, temp folders) for
 * `nginx -p DIR -c DIR/nginx.conf -e DIR/error.log`. Returns the path of nginx.conf.
 */
export function renderStandalone(
  dir,
  overrides,
  { workerProcesses = "auto", modulesDir = "/usr/lib/nginx/modules" } = {},
) {
  const runDir = path.resolve(dir);
  for (const sub of ["client-body", "proxy", "fastcgi", "uwsgi", "scgi"]) {
    mkdirSync(path.join(runDir, "temp", sub), { recursive: true });
  }
  writeFileSync(path.join(runDir, "wenlv-portal.conf"), renderSite(overrides));
  const template = readFileSync(path.join(DEPLOY_DIR, "standalone.conf.template"), "utf8");
  const conf = path.join(runDir, "nginx.conf");
  writeFileSync(
    conf,
    fill(
      template,
      { RUN_DIR: runDir, WORKER_PROCESSES: String(workerProcesses), MODULES_DIR: modulesDir },
      "standalone.conf.template",
    ),
  );
  return conf;
}

function main(argv) {
  let standalone = null;
  const overrides = {};
  for (let i = 0; i < argv.length; i += 1) {
    const arg = argv[i];
    if (arg === "--standalone") standalone = argv[++i];
    else if (/^[A-Z_]+=/.test(arg)) {
      const at = arg.indexOf("=");
      overrides[arg.slice(0, at)] = arg.slice(at + 1);
    } else throw new Error(`unexpected argument ${arg}`);
  }
  if (standalone) console.log(renderStandalone(standalone, overrides));
  else process.stdout.write(renderSite(overrides));
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  try {
    main(process.argv.slice(2));
  } catch (error) {
    console.error(`render-nginx: ${error instanceof Error ? error.message : error}`);
    process.exit(1);
  }
}
