import { fileURLToPath } from "node:url";
import { vitePlugin as remix } from "@remix-run/dev";
import tailwindcss from "@tailwindcss/vite";
import { defineConfig } from "vite";
import tsconfigPaths from "vite-tsconfig-paths";
import remixConfig from "./remix.config.js";
import { createChunkGrouper } from "./scripts/chunk-groups";

declare module "@remix-run/node" {
  interface Future {
    v3_singleFetch: true;
  }
}

// Storybook and Vitest build the same modules without the Remix plugin (it expects a full app build).
const withRemix = !process.env.VITEST && !process.env.STORYBOOK;

/** Chunks holding Recharts code are named recharts-*.js, so tests and budgets can tell them apart. */
const RECHARTS = /[\\/]node_modules[\\/]recharts[\\/]/;

export default defineConfig(({ isSsrBuild }) => {
  /** One grouper per build: it remembers which routes import each module (see scripts/chunk-groups.ts). */
  let chunkFor: ((id: string) => string | undefined) | undefined;
  return {
    plugins: [tailwindcss(), withRemix && remix(remixConfig), tsconfigPaths()],
    resolve: {
      // See app/components/console/charts/d3-scale-subset.ts: keeps d3's time scales out of the chart chunk.
      // Together the two aliases save 11 % of the Recharts chunk; without them two chart screens miss their
      // 250 KB budget (docs/performance.md, "What each trick is worth").
      alias: [
        {
          find: /^victory-vendor\/d3-scale$/,
          replacement: fileURLToPath(new URL("./app/components/console/charts/d3-scale-subset.ts", import.meta.url)),
        },
        // See app/components/console/charts/d3-interpolate-numbers.ts: keeps d3-color out of the chart chunk.
        {
          find: /^d3-interpolate$/,
          replacement: fileURLToPath(
            new URL("./app/components/console/charts/d3-interpolate-numbers.ts", import.meta.url),
          ),
        },
      ],
    },
    server: { host: "127.0.0.1", port: 3000 },
    build: {
      assetsInlineLimit: 0,
      // The browser's code goes through Terser, which makes it about 4 % smaller gzipped than esbuild does (3.6 KB
      // of the 87 KB every page loads) for a few seconds more build; the server's code is not minified.
      minify: isSsrBuild ? false : "terser",
      // Kept as build/.vite/client-manifest.json (not served): the server looks up the file of a lazily loaded chunk in it to
      // preload that chunk on the page that will ask for it (app/lib/http/client-chunks.server.ts).
      manifest: true,
      // SOURCEMAP=1 keeps source maps, to see what a chunk is made of (they are not made for releases).
      sourcemap: process.env.SOURCEMAP === "1",
      rollupOptions: isSsrBuild
        ? undefined
        : {
            output: {
              manualChunks: (id, { getModuleInfo }) => (chunkFor ??= createChunkGrouper(getModuleInfo))(id),
              chunkFileNames: (chunk) =>
                chunk.moduleIds.some((id) => RECHARTS.test(id))
                  ? "assets/recharts-[name]-[hash].js"
                  : "assets/[name]-[hash].js",
            },
          },
    },
  };
});
