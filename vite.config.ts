import { vitePlugin as remix } from "@remix-run/dev";
import tailwindcss from "@tailwindcss/vite";
import { defineConfig } from "vite";
import tsconfigPaths from "vite-tsconfig-paths";
import remixConfig from "./remix.config.js";

declare module "@remix-run/node" {
  interface Future {
    v3_singleFetch: true;
  }
}

// Storybook and Vitest build the same modules without the Remix plugin (it expects a full app build).
const withRemix = !process.env.VITEST && !process.env.STORYBOOK;

export default defineConfig({
  plugins: [tailwindcss(), withRemix && remix(remixConfig), tsconfigPaths()],
  server: { host: "127.0.0.1", port: 3000 },
  build: { assetsInlineLimit: 0 },
});
