// @ts-check
import js from "@eslint/js";
import jsxA11y from "eslint-plugin-jsx-a11y";
import reactHooks from "eslint-plugin-react-hooks";
import globals from "globals";
import tseslint from "typescript-eslint";

const ICON_BARREL = {
  name: "lucide-react",
  allowTypeImports: true,
  message: 'Import each icon from its own file: import Menu from "lucide-react/icons/menu".',
};

export default tseslint.config(
  {
    ignores: [
      "build/",
      "storybook-static/",
      "node_modules/",
      "test-results/",
      "playwright-report/",
      "content/",
      "tests/.tmp/",
      ".tmp/",
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  jsxA11y.flatConfigs.recommended,
  {
    files: ["**/*.{ts,tsx,js,mjs}"],
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    plugins: { "react-hooks": reactHooks },
    rules: {
      "react-hooks/rules-of-hooks": "error",
      "react-hooks/exhaustive-deps": "warn",
      "@typescript-eslint/no-unused-vars": ["error", { argsIgnorePattern: "^_", varsIgnorePattern: "^_" }],
      "@typescript-eslint/consistent-type-imports": ["error", { fixStyle: "inline-type-imports" }],
    },
  },
  {
    // One file per icon: through the barrel every icon looks imported by every page, and the client build
    // could no longer keep the console's icons out of the public site's chunks (scripts/chunk-groups.ts).
    files: ["app/**/*.{ts,tsx}", "stories/**/*.{ts,tsx}"],
    rules: { "@typescript-eslint/no-restricted-imports": ["error", { paths: [ICON_BARREL] }] },
  },
  {
    // Browser-side code must never import server modules; a type-only import is erased and may (a view typed by
    // what its loader answers). The icon rule above holds here too: one rule's options replace the other's.
    files: ["app/components/**/*.{ts,tsx}", "stories/**/*.{ts,tsx}"],
    rules: {
      "@typescript-eslint/no-restricted-imports": [
        "error",
        {
          paths: [ICON_BARREL],
          patterns: [
            {
              group: ["**/*.server", "**/*.server.*"],
              message: "Components never import *.server modules.",
              allowTypeImports: true,
            },
          ],
        },
      ],
    },
  },
);
