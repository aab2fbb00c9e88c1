import { describe, expect, it } from "vitest";
import { SHARE_LINK_HOURS, shareExpiry, shareToken, verifyShareToken } from "~/lib/site/share-link";

const NOW = 1_800_000_000;
const SECRET = "s".repeat(32);
const versions = new Map([[7, 0]]);
const versionOf = (id: number) => versions.get(id);

describe("preview share links", () => {
  const token = shareToken(7, 0, shareExpiry(NOW), SECRET);

  it("lets the holder read that one article until it expires, about 72 hours on", () => {
    expect(verifyShareToken(token, NOW, [SECRET], versionOf)).toBe(7);
    const expires = shareExpiry(NOW);
    expect(expires - NOW).toBeGreaterThanOrEqual(SHARE_LINK_HOURS * 3600);
    expect(expires - NOW).toBeLessThan(SHARE_LINK_HOURS * 3600 + 3600);
    expect(verifyShareToken(token, expires - 1, [SECRET], versionOf)).toBe(7);
    expect(verifyShareToken(token, expires, [SECRET], versionOf)).toBeNull();
  });

  it("refuses a forged, altered or foreign token", () => {
    const [id, expires, sig] = token.split(".");
    expect(verifyShareToken(`8.${expires}.${sig}`, NOW, [SECRET], () => 0)).toBeNull();
    expect(verifyShareToken(`${id}.${Number(expires) + 3600}.${sig}`, NOW, [SECRET], versionOf)).toBeNull();
    expect(verifyShareToken(token, NOW, ["t".repeat(32)], versionOf)).toBeNull();
    for (const junk of ["", "7", "7.x.y", `${token}x`, "0.1800000000.aaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaa"]) {
      expect(verifyShareToken(junk, NOW, [SECRET], versionOf), junk).toBeNull();
    }
  });

  it("stops working when the article's share links are revoked, or the article is gone", () => {
    expect(verifyShareToken(token, NOW, [SECRET], () => 1)).toBeNull();
    expect(verifyShareToken(token, NOW, [SECRET], () => undefined)).toBeNull();
  });

  it("keeps working while its secret is still one of the rotated secrets", () => {
    expect(verifyShareToken(token, NOW, ["n".repeat(32), SECRET], versionOf)).toBe(7);
  });

  it("stays the same link within the hour it was made", () => {
    expect(shareExpiry(NOW + 1)).toBe(shareExpiry(NOW + 3599));
  });
});
