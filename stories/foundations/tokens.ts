/**
 * The design tokens as the Foundations pages show them, read from their sources every time: the Tailwind
 * config (tailwind.config.ts), the CSS variables of both themes (app/styles/shared.css), Tailwind's own scale
 * (tailwindcss/theme.css) and the stylesheets' motion. Nothing here is a copy, so a token change shows at once.
 * Pure functions over source text, so tests/unit/build/foundations.test.ts checks them against the same files.
 */
import { contrastGrade, contrastRatio, parseHex } from "../../app/lib/utils/color";

/** The `--name: value` declarations at the top level of the first block whose selector is exactly `selector`. */
export function cssVariables(css: string, selector: string): Map<string, string> {
  const escaped = selector.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
  const start = new RegExp(`(?:^|[}\\s])${escaped}\\s*\\{`, "m").exec(css);
  const variables = new Map<string, string>();
  if (!start) return variables;
  // Keep only what sits directly in the block: nested rules (a theme's @keyframes) are skipped by depth.
  let depth = 1;
  let topLevel = "";
  for (let i = start.index + start[0].length; i < css.length && depth > 0; i++) {
    const char = css[i]!;
    if (char === "{") depth += 1;
    else if (char === "}") depth -= 1;
    else if (depth === 1) topLevel += char;
  }
  for (const match of topLevel.matchAll(/--([\w-]+)\s*:\s*([^;]+);/g)) variables.set(match[1]!, match[2]!.trim());
  return variables;
}

export interface ColorToken {
  /** The Tailwind name, as used in classes: `primary-600`, `fg-muted`, `surface`. */
  name: string;
  /** What the config says: a CSS variable or a fixed colour. */
  source: string;
  light: string;
  dark: string;
}

/** Every colour of the Tailwind config, resolved against the light (:root) and dark (.dark) variables. */
export function colorTokens(
  colors: Record<string, string | Record<string, string>>,
  light: Map<string, string>,
  dark: Map<string, string>,
): ColorToken[] {
  const resolve = (value: string, theme: Map<string, string>) => {
    const variable = /^var\(--([\w-]+)\)$/.exec(value);
    return variable ? (theme.get(variable[1]!) ?? "") : value;
  };
  const tokens: ColorToken[] = [];
  for (const [group, value] of Object.entries(colors)) {
    const entries = typeof value === "string" ? [["", value] as const] : Object.entries(value);
    for (const [step, source] of entries) {
      const name = step === "" || step === "DEFAULT" ? group : `${group}-${step}`;
      tokens.push({ name, source, light: resolve(source, light), dark: resolve(source, dark) });
    }
  }
  return tokens;
}

export interface ContrastRow {
  text: string;
  surface: string;
  theme: "light" | "dark";
  ratio: number;
  grade: ReturnType<typeof contrastGrade>;
  textColor: string;
  surfaceColor: string;
}

/** The text colours the components use, each against each surface it is drawn on, in both themes. */
export const TEXT_TOKENS = ["fg", "fg-muted", "fg-subtle", "primary", "primary-700", "success", "warning", "danger"];
export const SURFACE_TOKENS = ["surface", "surface-muted", "surface-raised"];
/** Pairs that are not text on a surface: white text on the brand button, the footer's text on navy. */
export const SPECIAL_PAIRS: readonly [string, string][] = [
  ["primary-foreground", "primary"],
  ["navy-foreground", "navy"],
  ["navy-foreground", "navy-light"],
];

export function contrastTable(tokens: ColorToken[]): ContrastRow[] {
  const byName = new Map(tokens.map((token) => [token.name, token]));
  const pairs: [string, string][] = [
    ...TEXT_TOKENS.flatMap((text) => SURFACE_TOKENS.map((surface): [string, string] => [text, surface])),
    ...SPECIAL_PAIRS,
  ];
  const rows: ContrastRow[] = [];
  for (const theme of ["light", "dark"] as const) {
    for (const [text, surface] of pairs) {
      const textColor = byName.get(text)?.[theme] ?? "";
      const surfaceColor = byName.get(surface)?.[theme] ?? "";
      const [fg, bg] = [parseHex(textColor), parseHex(surfaceColor)];
      if (!fg || !bg) continue;
      const ratio = contrastRatio(fg, bg);
      rows.push({ text, surface, theme, ratio, grade: contrastGrade(ratio), textColor, surfaceColor });
    }
  }
  return rows;
}

export interface TypeStep {
  name: string;
  /** rem, as Tailwind writes it. */
  size: string;
  /** Unitless line height, evaluated from Tailwind's `calc(a / b)`. */
  lineHeight: number;
}

/** Tailwind's type scale (`--text-*` with their `--line-height`s) from its theme stylesheet. */
export function typeScale(themeCss: string): TypeStep[] {
  const variables = cssVariables(themeCss, "@theme default");
  const steps: TypeStep[] = [];
  for (const [name, size] of variables) {
    const step = /^text-([\w]+)$/.exec(name);
    if (!step || !size.endsWith("rem")) continue;
    const raw = variables.get(`${name}--line-height`) ?? "1";
    const ratio = /^calc\(\s*([\d.]+)\s*\/\s*([\d.]+)\s*\)$/.exec(raw);
    steps.push({ name: step[1]!, size, lineHeight: ratio ? Number(ratio[1]) / Number(ratio[2]) : Number(raw) });
  }
  return steps;
}

/** How many times each class of a family (e.g. `text-` sizes) is written in the given sources. */
export function classUsage(sources: readonly string[], names: readonly string[], prefix: string): Map<string, number> {
  const counts = new Map(names.map((name) => [name, 0]));
  const pattern = new RegExp(
    `(?<![\\w-])(?:[\\w-]+:)*${prefix}(${names.map((n) => n.replace(/\./g, "\\.")).join("|")})(?![\\w-])`,
    "g",
  );
  for (const source of sources) {
    for (const match of source.matchAll(pattern)) counts.set(match[1]!, (counts.get(match[1]!) ?? 0) + 1);
  }
  return counts;
}

/** The lucide icon names the app imports (`lucide-react/icons/bell`), each with the files using it. */
export function usedLucideIcons(files: Record<string, string>): Map<string, string[]> {
  const used = new Map<string, string[]>();
  for (const [file, source] of Object.entries(files)) {
    for (const match of source.matchAll(/from\s+["']lucide-react\/icons\/([a-z0-9-]+)["']/g)) {
      used.set(match[1]!, [...(used.get(match[1]!) ?? []), file]);
    }
  }
  return new Map([...used].sort(([a], [b]) => a.localeCompare(b)));
}

/** `chevron-right` → `ChevronRight`, the name lucide-react exports. */
export function pascalCase(kebab: string): string {
  return kebab.replace(/(^|-)([a-z0-9])/g, (_, __, c: string) => c.toUpperCase());
}

export interface MotionRule {
  file: string;
  name: string;
  /** The `animation` or `transition` declaration that uses it, if any. */
  usage: string;
  /** What happens under `prefers-reduced-motion: reduce`. */
  reduced: string;
}

/** Every @keyframes of the stylesheets, with the rule that runs it and what reduced motion does to that rule. */
export function motionRules(stylesheets: Record<string, string>): MotionRule[] {
  const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
  const rules: MotionRule[] = [];
  for (const [file, source] of Object.entries(stylesheets)) {
    const css = source.replace(/\/\*[\s\S]*?\*\//g, "");
    for (const match of css.matchAll(/@keyframes\s+([\w-]+)/g)) {
      const name = match[1]!;
      const user = new RegExp(`([^{};]+)\\{[^{}]*?animation(?:-name)?\\s*:\\s*([^;]*\\b${escape(name)}\\b[^;]*);`).exec(
        css,
      );
      const selector = user?.[1]?.trim() ?? "";
      const reducedBlock = selector
        ? new RegExp(`prefers-reduced-motion:\\s*reduce\\)\\s*\\{\\s*${escape(selector)}\\s*\\{([^}]*)\\}`).exec(css)
        : null;
      rules.push({
        file,
        name,
        usage: user ? `${selector} { animation: ${user[2]!.trim()} }` : "",
        reduced: reducedBlock?.[1]?.trim().replace(/\s+/g, " ") ?? "",
      });
    }
  }
  return rules;
}
