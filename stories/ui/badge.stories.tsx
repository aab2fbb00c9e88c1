import type { Meta, StoryObj } from "@storybook/react-vite";
import Bell from "lucide-react/icons/bell";
import { Avatar } from "~/components/ui/avatar";
import { Badge } from "~/components/ui/badge";
import { IconButton } from "~/components/ui/icon-button";

const meta = {
  title: "UI/Badge",
  component: Badge,
  args: { count: 5, max: 99, dot: false, showZero: false, label: "5 条未读消息", status: "danger" },
  argTypes: { status: { control: "select", options: ["primary", "danger", "success", "warning", "gray"] } },
  render: (args) => (
    <Badge {...args}>
      <IconButton label="消息" icon={<Bell />} variant="secondary" />
    </Badge>
  ),
} satisfies Meta<typeof Badge>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const Overflow: Story = { args: { count: 128, label: "128 条未读消息" } };
export const Dot: Story = { args: { dot: true, label: "有新消息" } };
export const Zero: Story = { name: "Empty (zero hidden)", args: { count: 0, label: undefined } };
export const Standalone: Story = {
  render: () => (
    <div className="flex items-center gap-4 text-sm">
      <span className="inline-flex items-center gap-2">
        待审核 <Badge count={12} status="primary" />
      </span>
      <span className="inline-flex items-center gap-2">
        失败 <Badge count={3} />
      </span>
      <span className="inline-flex items-center gap-2">
        完成 <Badge count={1000} status="success" />
      </span>
      <span className="inline-flex items-center gap-2">
        警告 <Badge count={7} status="warning" />
      </span>
      <span className="inline-flex items-center gap-2">
        其他 <Badge count={2} status="gray" />
      </span>
    </div>
  ),
};
export const OnAvatar: Story = {
  render: () => (
    <Badge dot label="在线">
      <Avatar name="王小明" />
    </Badge>
  ),
};
export const LongText: Story = { args: { count: 123456, max: 9999, label: "超过 9999 条待处理工单" } };
export const English: Story = { args: { label: "5 unread messages" }, globals: { locale: "en-US" } };
export const Dark: Story = { render: Standalone.render, globals: { theme: "dark" } };
