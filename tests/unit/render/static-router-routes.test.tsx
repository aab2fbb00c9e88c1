/**
 * The server renders every page from one route tree (patches/@remix-run+react and patches/react-router-dom):
 * Remix's RemixServer makes its route tree once per build, and the static router converts a tree into data
 * routes once, so the router's per-array ranking is kept between renders. Each render must still show its own
 * location's matches.
 */
import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import { renderToString } from "react-dom/server";
import { Outlet, useLocation, useParams } from "react-router-dom";
import type * as RouterDomServer from "react-router-dom/server";
import { describe, expect, it } from "vitest";

// The CommonJS builds are the ones servers load (and the ones patched).
const require = createRequire(import.meta.url);
const server = require("react-router-dom/server") as typeof RouterDomServer;

function Article() {
  return <p>article {useParams().id}</p>;
}
function Where() {
  return <p>at {useLocation().pathname}</p>;
}
const routes = [
  {
    id: "root",
    path: "/",
    element: <Outlet />,
    children: [
      { id: "home", index: true, element: <p>home</p> },
      { id: "article", path: "articles/:id", element: <Article /> },
      { id: "splat", path: "*", element: <Where /> },
    ],
  },
];

async function render(path: string) {
  const handler = server.createStaticHandler(routes);
  const context = await handler.query(new Request(`http://localhost${path}`));
  if (context instanceof Response) throw new Error("unexpected response");
  const router = server.createStaticRouter(routes, context);
  return { router, html: renderToString(<server.StaticRouterProvider router={router} context={context} hydrate={false} />) };
}

describe("one route tree for every render", () => {
  it("is the patched build of both packages", () => {
    expect(readFileSync(require.resolve("react-router-dom/server"), "utf8")).toContain("dataRoutesCache");
    const remixServer = require.resolve("@remix-run/react").replace(/index\.js$/, "server.js");
    expect(readFileSync(remixServer, "utf8")).toContain("serverRoutesCache");
  });

  it("converts a tree once, and each render still shows its own location", async () => {
    const home = await render("/");
    const article = await render("/articles/25");
    const other = await render("/xwdt/gzyx/lsit");
    expect(article.router.routes).toBe(home.router.routes);
    expect(other.router.routes).toBe(home.router.routes);
    expect(home.html).toBe("<p>home</p>");
    expect(article.html).toBe("<p>article <!-- -->25</p>");
    expect(other.html).toBe("<p>at <!-- -->/xwdt/gzyx/lsit</p>");
    expect(article.router.state.matches.map((match) => match.route.id)).toEqual(["root", "article"]);
    expect((await render("/articles/7")).html).toBe("<p>article <!-- -->7</p>");
  });

  it("converts another tree on its own", async () => {
    const copy = routes.map((route) => ({ ...route }));
    const handler = server.createStaticHandler(copy);
    const context = await handler.query(new Request("http://localhost/"));
    if (context instanceof Response) throw new Error("unexpected response");
    expect(server.createStaticRouter(copy, context).routes).not.toBe((await render("/")).router.routes);
  });
});
