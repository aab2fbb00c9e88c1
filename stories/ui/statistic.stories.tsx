import type { Meta, StoryObj } from "@storybook/react-vite";
import { Card } from "~/components/ui/card";
import { Statistic, type StatisticProps } from "~/components/ui/statistic";
import { dark, english } from "../story-helpers";
import { docsOf } from "./guidance";

/** The Docs page's guidance (see stories/ui/guidance.ts). */
const about = {
  status: "stable",
  summary: "A headline number with its title, prefix and unit, an optional trend arrow and a loading state.",
  use: ["The key figures of the console's dashboards: visits today, tickets sold, complaint tickets, conversion rate."],
  avoid: [
    "Many figures to compare: use Table or a chart in ChartContainer.",
    "A count on an icon: use Badge.",
    "Progress of a task: use ProgressBar.",
  ],
  do: [
    "Give the unit (次, 人次, %, ¥) and a sensible `precision`.",
    "Set `trendLabel` with every `trend`: the arrow's colour and direction are not read.",
    "Set `upIsGood={false}` where a rise is bad (complaints).",
  ],
  dont: ["Show more than 4–6 statistics in a row.", "Round away meaningful digits, or show 3.14159 %."],
  wording: [
    "Titles are short noun phrases: 今日访问量 / Visits today; units follow the number (128,560 次).",
    "Trend labels compare with a named period: 较昨日上升 / Up on yesterday.",
  ],
  keyboard: [
    "Not focusable; no keys.",
    "Read as text in order: the title, then the trend label (if any), the prefix, the value and the unit; the arrow is hidden. While `loading`, the skeleton is hidden, so the title alone is read.",
  ],
} as const;

/** The Trends story's figures, one card each. */
const trends: StatisticProps[] = [
  { title: "接待游客", value: 52380, suffix: "人次", trend: "up", trendLabel: "较昨日上升" },
  { title: "投诉工单", value: 12, suffix: "件", trend: "down", trendLabel: "较昨日下降", upIsGood: false },
  { title: "转化率", value: 3.14159, precision: 2, suffix: "%", trend: "down", trendLabel: "较昨日下降" },
];

const meta = {
  title: "UI/Statistic",
  component: Statistic,
  tags: ["autodocs", "stable"],
  parameters: { docs: docsOf(about) },
  args: { title: "今日访问量", value: 128560, suffix: "次", loading: false },
} satisfies Meta<typeof Statistic>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const Precision: Story = {
  args: { title: "门票收入", value: 3456789.5, precision: 2, prefix: "¥", suffix: undefined },
};
export const Trends: Story = {
  render: (args) => (
    <div className="grid grid-cols-1 gap-4 bg-surface-muted p-4 sm:grid-cols-3">
      {trends.map((figure, i) => (
        <Card key={i} className="p-5">
          <Statistic {...args} {...figure} />
        </Card>
      ))}
    </div>
  ),
};
export const Loading: Story = { args: { loading: true } };
export const Empty: Story = { args: { value: "—", suffix: undefined } };
export const LongText: Story = {
  args: { title: "2025 年度全省 A 级景区累计接待境内外游客总人次", value: 987654321012 },
};
export const English: Story = english({ title: "Visits today", suffix: "visits" });
export const Dark: Story = dark({ render: Trends.render });
