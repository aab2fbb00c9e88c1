/**
 * The production server: what remix-serve does (compression, static assets, the Remix handler), plus two
 * things it cannot: a rendered-page cache answered before Remix runs any loader, and the base security
 * headers on static files too. Listens on HOST:PORT (default all interfaces, 3000).
 */
import { createRequestHandler } from "@remix-run/express";
import compression from "compression";
import express from "express";
import morgan from "morgan";
import path from "node:path";
import { pathToFileURL } from "node:url";

process.env.NODE_ENV ??= "production";
const buildPath = path.resolve("build/server/index.js");
const build = await import(pathToFileURL(buildPath).href);
const serveFromPageCache = build.entry.module.serveFromPageCache;

const securityHeaders = {
  "X-Content-Type-Options": "nosniff",
  "Referrer-Policy": "strict-origin-when-cross-origin",
  "X-Frame-Options": "DENY",
  "Cross-Origin-Opener-Policy": "same-origin",
};

const app = express();
app.disable("x-powered-by");
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
app.use(
  build.publicPath,
  express.static(build.assetsBuildDirectory, { immutable: true, maxAge: "1y", setHeaders: setStaticHeaders }),
);
if (process.env.ACCESS_LOG !== "0") app.use(morgan("tiny"));

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

// Cached public pages skip the whole Remix pipeline; everything else falls through to Remix.
app.get("*", async (req, res, next) => {
  try {
    const response = await serveFromPageCache?.(toFetchRequest(req));
    if (!response) return next();
    res.status(response.status);
    response.headers.forEach((value, name) => res.append(name, value));
    res.end(response.body ? Buffer.from(await response.arrayBuffer()) : undefined);
  } catch (error) {
    next(error);
  }
});
// The client's address lets login throttling count failures per client as well as per user name.
app.all(
  "*",
  createRequestHandler({
    build,
    mode: process.env.NODE_ENV,
    getLoadContext: (req) => ({ remoteAddress: req.socket.remoteAddress }),
  }),
);

const port = Number(process.env.PORT ?? 3000);
const host = process.env.HOST;
const server = host ? app.listen(port, host, listening) : app.listen(port, listening);
function listening() {
  const address = server.address();
  const where = typeof address === "object" && address ? `http://${host ?? "localhost"}:${address.port}` : port;
  console.log(`Wenlv Portal listening on ${where}`);
}
for (const signal of ["SIGINT", "SIGTERM"]) process.on(signal, () => server.close(() => process.exit(0)));

/** A Fetch Request with just what the cache lookup reads: method, URL and headers. */
function toFetchRequest(req) {
  const headers = new Headers();
  for (const [name, value] of Object.entries(req.headers)) {
    if (value === undefined) continue;
    headers.set(name, Array.isArray(value) ? value.join(", ") : value);
  }
  return new Request(`${req.protocol}://${req.get("host") ?? "localhost"}${req.originalUrl}`, {
    method: req.method,
    headers,
  });
}
