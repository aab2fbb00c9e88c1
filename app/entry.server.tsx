/**
 * Server entry: renders each document with a per-request i18n instance and CSP nonce, and sets the security
 * headers. Bots get the fully rendered page (onAllReady); browsers get a stream as soon as the shell is ready.
 */
import { PassThrough } from "node:stream";
import type { EntryContext, HandleDataRequestFunction } from "@remix-run/node";
import { createReadableStreamFromReadable } from "@remix-run/node";
import { RemixServer } from "@remix-run/react";
import { createInstance } from "i18next";
import { isbot } from "isbot";
import { renderToPipeableStream } from "react-dom/server";
import { I18nextProvider, initReactI18next } from "react-i18next";
import { getEnv } from "~/lib/env.server";
import { applyBaseSecurityHeaders, contentSecurityPolicy, createNonce } from "~/lib/http/security-headers.server";
import { NonceProvider } from "~/lib/http/nonce";
import { i18nConfig } from "~/lib/i18n/config";
import { i18nServer } from "~/lib/i18n/i18n.server";
import { resources } from "~/lib/i18n/resources";

export const streamTimeout = 5_000;

export default async function handleRequest(
  request: Request,
  responseStatusCode: number,
  responseHeaders: Headers,
  remixContext: EntryContext,
) {
  const env = getEnv();
  const nonce = createNonce();
  const locale = await i18nServer.getLocale(request);
  const i18n = createInstance();
  await i18n.use(initReactI18next).init({ ...i18nConfig, lng: locale, resources });

  applyDocumentHeaders(request, responseHeaders, nonce, env);
  const callbackName = isbot(request.headers.get("user-agent")) ? "onAllReady" : "onShellReady";

  return new Promise<Response>((resolve, reject) => {
    let shellRendered = false;
    const { pipe, abort } = renderToPipeableStream(
      <NonceProvider value={nonce}>
        <I18nextProvider i18n={i18n}>
          <RemixServer context={remixContext} url={request.url} nonce={nonce} />
        </I18nextProvider>
      </NonceProvider>,
      {
        nonce,
        [callbackName]() {
          shellRendered = true;
          const body = new PassThrough();
          responseHeaders.set("Content-Type", "text/html; charset=utf-8");
          resolve(
            new Response(createReadableStreamFromReadable(body), { headers: responseHeaders, status: responseStatusCode }),
          );
          pipe(body);
        },
        onShellError(error: unknown) {
          reject(error);
        },
        onError(error: unknown) {
          responseStatusCode = 500;
          // Errors after the shell are logged here; before it, Remix logs them itself.
          if (shellRendered) console.error(error);
        },
      },
    );
    setTimeout(abort, streamTimeout + 1_000);
  });
}

function applyDocumentHeaders(request: Request, headers: Headers, nonce: string, env: ReturnType<typeof getEnv>) {
  applyBaseSecurityHeaders(headers);
  const tileOrigin = new URL(env.MAP_TILE_URL.replace(/\{[a-z]\}/g, "0")).origin;
  headers.set(
    "Content-Security-Policy",
    contentSecurityPolicy(nonce, { dev: env.NODE_ENV === "development", tileOrigin }),
  );
  if (isAdminPath(new URL(request.url).pathname, env.ADMIN_PATH)) {
    headers.set("X-Robots-Tag", "noindex, nofollow");
    headers.set("Cache-Control", "no-store");
  }
}

/** Data requests (client navigation) get the same base headers as documents. */
export const handleDataRequest: HandleDataRequestFunction = (response, { request }) => {
  applyBaseSecurityHeaders(response.headers);
  if (isAdminPath(new URL(request.url).pathname, getEnv().ADMIN_PATH)) {
    response.headers.set("X-Robots-Tag", "noindex, nofollow");
    response.headers.set("Cache-Control", "no-store");
  }
  return response;
};

function isAdminPath(pathname: string, adminPath: string) {
  return pathname === `/${adminPath}` || pathname.startsWith(`/${adminPath}/`);
}
