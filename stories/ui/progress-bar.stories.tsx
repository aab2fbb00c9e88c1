import type { Meta, StoryObj } from "@storybook/react-vite";
import { ProgressBar } from "~/components/ui/progress-bar";

const meta = {
  title: "UI/ProgressBar",
  component: ProgressBar,
  args: { label: "数据同步进度", value: 45, status: "normal", size: "medium", showValue: true, indeterminate: false },
  argTypes: {
    value: { control: { type: "range", min: 0, max: 100 } },
    status: { control: "inline-radio", options: ["normal", "success", "error"] },
    size: { control: "inline-radio", options: ["small", "medium", "large"] },
  },
  decorators: [(Story) => <div className="max-w-md">{Story()}</div>],
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
export const English: Story = { args: { label: "Sync progress" }, globals: { locale: "en-US" } };
export const Dark: Story = { args: { value: 80 }, globals: { theme: "dark" } };
