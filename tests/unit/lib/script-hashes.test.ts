import { createHash } from "node:crypto";
import { describe, expect, it } from "vitest";
import { NONCE_PLACEHOLDER, cachedPage, hashedPage } from "~/lib/http/page-cache.server";
import { inlineScriptHashes, wantsScriptHashes } from "~/lib/http/script-hashes.server";
import { hashedContentSecurityPolicy } from "~/lib/http/security-headers.server";

const sha256 = (text: string) => `'sha256-${createHash("sha256").update(text, "utf8").digest("base64")}'`;

describe("hash-based CSP for cacheable pages", () => {
  it("hashes every inline script the browser would run, once each", () => {
    const html =
      '<script>window.a=1</script><script src="/assets/x.js"></script><script type="application/ld+json">{"a":1}</script>' +
      '<script async="">import("/assets/y.js");"文旅"</script><script>window.a=1</script>';
    expect(inlineScriptHashes(html)).toEqual([sha256("window.a=1"), sha256('import("/assets/y.js");"文旅"')]);
  });

  it("turns a cached page into one without nonces whose CSP allows exactly its scripts", () => {
    const page = cachedPage(`<p>页</p><script nonce="${NONCE_PLACEHOLDER}">run()</script>`, "etag");
    const hashed = hashedPage(page);
    expect(hashed.body.toString("utf8")).toBe("<p>页</p><script>run()</script>");
    expect(hashed.scriptHashes).toEqual([sha256("run()")]);
    expect(hashedPage(page)).toBe(hashed);
    const csp = hashedContentSecurityPolicy(hashed.scriptHashes);
    expect(csp).toContain(`script-src 'self' ${sha256("run()")};`);
    expect(csp).not.toContain("nonce");
  });

  it("is asked for with the header value 1 only", () => {
    expect(wantsScriptHashes("1")).toBe(true);
    for (const value of [undefined, null, "", "0", "yes"]) expect(wantsScriptHashes(value)).toBe(false);
  });
});
