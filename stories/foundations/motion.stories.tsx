import type { Meta, StoryObj } from "@storybook/react-vite";
import tailwindTheme from "tailwindcss/theme.css?raw";
import appCss from "../../app/styles/app.css?raw";
import siteCss from "../../app/styles/site.css?raw";
import sharedCss from "../../app/styles/shared.css?raw";
import { sourcesLoader, type AppSources } from "./app-sources";
import { Code, FoundationSection, FoundationTable, renderLoaded, Used } from "./foundation-parts";
import { classUsage, cssVariables, motionRules } from "./tokens";

const theme = cssVariables(tailwindTheme, "@theme default");
const keyframes = motionRules({
  "app/styles/shared.css": sharedCss,
  "app/styles/app.css": appCss,
  "app/styles/site.css": siteCss,
});
const TRANSITIONS = [
  "transition",
  "transition-colors",
  "transition-opacity",
  "transition-transform",
  "transition-shadow",
  "transition-all",
];
const UTILITIES = ["animate-spin", "animate-pulse", "animate-none"];

function Motion({ sources }: AppSources) {
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
            .map(([name, value]) => [<Code>--{name}</Code>, <Code>{value}</Code>])}
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
            <Code>{rule.name}</Code>,
            <Code muted>{rule.file}</Code>,
            <Code>{rule.usage || "—"}</Code>,
            <Code>{rule.reduced || "not set"}</Code>,
          ])}
        />
      </FoundationSection>
      <FoundationSection title="Transition and animation classes" intro={<p>How often the components use each.</p>}>
        <FoundationTable
          caption="Transition classes and usage"
          head={["Class", "Used"]}
          rows={[
            ...TRANSITIONS.map((name) => [<Code>{name}</Code>, <Used count={transitionUse.get(name)} />]),
            ...UTILITIES.map((name) => [<Code>{name}</Code>, <Used count={utilityUse.get(name)} />]),
          ]}
        />
      </FoundationSection>
    </>
  );
}

/**
 * Motion: the easing tokens, every animation the stylesheets define with what `prefers-reduced-motion` does to
 * it, and the transition classes in use, all read from the sources.
 */
const meta = { title: "Foundations/Motion", loaders: [sourcesLoader] } satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

export const Overview: Story = { name: "Easing, animations and reduced motion", render: renderLoaded(Motion) };
