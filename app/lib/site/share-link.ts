/**
 * Share links for an article the site does not show yet (docs/product.md §3 "Preview"): a signed, expiring
 * token that lets someone without an account read that one article at its real address. Every link of an
 * article is revoked at once by raising its `share_version`. Signing uses the session secrets (the newest signs,
 * any verifies), so rotating them keeps links working until the old secret is dropped.
 */
import { createHmac, timingSafeEqual } from "node:crypto";

/** How long a share link works. */
export const SHARE_LINK_HOURS = 72;

function signature(id: number, expires: number, version: number, secret: string): string {
  return createHmac("sha256", secret).update(`share:article:${id}:${expires}:${version}`).digest("base64url").slice(0, 32);
}

/** The token for article `id` at share version `version`, working until `expires` (unix seconds). */
export function shareToken(id: number, version: number, expires: number, secret: string): string {
  return `${id}.${expires}.${signature(id, expires, version, secret)}`;
}

/** When a link made at `now` (unix seconds) stops working: 72 hours on, rounded up to the hour (a stable link). */
export function shareExpiry(now: number): number {
  return Math.ceil((now + SHARE_LINK_HOURS * 3600) / 3600) * 3600;
}

/**
 * The article id a token lets its holder read at `now`, or null: malformed, expired, forged, or revoked
 * (`versionOf` gives the article's current share version, undefined when there is no such article).
 */
export function verifyShareToken(
  token: string,
  now: number,
  secrets: readonly string[],
  versionOf: (id: number) => number | undefined,
): number | null {
  const match = /^([1-9]\d{0,8})\.(\d{10})\.([A-Za-z0-9_-]{32})$/.exec(token);
  if (!match) return null;
  const id = Number(match[1]);
  const expires = Number(match[2]);
  if (expires <= now) return null;
  const version = versionOf(id);
  if (version === undefined) return null;
  const given = Buffer.from(match[3]!);
  const valid = secrets.some((secret) => {
    const expected = Buffer.from(signature(id, expires, version, secret));
    return expected.length === given.length && timingSafeEqual(expected, given);
  });
  return valid ? id : null;
}
