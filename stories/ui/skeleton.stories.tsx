import type { Meta, StoryObj } from "@storybook/react-vite";
import { Skeleton, SkeletonAvatar, SkeletonBlock, SkeletonText } from "~/components/ui/skeleton";
import { dark, english, inBox } from "../story-helpers";
import { docsOf } from "./guidance";

/** The Docs page's guidance (see stories/ui/guidance.ts). */
const about = {
  status: "stable",
  summary:
    "Grey shapes standing in for content that is loading: Skeleton (any box), SkeletonText (lines), SkeletonAvatar, and SkeletonBlock, which combines them and is announced once as busy.",
  use: [
    "Content that loads after the page: a card of the console's workplace, a chart before it mounts, a table's rows (Table's `loading`).",
  ],
  avoid: [
    "A task with measurable progress: use ProgressBar.",
    "A button waiting for its action: use Button's `loading`.",
    "Content the server can render: render it; no skeleton needed.",
  ],
  do: [
    "Match the shape and size of the content that will replace it, so nothing jumps.",
    "Use one SkeletonBlock (or one labelled status) per loading area.",
  ],
  dont: [
    "Keep a skeleton up for data that failed to load; show an Alert or Result with a retry.",
    "Label every bare Skeleton: they are hidden from screen readers by design.",
  ],
  wording: ["The label is short: 加载中 / Loading."],
  keyboard: [
    "Not focusable; no keys.",
    'Skeleton, SkeletonText and SkeletonAvatar are hidden from screen readers. SkeletonBlock is role="status" with aria-busy and reads its `label` once.',
  ],
} as const;

const meta = {
  title: "UI/Skeleton",
  component: SkeletonBlock,
  tags: ["autodocs", "stable"],
  parameters: { docs: docsOf(about) },
  args: { avatar: true, lines: 3, label: "加载中" },
  decorators: [inBox("max-w-lg")],
} satisfies Meta<typeof SkeletonBlock>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const Loading: Story = { args: { avatar: false, lines: 4 } };
export const Parts: Story = {
  render: ({ label, lines }) => (
    <div role="status" aria-label={label} className="flex flex-col gap-6">
      <SkeletonText lines={lines} />
      <div className="flex gap-3">
        <SkeletonAvatar />
        <SkeletonAvatar shape="square" size={56} />
      </div>
      <Skeleton className="h-40 w-full" />
    </div>
  ),
};
export const LongText: Story = { args: { lines: 10 } };
export const English: Story = english({ label: "Loading" });
export const Dark: Story = dark();
