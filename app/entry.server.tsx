/**
 * Server entry: renders each document with a per-response CSP nonce (translations come with the root loader's
 * messages) and sets the security and caching headers. Public pages carry a content-version ETag (304 when unchanged); anonymous
 * GETs of public pages are served from a rendered-page cache with a fresh nonce swapped into each response.
 */
import type { EntryContext, HandleDataRequestFunction } from "@remix-run/node";
import { RemixServer } from "@remix-run/react";
import { renderToPipeableStream } from "react-dom/server";
import { getContentStore } from "~/lib/content/store.server";
import { getEnv } from "~/lib/env.server";
import { prepareFirstAdmin } from "~/lib/auth/users.server";
import { getSearchIndex } from "~/lib/search/site-search.server";
import { makeAllImageVariants } from "~/lib/media/image-variants.server";
import cluster from "node:cluster";
import path from "node:path";
import {
  NONCE_PLACEHOLDER,
  PageCache,
  documentEtag,
  etagMatches,
  isAnonymous,
  cachedPage,
  hashedPage,
  pageBytes,
  type CachedPage,
} from "~/lib/http/page-cache.server";
import { applyBaseSecurityHeaders, createNonce, hashedContentSecurityPolicy } from "~/lib/http/security-headers.server";
import { SCRIPT_HASHES_HEADER, wantsScriptHashes } from "~/lib/http/script-hashes.server";
import {
  applyDocumentHeaders,
  applyPublicCacheHeaders,
  cacheHitHeaders,
  isPrivateDocument,
  notModifiedHeaders,
  policyOptions,
} from "~/lib/http/document-headers.server";
import { NonceProvider } from "~/lib/http/nonce";
import { isAdminPathname } from "~/lib/http/admin-path";
import { plainRefusal } from "~/lib/http/plain-refusal.server";
import { isCanonicalPageUrl, pageCacheUrl } from "~/lib/site/canonical-url";
import { ServerRenderedComponents } from "~/components/site/deferred-components";
import { FragmentCacheContext } from "~/components/site/prerendered";
import { createFragmentCache } from "~/lib/http/fragment-cache.server";
import { documentSink } from "~/lib/http/document-sink.server";
import { gzippedPageBytes } from "~/lib/http/gzip-page.server";
import { acceptsGzip } from "~/lib/http/accept-encoding";
import { withScriptsAfterFirstPaint } from "~/lib/http/scripts-after-paint.server";
import { withInlineStylesheet } from "~/lib/http/stylesheets.server";
import { CompanyIntro, EnterpriseInfoView, LeaderList } from "~/components/site/special-pages";
import { VideoGallery } from "~/components/site/video-gallery";
import { PreviewBanner } from "~/components/site/preview-banner";
import { DEFAULT_LOCALE, toLocale } from "~/lib/i18n/config";
import { i18nServer } from "~/lib/i18n/i18n.server";
import { displayVersion, onDisplayBoundary } from "~/lib/site/display.server";

export const streamTimeout = 5_000;
/** For the production server's cluster mode. */
export { clusterSize, runClusterPrimary } from "~/lib/cluster/primary.server";
export { joinCluster } from "~/lib/cluster/worker-channel.server";
/**
 * For the production server (server/main.ts): one source of security headers, the one origin check, its early
 * refusals, and whom to trust as proxy.
 */
export { baseSecurityHeaders } from "~/lib/http/security-headers.server";
export { isSameOrigin } from "~/lib/auth/origin.server";
export { refuseRequestHead } from "~/lib/http/request-guard.server";
export { trustProxySetting } from "~/lib/auth/config.server";
/** For the production server: what it logs per request, and the generation of nginx's page cache. */
export { accessLogScope, isAdminAction } from "~/lib/http/access-log.server";
export { keepNginxCacheFresh } from "~/lib/http/nginx-purge.server";

/**
 * For the production server: the first admin account exists before the first request. The search index starts
 * building now, in slices, and is ready a few seconds later (a search meanwhile waits for it:
 * docs/decisions/013-site-search.md). One process (the first worker) makes the image variants still missing,
 * in the background; until then a variant's first request makes it (docs/decisions/016-image-variants.md).
 */
export async function prepareServer(): Promise<void> {
  await prepareFirstAdmin(getContentStore, getEnv().ADMIN_PASSWORD);
  getSearchIndex().catch((error: unknown) => console.error("search index build failed", error));
  if (!cluster.isWorker || cluster.worker?.id === 1) {
    makeAllImageVariants(path.join(getEnv().CONTENT_DIR, "uploads"))
      .then(({ originals, made, ms }) => {
        if (made > 0) console.log(`image variants: ${made} made for ${originals} pictures in ${ms} ms`);
      })
      .catch((error: unknown) => console.error("image variants failed", error));
  }
}

const pageCache = new PageCache();
/** Route ids of the admin area (remix.config.js mounts app/admin/ under the admin prefix). */
const ADMIN_ROUTE_PREFIX = "admin/";
let watchingStore = false;
/** The client build's version, learned from the first render; part of every cache key. */
let buildVersion: string | null = null;

export default async function handleRequest(
  request: Request,
  responseStatusCode: number,
  responseHeaders: Headers,
  remixContext: EntryContext,
) {
  const refused = plainRefusal(request, responseStatusCode, remixContext.staticHandlerContext.errors);
  if (refused) return refused;
  const env = getEnv();
  const url = new URL(request.url);
  const nonce = createNonce();
  buildVersion = remixContext.manifest.version;
  const rootData = remixContext.staticHandlerContext.loaderData.root as
    { locale?: string; localeSwitched?: boolean; care?: boolean } | undefined;
  const locale = rootData?.locale ?? DEFAULT_LOCALE;
  // The matched routes decide (any casing of the prefix reaches them); the path check covers an admin 404.
  const admin =
    remixContext.staticHandlerContext.matches.some((match) => match.route.id.startsWith(ADMIN_ROUTE_PREFIX)) ||
    isAdminPathname(url.pathname, env.ADMIN_PATH);
  applyDocumentHeaders(responseHeaders, nonce, env, admin);
  responseHeaders.set("Content-Type", "text/html; charset=utf-8");

  // The page a language link led to confirms the switch: that one response is the visitor's own, so it is
  // neither cached here nor kept by the browser (the same URL without the confirmation is cached as usual).
  // A page in care mode is the visitor's own too (lib/site/site-modes.ts): never cached, never answered with
  // the ETag of the same page in the usual look.
  if (rootData?.localeSwitched || rootData?.care) {
    responseHeaders.set("Cache-Control", "private, no-store");
    return render(request, responseStatusCode, responseHeaders, remixContext, nonce, !admin);
  }
  // A page that sends its own private Cache-Control (the search results: app/routes/_site.search.tsx) answers
  // each query afresh: it is neither stored in the page cache nor given a content-version ETag.
  if (isPrivateDocument(responseHeaders)) {
    return render(request, responseStatusCode, responseHeaders, remixContext, nonce, !admin);
  }
  const isPublicPage = !admin && request.method === "GET" && responseStatusCode === 200;
  if (!isPublicPage) return render(request, responseStatusCode, responseHeaders, remixContext, nonce, !admin);

  const store = await getContentStore();
  if (!watchingStore) {
    store.onChange(() => pageCache.clear());
    // The key already names the mourning state and the schedule moments passed; emptying at each moment frees
    // the pages of the state before.
    onDisplayBoundary(store, () => pageCache.clear());
    watchingStore = true;
  }
  const etag = documentEtag({
    version: displayVersion(store),
    build: remixContext.manifest.version,
    locale,
    url: pageCacheUrl(url),
  });
  applyPublicCacheHeaders(responseHeaders, etag);
  if (etagMatches(request.headers.get("If-None-Match"), etag, request.headers.get("Cache-Control"))) {
    return new Response(null, { status: 304, headers: notModifiedHeaders(responseHeaders) });
  }
  if (!isAnonymous(request.headers.get("Cookie"))) {
    return render(request, responseStatusCode, responseHeaders, remixContext, nonce, true);
  }

  // The ETag already names path, locale, content version and build: it is the cache key.
  let cached = pageCache.get(etag);
  if (!cached) {
    const html = await renderToString(request, remixContext);
    if (html === null) return render(request, responseStatusCode, responseHeaders, remixContext, nonce, true);
    cached = cachedPage(html, etag);
    pageCache.set(etag, cached);
  }
  const scriptHashes = wantsScriptHashes(request.headers.get(SCRIPT_HASHES_HEADER));
  const { body, csp } = cachedPageBody(cached, nonce, scriptHashes, env);
  if (csp) responseHeaders.set("Content-Security-Policy", csp);
  // The length, so a cache in front keeps the page whole instead of re-chunking it.
  responseHeaders.set("Content-Length", String(body.byteLength));
  return new Response(new Uint8Array(body), { status: 200, headers: responseHeaders });
}

/**
 * A cached page's body for one response: with this response's nonce or, when a shared cache asked for it,
 * nonce-free under a CSP of its inline scripts' hashes (lib/http/script-hashes.server.ts), given as `csp`.
 */
function cachedPageBody(
  page: CachedPage,
  nonce: string,
  scriptHashes: boolean,
  env: ReturnType<typeof getEnv>,
): { body: Buffer; csp: string | null } {
  if (!scriptHashes) return { body: pageBytes(page, nonce), csp: null };
  const hashed = hashedPage(page);
  return { body: hashed.body, csp: hashedContentSecurityPolicy(hashed.scriptHashes, policyOptions(env)) };
}

/** What the production server passes for a cache lookup: just the parts of the request the key depends on. */
export interface PageCacheLookup {
  method: string;
  /** Path and query as received, e.g. `/xwdt/gzyx/lsit?page=2`. */
  url: string;
  cookie?: string;
  acceptLanguage?: string;
  ifNoneMatch?: string;
  /** The request's Cache-Control: `no-cache` (a reload) is never answered with 304. */
  cacheControl?: string;
  /** The request's SCRIPT_HASHES_HEADER: a shared cache asking for the nonce-free form. */
  scriptHashes?: string;
  /** The request's Accept-Encoding: a page for a client that takes gzip comes gzipped (`encoding`). */
  acceptEncoding?: string;
}

export interface PageCacheAnswer {
  status: 200 | 304;
  headers: Record<string, string>;
  body: Buffer | null;
  /** Set when `body` is already compressed (the caller then sends it as it is). */
  encoding?: "gzip";
}

/**
 * Answers an anonymous GET of a public page straight from the rendered-page cache, before Remix runs any
 * loader (the production server calls this first, without building a Fetch request). Null when the page is
 * not cached or the request is not a plain anonymous GET; Remix then handles it as usual.
 */
export async function answerFromPageCache(lookup: PageCacheLookup): Promise<PageCacheAnswer | null> {
  if ((lookup.method !== "GET" && lookup.method !== "HEAD") || buildVersion === null || pageCache.size === 0)
    return null;
  const url = new URL(lookup.url, "http://localhost");
  const env = getEnv();
  // ?lng= sets the language cookie, which only the full pipeline does; a query that is not canonical is
  // redirected there too.
  if (url.searchParams.has("lng") || isAdminPathname(url.pathname, env.ADMIN_PATH) || !isCanonicalPageUrl(url))
    return null;
  if (!isAnonymous(lookup.cookie ?? null)) return null;
  const store = await getContentStore();
  const locale = await cachedLocale(lookup.cookie ?? "", lookup.acceptLanguage ?? "");
  const etag = documentEtag({
    version: displayVersion(store),
    build: buildVersion,
    locale,
    url: pageCacheUrl(url),
  });
  const cached = pageCache.get(etag);
  if (!cached) return null;
  const nonce = createNonce();
  const headers = cacheHitHeaders(env, nonce, etag);
  if (etagMatches(lookup.ifNoneMatch ?? null, etag, lookup.cacheControl))
    return { status: 304, headers: notModifiedHeaders(headers), body: null };
  headers["content-type"] = "text/html; charset=utf-8";
  const scriptHashes = wantsScriptHashes(lookup.scriptHashes);
  // A browser that takes gzip gets the page gzipped from parts compressed once (lib/http/gzip-page.server.ts):
  // compressing each response, as its nonce differs, cost about twenty times the rest of a hit.
  if (!scriptHashes && acceptsGzip(lookup.acceptEncoding)) {
    const body = gzippedPageBytes(cached, nonce);
    headers["content-length"] = String(body.byteLength);
    return { status: 200, headers, body, encoding: "gzip" };
  }
  const { body, csp } = cachedPageBody(cached, nonce, scriptHashes, env);
  if (csp) headers["content-security-policy"] = csp;
  headers["content-length"] = String(body.byteLength);
  return { status: 200, headers, body };
}

/** Locale by (cookie, Accept-Language): the same few pairs repeat, and detection parses both every time. */
const localeMemo = new Map<string, string>();
async function cachedLocale(cookie: string, acceptLanguage: string): Promise<string> {
  const key = `${cookie}\n${acceptLanguage}`;
  const known = localeMemo.get(key);
  if (known) return known;
  // Odd, long headers are detected but not remembered: the memo holds only the few real pairs.
  const memoize = key.length <= 512;
  const request = new Request("http://localhost/", { headers: { Cookie: cookie, "Accept-Language": acceptLanguage } });
  const locale = toLocale(await i18nServer.getLocale(request)) ?? DEFAULT_LOCALE;
  if (!memoize) return locale;
  if (localeMemo.size >= 1_000) localeMemo.clear();
  localeMemo.set(key, locale);
  return locale;
}

const deferredComponents = { VideoGallery, CompanyIntro, LeaderList, EnterpriseInfoView, PreviewBanner };
/** The site's menus and footer, rendered once per content version (components/site/prerendered.tsx). */
const fragmentCache = createFragmentCache();

function app(remixContext: EntryContext, request: Request, nonce: string) {
  return (
    <NonceProvider value={nonce}>
      <ServerRenderedComponents.Provider value={deferredComponents}>
        <FragmentCacheContext.Provider value={fragmentCache}>
          <RemixServer context={remixContext} url={request.url} nonce={nonce} />
        </FragmentCacheContext.Provider>
      </ServerRenderedComponents.Provider>
    </NonceProvider>
  );
}

/**
 * Renders the whole document, then sends it in one piece. Nothing on these pages streams (no deferred
 * data), so waiting for everything costs no latency and saves the per-chunk stream plumbing.
 */
function render(
  request: Request,
  status: number,
  headers: Headers,
  remixContext: EntryContext,
  nonce: string,
  /** A public page: its scripts start after the first paint (lib/http/scripts-after-paint.server.ts). */
  publicPage: boolean,
): Promise<Response> {
  return new Promise<Response>((resolve, reject) => {
    let shellRendered = false;
    const { pipe, abort } = renderToPipeableStream(app(remixContext, request, nonce), {
      nonce,
      onShellReady() {
        shellRendered = true;
      },
      onAllReady() {
        const sink = documentSink();
        void sink.done.then((document) => {
          clearTimeout(timeout);
          const html = withInlineStylesheet(document);
          const body = publicPage ? withScriptsAfterFirstPaint(html) : html;
          resolve(new Response(new Uint8Array(body), { headers, status }));
        });
        pipe(sink.destination);
      },
      onShellError(error: unknown) {
        clearTimeout(timeout);
        reject(error);
      },
      onError(error: unknown) {
        status = 500;
        // Errors after the shell are logged here; before it, Remix logs them itself.
        if (shellRendered) console.error(error);
      },
    });
    const timeout = setTimeout(abort, streamTimeout + 1_000);
  });
}

/** Renders the whole document with the nonce placeholder; null when rendering reported an error. */
function renderToString(request: Request, remixContext: EntryContext): Promise<string | null> {
  return new Promise((resolve, reject) => {
    let failed = false;
    const { pipe, abort } = renderToPipeableStream(app(remixContext, request, NONCE_PLACEHOLDER), {
      nonce: NONCE_PLACEHOLDER,
      onAllReady() {
        const sink = documentSink();
        void sink.done.then((document) =>
          resolve(failed ? null : withScriptsAfterFirstPaint(withInlineStylesheet(document)).toString("utf8")),
        );
        pipe(sink.destination);
      },
      onShellError: reject,
      onError() {
        failed = true;
      },
    });
    setTimeout(abort, streamTimeout + 1_000);
  });
}

/** Data requests (client navigation) get the same base headers as documents. */
export const handleDataRequest: HandleDataRequestFunction = (response, { request }) => {
  applyBaseSecurityHeaders(response.headers);
  if (isAdminPathname(new URL(request.url).pathname, getEnv().ADMIN_PATH)) {
    response.headers.set("X-Robots-Tag", "noindex, nofollow");
    response.headers.set("Cache-Control", "no-store");
  }
  return response;
};
