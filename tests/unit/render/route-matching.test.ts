/**
 * The server's route matching keeps each route array's ranking and each pattern's compiled expression
 * (patches/@remix-run+router). Matching must give exactly what it gave before, for every call.
 */
import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import type * as RemixRouter from "@remix-run/router";
import { describe, expect, it } from "vitest";

// The CommonJS build is the one servers load (and the one patched).
const require = createRequire(import.meta.url);
const router = require("@remix-run/router") as typeof RemixRouter;

const routes = [
  {
    id: "root",
    path: "/",
    children: [
      { id: "home", index: true },
      { id: "article", path: "articles/:id" },
      { id: "about", path: "about" },
      { id: "splat", path: "*" },
    ],
  },
];

const matchedIds = (pathname: string, table = routes) =>
  router.matchRoutes(table, pathname)?.map((match) => [match.route.id, match.params]);

describe("patched route matching", () => {
  it("is the patched build", () => {
    // The unpatched build flattens and ranks every route on each call and compiles each pattern each time.
    const text = readFileSync(require.resolve("@remix-run/router"), "utf8");
    expect(text).toContain("rankedBranchesCache");
    expect(text).toContain("compiledPaths");
  });

  it("gives the same matches on repeated calls with the same and with fresh arrays", () => {
    for (let round = 0; round < 3; round += 1) {
      expect(matchedIds("/")).toEqual([
        ["root", {}],
        ["home", {}],
      ]);
      expect(matchedIds("/articles/25")).toEqual([
        ["root", { id: "25" }],
        ["article", { id: "25" }],
      ]);
      expect(matchedIds("/about/")).toEqual([
        ["root", {}],
        ["about", {}],
      ]);
      expect(matchedIds("/xwdt/gzyx/lsit")?.[1]).toEqual(["splat", { "*": "xwdt/gzyx/lsit" }]);
      const fresh = structuredClone(routes);
      expect(matchedIds("/articles/7", fresh)?.[1]).toEqual(["article", { id: "7" }]);
    }
  });

  it("keeps matchPath's case and end rules apart for the same pattern", () => {
    expect(router.matchPath({ path: "/About", caseSensitive: true }, "/about")).toBeNull();
    expect(router.matchPath({ path: "/About", caseSensitive: false }, "/about")).not.toBeNull();
    expect(router.matchPath({ path: "/about", end: true }, "/about/team")).toBeNull();
    expect(router.matchPath({ path: "/about", end: false }, "/about/team")?.pathnameBase).toBe("/about");
    expect(router.matchPath({ path: "/about", end: true }, "/about/team")).toBeNull();
  });
});
