import type { Meta, StoryObj } from "@storybook/react-vite";
import { Button } from "~/components/ui/button";
import { Card, CardBody, CardFooter, CardHeader, CardTitle } from "~/components/ui/card";
import { Empty } from "~/components/ui/empty";
import { SkeletonBlock } from "~/components/ui/skeleton";
import { dark, english, inBox } from "../story-helpers";
import { docsOf } from "./guidance";

/** The Docs page's guidance (see stories/ui/guidance.ts). */
const about = {
  status: "stable",
  summary:
    "A white panel on the grey page, with an optional header (title and extra) and a footer. Use the `title`/`extra` shortcut, or compose CardHeader, CardTitle, CardExtra, CardBody and CardFooter.",
  use: [
    "Grouping one subject on a console screen: a chart with its title, a block of the workplace, a section of the step form.",
    "A clickable tile in a grid (`hoverable`), such as the console's card list.",
  ],
  avoid: [
    "Page sections that are not on a grey background: a heading and spacing are enough.",
    "Read-only label/value details: put Descriptions inside a card rather than building rows by hand.",
    "A temporary panel over the page: use Dialog or Drawer.",
  ],
  do: [
    "Give each card a title that names its content (访问概览 / Traffic overview) and a heading level that fits the page (`titleAs`).",
    "Put links to more (查看更多 / View more) in `extra`.",
  ],
  dont: ["Nest cards in cards.", "Put the page's main action only in a card footer when it acts on the whole page."],
  wording: [
    "The title is a noun phrase without a full stop: 访问概览 / Traffic overview.",
    "`extra` links are short verbs or verb phrases: 查看更多 / View more.",
  ],
  keyboard: [
    "The card itself is not focusable; its links and buttons are reached with Tab in order.",
    "The title is a real heading (h2 by default), so screen-reader users can jump to it by heading.",
  ],
} as const;

const meta = {
  title: "UI/Card",
  component: Card,
  tags: ["autodocs", "stable"],
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
  parameters: { docs: docsOf(about), backgrounds: { disable: true } },
  decorators: [inBox("max-w-md bg-surface-muted p-4")],
} satisfies Meta<typeof Card>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const Bordered: Story = { args: { bordered: true } };
export const Composed: Story = {
  args: { title: "删除栏目", children: "栏目下的 12 篇文章将移入回收站。" },
  render: ({ title, children, bordered, hoverable, titleAs }) => (
    <Card bordered={bordered} hoverable={hoverable}>
      <CardHeader>
        <CardTitle as={titleAs}>{title}</CardTitle>
      </CardHeader>
      <CardBody>{children}</CardBody>
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
export const English: Story = english({
  title: "Traffic overview",
  extra: undefined,
  children: "128,560 visits this month, up 12.5%.",
});
export const Dark: Story = dark();
