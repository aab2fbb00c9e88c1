import type { Meta, StoryObj } from "@storybook/react-vite";
import Bell from "lucide-react/icons/bell";
import { Avatar } from "~/components/ui/avatar";
import { Badge, type BadgeProps } from "~/components/ui/badge";
import { IconButton } from "~/components/ui/icon-button";
import { choice, dark, english } from "../story-helpers";
import { docsOf } from "./guidance";

/** The Docs page's guidance (see stories/ui/guidance.ts). */
const about = {
  status: "beta",
  summary: "A count or a dot on the corner of an icon or avatar, or standing alone beside a word.",
  use: [
    "Unread messages on the console's bell, pending items beside a menu entry (待审核 12), an online dot on an avatar.",
  ],
  avoid: [
    "A category or state of a record (已发布, 草稿): use Tag.",
    "A headline figure: use Statistic.",
    "A number that is the content itself (a table cell): plain text.",
  ],
  do: [
    'Give a `label` that says what is counted ("5 条未读消息"): a bare "5" means nothing when read out.',
    "Let it hide at zero (the default) when nothing needs attention.",
  ],
  dont: [
    "Use a `danger` badge for counts that are not urgent; `primary` or `gray` suit neutral counts.",
    "Put a badge on a control that has no accessible name of its own.",
  ],
  wording: [
    "`label` is a noun phrase with the number: 3 条未读消息 / 3 unread messages; for a dot, the state: 有新消息 / New messages.",
  ],
  keyboard: [
    "Not focusable; it sits on its child, which keeps its own keys and name.",
    'With `label`, screen readers read the label and not the digits; without it they read the number ("99+"), and a dot is hidden.',
    "A badge's change is not announced; announce important new items with a toast.",
  ],
} as const;

/** Counts beside the words they count, one per status (the Standalone story). */
const counts: (BadgeProps & { text: string })[] = [
  { text: "待审核", count: 12, status: "primary" },
  { text: "失败", count: 3 },
  { text: "完成", count: 1000, status: "success" },
  { text: "警告", count: 7, status: "warning" },
  { text: "其他", count: 2, status: "gray" },
];

const meta = {
  title: "UI/Badge",
  component: Badge,
  tags: ["autodocs", "beta"],
  parameters: { docs: docsOf(about) },
  args: { count: 5, max: 99, dot: false, showZero: false, label: "5 条未读消息", status: "danger" },
  argTypes: { status: choice(["primary", "danger", "success", "warning", "gray"]) },
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
  render: ({ max, showZero, dot }) => (
    <div className="flex items-center gap-4 text-sm">
      {counts.map(({ text, ...badge }) => (
        <span key={text} className="inline-flex items-center gap-2">
          {text} <Badge {...badge} max={max} showZero={showZero} dot={dot} />
        </span>
      ))}
    </div>
  ),
};
export const OnAvatar: Story = {
  args: { dot: true, label: "在线", status: "success" },
  render: (args) => (
    <Badge {...args}>
      <Avatar name="王小明" />
    </Badge>
  ),
};
export const LongText: Story = { args: { count: 123456, max: 9999, label: "超过 9999 条待处理工单" } };
export const English: Story = english({ label: "5 unread messages" });
export const Dark: Story = dark({ render: Standalone.render });
