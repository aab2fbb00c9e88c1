import type { Meta, StoryObj } from "@storybook/react-vite";
import Slash from "lucide-react/icons/slash";
import { Breadcrumb } from "~/components/ui/breadcrumb";

const meta = {
  title: "UI/Breadcrumb",
  component: Breadcrumb,
  args: {
    items: [{ label: "首页", href: "/" }, { label: "新闻中心", href: "/lsit/2" }, { label: "公司新闻" }],
  },
} satisfies Meta<typeof Breadcrumb>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const SlashSeparator: Story = { args: { separator: <Slash className="size-3" /> } };
export const Single: Story = { args: { items: [{ label: "首页" }] } };
export const LongText: Story = {
  args: {
    items: [
      { label: "首页", href: "/" },
      { label: "业务领域", href: "/lsit/3" },
      { label: "智慧文旅", href: "/lsit/31" },
      { label: "关于全省文化和旅游公共服务数字化平台二期建设项目的情况介绍" },
    ],
  },
  decorators: [(Story) => <div className="max-w-md">{Story()}</div>],
};
export const English: Story = {
  args: {
    label: "Breadcrumb",
    items: [{ label: "Home", href: "/" }, { label: "News", href: "/news" }, { label: "Company" }],
  },
  globals: { locale: "en-US" },
};
export const Dark: Story = { globals: { theme: "dark" } };
