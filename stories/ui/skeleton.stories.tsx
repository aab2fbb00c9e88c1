import type { Meta, StoryObj } from "@storybook/react-vite";
import { Skeleton, SkeletonAvatar, SkeletonBlock, SkeletonText } from "~/components/ui/skeleton";

const meta = {
  title: "UI/Skeleton",
  component: SkeletonBlock,
  args: { avatar: true, lines: 3, label: "加载中" },
  decorators: [(Story) => <div className="max-w-lg">{Story()}</div>],
} satisfies Meta<typeof SkeletonBlock>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const Loading: Story = { args: { avatar: false, lines: 4 } };
export const Parts: Story = {
  render: () => (
    <div role="status" aria-label="加载中" className="flex flex-col gap-6">
      <SkeletonText lines={2} />
      <div className="flex gap-3">
        <SkeletonAvatar />
        <SkeletonAvatar shape="square" size={56} />
      </div>
      <Skeleton className="h-40 w-full" />
    </div>
  ),
};
export const LongText: Story = { args: { lines: 10 } };
export const English: Story = { args: { label: "Loading" }, globals: { locale: "en-US" } };
export const Dark: Story = { globals: { theme: "dark" } };
