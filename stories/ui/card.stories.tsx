import type { Meta, StoryObj } from "@storybook/react-vite";
import { Button } from "~/components/ui/button";
import { Card, CardBody, CardFooter, CardHeader, CardTitle } from "~/components/ui/card";
import { Empty } from "~/components/ui/empty";
import { SkeletonBlock } from "~/components/ui/skeleton";

const meta = {
  title: "UI/Card",
  component: Card,
  args: {
    title: "访问概览",
    extra: (
      <a href="#more" className="text-primary hover:underline">
        查看更多
      </a>
    ),
    children: "本月官网访问量 128,560 次，较上月增长 12.5%。",
    bordered: false,
    hoverable: false,
  },
  parameters: { backgrounds: { disable: true } },
  decorators: [(Story) => <div className="max-w-md bg-surface-muted p-4">{Story()}</div>],
} satisfies Meta<typeof Card>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const Bordered: Story = { args: { bordered: true } };
export const Composed: Story = {
  render: () => (
    <Card>
      <CardHeader>
        <CardTitle>删除栏目</CardTitle>
      </CardHeader>
      <CardBody>栏目下的 12 篇文章将移入回收站。</CardBody>
      <CardFooter>
        <Button>取消</Button>
        <Button variant="danger">删除</Button>
      </CardFooter>
    </Card>
  ),
};
export const Loading: Story = { args: { children: <SkeletonBlock lines={3} /> } };
export const EmptyCard: Story = { name: "Empty", args: { children: <Empty description="暂无访问数据" /> } };
export const LongText: Story = {
  args: {
    title: "关于开展 2025 年度全省智慧旅游沉浸式体验新空间培育试点申报工作的通知（第二批）",
    children:
      "各设区市文化广电旅游局：为贯彻落实文化和旅游部关于推进智慧旅游创新发展的部署，现就第二批试点申报有关事项通知如下。申报材料请于 10 月 31 日前通过系统提交。",
  },
};
export const English: Story = {
  args: { title: "Traffic overview", extra: undefined, children: "128,560 visits this month, up 12.5%." },
  globals: { locale: "en-US" },
};
export const Dark: Story = { globals: { theme: "dark" } };
