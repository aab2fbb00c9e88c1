/**
 * A page-cache hit must carry exactly the headers a rendered public page carries (security headers, the CSP
 * with this response's nonce, the validators): the hit path builds them from a template for speed.
 */
import { describe, expect, it } from "vitest";
import { getEnv } from "~/lib/env.server";
import {
  PRIVATE_PAGE_HEADERS,
  applyDocumentHeaders,
  applyPublicCacheHeaders,
  cacheHitHeaders,
  isPrivateDocument,
} from "~/lib/http/document-headers.server";

function renderedHeaders(nonce: string, etag: string): Record<string, string> {
  const headers = new Headers();
  applyDocumentHeaders(headers, nonce, getEnv(), false);
  applyPublicCacheHeaders(headers, etag);
  return Object.fromEntries(headers);
}

describe("cache hit headers", () => {
  it("equal a rendered public page's, nonce and ETag included", () => {
    for (const [nonce, etag] of [
      ["qM5bmpKwbuprSGnx1zMSVQ==", 'W/"Dj8qU4K69SuLe4dbaWGANK"'],
      ["uZayrhVcyo1baPU2IYM6UQ==", 'W/"b99u4I3pKsQ9J3Djqqgxep"'],
    ] as const) {
      expect(cacheHitHeaders(getEnv(), nonce, etag)).toEqual(renderedHeaders(nonce, etag));
    }
  });

  it("give every hit its own nonce in the CSP", () => {
    const first = cacheHitHeaders(getEnv(), "AAAA", 'W/"x"')["content-security-policy"];
    const second = cacheHitHeaders(getEnv(), "BBBB", 'W/"x"')["content-security-policy"];
    expect(first).toContain("'nonce-AAAA'");
    expect(second).toContain("'nonce-BBBB'");
    expect(second).not.toContain("AAAA");
  });
});

describe("private documents", () => {
  it("are the pages that say private or no-store (the search results), not the cacheable public ones", () => {
    expect(isPrivateDocument(new Headers(PRIVATE_PAGE_HEADERS))).toBe(true);
    expect(isPrivateDocument(new Headers({ "Cache-Control": "no-store" }))).toBe(true);
    const publicPage = new Headers();
    applyPublicCacheHeaders(publicPage, 'W/"x"');
    expect(isPrivateDocument(publicPage)).toBe(false);
    expect(isPrivateDocument(new Headers())).toBe(false);
  });
});
