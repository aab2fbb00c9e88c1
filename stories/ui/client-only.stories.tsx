import type { Meta, StoryObj } from "@storybook/react-vite";
import { ClientOnly, useIsClient } from "~/components/ui/client-only";
import { Skeleton } from "~/components/ui/skeleton";

function Where() {
  const isClient = useIsClient();
  return <p className="text-sm text-fg-muted">{isClient ? "已在浏览器中挂载" : "服务端渲染"}</p>;
}

const meta = {
  title: "UI/ClientOnly",
  component: ClientOnly,
  args: {
    fallback: <Skeleton className="h-20 w-full" />,
    children: () => (
      <div className="rounded bg-surface-muted p-4 text-sm text-fg">
        仅在浏览器中渲染的内容（如依赖窗口尺寸的图表）
        <Where />
      </div>
    ),
  },
  decorators: [(Story) => <div className="max-w-md">{Story()}</div>],
} satisfies Meta<typeof ClientOnly>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const Loading: Story = { name: "Loading (fallback as on the server)", render: (args) => <>{args.fallback}</> };
export const English: Story = {
  args: { children: () => <p className="text-sm text-fg">Rendered in the browser only</p> },
  globals: { locale: "en-US" },
};
export const Dark: Story = { globals: { theme: "dark" } };
