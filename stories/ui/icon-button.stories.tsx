import type { Meta, StoryObj } from "@storybook/react-vite";
import Bell from "lucide-react/icons/bell";
import Pencil from "lucide-react/icons/pencil";
import Settings from "lucide-react/icons/settings";
import Trash2 from "lucide-react/icons/trash-2";
import { IconButton } from "~/components/ui/icon-button";

const meta = {
  title: "UI/IconButton",
  component: IconButton,
  args: { label: "设置", icon: <Settings />, variant: "text", size: "medium", shape: "square", disabled: false },
  argTypes: {
    variant: { control: "select", options: ["primary", "secondary", "outline", "text", "danger"] },
    size: { control: "inline-radio", options: ["mini", "small", "medium", "large"] },
    shape: { control: "inline-radio", options: ["square", "circle"] },
  },
} satisfies Meta<typeof IconButton>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const Variants: Story = {
  render: () => (
    <div className="flex items-center gap-3">
      <IconButton label="编辑" icon={<Pencil />} variant="primary" />
      <IconButton label="通知" icon={<Bell />} variant="secondary" shape="circle" />
      <IconButton label="设置" icon={<Settings />} variant="outline" />
      <IconButton label="删除" icon={<Trash2 />} variant="danger" />
      <IconButton label="设置" icon={<Settings />} size="large" />
    </div>
  ),
};
export const Disabled: Story = { args: { disabled: true } };
export const Loading: Story = { args: { loading: true, variant: "outline" } };
export const LongText: Story = { args: { label: "打开控制台页面配置抽屉，调整导航栏、菜单栏和主题色" } };
export const English: Story = { args: { label: "Settings" }, globals: { locale: "en-US" } };
export const Dark: Story = { render: Variants.render, globals: { theme: "dark" } };
