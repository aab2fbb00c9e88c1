import type { Meta, StoryObj } from "@storybook/react-vite";
import { Button, ButtonLink } from "~/components/ui/button";

const meta = {
  title: "UI/Button",
  component: Button,
  args: { children: "保存", variant: "primary", size: "medium" },
  argTypes: {
    variant: { control: "select", options: ["primary", "secondary", "outline", "text", "danger"] },
    size: { control: "select", options: ["mini", "small", "medium", "large"] },
  },
} satisfies Meta<typeof Button>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Primary: Story = {};
export const Secondary: Story = { args: { variant: "secondary", children: "取消" } };
export const Outline: Story = { args: { variant: "outline", children: "Export" } };
export const Danger: Story = { args: { variant: "danger", children: "删除" } };
export const Disabled: Story = { args: { disabled: true } };
export const Loading: Story = { args: { loading: true, children: "保存中…" } };
export const LongText: Story = { args: { children: "一个非常非常长的按钮文字，用来检查换行与截断的表现" } };
export const Sizes: Story = {
  render: (args) => (
    <div className="flex items-center gap-3">
      {(["mini", "small", "medium", "large"] as const).map((size) => (
        <Button key={size} {...args} size={size}>
          {size}
        </Button>
      ))}
    </div>
  ),
};
export const AsLink: Story = {
  render: () => (
    <ButtonLink href="#top" variant="outline">
      返回顶部
    </ButtonLink>
  ),
};
export const Dark: Story = { globals: { theme: "dark" } };
export const English: Story = { args: { children: "Save" }, globals: { locale: "en-US" } };
