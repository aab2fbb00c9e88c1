import { describe, expect, it } from "vitest";
import { CLIENT_ROUTE_QUERY, createChunkGrouper, type ModuleFacts } from "../../../scripts/chunk-groups";

const R = "/repo/app";
const N = "/repo/node_modules";
const route = (file: string) => `${file}${CLIENT_ROUTE_QUERY}`;

/** A module graph given as importer → imported ids; every module is included unless listed in `shaken`. */
function grouper(edges: Record<string, string[]>, shaken: string[] = []) {
  const facts = new Map<string, ModuleFacts>();
  const touch = (id: string) => {
    if (!facts.has(id)) facts.set(id, { importers: [], isIncluded: !shaken.includes(id) });
    return facts.get(id)!;
  };
  for (const [importer, imported] of Object.entries(edges)) {
    touch(importer);
    for (const id of imported) (touch(id).importers as string[]).push(importer);
  }
  // Remix's client-route modules only re-export, so Rollup reports them as not included.
  for (const id of facts.keys()) if (id.endsWith(CLIENT_ROUTE_QUERY)) facts.get(id)!.isIncluded = false;
  return createChunkGrouper((id) => facts.get(id) ?? null);
}

const shell = `${R}/admin/_shell.tsx`;
const login = `${R}/admin/login.tsx`;
const screen = `${R}/admin/_shell.list.search-table.tsx`;
const site = `${R}/routes/_site.tsx`;

describe("client chunk groups", () => {
  const chunkFor = grouper(
    {
      [route(shell)]: [shell],
      [route(login)]: [login],
      [route(screen)]: [screen],
      [route(site)]: [site],
      [shell]: [`${R}/components/console/shell.tsx`, `${R}/components/ui/button.tsx`, `${R}/lib/auth/guard.server.ts`],
      [login]: [`${R}/components/ui/button.tsx`],
      [screen]: [`${R}/components/console/search-table-screen.tsx`],
      [`${R}/components/console/shell.tsx`]: [`${N}/lucide-react/dist/esm/icons/menu.mjs`, `${N}/@radix-ui/react-dialog/dist/index.mjs`],
      [`${R}/components/ui/button.tsx`]: [`${N}/tailwind-merge/dist/bundle-mjs.mjs`],
      [`${R}/lib/auth/guard.server.ts`]: [`${N}/zod/index.js`],
      [`${R}/components/console/search-table-screen.tsx`]: [`${N}/zod/index.js`],
      [site]: [`${N}/lucide-react/dist/esm/icons/menu.mjs`, `${N}/react-dom/index.js`, `${R}/components/site/site-header.tsx`],
      [`${N}/lucide-react/dist/esm/icons/menu.mjs`]: [`${N}/lucide-react/dist/esm/createLucideIcon.mjs`],
    },
    [`${R}/lib/auth/guard.server.ts`],
  );

  it("puts what the login and the console shell both import in admin-base", () => {
    expect(chunkFor(`${R}/components/ui/button.tsx`)).toBe("admin-base");
    expect(chunkFor(`${N}/tailwind-merge/dist/bundle-mjs.mjs`)).toBe("admin-base");
  });

  it("puts what only the console shell imports in console", () => {
    expect(chunkFor(`${R}/components/console/shell.tsx`)).toBe("console");
    expect(chunkFor(`${N}/@radix-ui/react-dialog/dist/index.mjs`)).toBe("console");
  });

  it("keeps modules the site also imports out of the admin chunks", () => {
    expect(chunkFor(`${N}/lucide-react/dist/esm/icons/menu.mjs`)).toBe("icon-menu");
    expect(chunkFor(`${N}/lucide-react/dist/esm/createLucideIcon.mjs`)).toBe("lucide");
    expect(chunkFor(`${R}/components/site/site-header.tsx`)).toBeUndefined();
  });

  it("puts React and Remix in the framework chunk", () => {
    expect(chunkFor(`${N}/react-dom/index.js`)).toBe("framework");
  });

  it("ignores importers whose code was shaken out, and leaves one screen's code to Rollup", () => {
    // zod is imported by the shell's server half (shaken out) and by one screen: not console code.
    expect(chunkFor(`${N}/zod/index.js`)).toBeUndefined();
    expect(chunkFor(`${R}/components/console/search-table-screen.tsx`)).toBeUndefined();
  });

  it("does not follow dynamic imports, so lazily loaded code stays lazy", () => {
    const lazy = grouper({ [route(shell)]: [shell] });
    // The chart module has no static importer: only a dynamic import() reaches it.
    expect(lazy(`${R}/components/console/charts/series-chart.tsx`)).toBeUndefined();
  });

  it("survives import cycles", () => {
    const a = `${R}/components/console/a.tsx`;
    const b = `${R}/components/console/b.tsx`;
    const cyclic = grouper({ [route(shell)]: [shell], [shell]: [a], [a]: [b], [b]: [a] });
    expect(cyclic(b)).toBe("console");
    expect(cyclic(a)).toBe("console");
  });
});
