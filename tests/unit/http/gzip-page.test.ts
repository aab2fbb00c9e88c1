/**
 * A cached page gzipped per response from parts deflated once (lib/http/gzip-page.server.ts): it must decode,
 * with gzip's own checks (CRC-32 and length), to exactly the bytes the page sends uncompressed, whatever the
 * nonce, the number of nonces and the characters around them.
 */
import { randomBytes } from "node:crypto";
import zlib from "node:zlib";
import { describe, expect, it } from "vitest";
import { gzippedPageBytes } from "~/lib/http/gzip-page.server";
import { NONCE_PLACEHOLDER, cachedPage, pageBytes } from "~/lib/http/page-cache.server";

const nonce = () => randomBytes(16).toString("base64");

describe("gzippedPageBytes", () => {
  const pages = {
    "no nonce": "<!DOCTYPE html><p>山东文旅云</p>",
    "one nonce": `<script nonce="${NONCE_PLACEHOLDER}">1</script>`,
    "nonces at both ends": `${NONCE_PLACEHOLDER}<p>中</p>${NONCE_PLACEHOLDER}`,
    "a page's size": `<head><style>${"a{b:c}".repeat(8000)}</style>${`<script nonce="${NONCE_PLACEHOLDER}">x()</script>`.repeat(6)}</head><body>${"<li>文旅一码通 — café</li>".repeat(3000)}</body>`,
    "random bytes between nonces": [0, 1, 2].map(() => randomBytes(70_000).toString("latin1")).join(NONCE_PLACEHOLDER),
  };

  it.each(Object.entries(pages))("decodes to the page's own bytes: %s", (_name, html) => {
    const page = cachedPage(html, 'W/"x"');
    for (let round = 0; round < 3; round += 1) {
      const value = nonce();
      expect(zlib.gunzipSync(gzippedPageBytes(page, value)).equals(pageBytes(page, value))).toBe(true);
    }
  });

  it("is about as small as compressing the whole page when the nonces are few", () => {
    // A page's shape: a long head, a few scripts with nonces, a long body (the stretches do not share a window).
    const words = Array.from({ length: 4000 }, (_, i) => `<li class="item-${i % 37}">文旅 ${i * 7919}</li>`);
    const html = `<head>${words.slice(0, 1500).join("")}<script nonce="${NONCE_PLACEHOLDER}">a()</script></head><body>${words.slice(1500).join("")}<script nonce="${NONCE_PLACEHOLDER}">b()</script></body>`;
    const page = cachedPage(html, 'W/"x"');
    const whole = zlib.gzipSync(pageBytes(page, nonce()), { level: 9 }).byteLength;
    const joined = gzippedPageBytes(page, nonce()).byteLength;
    expect(joined).toBeLessThan(whole * 1.05);
    expect(joined).toBeLessThan(page.bytes / 4);
  });

  it("gives each response its own nonce", () => {
    const page = cachedPage(pages["one nonce"], 'W/"x"');
    const [a, b] = [nonce(), nonce()];
    expect(zlib.gunzipSync(gzippedPageBytes(page, a)).toString()).toContain(`nonce="${a}"`);
    expect(zlib.gunzipSync(gzippedPageBytes(page, b)).toString()).toContain(`nonce="${b}"`);
  });
});
