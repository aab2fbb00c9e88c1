import type { Meta, StoryObj } from "@storybook/react-vite";
import { Tabs, TabsContent, TabsList, TabsTrigger } from "~/components/ui/tabs";

const meta = {
  title: "UI/Tabs",
  component: Tabs,
  args: { defaultValue: "news", variant: "line" },
  argTypes: { variant: { control: "inline-radio", options: ["line", "card", "capsule"] } },
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
  render: () => (
    <Tabs defaultValue="a" className="max-w-md">
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
  render: () => (
    <Tabs defaultValue="news">
      <TabsList aria-label="News categories">
        <TabsTrigger value="news">Company news</TabsTrigger>
        <TabsTrigger value="industry">Industry</TabsTrigger>
      </TabsList>
      <TabsContent value="news">Our platform is live.</TabsContent>
      <TabsContent value="industry">85% of scenic spots are digitised.</TabsContent>
    </Tabs>
  ),
  globals: { locale: "en-US" },
};
export const Dark: Story = { globals: { theme: "dark" } };
