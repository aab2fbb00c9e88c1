import type { Meta, StoryObj } from "@storybook/react-vite";
import { Steps } from "~/components/ui/steps";

const items = [
  { title: "填写申报信息", description: "基本信息与联系人" },
  { title: "上传材料", description: "营业执照、方案书" },
  { title: "形式审查", description: "5 个工作日" },
  { title: "专家评审" },
];

const meta = {
  title: "UI/Steps",
  component: Steps,
  args: { items, current: 1, status: "process", direction: "horizontal", variant: "default" },
  argTypes: {
    direction: { control: "inline-radio", options: ["horizontal", "vertical"] },
    variant: { control: "inline-radio", options: ["default", "dot"] },
    status: { control: "inline-radio", options: ["wait", "process", "finish", "error"] },
  },
} satisfies Meta<typeof Steps>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const Dot: Story = { args: { variant: "dot", current: 2 } };
export const Vertical: Story = { args: { direction: "vertical", current: 2 } };
export const VerticalDot: Story = { args: { direction: "vertical", variant: "dot", current: 1 } };
export const Error: Story = {
  args: {
    current: 2,
    status: "error",
    items: items.map((item, i) => (i === 2 ? { ...item, description: "材料不完整，请补充" } : item)),
  },
};
export const Finished: Story = { args: { current: 4 } };
export const LongText: Story = {
  args: {
    items: [
      {
        title: "填写项目基本信息及建设单位资质证明材料",
        description: "包括统一社会信用代码、法定代表人信息和近三年同类项目业绩证明",
      },
      { title: "提交", description: "等待审核" },
      { title: "公示" },
    ],
  },
};
export const English: Story = {
  args: {
    label: "Steps",
    statusLabels: { wait: "waiting", process: "in progress", finish: "done", error: "error" },
    items: [{ title: "Details" }, { title: "Documents" }, { title: "Review" }],
  },
  globals: { locale: "en-US" },
};
export const Dark: Story = { args: { current: 2 }, globals: { theme: "dark" } };
