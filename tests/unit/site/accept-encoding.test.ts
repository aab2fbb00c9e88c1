import { describe, expect, it } from "vitest";
import { preferredEncoding } from "~/lib/http/accept-encoding";

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
});
