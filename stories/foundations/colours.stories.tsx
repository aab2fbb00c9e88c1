import type { Meta, StoryObj } from "@storybook/react-vite";
import sharedCss from "../../app/styles/shared.css?raw";
import tailwindConfig from "../../tailwind.config";
import { Code, FoundationSection, FoundationTable, Swatch } from "./foundation-parts";
import { colorTokens, contrastTable, cssVariables, type ContrastRow } from "./tokens";

const colors = tailwindConfig.theme.extend.colors as unknown as Record<string, string | Record<string, string>>;
const tokens = colorTokens(colors, cssVariables(sharedCss, ":root"), cssVariables(sharedCss, ".dark"));

const GRADE_TEXT: Record<ContrastRow["grade"], string> = {
  AA: "AA — any text",
  "AA large": "AA large only — 18 px+ or 14 px bold, icons, borders",
  fail: "Fails — decoration and fills only",
};

/** The pair as it looks, drawn (not text), so the page's own accessibility check does not read it as copy. */
function ContrastSample({ row }: { row: ContrastRow }) {
  return (
    <svg width="56" height="28" viewBox="0 0 56 28" aria-hidden="true" focusable="false">
      <rect width="56" height="28" rx="4" fill={row.surfaceColor} stroke="currentColor" strokeOpacity="0.2" />
      <rect x="10" y="9" width="22" height="4" rx="2" fill={row.textColor} />
      <rect x="10" y="16" width="36" height="4" rx="2" fill={row.textColor} />
    </svg>
  );
}

function TokenTable() {
  return (
    <FoundationSection
      title="Colour tokens"
      intro={
        <p>
          Every colour of <code>tailwind.config.ts</code>, as a class name (<code>bg-primary-600</code>,{" "}
          <code>text-fg-muted</code>), resolved in each theme from the variables in <code>app/styles/shared.css</code>.
          Components use these names only; the dark theme and the console&apos;s theme colour restyle them by changing
          the variables.
        </p>
      }
    >
      <FoundationTable
        caption="Colour tokens in the light and dark themes"
        head={["Token", "Light", "Dark", "Defined as"]}
        rows={tokens.map((token) => [
          <Code>{token.name}</Code>,
          <Swatch color={token.light} label={token.light} />,
          <Swatch color={token.dark} label={token.dark} />,
          <Code muted>{token.source}</Code>,
        ])}
      />
    </FoundationSection>
  );
}

function ContrastTable({ theme }: { theme: "light" | "dark" }) {
  const rows = contrastTable(tokens).filter((row) => row.theme === theme);
  return (
    <FoundationSection
      title={`Contrast, ${theme} theme`}
      intro={
        <p>
          Each text colour on each surface it is drawn on, as WCAG 2 contrast ratios. Body text needs 4.5:1; large text,
          icons and control borders 3:1. A pair below 4.5:1 is for large text or decoration only.
        </p>
      }
    >
      <FoundationTable
        caption={`Text and surface contrast, ${theme} theme`}
        head={["Sample", "Text", "Surface", "Ratio", "Use"]}
        rows={rows.map((row) => [
          <ContrastSample row={row} />,
          <Swatch color={row.textColor} label={row.text} />,
          <Swatch color={row.surfaceColor} label={row.surface} />,
          <span className="font-mono tabular-nums">{row.ratio.toFixed(2)}:1</span>,
          <span data-grade={row.grade}>{GRADE_TEXT[row.grade]}</span>,
        ])}
      />
    </FoundationSection>
  );
}

/**
 * The colour tokens of the product, generated from `tailwind.config.ts` and the theme variables: each token in
 * both themes, and the contrast of every text colour on every surface. Read it before choosing a colour; add a
 * colour by adding a token (a variable in both themes and a name in the config), never a hex value in a component.
 */
const meta = { title: "Foundations/Colours" } satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

export const Tokens: Story = { render: () => <TokenTable /> };
export const ContrastLight: Story = { name: "Contrast (light)", render: () => <ContrastTable theme="light" /> };
export const ContrastDark: Story = { name: "Contrast (dark)", render: () => <ContrastTable theme="dark" /> };
