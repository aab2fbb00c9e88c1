/**
 * The Storybook Foundations pages read the tokens from their sources (stories/foundations/tokens.ts): checked
 * here against the same files, so a token that cannot be shown, or a theme that lacks a variable, fails.
 */
import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import { describe, expect, it } from "vitest";
import tailwindConfig from "../../../tailwind.config";
import {
  classUsage,
  colorTokens,
  contrastTable,
  cssVariables,
  motionRules,
  pascalCase,
  typeScale,
  usedLucideIcons,
} from "../../../stories/foundations/tokens";

const shared = readFileSync("app/styles/shared.css", "utf8");
const light = cssVariables(shared, ":root");
const dark = cssVariables(shared, ".dark");
const colors = tailwindConfig.theme.extend.colors as unknown as Record<string, string | Record<string, string>>;

describe("foundations tokens", () => {
  it("every colour of the Tailwind config resolves to a colour in both themes", () => {
    const tokens = colorTokens(colors, light, dark);
    expect(tokens.length).toBeGreaterThan(20);
    for (const token of tokens) {
      expect(token.light, `${token.name} light`).toMatch(/^#[0-9a-f]{3,6}$/i);
      expect(token.dark, `${token.name} dark`).toMatch(/^#[0-9a-f]{3,6}$/i);
    }
    expect(tokens.find((token) => token.name === "primary-600")).toMatchObject({ light: "#165dff" });
  });

  it("the two themes define the same variables", () => {
    expect([...dark.keys()].sort()).toEqual([...light.keys()].sort());
  });

  it("reads a block by its exact selector", () => {
    const css = ":root { --a: 1px; }\n.dark { --a: 2px; --b: red; }";
    expect(Object.fromEntries(cssVariables(css, ".dark"))).toEqual({ a: "2px", b: "red" });
    expect(cssVariables(css, ".missing").size).toBe(0);
  });

  it("the contrast table covers each text colour on each surface, in both themes; body text passes AA", () => {
    const rows = contrastTable(colorTokens(colors, light, dark));
    expect(rows.filter((row) => row.theme === "light")).toHaveLength(27);
    expect(rows.filter((row) => row.theme === "dark")).toHaveLength(27);
    for (const row of rows.filter((r) => r.text === "fg" || r.text === "fg-muted")) {
      expect(row.grade, `${row.text} on ${row.surface} (${row.theme})`).toBe("AA");
    }
  });

  it("Tailwind's type scale, with line heights evaluated", () => {
    const themeCss = readFileSync(createRequire(import.meta.url).resolve("tailwindcss/theme.css"), "utf8");
    const scale = typeScale(themeCss);
    expect(scale.map((step) => step.name).slice(0, 4)).toEqual(["xs", "sm", "base", "lg"]);
    expect(scale.find((step) => step.name === "sm")).toEqual({ name: "sm", size: "0.875rem", lineHeight: 1.25 / 0.875 });
  });

  it("counts class usage with variants and without partial words", () => {
    const counts = classUsage(['className="text-sm md:text-lg"', "text-small hover:text-sm"], ["sm", "lg"], "text-");
    expect(Object.fromEntries(counts)).toEqual({ sm: 2, lg: 1 });
  });

  it("finds the lucide icons a source imports, and their export names", () => {
    const used = usedLucideIcons({ "a.tsx": 'import Bell from "lucide-react/icons/bell";\nimport X from "lucide-react/icons/chevron-right";' });
    expect([...used.keys()]).toEqual(["bell", "chevron-right"]);
    expect(pascalCase("chevron-right")).toBe("ChevronRight");
    expect(pascalCase("trash-2")).toBe("Trash2");
  });

  it("lists each keyframes with the rule that runs it and its reduced-motion answer", () => {
    const rules = motionRules({
      "shared.css": readFileSync("app/styles/shared.css", "utf8"),
      "app.css": readFileSync("app/styles/app.css", "utf8"),
    });
    const toast = rules.find((rule) => rule.name === "notice-out");
    expect(toast?.usage).toContain(".notice-fade { animation: notice-out 300ms");
    expect(toast?.reduced).toBe("animation-duration: 1ms;");
    expect(rules.find((rule) => rule.name === "login-slide")?.reduced).toBe("animation: none;");
  });
});

describe("cssVariables in nested blocks", () => {
  it("reads declarations after a nested rule and ignores the nested rule's own", () => {
    const css = "@theme default {\n  --a: 1;\n  @keyframes spin { to { --inner: 2; } }\n  --b: 3;\n}";
    expect(Object.fromEntries(cssVariables(css, "@theme default"))).toEqual({ a: "1", b: "3" });
  });
});
