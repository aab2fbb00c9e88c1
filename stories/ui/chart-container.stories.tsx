import type { Meta, StoryObj } from "@storybook/react-vite";
import { CartesianGrid, Line, LineChart, ResponsiveContainer, Tooltip, XAxis, YAxis } from "recharts";
import { ChartContainer } from "~/components/ui/chart-container";
import { Skeleton } from "~/components/ui/skeleton";
import { dark, english, inBox } from "../story-helpers";
import { docsOf } from "./guidance";

const data = [
  { day: "周一", visits: 3200 },
  { day: "周二", visits: 2800 },
  { day: "周三", visits: 3600 },
  { day: "周四", visits: 4100 },
  { day: "周五", visits: 5200 },
  { day: "周六", visits: 8600 },
  { day: "周日", visits: 7900 },
];

function VisitsChart({ rows = data }: { rows?: typeof data }) {
  return (
    <ResponsiveContainer width="100%" height="100%">
      <LineChart data={rows} margin={{ top: 8, right: 16, bottom: 0, left: 0 }}>
        <CartesianGrid stroke="var(--line)" strokeDasharray="3 3" vertical={false} />
        <XAxis dataKey="day" stroke="var(--fg-subtle)" tickLine={false} />
        <YAxis stroke="var(--fg-subtle)" tickLine={false} axisLine={false} width={48} />
        <Tooltip
          contentStyle={{ background: "var(--surface-raised)", border: "1px solid var(--line)", color: "var(--fg)" }}
        />
        <Line
          type="monotone"
          dataKey="visits"
          name="访问量"
          stroke="var(--primary-6)"
          strokeWidth={2}
          dot={false}
          isAnimationActive={false}
        />
      </LineChart>
    </ResponsiveContainer>
  );
}

/** The Docs page's guidance (see stories/ui/guidance.ts). */
const about = {
  status: "stable",
  summary:
    "A fixed-height box for a Recharts chart: a skeleton on the server and before mount, the chart after, and a text alternative for readers who cannot see it.",
  use: ["Every chart in the console's dashboards and analysis screens."],
  avoid: [
    "A single headline number: use Statistic.",
    "Exact figures people need to read or compare: use Table (or give one in `table`).",
  ],
  do: [
    "Write a `label` that states what the chart shows and its key figure (近 7 日访问量，周六最高 8,600 次).",
    "Give a `summary` or a `table` with the numbers for anything beyond the key figure.",
    "Set `height` so the page does not jump when the chart appears.",
  ],
  dont: [
    'Label a chart with its type only ("折线图" / "Line chart").',
    "Rely on colour alone to tell series apart; use labels or patterns too.",
  ],
  wording: [
    "The label is a sentence-like phrase without a full stop: what, when, the key figure.",
    "Numbers with thousands separators (8,600) and units (次, 人, %).",
  ],
  keyboard: [
    'The chart box is role="img" named by `label`, so a screen reader reads the label and skips the SVG; keyboard focus does not enter the chart.',
    "`table` sits outside the image and is read and navigated as a normal table; `summary` is the figure's caption.",
  ],
} as const;

const meta = {
  title: "UI/ChartContainer",
  component: ChartContainer,
  tags: ["autodocs", "stable"],
  parameters: { docs: docsOf(about) },
  args: {
    label: "近 7 日官网访问量折线图，周六最高 8,600 次",
    height: 280,
    summary: "近 7 日访问量：周六最高 8,600 次，周二最低 2,800 次。",
    children: () => <VisitsChart />,
  },
  decorators: [inBox("max-w-2xl")],
} satisfies Meta<typeof ChartContainer>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const Loading: Story = {
  name: "Loading (server render)",
  render: ({ label, height }) => (
    <div role="img" aria-label={label} style={{ height }}>
      <Skeleton className="size-full" />
    </div>
  ),
};
export const Empty: Story = {
  args: { label: "暂无数据的折线图", summary: "暂无数据", children: () => <VisitsChart rows={[]} /> },
};
export const LongText: Story = {
  args: {
    label: "全省 A 级景区近 7 日接待人次折线图",
    summary:
      "数据来源：各景区闸机与票务系统实时上报，每 5 分钟刷新一次；节假日期间可能存在不超过 10 分钟的延迟，仅供参考，以最终统计公报为准。",
  },
};
export const English: Story = english({
  label: "Site visits over the last 7 days, peak 8,600 on Saturday",
  summary: "Peak: Saturday, 8,600 visits.",
});
export const Dark: Story = dark();
