import type { Meta, StoryObj } from "@storybook/react-vite";
import { ProgressBar } from "~/components/ui/progress-bar";
import { dark, english, inBox, radios } from "../story-helpers";
import { docsOf } from "./guidance";

/** The Docs page's guidance (see stories/ui/guidance.ts). */
const about = {
  status: "stable",
  summary:
    "A horizontal progress bar (Radix Progress) with a label, the percentage, three statuses and an indeterminate state.",
  use: [
    "A task that takes more than a few seconds and reports progress: a data sync, a report being generated, an upload (Upload draws one per file).",
  ],
  avoid: [
    "Loading a page or a section: use Skeleton.",
    "A measure that is not a task's progress (a quota used, a score): use Statistic or text with the figure.",
    "Steps of a process: use Steps.",
  ],
  do: [
    "Say what is in progress in the label (数据同步进度 / Sync progress) and switch to `success` or `error` at the end, with a message.",
    "Use `indeterminate` until the first real figure arrives.",
  ],
  dont: ["Move it backwards.", "Show a bar for work under a second or two."],
  wording: [
    "The label is a noun phrase naming the task: 数据同步进度 / Sync progress; while it runs, 正在生成报表 / Generating report.",
  ],
  keyboard: [
    "Not focusable; no keys.",
    'role="progressbar" named by `label`, with its value (0–100); indeterminate bars have no value. Screen readers read the value when the bar is reached; changes are not announced, so announce the end (a toast or an Alert).',
  ],
} as const;

const meta = {
  title: "UI/ProgressBar",
  component: ProgressBar,
  tags: ["autodocs", "stable"],
  parameters: { docs: docsOf(about) },
  args: { label: "数据同步进度", value: 45, status: "normal", size: "medium", showValue: true, indeterminate: false },
  argTypes: {
    value: { control: { type: "range", min: 0, max: 100 } },
    status: radios(["normal", "success", "error"]),
    size: radios(["small", "medium", "large"]),
  },
  decorators: [inBox("max-w-md")],
} satisfies Meta<typeof ProgressBar>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const Loading: Story = { name: "Loading (indeterminate)", args: { indeterminate: true, label: "正在生成报表" } };
export const Success: Story = { args: { value: 100, status: "success" } };
export const Error: Story = { args: { value: 62, status: "error", label: "同步失败" } };
export const Empty: Story = { args: { value: 0 } };
export const LongText: Story = {
  args: { label: "正在从全省 11 个设区市、1,280 个 A 级景区同步今日实时客流与票务数据", value: 73, size: "large" },
};
export const English: Story = english({ label: "Sync progress" });
export const Dark: Story = dark({ args: { value: 80 } });
