/**
 * Builds the production server (server/main.ts) into build/server/main.js, beside the Remix server build it
 * loads at start-up. Run by `npm run build` after the Remix build; packages stay imports from node_modules.
 */
import { defineConfig } from "vite";

export default defineConfig({
  // No public folder to copy and no app plugins: this is plain Node code.
  publicDir: false,
  build: {
    ssr: "server/main.ts",
    outDir: "build/server",
    // The Remix server build is already there.
    emptyOutDir: false,
    target: "node20",
    minify: false,
    rollupOptions: { output: { entryFileNames: "main.js", format: "es" } },
  },
  logLevel: "warn",
});
