import type { Meta, StoryObj } from "@storybook/react-vite";
import { ClientOnly, useIsClient } from "~/components/ui/client-only";
import { Skeleton } from "~/components/ui/skeleton";
import { dark, english, inBox } from "../story-helpers";
import { docsOf } from "./guidance";

function Where() {
  const isClient = useIsClient();
  return <p className="text-sm text-fg-muted">{isClient ? "已在浏览器中挂载" : "服务端渲染"}</p>;
}

/** The Docs page's guidance (see stories/ui/guidance.ts). */
const about = {
  status: "stable",
  summary:
    "Renders its children only in the browser after mount and the fallback everywhere else (server rendering, before hydration). `useIsClient()` gives the same switch to a component.",
  use: ["Content that cannot render on the server: a chart that measures the DOM, anything that reads `window`."],
  avoid: [
    "Content that could render on the server: render it there, so it shows without JavaScript.",
    "Charts: ChartContainer already wraps this.",
  ],
  do: [
    "Give a `fallback` of the same size as the real content (a Skeleton), so nothing jumps.",
    "Keep what the fallback says true: a skeleton is hidden from screen readers, so put essential text outside ClientOnly.",
  ],
  dont: ["Wrap forms or navigation in it: they must work without JavaScript."],
  wording: ["It has no text of its own; the fallback's text follows the rules of whatever it shows."],
  keyboard: [
    "No keys of its own. Before mount, screen readers get the fallback (a Skeleton is aria-hidden, so nothing); after mount, the children.",
    'The swap is not announced; if the new content matters at once, announce it (e.g. a role="status" message).',
  ],
} as const;

const meta = {
  title: "UI/ClientOnly",
  component: ClientOnly,
  tags: ["autodocs", "stable"],
  parameters: { docs: docsOf(about) },
  args: {
    fallback: <Skeleton className="h-20 w-full" />,
    children: () => (
      <div className="rounded bg-surface-muted p-4 text-sm text-fg">
        仅在浏览器中渲染的内容（如依赖窗口尺寸的图表）
        <Where />
      </div>
    ),
  },
  decorators: [inBox("max-w-md")],
} satisfies Meta<typeof ClientOnly>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const Loading: Story = { name: "Loading (fallback as on the server)", render: (args) => <>{args.fallback}</> };
export const English: Story = english({
  children: () => <p className="text-sm text-fg">Rendered in the browser only</p>,
});
export const Dark: Story = dark();
