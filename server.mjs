/**
 * The production server: what remix-serve does (compression, static assets, the Remix handler), plus what it
 * cannot: a rendered-page cache answered straight from Node's HTTP server before express or Remix run, the
 * base security headers on static files too, and the client's address for login throttling.
 * Listens on HOST:PORT (default all interfaces, 3000). Requests the site never answers (other methods, a target
 * that is not a path, an oversized body) are refused from their head before anything else runs.
 */
import { createRequestHandler } from "@remix-run/express";
import compression from "compression";
import expressStaticGzip from "express-static-gzip";
import express from "express";
import morgan from "morgan";
import cluster from "node:cluster";
import http from "node:http";
import path from "node:path";
import { promisify } from "node:util";
import zlib from "node:zlib";
import { pathToFileURL } from "node:url";

process.env.NODE_ENV ??= "production";
const buildPath = path.resolve("build/server/index.js");
const build = await import(pathToFileURL(buildPath).href);
const {
  answerFromPageCache,
  preferredEncoding,
  clusterSize,
  runClusterPrimary,
  joinCluster,
  baseSecurityHeaders,
  refuseRequestHead,
  trustProxySetting,
  prepareServer,
  accessLogScope,
  isAdminAction,
  keepNginxCacheFresh,
} = build.entry.module;

function serve() {
  if (cluster.isWorker) joinCluster();
  accessLog = accessLogger(accessLogScope());
  // Behind the shipped nginx configuration: its page cache starts a new generation now and on every save.
  keepNginxCacheFresh().catch((error) => console.error(error));
  // The app's own list (HSTS included when SITE_URL is https), so static files and refusals carry the same.
  const securityHeaders = baseSecurityHeaders();

  const app = express();
  app.disable("x-powered-by");
  // TRUST_PROXY=true: req.ip is the client as our proxy reports it (X-Forwarded-For), else the socket's address.
  app.set("trust proxy", trustProxySetting());
  // The base security headers on every response, whoever writes it: resource routes (sitemap, feed, robots,
  // healthz), redirects thrown by loaders, the cross-origin refusal below and Express's own error answers.
  // Set just before the head goes out and only when missing, so the headers Remix sets (e.g. a document's
  // CSP) are neither overwritten nor duplicated.
  app.use((req, res, next) => {
    const writeHead = res.writeHead;
    res.writeHead = function (...args) {
      for (const [name, value] of Object.entries(securityHeaders)) {
        if (!res.hasHeader(name)) res.setHeader(name, value);
      }
      return writeHead.apply(this, args);
    };
    next();
  });
  app.use(compression());
  const setStaticHeaders = (res) => res.set(securityHeaders);
  // Only fingerprinted build files are static (the client build holds nothing else), so pages never cost a stat().
  // The build leaves brotli and gzip copies beside them (scripts/precompress.mjs), made once at the highest
  // settings: those are sent to browsers that accept them, and on-the-fly compression is skipped for them.
  app.use(
    `${build.publicPath}assets`,
    expressStaticGzip(path.join(build.assetsBuildDirectory, "assets"), {
      enableBrotli: true,
      orderPreference: ["br", "gzip"],
      index: false,
      serveStatic: { immutable: true, maxAge: "1y", index: false, redirect: false, setHeaders: setStaticHeaders },
    }),
  );
  if (accessLog) app.use(accessLog);
  // A body the app refused part-way (413 while it streamed) is discarded only for a moment, as above.
  app.use((req, res, next) => {
    res.once("finish", () => {
      if (res.statusCode === 413) lingerThenClose(req);
    });
    next();
  });

  // A state-changing request from another site is refused outright (the admin's guard checks it too).
  app.use((req, res, next) => {
    if (req.method === "GET" || req.method === "HEAD") return next();
    const origin = req.get("origin");
    const crossSite = req.get("sec-fetch-site") === "cross-site";
    let foreign = false;
    try {
      foreign = origin !== undefined && origin !== "null" && new URL(origin).host !== req.get("host");
    } catch {
      foreign = true;
    }
    if (foreign || crossSite || origin === "null") return res.status(403).type("text/plain").send("Forbidden");
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
      (error) => {
        console.error(error);
        app(req, res);
      },
    );
  });
  // CONNECT (a proxy tunnel) never reaches the request handler: answer it here instead of dropping the socket.
  server.on("connect", (req, socket) => {
    const headers = Object.entries({ ...securityHeaders, Allow: "GET, HEAD, POST", "Content-Length": "0" });
    socket.end(`HTTP/1.1 405 Method Not Allowed\r\n${headers.map(([k, v]) => `${k}: ${v}\r\n`).join("")}\r\n`);
  });
  // The content is loaded and the first admin exists before the first request is taken.
  prepareServer().then(
    () => (host ? server.listen(port, host, listening) : server.listen(port, listening)),
    (error) => {
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
  for (const signal of ["SIGINT", "SIGTERM"]) process.on(signal, () => server.close(() => process.exit(0)));
  // A worker whose primary is gone (killed outright) stops too, after the requests in flight.
  if (cluster.isWorker)
    process.on("disconnect", () => {
      server.close(() => process.exit(0));
      setTimeout(() => process.exit(0), 5_000).unref();
    });
}

/** The per-request log (ACCESS_LOG, TRUST_PROXY: see app/lib/http/access-log.server.ts); null when off. */
let accessLog = null;
function accessLogger(scope) {
  if (scope === "none") return null;
  if (scope === "admin-actions")
    return morgan("tiny", { skip: (req) => !isAdminAction(req.method, req.originalUrl ?? req.url) });
  return morgan("tiny");
}
const noop = () => {};
const gzip = promisify(zlib.gzip);
const brotli = promisify(zlib.brotliCompress);

/**
 * What the server answers before express: a refusal from the request head (405, 400, 413, with the security
 * headers), else a cached page. Resolves false when express and Remix should handle the request.
 */
async function answerRequest(req, res) {
  const refusal = await refuseRequestHead({
    method: req.method ?? "",
    url: req.url ?? "",
    contentType: req.headers["content-type"],
    contentLength: req.headers["content-length"],
    cookie: req.headers.cookie,
  });
  if (!refusal) return answerCached(req, res);
  accessLog?.(req, res, noop);
  res.writeHead(refusal.status, { ...baseSecurityHeaders(), ...refusal.headers });
  res.end(req.method === "HEAD" ? undefined : refusal.message);
  if (refusal.status === 413) lingerThenClose(req);
  return true;
}

/**
 * After refusing a body, discard what the client is still sending for a moment (closing at once would reset
 * the connection and the client might never read the 413), then close the connection if it keeps coming.
 */
function lingerThenClose(req) {
  if (req.complete) return;
  let discarded = 0;
  const close = () => req.socket.destroy();
  const timer = setTimeout(close, LINGER_MS);
  timer.unref();
  req.once("end", () => clearTimeout(timer));
  req.on("data", (chunk) => {
    discarded += chunk.length;
    if (discarded > LINGER_MAX_BYTES) close();
  });
  req.resume();
}
/** How long, and how much of a refused body, is read and thrown away before the connection is closed. */
const LINGER_MS = 2_000;
const LINGER_MAX_BYTES = 4 * 1024 * 1024;

/**
 * Cached public pages skip express and the whole Remix pipeline: the cache answers from the few request
 * headers its key depends on, with a fresh nonce, compressed here when the client accepts it.
 * Resolves false when the page is not cached (express and Remix then handle the request).
 */
async function answerCached(req, res) {
  if (!answerFromPageCache || (req.method !== "GET" && req.method !== "HEAD")) return false;
  const answer = await answerFromPageCache({
    method: req.method,
    url: req.url ?? "/",
    cookie: req.headers.cookie,
    acceptLanguage: req.headers["accept-language"],
    ifNoneMatch: req.headers["if-none-match"],
    scriptHashes: req.headers["x-script-hashes"],
  });
  if (!answer) return false;
  accessLog?.(req, res, noop);
  const headers = { ...answer.headers, vary: `${answer.headers.vary ?? ""}, Accept-Encoding`.replace(/^, /, "") };
  let body = answer.body;
  if (body) {
    const encoding = preferredEncoding(req.headers["accept-encoding"]);
    if (encoding === "br") body = await brotli(body, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 4 } });
    if (encoding === "gzip") body = await gzip(body);
    if (encoding) headers["content-encoding"] = encoding;
    headers["content-length"] = String(body.byteLength);
  }
  res.writeHead(answer.status, headers);
  res.end(req.method === "HEAD" ? undefined : body);
  return true;
}

// Several worker processes share the port (WEB_CONCURRENCY, default one per CPU up to 4); the primary keeps
// their content consistent and serves nothing itself. WEB_CONCURRENCY=1 runs a single process.
if (cluster.isPrimary && clusterSize(process.env.WEB_CONCURRENCY) > 1) {
  runClusterPrimary(clusterSize(process.env.WEB_CONCURRENCY));
} else {
  serve();
}
