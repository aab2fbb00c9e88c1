import type { Meta, StoryObj } from "@storybook/react-vite";
import Slash from "lucide-react/icons/slash";
import { Breadcrumb } from "~/components/ui/breadcrumb";
import { dark, english, inBox } from "../story-helpers";
import { docsOf } from "./guidance";

/** The Docs page's guidance (see stories/ui/guidance.ts). */
const about = {
  status: "beta",
  summary: 'A "you are here" trail: links to the levels above the current page, then the page itself.',
  use: [
    "Pages two or more levels deep in the public site (首页 / 新闻动态 / 公司要闻) or the admin's edit screens (文章 / 编辑).",
    "Where users arrive from search and need a way up.",
  ],
  avoid: [
    "Top-level pages: the header navigation already says where you are.",
    "Steps of a process: use Steps.",
    "Switching between sibling views: use Tabs.",
  ],
  do: [
    "Use the menu names (`menu_name`, or `alias_name` in English) so the trail matches the navigation.",
    "Pass Remix's `Link` as `linkComponent` in the app, for client-side navigation.",
  ],
  dont: [
    "Link the last item: it is the current page.",
    "Put the page title as the last item and again as a heading with different words.",
  ],
  wording: [
    'Each item is the page\'s short name as in the menu (公司要闻 / Company news), without "页面" or "page".',
    "The landmark `label` is 面包屑 / Breadcrumb.",
  ],
  keyboard: [
    "Tab moves through the links; Enter follows one. The last item is text, not a stop.",
    'A `<nav>` landmark named by `label` holds an ordered list, so the reader says "list, 3 items"; the last item has aria-current="page".',
    "The separators are hidden from screen readers.",
  ],
} as const;

const meta = {
  title: "UI/Breadcrumb",
  component: Breadcrumb,
  tags: ["autodocs", "beta"],
  parameters: { docs: docsOf(about) },
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
  decorators: [inBox("max-w-md")],
};
export const English: Story = english({
  label: "Breadcrumb",
  items: [{ label: "Home", href: "/" }, { label: "News", href: "/news" }, { label: "Company" }],
});
export const Dark: Story = dark();
