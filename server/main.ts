/**
 * The production server: what remix-serve does (compression, static assets, the Remix handler), plus what it
 * cannot: a rendered-page cache answered straight from Node's HTTP server before express or Remix run, the
 * base security headers on every response, and the client's address for login throttling.
 * Built by `npm run build` into build/server/main.js beside the Remix server build it loads (vite.server.config.ts).
 * Listens on HOST:PORT (default all interfaces, 3000). Requests the site never answers (other methods, a target
 * that is not a path, an oversized body) are refused from their head before anything else runs.
 */
import { createRequestHandler } from "@remix-run/express";
import type { ServerBuild } from "@remix-run/node";
import compression from "compression";
import express, { type RequestHandler } from "express";
import expressStaticGzip from "express-static-gzip";
import morgan from "morgan";
import cluster from "node:cluster";
import http from "node:http";
import type { Socket } from "node:net";
import path from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";
import type * as ServerEntry from "../app/entry.server";
import { addMissingHeaders, connectRefusal, encodeForClient, lingerThenClose } from "./plumbing";

process.env.NODE_ENV ??= "production";
/** The Remix server build sits beside this file once built (build/server/index.js). */
const buildPath = path.join(path.dirname(fileURLToPath(import.meta.url)), "index.js");
const build = (await import(pathToFileURL(buildPath).href)) as ServerBuild;
/** What the server entry exports for this server (app/entry.server.tsx): one instance of the app's state. */
const entry = build.entry.module as unknown as typeof ServerEntry;

type Logger = (req: http.IncomingMessage, res: http.ServerResponse, next: () => void) => void;
/** The per-request log (ACCESS_LOG, TRUST_PROXY: see app/lib/http/access-log.server.ts); null when off. */
let accessLog: Logger | null = null;
function accessLogger(scope: ReturnType<typeof entry.accessLogScope>): Logger | null {
  if (scope === "none") return null;
  if (scope === "admin-actions")
    return morgan("tiny", {
      skip: (req: express.Request) => !entry.isAdminAction(req.method, req.originalUrl ?? req.url),
    }) as Logger;
  return morgan("tiny") as Logger;
}
const noop = () => {};

function serve() {
  if (cluster.isWorker) entry.joinCluster();
  accessLog = accessLogger(entry.accessLogScope());
  // Behind the shipped nginx configuration: its page cache starts a new generation now and on every save.
  entry.keepNginxCacheFresh().catch((error: unknown) => console.error(error));
  // The app's own list (HSTS included when SITE_URL is https): static files and refusals carry the same.
  const securityHeaders = entry.baseSecurityHeaders();

  const app = express();
  app.disable("x-powered-by");
  // TRUST_PROXY=true: req.ip is the client as our proxy reports it (X-Forwarded-For), else the socket's address.
  app.set("trust proxy", entry.trustProxySetting());
  // The base security headers on every response express writes, whoever writes it: static files, resource
  // routes (sitemap, feed, robots, healthz), redirects thrown by loaders, the cross-origin refusal below and
  // Express's own error answers. Only when missing, so the headers Remix sets (a document's CSP) stay.
  app.use((_req, res, next) => {
    addMissingHeaders(res, securityHeaders);
    next();
  });
  app.use(compression());
  // Only fingerprinted build files are static (the client build holds nothing else), so pages never cost a stat().
  // The build leaves brotli and gzip copies beside them (scripts/precompress.mjs), made once at the highest
  // settings: those are sent to browsers that accept them, and on-the-fly compression is skipped for them.
  app.use(
    `${build.publicPath}assets`,
    expressStaticGzip(path.join(build.assetsBuildDirectory, "assets"), {
      enableBrotli: true,
      orderPreference: ["br", "gzip"],
      index: false,
      serveStatic: { immutable: true, maxAge: "1y", index: false, redirect: false },
    }),
  );
  // Only the build's files live there, so a miss is a plain 404, not a page. express-static-gzip may already
  // have picked a precompressed copy that is gone (the build was replaced under a running server) and set its
  // encoding and type for it: those go, or the answer would claim to be brotli (and Remix, adding its own
  // type, threw).
  app.use(`${build.publicPath}assets`, (_req, res) => {
    for (const name of ["Content-Encoding", "Content-Type", "Vary"]) res.removeHeader(name);
    res.status(404).type("text/plain").send("Not Found");
  });
  if (accessLog) app.use(accessLog as RequestHandler);
  // A body the app refused part-way (413 while it streamed) is discarded only for a moment, as below.
  app.use((req, res, next) => {
    res.once("finish", () => {
      if (res.statusCode === 413) lingerThenClose(req);
    });
    next();
  });
  // A state-changing request from another site is refused outright (the admin's guard checks it again).
  app.use((req, res, next) => {
    const sameOrigin = entry.isSameOrigin({
      method: req.method,
      host: req.get("host"),
      origin: req.get("origin"),
      secFetchSite: req.get("sec-fetch-site"),
    });
    if (!sameOrigin) return res.status(403).type("text/plain").send("Forbidden");
    next();
  });
  // The client's address lets login throttling count failures per client as well as per user name. Mounted
  // without a path pattern: a pattern's parameters are decoded by express, which would answer an undecodable
  // path with its own bare 400 instead of the site's page for it.
  app.use(
    createRequestHandler({
      build,
      mode: process.env.NODE_ENV,
      getLoadContext: (req) => ({ remoteAddress: req.ip }),
    }),
  );

  const port = Number(process.env.PORT ?? 3000);
  const host = process.env.HOST;
  const server = http.createServer((req, res) => {
    answerRequest(req, res).then(
      (answered) => answered || app(req, res),
      (error: unknown) => {
        console.error(error);
        app(req, res);
      },
    );
  });
  // CONNECT (a proxy tunnel) never reaches the request handler: answer it here instead of dropping the socket.
  server.on("connect", (_req, socket: Socket) => {
    socket.end(connectRefusal(securityHeaders));
  });
  // The content is loaded and the first admin exists before the first request is taken.
  entry.prepareServer().then(
    () => (host ? server.listen(port, host, listening) : server.listen(port, listening)),
    (error: unknown) => {
      console.error(error);
      process.exit(1);
    },
  );
  function listening() {
    const address = server.address();
    const where = typeof address === "object" && address ? `http://${host ?? "localhost"}:${address.port}` : port;
    // In a cluster the primary announces the port once for all workers.
    if (!cluster.isWorker) console.log(`Wenlv Portal listening on ${where}`);
  }
  for (const signal of ["SIGINT", "SIGTERM"] as const) process.on(signal, () => server.close(() => process.exit(0)));
  // A worker whose primary is gone (killed outright) stops too, after the requests in flight.
  if (cluster.isWorker)
    process.on("disconnect", () => {
      server.close(() => process.exit(0));
      setTimeout(() => process.exit(0), 5_000).unref();
    });
}

/**
 * What the server answers before express: a refusal from the request head (405, 400, 413, with the security
 * headers), else a cached page. Resolves false when express and Remix should handle the request.
 */
async function answerRequest(req: http.IncomingMessage, res: http.ServerResponse): Promise<boolean> {
  const refusal = await entry.refuseRequestHead({
    method: req.method ?? "",
    url: req.url ?? "",
    contentType: req.headers["content-type"],
    contentLength: req.headers["content-length"],
    cookie: req.headers.cookie,
  });
  if (!refusal) return answerCached(req, res);
  accessLog?.(req, res, noop);
  res.writeHead(refusal.status, { ...entry.baseSecurityHeaders(), ...refusal.headers });
  res.end(req.method === "HEAD" ? undefined : refusal.message);
  if (refusal.status === 413) lingerThenClose(req);
  return true;
}

/**
 * Cached public pages skip express and the whole Remix pipeline: the cache answers from the few request
 * headers its key depends on, with a fresh nonce, compressed here when the client accepts it.
 * Resolves false when the page is not cached (express and Remix then handle the request).
 */
async function answerCached(req: http.IncomingMessage, res: http.ServerResponse): Promise<boolean> {
  if (req.method !== "GET" && req.method !== "HEAD") return false;
  const answer = await entry.answerFromPageCache({
    method: req.method,
    url: req.url ?? "/",
    cookie: req.headers.cookie,
    acceptLanguage: req.headers["accept-language"],
    ifNoneMatch: req.headers["if-none-match"],
    cacheControl: req.headers["cache-control"],
    scriptHashes: header(req.headers["x-script-hashes"]),
    acceptEncoding: req.headers["accept-encoding"],
  });
  if (!answer) return false;
  accessLog?.(req, res, noop);
  const headers: Record<string, string> = {
    ...answer.headers,
    vary: `${answer.headers.vary ?? ""}, Accept-Encoding`.replace(/^, /, ""),
  };
  let body = answer.body;
  if (body && answer.encoding) {
    headers["content-encoding"] = answer.encoding;
  } else if (body) {
    const encoded = await encodeForClient(body, req.headers["accept-encoding"]);
    body = encoded.body;
    if (encoded.encoding) headers["content-encoding"] = encoded.encoding;
    headers["content-length"] = String(body.byteLength);
  }
  res.writeHead(answer.status, headers);
  res.end(req.method === "HEAD" ? undefined : body);
  return true;
}

function header(value: string | string[] | undefined): string | undefined {
  return Array.isArray(value) ? value.join(", ") : value;
}

// Several worker processes share the port (WEB_CONCURRENCY, default one per CPU up to 4); the primary keeps
// their content consistent and serves nothing itself. WEB_CONCURRENCY=1 runs a single process, which can use
// one core only: about half the rendering budget (docs/performance.md, "What each trick is worth").
if (cluster.isPrimary && entry.clusterSize(process.env.WEB_CONCURRENCY) > 1) {
  entry.runClusterPrimary(entry.clusterSize(process.env.WEB_CONCURRENCY));
} else {
  serve();
}
