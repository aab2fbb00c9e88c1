import { fileURLToPath } from "node:url";
import type { StorybookConfig } from "@storybook/react-vite";
import type { Plugin } from "vite";

const stories = fileURLToPath(new URL("../stories/", import.meta.url));
const demo = `${stories}demo/`;

/**
 * The story files' JSX goes through stories/demo/jsx-runtime.ts, which shows their Chinese demo data in English
 * when the Locale toolbar says en-US (stories/demo/demo-text.ts). Only files under stories/ (the runtime itself
 * aside); the app's components keep React's runtime.
 */
function demoTextRuntime(): Plugin {
  const runtimes: Record<string, string> = {
    "react/jsx-runtime": `${demo}jsx-runtime.ts`,
    "react/jsx-dev-runtime": `${demo}jsx-dev-runtime.ts`,
  };
  return {
    name: "wenlv:story-demo-text",
    enforce: "pre",
    resolveId(source, importer) {
      const target = runtimes[source];
      if (!target || !importer) return null;
      const file = importer.split("?")[0] ?? "";
      return file.startsWith(stories) && !file.startsWith(demo) ? target : null;
    },
  };
}

const config: StorybookConfig = {
  stories: ["../stories/**/*.stories.@(ts|tsx)"],
  addons: ["@storybook/addon-docs", "@storybook/addon-a11y"],
  framework: { name: "@storybook/react-vite", options: {} },
  core: { disableTelemetry: true },
  docs: { defaultName: "Docs" },
  // The public site's page stories show the seeded pictures at the URLs the content gives (/uploads/seed/...).
  staticDirs: [{ from: "../content/uploads/seed", to: "/uploads/seed" }],
  viteFinal: (viteConfig) => ({ ...viteConfig, plugins: [demoTextRuntime(), ...(viteConfig.plugins ?? [])] }),
};

export default config;
