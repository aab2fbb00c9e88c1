import type { StorybookConfig } from "@storybook/react-vite";

const config: StorybookConfig = {
  stories: ["../stories/**/*.mdx", "../stories/**/*.stories.@(ts|tsx)"],
  addons: ["@storybook/addon-docs", "@storybook/addon-a11y"],
  framework: { name: "@storybook/react-vite", options: {} },
  core: { disableTelemetry: true },
  docs: { defaultName: "Docs" },
  // The public site's page stories show the seeded pictures at the URLs the content gives (/uploads/seed/...).
  staticDirs: [{ from: "../content/uploads/seed", to: "/uploads/seed" }],
};

export default config;
