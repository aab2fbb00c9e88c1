/**
 * How the client build groups modules into chunks (vite.config.ts `manualChunks`).
 *
 * Left to itself Rollup makes one chunk per distinct set of importing routes. The console's shell alone came out
 * as ~40 files, most under 1 KB, each compressed on its own (gzip cannot share a dictionary across files), so
 * the same code cost ~10 KB more than as one file. Here:
 * - "framework": React, React DOM, Remix and the root's small modules, which every page runs;
 * - "admin-base": what both the admin login and the console shell import (buttons, inputs, class merging,
 *   the toast host);
 * - "console": the rest of what the console shell imports, which every console screen runs;
 * - modules the public site also imports keep a chunk of their own ("lucide" and one "icon-*" per icon), so the
 *   site never loads admin code and the admin never drags the site's modules into its chunks;
 * - everything else (each screen's own code, lazily loaded charts, editor, map, player) is left to Rollup.
 *
 * Who imports a module is found by walking its static importers up to the route modules. Dynamic imports stop
 * the walk, so lazily loaded code stays lazy. Importers whose code was all shaken out (the server half of a
 * route module) are skipped: they load nothing in the browser. Icons must be imported one file each
 * (`lucide-react/icons/<name>`, enforced by ESLint): through the barrel every icon would look imported by
 * every page.
 */

/** The part of Rollup's module info the grouping reads. */
export interface ModuleFacts {
  importers: readonly string[];
  isIncluded: boolean | null;
}
export type ModuleInfoLookup = (id: string) => ModuleFacts | null;
type EntryTag = "site" | "login" | "shell";

/** Remix's client build enters each route through this module, which re-exports the route's browser half. */
export const CLIENT_ROUTE_QUERY = "?__remix-build-client-route";

const ENTRY_TAGS: [RegExp, EntryTag][] = [
  [/[\\/]app[\\/](root|entry\.client)\.tsx$|[\\/]app[\\/]routes[\\/]/, "site"],
  [/[\\/]app[\\/]admin[\\/]login\.tsx$/, "login"],
  [/[\\/]app[\\/]admin[\\/]_shell\.tsx$/, "shell"],
];

const FRAMEWORK =
  /[\\/]node_modules[\\/](react|react-dom|scheduler|@remix-run[\\/]react|@remix-run[\\/]router|react-router|react-router-dom|turbo-stream)[\\/]/;
const EVERY_PAGE =
  /[\\/]app[\\/](lib[\\/]i18n[\\/](messages-context|config)|lib[\\/]http[\\/]packed|components[\\/]site[\\/](error-page|site-link))\.tsx?$/;
const LUCIDE = /[\\/]node_modules[\\/]lucide-react[\\/]/;
const LUCIDE_ICON = /[\\/]node_modules[\\/]lucide-react[\\/].*[\\/]icons[\\/]([^\\/]+)\.mjs$/;

function isEntry(id: string): boolean {
  return id.endsWith(CLIENT_ROUTE_QUERY) || /[\\/]app[\\/]entry\.client\.tsx$/.test(id);
}

/** Groups modules for one build; keeps the importer walk's results between calls. */
export function createChunkGrouper(info: ModuleInfoLookup) {
  const known = new Map<string, ReadonlySet<EntryTag>>();

  /** Which entries (site, admin login, console shell) load `id` through static imports. */
  function entriesLoading(id: string, walking = new Set<string>()): ReadonlySet<EntryTag> {
    const done = known.get(id);
    if (done) return done;
    const tags = new Set<EntryTag>();
    if (isEntry(id)) {
      const file = id.split("?")[0] ?? id;
      for (const [pattern, tag] of ENTRY_TAGS) if (pattern.test(file)) tags.add(tag);
    }
    walking.add(id);
    for (const importer of info(id)?.importers ?? []) {
      if (walking.has(importer)) continue;
      if (info(importer)?.isIncluded === false && !isEntry(importer)) continue;
      for (const tag of entriesLoading(importer, walking)) tags.add(tag);
    }
    walking.delete(id);
    // A result found while an importer further down is still being walked may miss that importer's entries.
    if (walking.size === 0) known.set(id, tags);
    return tags;
  }

  return function chunkFor(id: string): string | undefined {
    if (FRAMEWORK.test(id) || EVERY_PAGE.test(id) || id.includes("vite/preload-helper")) return "framework";
    const tags = entriesLoading(id);
    if (tags.has("site")) {
      if (tags.size === 1 || info(id)?.isIncluded !== true) return undefined;
      const icon = LUCIDE_ICON.exec(id);
      if (icon) return `icon-${icon[1]}`;
      return LUCIDE.test(id) ? "lucide" : "framework";
    }
    if (tags.has("login") && tags.has("shell")) return "admin-base";
    if (tags.has("shell")) return "console";
    return undefined;
  };
}
