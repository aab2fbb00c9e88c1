import type { Meta, StoryObj } from "@storybook/react-vite";
import tailwindTheme from "tailwindcss/theme.css?raw";
import tailwindConfig from "../../tailwind.config";
import { sourcesLoader, type AppSources } from "./app-sources";
import { Code, FoundationSection, FoundationTable, renderLoaded, Sample, Used, Value } from "./foundation-parts";
import { classUsage, cssVariables } from "./tokens";

const { spacing, maxWidth, borderRadius, boxShadow } = tailwindConfig.theme.extend;
const base = cssVariables(tailwindTheme, "@theme default").get("spacing") ?? "0.25rem";
/** The steps of the spacing scale the product's layouts are built from. */
const STEPS = ["0.5", "1", "1.5", "2", "2.5", "3", "4", "5", "6", "8", "10", "12", "16"];
/** Padding, margin and gap classes, with or without a side. */
const SPACING_CLASS = "(?:p|px|py|pt|pr|pb|pl|m|mx|my|mt|mr|mb|ml|gap|gap-x|gap-y|space-x|space-y)-";

function SpacingAndShape({ sources }: AppSources) {
  const texts = Object.values(sources);
  const stepUse = classUsage(texts, STEPS, SPACING_CLASS);
  const radii = Object.entries(borderRadius);
  const radiusUse = classUsage(
    texts,
    radii.map(([name]) => name).filter((name) => name !== "DEFAULT"),
    "rounded-",
  );
  const plainRounded = classUsage(texts, ["rounded"], "").get("rounded") ?? 0;
  const shadowUse = classUsage(texts, Object.keys(boxShadow), "shadow-");
  const baseRem = parseFloat(base);
  return (
    <>
      <FoundationSection
        title="Spacing scale"
        intro={
          <p>
            One step is <code>{base}</code> (4 px). Space inside a control is 1–3 steps, between controls 2–4, between
            blocks 6–8, between page sections 10–16. &ldquo;Used&rdquo; counts padding, margin and gap classes in the
            app&apos;s components.
          </p>
        }
      >
        <FoundationTable
          caption="Spacing steps"
          head={["Step", "Size", "Used", ""]}
          rows={STEPS.map((step) => {
            const rem = Number(step) * baseRem;
            return [
              <Code>{step}</Code>,
              <Value tabular>
                {rem}rem · {rem * 16}px
              </Value>,
              <Used count={stepUse.get(step)} />,
              <Sample className="block h-3 rounded-sm bg-primary-400" style={{ width: `${rem}rem` }} />,
            ];
          })}
        />
      </FoundationSection>
      <FoundationSection title="Layout sizes" intro={<p>Named sizes of the page frame, from the config.</p>}>
        <FoundationTable
          caption="Named layout sizes"
          head={["Token", "Size", "What it sizes"]}
          rows={[
            ...Object.entries(spacing).map(([name, value]) => [
              <Code>{name}</Code>,
              <Value>{value}</Value>,
              {
                navbar: "Console top bar height",
                sider: "Console side menu width",
                drawer: "Console settings drawer width",
              }[name] ?? "",
            ]),
            ...Object.entries(maxWidth).map(([name, value]) => [
              <Code>max-w-{name}</Code>,
              <Value>{value}</Value>,
              "Public site content width",
            ]),
          ]}
        />
      </FoundationSection>
      <FoundationSection
        title="Corner radii"
        intro={
          <p>
            Controls and tags use the default 4 px; cards and dialogs 8 px; nothing is fully round but avatars and dots.
          </p>
        }
      >
        <FoundationTable
          caption="Corner radii"
          head={["Class", "Radius", "Used", ""]}
          rows={radii.map(([name, value]) => [
            <Code>{name === "DEFAULT" ? "rounded" : `rounded-${name}`}</Code>,
            <Value>{value}</Value>,
            <Used count={name === "DEFAULT" ? plainRounded : radiusUse.get(name)} />,
            <Sample
              className="block h-8 w-16 border border-primary-500 bg-primary-100"
              style={{ borderRadius: value }}
            />,
          ])}
        />
      </FoundationSection>
      <FoundationSection
        title="Shadows"
        intro={<p>Two elevations: resting cards, and what floats over the page (menus, popovers).</p>}
      >
        <FoundationTable
          caption="Shadows"
          head={["Class", "Value", "Used", ""]}
          rows={Object.entries(boxShadow).map(([name, value]) => [
            <Code>shadow-{name}</Code>,
            <Value>{value}</Value>,
            <Used count={shadowUse.get(name)} />,
            <Sample className="block h-10 w-20 rounded-lg bg-surface-raised" style={{ boxShadow: value }} />,
          ])}
        />
      </FoundationSection>
    </>
  );
}

/**
 * Spacing, layout sizes, corner radii and shadows, read from `tailwind.config.ts` and Tailwind's theme, with how
 * often the app's components use each.
 */
const meta = { title: "Foundations/Spacing and shape", loaders: [sourcesLoader] } satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

export const Scale: Story = { name: "Spacing, radii and shadows", render: renderLoaded(SpacingAndShape) };
