import { describe, expect, it } from "vitest";
import { accessLogScope, isAdminAction } from "~/lib/http/access-log.server";

describe("the production server's access log", () => {
  it("logs every request unless behind a proxy, which keeps its own; ACCESS_LOG decides when set", () => {
    expect(accessLogScope(undefined, false)).toBe("every-request");
    expect(accessLogScope(undefined, true)).toBe("admin-actions");
    expect(accessLogScope("1", true)).toBe("every-request");
    expect(accessLogScope("0", false)).toBe("none");
  });

  it("counts as admin actions the posts under the admin prefix, in any letter case", () => {
    expect(isAdminAction("POST", "/eKwU1RHjdG/login", "eKwU1RHjdG")).toBe(true);
    expect(isAdminAction("POST", "/ekwu1rhjdg/articleList/3?index", "eKwU1RHjdG")).toBe(true);
    expect(isAdminAction("POST", "/eKwU1RHjdG.data", "eKwU1RHjdG")).toBe(true);
    expect(isAdminAction("GET", "/eKwU1RHjdG/articleList", "eKwU1RHjdG")).toBe(false);
    expect(isAdminAction("POST", "/xwdt/gzyx", "eKwU1RHjdG")).toBe(false);
    expect(isAdminAction(undefined, undefined, "eKwU1RHjdG")).toBe(false);
  });
});
