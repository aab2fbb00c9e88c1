import type { Meta, StoryObj } from "@storybook/react-vite";
import { Card } from "~/components/ui/card";
import { Statistic } from "~/components/ui/statistic";

const meta = {
  title: "UI/Statistic",
  component: Statistic,
  args: { title: "今日访问量", value: 128560, suffix: "次", loading: false },
} satisfies Meta<typeof Statistic>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const Precision: Story = {
  args: { title: "门票收入", value: 3456789.5, precision: 2, prefix: "¥", suffix: undefined },
};
export const Trends: Story = {
  render: () => (
    <div className="grid grid-cols-1 gap-4 bg-surface-muted p-4 sm:grid-cols-3">
      <Card className="p-5">
        <Statistic title="接待游客" value={52380} suffix="人次" trend="up" trendLabel="较昨日上升" />
      </Card>
      <Card className="p-5">
        <Statistic title="投诉工单" value={12} suffix="件" trend="down" trendLabel="较昨日下降" upIsGood={false} />
      </Card>
      <Card className="p-5">
        <Statistic title="转化率" value={3.14159} precision={2} suffix="%" trend="down" trendLabel="较昨日下降" />
      </Card>
    </div>
  ),
};
export const Loading: Story = { args: { loading: true } };
export const Empty: Story = { args: { value: "—", suffix: undefined } };
export const LongText: Story = {
  args: { title: "2025 年度全省 A 级景区累计接待境内外游客总人次", value: 987654321012 },
};
export const English: Story = { args: { title: "Visits today", suffix: "visits" }, globals: { locale: "en-US" } };
export const Dark: Story = { render: Trends.render, globals: { theme: "dark" } };
