import type { Meta, StoryObj } from "@storybook/react-vite";
import tailwindTheme from "tailwindcss/theme.css?raw";
import tailwindConfig from "../../tailwind.config";
import { sourcesLoader, type AppSources } from "./app-sources";
import { Code, FoundationSection, FoundationTable, renderLoaded, Used, Value } from "./foundation-parts";
import { classUsage, cssVariables, typeScale } from "./tokens";

const scale = typeScale(tailwindTheme);
const themeVariables = cssVariables(tailwindTheme, "@theme default");
const weights = [...themeVariables]
  .filter(([name]) => name.startsWith("font-weight-"))
  .map(([name, value]) => ({ name: name.replace("font-weight-", ""), value }));
const families = tailwindConfig.theme.extend.fontFamily;

function Typography({ sources }: AppSources) {
  const texts = Object.values(sources);
  const sizeUse = classUsage(
    texts,
    scale.map((step) => step.name),
    "text-",
  );
  const weightUse = classUsage(
    texts,
    weights.map((weight) => weight.name),
    "font-",
  );
  return (
    <>
      <FoundationSection
        title="Typefaces"
        intro={
          <p>
            One sans-serif stack for Chinese and Latin text, system fonts only (no web font to download): PingFang on
            Apple devices, Microsoft YaHei on Windows, Noto Sans CJK on Linux and Android. Monospace for codes and
            numbers that must line up.
          </p>
        }
      >
        <FoundationTable
          caption="Font stacks"
          head={["Token", "Stack", "Sample"]}
          rows={Object.entries(families).map(([name, stack]) => [
            <Code>font-{name}</Code>,
            <span className="text-xs text-fg-muted">{stack.join(", ")}</span>,
            <span style={{ fontFamily: stack.join(",") }}>
              <span lang="zh-CN">文旅一码通</span> Wenlv 2026
            </span>,
          ])}
        />
      </FoundationSection>
      <FoundationSection
        title="Type scale"
        intro={
          <p>
            Tailwind&apos;s scale, as the product uses it. Body text is <code>text-sm</code> in the console and{" "}
            <code>text-base</code> in articles; headings step up one size at a time. Chinese needs the generous line
            heights below: do not tighten them. &ldquo;Used&rdquo; counts the class in the app&apos;s components.
          </p>
        }
      >
        <FoundationTable
          caption="Type scale with line heights and usage"
          head={["Class", "Size", "Line height", "Used", "Sample"]}
          rows={scale.map((step) => [
            <Code>text-{step.name}</Code>,
            <Value tabular>
              {step.size} · {parseFloat(step.size) * 16}px
            </Value>,
            <Value tabular>{step.lineHeight.toFixed(2)}</Value>,
            <Used count={sizeUse.get(step.name)} />,
            <span className="block max-w-md truncate" style={{ fontSize: step.size, lineHeight: step.lineHeight }}>
              <span lang="zh-CN">智慧文旅</span> Smart tourism
            </span>,
          ])}
        />
      </FoundationSection>
      <FoundationSection
        title="Weights"
        intro={<p>Regular for text, medium for labels and table heads, semibold for headings.</p>}
      >
        <FoundationTable
          caption="Font weights and usage"
          head={["Class", "Weight", "Used", "Sample"]}
          rows={weights.map((weight) => [
            <Code>font-{weight.name}</Code>,
            <Value>{weight.value}</Value>,
            <Used count={weightUse.get(weight.name)} />,
            <span style={{ fontWeight: Number(weight.value) }}>
              <span lang="zh-CN">企业信息</span> Company information
            </span>,
          ])}
        />
      </FoundationSection>
    </>
  );
}

/**
 * Typefaces, the type scale and the weights, read from `tailwind.config.ts` and Tailwind's theme, with how often
 * the app's components use each. Pick from this scale; a size that is not here is a design change, not a detail.
 */
const meta = { title: "Foundations/Typography", loaders: [sourcesLoader] } satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

export const Scale: Story = { name: "Typefaces, scale and weights", render: renderLoaded(Typography) };
