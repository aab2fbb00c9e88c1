import type { Meta, StoryObj } from "@storybook/react-vite";
import { Button, ButtonLink } from "~/components/ui/button";
import { choice, dark, english, gallery } from "../story-helpers";
import { docsOf } from "./guidance";

/** The Docs page's guidance (see stories/ui/guidance.ts). */
const about = {
  status: "stable",
  summary: "The basic action control, in five variants and four sizes; ButtonLink is a link with a button's look.",
  use: [
    "An action on the current screen: 保存 / Save in the admin's article form, 查询 / Search above the console's ticket table, 确定 / OK in a dialog.",
  ],
  avoid: [
    "Going to another page: use ButtonLink or a plain link.",
    "An action shown as an icon only: use IconButton (it requires a label).",
    "Switching a setting on and off: use Switch.",
  ],
  do: [
    "Give each screen or dialog at most one `primary` button, for the main action (保存), with `secondary` beside it (取消).",
    "Use `danger` for deletions and confirm them in a Dialog.",
    "Set `loading` while a save is in flight; it blocks a second click.",
  ],
  dont: [
    "Disable a button without saying why; prefer leaving it enabled and showing the error on submit.",
    "Use a button for navigation: it loses open-in-new-tab and the link's semantics.",
  ],
  wording: [
    "A verb or verb + object: 保存, 新建文章 / New article; 2–4 Chinese characters where possible.",
    "Keep the same verb through a flow: the button that opens 删除文章 confirms with 删除, not 确定.",
    "No icons in place of words for the main action.",
  ],
  keyboard: [
    'Tab reaches it; Enter or Space presses it (a native `<button>`, type="button" unless you give another).',
    "Disabled buttons leave the tab order; a loading button is disabled and has aria-busy, so it is announced as busy.",
    "ButtonLink is a link: Enter follows it, Space scrolls the page.",
  ],
} as const;

const meta = {
  title: "UI/Button",
  component: Button,
  tags: ["autodocs", "stable"],
  parameters: { docs: docsOf(about) },
  args: { children: "保存", variant: "primary", size: "medium" },
  argTypes: {
    variant: choice(["primary", "secondary", "outline", "text", "danger"]),
    size: choice(["mini", "small", "medium", "large"]),
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
  render: gallery(
    Button,
    meta.argTypes.size.options.map((size) => ({ size, children: size })),
    "row",
  ),
};
export const AsLink: Story = {
  args: { variant: "outline", children: "返回顶部" },
  render: ({ variant, size, children }) => (
    <ButtonLink href="#top" variant={variant} size={size}>
      {children}
    </ButtonLink>
  ),
};
export const Dark: Story = dark();
export const English: Story = english({ children: "Save" });
