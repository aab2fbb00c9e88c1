import type { Config } from "tailwindcss";

/**
 * The design tokens. Colours point at CSS variables (defined in app/styles/app.css for light and dark),
 * so the dark theme and the console's theme-colour setting restyle every component without new classes.
 * The brand scale is Arco's blue around #165DFF.
 */
export const brand = {
  1: "#E8F3FF",
  2: "#BEDAFF",
  3: "#94BFFF",
  4: "#6AA1FF",
  5: "#4080FF",
  6: "#165DFF",
  7: "#0E42D2",
  8: "#072CA6",
  9: "#031A79",
  10: "#000D4D",
} as const;

const scale = (name: string) =>
  Object.fromEntries(Object.keys(brand).map((step) => [Number(step) * 100, `var(--${name}-${step})`]));

export default {
  // Where classes are looked for is set by each stylesheet (@source in app/styles/*.css): the public site's
  // stylesheet only scans the site's files.
  content: [],
  theme: {
    extend: {
      colors: {
        primary: { DEFAULT: "var(--primary-6)", foreground: "#ffffff", ...scale("primary") },
        navy: { DEFAULT: "var(--navy)", light: "var(--navy-light)", foreground: "#e6ecf5" },
        surface: { DEFAULT: "var(--surface)", muted: "var(--surface-muted)", raised: "var(--surface-raised)" },
        fg: { DEFAULT: "var(--fg)", muted: "var(--fg-muted)", subtle: "var(--fg-subtle)" },
        line: { DEFAULT: "var(--line)", strong: "var(--line-strong)" },
        success: "var(--success)",
        warning: "var(--warning)",
        danger: "var(--danger)",
      },
      fontFamily: {
        sans: [
          "PingFang SC",
          "Hiragino Sans GB",
          "Microsoft YaHei",
          "Noto Sans CJK SC",
          "Noto Sans SC",
          "system-ui",
          "-apple-system",
          "Segoe UI",
          "Roboto",
          "sans-serif",
        ],
        mono: ["ui-monospace", "SFMono-Regular", "Menlo", "Consolas", "monospace"],
      },
      borderRadius: { sm: "2px", DEFAULT: "4px", md: "6px", lg: "8px", xl: "12px" },
      boxShadow: {
        card: "0 1px 2px rgb(0 0 0 / 0.04), 0 2px 8px rgb(0 0 0 / 0.06)",
        pop: "0 4px 10px rgb(0 0 0 / 0.1)",
      },
      maxWidth: { site: "1200px" },
      spacing: { navbar: "60px", sider: "220px", drawer: "300px" },
    },
  },
} satisfies Config;
