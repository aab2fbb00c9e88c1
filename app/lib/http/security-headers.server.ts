/**
 * Security headers for every document response. Scripts run only from this origin or with the per-request
 * nonce (or, for a page sent to a shared cache, the hashes of its inline scripts); inline styles stay allowed because the media player and map library set style attributes.
 */
import { randomBytes } from "node:crypto";
import { getEnv } from "~/lib/env.server";

/** A fresh base64 nonce for one response. */
export function createNonce(): string {
  return randomBytes(16).toString("base64");
}

export interface PolicyOptions {
  dev?: boolean;
  tileOrigin?: string;
}

/** The Content-Security-Policy for a document rendered with `nonce`. */
export function contentSecurityPolicy(nonce: string, options: PolicyOptions = {}): string {
  return policyWithScripts([`'nonce-${nonce}'`], options);
}

/**
 * The Content-Security-Policy for a document whose inline scripts are allowed by their hashes (`'sha256-…'`
 * sources) instead of a nonce: the same bytes can then go to every visitor, e.g. from a shared cache.
 */
export function hashedContentSecurityPolicy(scriptHashes: readonly string[], options: PolicyOptions = {}): string {
  return policyWithScripts(scriptHashes, options);
}

function policyWithScripts(scriptSources: readonly string[], { dev = false, tileOrigin = "" }: PolicyOptions): string {
  const directives: Record<string, string[]> = {
    "default-src": ["'self'"],
    "script-src": ["'self'", ...scriptSources, ...(dev ? ["'unsafe-inline'"] : [])],
    "style-src": ["'self'", "'unsafe-inline'"],
    "img-src": ["'self'", "data:", "blob:", ...(tileOrigin ? [tileOrigin] : [])],
    "media-src": ["'self'", "blob:"],
    "font-src": ["'self'"],
    "connect-src": ["'self'", ...(dev ? ["ws:", "wss:"] : [])],
    "frame-ancestors": ["'none'"],
    "form-action": ["'self'"],
    "base-uri": ["'self'"],
    "object-src": ["'none'"],
  };
  return Object.entries(directives)
    .map(([name, values]) => `${name} ${values.join(" ")}`)
    .join("; ");
}

/** HSTS for a site served over https: a year, subdomains included (browsers then never try http). */
export const HSTS_VALUE = "max-age=31536000; includeSubDomains";

let baseHeaders: Readonly<Record<string, string>> | undefined;

/**
 * Headers every response carries, whatever writes it (documents, data, resource routes, static files, the page
 * cache, the server's own refusals): the one source the production server uses too. HSTS when SITE_URL is https.
 */
export function baseSecurityHeaders(siteUrl = getEnv().SITE_URL): Readonly<Record<string, string>> {
  if (baseHeaders && siteUrl === getEnv().SITE_URL) return baseHeaders;
  const headers: Record<string, string> = {
    "X-Content-Type-Options": "nosniff",
    "Referrer-Policy": "strict-origin-when-cross-origin",
    "X-Frame-Options": "DENY",
    "Cross-Origin-Opener-Policy": "same-origin",
    "Permissions-Policy": "camera=(), microphone=(), geolocation=(), payment=()",
  };
  if (new URL(siteUrl).protocol === "https:") headers["Strict-Transport-Security"] = HSTS_VALUE;
  if (siteUrl === getEnv().SITE_URL) baseHeaders = Object.freeze(headers);
  return headers;
}

/** Sets the base security headers on `headers`. */
export function applyBaseSecurityHeaders(headers: Headers): void {
  for (const [name, value] of Object.entries(baseSecurityHeaders())) headers.set(name, value);
}
