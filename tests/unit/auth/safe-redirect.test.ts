import { describe, expect, it } from "vitest";
import { safeRedirect } from "~/lib/auth/safe-redirect";

const fallback = "/eKwU1RHjdG/company_info";

describe("safeRedirect", () => {
  it("follows local absolute paths with their query", () => {
    expect(safeRedirect("/eKwU1RHjdG/articleList?page=2", fallback)).toBe("/eKwU1RHjdG/articleList?page=2");
  });
  it.each([
    "https://evil.example",
    "//evil.example",
    "/\\evil.example",
    "\\\\evil.example",
    "/\t/evil.example",
    "javascript:alert(1)",
    "eKwU1RHjdG/company_info",
    "/%2F%2Fevil.example",
    "/eKwU1RHjdG/../../etc/passwd",
    "/a/%2e%2e/b",
    "",
    null,
    undefined,
  ])("ignores %s", (value) => {
    expect(safeRedirect(value as string, fallback)).toBe(fallback);
  });
});
