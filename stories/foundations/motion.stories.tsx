import type { Meta, StoryObj } from "@storybook/react-vite";
import tailwindTheme from "tailwindcss/theme.css?raw";
import appCss from "../../app/styles/app.css?raw";
import siteCss from "../../app/styles/site.css?raw";
import { loadAppSources } from "./app-sources";
import { FoundationSection, FoundationTable } from "./foundation-parts";
import { classUsage, cssVariables, motionRules } from "./tokens";

const theme = cssVariables(tailwindTheme, "@theme default");
const keyframes = motionRules({ "app/styles/app.css": appCss, "app/styles/site.css": siteCss });
const TRANSITIONS = [
  "transition",
  "transition-colors",
  "transition-opacity",
  "transition-transform",
  "transition-shadow",
  "transition-all",
];
const UTILITIES = ["animate-spin", "animate-pulse", "animate-none"];

type Loaded = { sources: Record<string, string> };

function Motion({ sources }: Loaded) {
  const texts = Object.values(sources);
  const transitionUse = classUsage(texts, TRANSITIONS, "");
  const utilityUse = classUsage(texts, UTILITIES, "");
  const reducedInScript = Object.entries(sources)
    .filter(([, source]) => source.includes("prefers-reduced-motion"))
    .map(([file]) => file);
  return (
    <>
      <FoundationSection
        title="Principles"
        intro={
          <>
            <p>
              Motion confirms a change the user made (a colour on hover, a panel opening); it never decorates. Hover and
              focus changes take Tailwind&apos;s default <code>{theme.get("default-transition-duration")}</code> with{" "}
              <code>{theme.get("default-transition-timing-function")}</code>.
            </p>
            <p className="mt-2">
              Under <code>prefers-reduced-motion: reduce</code> nothing moves by itself: the banner and the login
              slogans stop, and messages that fade out disappear at once. Script-driven motion checks the same setting (
              {reducedInScript.map((file) => (
                <code key={file} className="mr-1">
                  {file}
                </code>
              ))}
              ).
            </p>
          </>
        }
      >
        <FoundationTable
          caption="Easing tokens"
          head={["Token", "Curve"]}
          rows={[...theme]
            .filter(([name]) => name.startsWith("ease-") || name.startsWith("default-transition"))
            .map(([name, value]) => [
              <code key="n" className="font-mono text-xs">
                --{name}
              </code>,
              <code key="v" className="font-mono text-xs">
                {value}
              </code>,
            ])}
        />
      </FoundationSection>
      <FoundationSection
        title="Animations"
        intro={<p>Every keyframes of the stylesheets, what runs it, and what reduced motion leaves.</p>}
      >
        <FoundationTable
          caption="Keyframe animations"
          head={["Keyframes", "File", "Run by", "Reduced motion"]}
          rows={keyframes.map((rule) => [
            <code key="n" className="font-mono text-xs">
              {rule.name}
            </code>,
            <code key="f" className="font-mono text-xs text-fg-muted">
              {rule.file}
            </code>,
            <code key="u" className="font-mono text-xs">
              {rule.usage || "—"}
            </code>,
            <code key="r" className="font-mono text-xs">
              {rule.reduced || "not set"}
            </code>,
          ])}
        />
      </FoundationSection>
      <FoundationSection title="Transition and animation classes" intro={<p>How often the components use each.</p>}>
        <FoundationTable
          caption="Transition classes and usage"
          head={["Class", "Used"]}
          rows={[
            ...TRANSITIONS.map((name) => [name, transitionUse.get(name) ?? 0]),
            ...UTILITIES.map((name) => [name, utilityUse.get(name) ?? 0]),
          ].map(([name, count]) => [
            <code key="n" className="font-mono text-xs">
              {name}
            </code>,
            <span key="c" className="tabular-nums">
              {count}
            </span>,
          ])}
        />
      </FoundationSection>
    </>
  );
}

/**
 * Motion: the easing tokens, every animation the stylesheets define with what `prefers-reduced-motion` does to
 * it, and the transition classes in use, all read from the sources.
 */
const meta = {
  title: "Foundations/Motion",
  parameters: { layout: "padded" },
  loaders: [async () => ({ sources: await loadAppSources() })],
} satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

export const Overview: Story = {
  name: "Easing, animations and reduced motion",
  render: (_args, { loaded }) => <Motion sources={(loaded as Loaded).sources} />,
};
