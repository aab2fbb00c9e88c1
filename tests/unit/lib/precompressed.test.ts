import { gunzipSync } from "node:zlib";
import { describe, expect, it } from "vitest";
import { acceptsGzip } from "~/lib/http/accept-encoding";
import { precompressedResponse } from "~/lib/http/precompressed.server";

const request = (acceptEncoding?: string) =>
  new Request(
    "http://x/sitemap.xml",
    acceptEncoding === undefined ? {} : { headers: { "Accept-Encoding": acceptEncoding } },
  );

describe("precompressed responses", () => {
  it.each(["gzip, deflate, br", "br;q=1.0, gzip;q=0.8", "*"])("takes gzip from Accept-Encoding %j", (header) => {
    expect(acceptsGzip(header)).toBe(true);
  });

  it.each(["gzip;q=0", "identity", undefined])("sends plain bytes for Accept-Encoding %j (q=0 refuses)", (header) => {
    expect(acceptsGzip(header)).toBe(false);
  });

  it("gzips once per version and serves the same bytes until the version changes", async () => {
    let builds = 0;
    const text = (s: string) => () => ((builds += 1), s);
    const headers = { "Content-Type": "application/xml" };
    const first = precompressedResponse(request("gzip"), "v1", "doc", text("<a>一</a>"), headers);
    expect(first.headers.get("Content-Encoding")).toBe("gzip");
    expect(first.headers.get("Vary")).toBe("Accept-Encoding");
    expect(gunzipSync(Buffer.from(await first.arrayBuffer())).toString("utf8")).toBe("<a>一</a>");
    const plain = precompressedResponse(request(), "v1", "doc", text("<a>一</a>"), headers);
    expect(plain.headers.get("Content-Encoding")).toBeNull();
    expect(await plain.text()).toBe("<a>一</a>");
    expect(builds).toBe(1);

    const next = precompressedResponse(request("gzip"), "v2", "doc", text("<a>二</a>"), headers);
    expect(gunzipSync(Buffer.from(await next.arrayBuffer())).toString("utf8")).toBe("<a>二</a>");
    expect(builds).toBe(2);
  });
});
