import type { StorybookConfig } from "@storybook/react-vite";
import type { Plugin } from "vite";
import { existsSync } from "node:fs";

/**
 * The story files' JSX goes through stories/demo/jsx-runtime.ts, which shows their Chinese demo data in English
 * when the Locale toolbar says en-US (stories/demo/demo-text.ts). Only files under stories/ (the runtime itself
 * aside); the app's components keep React's runtime.
 */
function demoTextRuntime(): Plugin {
  const runtimes: Record<string, string> = {
    "react/jsx-runtime": "jsx-runtime.ts",
    "react/jsx-dev-runtime": "jsx-dev-runtime.ts",
  };
  return {
    name: "wenlv:story-demo-text",
    enforce: "pre",
    resolveId(source, importer) {
      // Storybook's React preset names React's runtime by its absolute path.
      const target = runtimes[source.replace(/^.*\/node_modules\//, "").replace(/\.js$/, "")];
      const file = importer?.split("?")[0] ?? "";
      const at = file.lastIndexOf("/stories/");
      if (!target || at < 0 || file.includes("/node_modules/") || file.includes("/stories/demo/")) return null;
      return `${file.slice(0, at)}/stories/demo/${target}`;
    },
  };
}

const config: StorybookConfig = {
  stories: ["../stories/**/*.mdx", "../stories/**/*.stories.@(ts|tsx)"],
  addons: ["@storybook/addon-docs", "@storybook/addon-a11y"],
  framework: { name: "@storybook/react-vite", options: {} },
  core: { disableTelemetry: true },
  docs: { defaultName: "Docs" },
  // The public site's page stories show the seeded pictures at the URLs the content gives (/uploads/seed/...).
  // Their AVIF/WebP variants too, once made (`npm run media:variants`; the e2e and bench servers make them).
  staticDirs: [
    { from: "../content/uploads/seed", to: "/uploads/seed" },
    ...(existsSync("content/uploads/variants")
      ? [{ from: "../content/uploads/variants", to: "/uploads/variants" }]
      : []),
  ],
  viteFinal: (viteConfig) => ({
    ...viteConfig,
    plugins: [demoTextRuntime(), ...(viteConfig.plugins ?? [])],
    // The site's build minifies with Terser for the last few percent (vite.config.ts); Storybook's own bundle is
    // not budgeted, and esbuild does it in a fraction of the time.
    build: { ...viteConfig.build, minify: "esbuild" },
  }),
};

export default config;
