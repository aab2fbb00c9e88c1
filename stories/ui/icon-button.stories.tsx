import type { Meta, StoryObj } from "@storybook/react-vite";
import Bell from "lucide-react/icons/bell";
import Pencil from "lucide-react/icons/pencil";
import Settings from "lucide-react/icons/settings";
import Trash2 from "lucide-react/icons/trash-2";
import { IconButton } from "~/components/ui/icon-button";
import { choice, dark, english, gallery, radios } from "../story-helpers";
import { docsOf } from "./guidance";

/** The Docs page's guidance (see stories/ui/guidance.ts). */
const about = {
  status: "beta",
  summary:
    "A button that shows only an icon. Its `label` is required: it is the accessible name and the native tooltip.",
  use: [
    "Compact, well-known actions in toolbars and table rows: 编辑, 删除, 设置, the notification bell in the console header.",
  ],
  avoid: [
    "An action whose icon is not obvious, or the main action of a screen: use Button with text.",
    "Navigation: use a link (an icon link needs its own accessible name).",
  ],
  do: [
    "Use icons from the same set (lucide) and one size within a toolbar.",
    "Use the `text` variant in table rows so the row stays calm.",
  ],
  dont: [
    "Rely on the icon to explain an unusual action; add text or a Tooltip.",
    "Put two icon buttons with the same icon and different labels side by side.",
  ],
  wording: [
    "`label` is a verb or verb + object, as a button's text would be: 编辑 / Edit, 删除文章 / Delete article.",
    'Do not write "button" or "icon" in the label: screen readers already say it is a button.',
  ],
  keyboard: [
    "As Button: Tab reaches it, Enter or Space presses it; disabled and loading buttons are skipped.",
    'Announced as "button" with `label`; the icon is hidden. The label also shows as the browser\'s tooltip on hover (not on keyboard focus).',
  ],
} as const;

const meta = {
  title: "UI/IconButton",
  component: IconButton,
  tags: ["autodocs", "beta"],
  parameters: { docs: docsOf(about) },
  args: { label: "设置", icon: <Settings />, variant: "text", size: "medium", shape: "square", disabled: false },
  argTypes: {
    variant: choice(["primary", "secondary", "outline", "text", "danger"]),
    size: radios(["mini", "small", "medium", "large"]),
    shape: radios(["square", "circle"]),
  },
} satisfies Meta<typeof IconButton>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const Variants: Story = {
  render: gallery(
    IconButton,
    [
      { label: "编辑", icon: <Pencil />, variant: "primary" },
      { label: "通知", icon: <Bell />, variant: "secondary" },
      { label: "设置", icon: <Settings />, variant: "outline" },
      { label: "删除", icon: <Trash2 />, variant: "danger" },
      { label: "设置", icon: <Settings />, variant: "text" },
    ],
    "row",
  ),
};
export const Disabled: Story = { args: { disabled: true } };
export const Loading: Story = { args: { loading: true, variant: "outline" } };
export const LongText: Story = { args: { label: "打开控制台页面配置抽屉，调整导航栏、菜单栏和主题色" } };
export const English: Story = english({ label: "Settings" });
export const Dark: Story = dark({ render: Variants.render });
