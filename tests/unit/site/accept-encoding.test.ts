import { describe, expect, it } from "vitest";
import { acceptsGzip, preferredEncoding } from "~/lib/http/accept-encoding";

describe("preferredEncoding", () => {
  it("prefers br, then gzip, and honours q=0 and *", () => {
    expect(preferredEncoding("gzip, deflate, br, zstd")).toBe("br");
    expect(preferredEncoding("gzip, deflate")).toBe("gzip");
    expect(preferredEncoding("br;q=0, gzip;q=0.5")).toBe("gzip");
    expect(preferredEncoding("gzip;q=0")).toBeNull();
    expect(preferredEncoding("*")).toBe("br");
    expect(preferredEncoding("*;q=0, gzip")).toBe("gzip");
    expect(preferredEncoding("identity")).toBeNull();
    expect(preferredEncoding(undefined)).toBeNull();
    expect(preferredEncoding("")).toBeNull();
  });

  it("follows the client's weights before the server's order", () => {
    expect(preferredEncoding("gzip;q=1, br;q=0.5")).toBe("gzip");
    expect(preferredEncoding("BR;q=0.9, GZIP;q=0.8")).toBe("br");
    expect(preferredEncoding("deflate, identity")).toBeNull();
    expect(preferredEncoding("*;q=0.1, gzip;q=0.5")).toBe("gzip");
  });

  it("reads one coding alone for documents compressed once (gzip)", () => {
    expect(acceptsGzip("br, gzip;q=0.1")).toBe(true);
    expect(acceptsGzip("br")).toBe(false);
    expect(acceptsGzip("*;q=0")).toBe(false);
  });
});
