import type { Meta, StoryObj } from "@storybook/react-vite";
import { Tabs, TabsContent, TabsList, TabsTrigger } from "~/components/ui/tabs";
import { dark, english, radios } from "../story-helpers";
import { docsOf } from "./guidance";

/** The Docs page's guidance (see stories/ui/guidance.ts). */
const about = {
  status: "beta",
  summary:
    "Tabs (Radix Tabs) in three looks: `line`, `card` and `capsule`. Without JavaScript only the initially selected panel shows.",
  use: [
    "Switching between views of the same subject on one screen: the categories of a news card on the console's workplace, the periods of a chart (capsule).",
  ],
  avoid: [
    "Content that must be reachable without JavaScript (the public site's sections): use separate pages and links.",
    "Steps to be done in order: use Steps.",
    "Navigating to other pages: use links or the menu.",
  ],
  do: [
    "Keep tab labels short and of the same kind; 2–6 tabs.",
    "Name the tab list (`aria-label` on TabsList, e.g. 资讯分类).",
  ],
  dont: ["Nest tabs in tabs.", "Hide content people need to compare side by side in different tabs."],
  wording: [
    "Tab labels are nouns: 公司新闻 / Company news, 行业动态 / Industry; no counts in brackets unless they are short (通知 3).",
  ],
  keyboard: [
    "Tab moves into the tab list (to the selected tab) and then on to the panel; ArrowLeft/ArrowRight move between tabs and select at once, Home/End go to the first and last; disabled tabs are skipped.",
    "A tablist of tabs, each announced with its position and selected state; the panel is a tabpanel named by its tab.",
  ],
} as const;

const meta = {
  title: "UI/Tabs",
  component: Tabs,
  tags: ["autodocs", "beta"],
  parameters: { docs: docsOf(about) },
  args: { defaultValue: "news", variant: "line" },
  argTypes: { variant: radios(["line", "card", "capsule"]) },
  render: (args) => (
    <Tabs {...args}>
      <TabsList aria-label="资讯分类">
        <TabsTrigger value="news">公司新闻</TabsTrigger>
        <TabsTrigger value="industry">行业动态</TabsTrigger>
        <TabsTrigger value="notice">通知公告</TabsTrigger>
        <TabsTrigger value="archive" disabled>
          历史归档
        </TabsTrigger>
      </TabsList>
      <TabsContent value="news">公司承建的“浙里文旅”平台正式上线。</TabsContent>
      <TabsContent value="industry">全省 A 级景区数字化改造完成率达 85%。</TabsContent>
      <TabsContent value="notice">国庆假期值班安排通知。</TabsContent>
    </Tabs>
  ),
} satisfies Meta<typeof Tabs>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const Card: Story = { args: { variant: "card" } };
export const Capsule: Story = { args: { variant: "capsule", defaultValue: "industry" } };
export const Disabled: Story = { args: { defaultValue: "news" } };
export const LongText: Story = {
  render: (args) => (
    <Tabs {...args} defaultValue="a" className="max-w-md">
      <TabsList aria-label="项目" className="overflow-x-auto">
        <TabsTrigger value="a">全域旅游大数据中心建设项目</TabsTrigger>
        <TabsTrigger value="b">智慧景区综合管理平台</TabsTrigger>
        <TabsTrigger value="c">文博场馆数字化展陈</TabsTrigger>
      </TabsList>
      <TabsContent value="a">项目总投资 3,200 万元，覆盖全省 11 个设区市。</TabsContent>
      <TabsContent value="b">二期。</TabsContent>
      <TabsContent value="c">三期。</TabsContent>
    </Tabs>
  ),
};
export const English: Story = {
  render: (args) => (
    <Tabs {...args}>
      <TabsList aria-label="News categories">
        <TabsTrigger value="news">Company news</TabsTrigger>
        <TabsTrigger value="industry">Industry</TabsTrigger>
      </TabsList>
      <TabsContent value="news">Our platform is live.</TabsContent>
      <TabsContent value="industry">85% of scenic spots are digitised.</TabsContent>
    </Tabs>
  ),
  ...english(),
};
export const Dark: Story = dark();
