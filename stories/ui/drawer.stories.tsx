import type { Meta, StoryObj } from "@storybook/react-vite";
import { Button } from "~/components/ui/button";
import { Drawer, DrawerClose } from "~/components/ui/drawer";
import { FormField } from "~/components/ui/form-field";
import { Input } from "~/components/ui/input";
import { Switch } from "~/components/ui/switch";
import { dark, english, inBox, radios } from "../story-helpers";
import { docsOf } from "./guidance";

/** The Docs page's guidance (see stories/ui/guidance.ts). */
const about = {
  status: "stable",
  summary:
    "A side sheet (Radix Dialog) that slides in from the right or left edge at full height, with a title, a body that scrolls and footer actions. LazyDrawer is the same with its code loaded on first use.",
  use: [
    "Settings or a form beside the screen it changes: the console's page settings, editing a user from a table row.",
  ],
  avoid: [
    "A short question or confirmation: use Dialog.",
    "Navigation between pages: use the menu or links.",
    "A long task with steps: a page of its own.",
  ],
  do: [
    "Keep the table or screen it edits visible behind it; give it a title that names the record (编辑用户 王小明).",
    "Put 保存 / Save in the footer and a DrawerClose around 取消 / Cancel.",
  ],
  dont: ["Make it wider than half the screen; use a page instead.", "Stack drawers on drawers."],
  wording: [
    "The title names the task: 页面配置 / Page settings; the description (screen readers always get it) says what it changes.",
  ],
  keyboard: [
    "As Dialog: the focus moves in on opening and stays inside; Escape, the close button or a click on the overlay closes it; the focus returns to the trigger.",
    "Announced as a dialog named by its title and described by its description, even when the description is visually hidden.",
    "Without the `mask` it is still modal: the page behind cannot be reached until it closes.",
  ],
} as const;

const meta = {
  title: "UI/Drawer",
  component: Drawer,
  tags: ["autodocs", "stable"],
  args: {
    title: "页面配置",
    description: "调整控制台的主题与布局",
    side: "right",
    width: 300,
    trigger: <Button>页面配置</Button>,
    defaultOpen: true,
    children: (
      <div className="flex flex-col gap-4">
        <Switch label="导航栏" defaultChecked />
        <Switch label="菜单栏" defaultChecked />
        <Switch label="页脚" />
        <Switch label="色弱模式" />
      </div>
    ),
    footer: (
      <>
        <DrawerClose asChild>
          <Button>取消</Button>
        </DrawerClose>
        <Button variant="primary">保存</Button>
      </>
    ),
  },
  argTypes: { side: radios(["left", "right"]) },
  parameters: { docs: docsOf(about), layout: "fullscreen" },
  decorators: [inBox("min-h-[560px] p-4")],
} satisfies Meta<typeof Drawer>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const Left: Story = { args: { side: "left", width: 360 } };
export const Closed: Story = { args: { defaultOpen: false } };
export const WithForm: Story = {
  args: {
    title: "编辑用户",
    description: "修改后立即生效",
    showDescription: true,
    width: 420,
    children: (
      <FormField label="用户名" required error="用户名已存在">
        <Input name="username" defaultValue="admin" />
      </FormField>
    ),
  },
};
export const LongText: Story = {
  args: {
    title: "关于全省智慧文旅平台二期建设项目的详细说明与验收标准",
    children: (
      <div className="space-y-3 leading-relaxed text-fg-muted">
        {Array.from({ length: 20 }, (_, i) => (
          <p key={i}>
            {`${i + 1}. `}
            系统应支持不少于 10 万并发访问，页面平均响应时间不超过 2 秒。
          </p>
        ))}
      </div>
    ),
  },
};
export const English: Story = english({
  title: "Page settings",
  description: "Adjust theme and layout",
  closeLabel: "Close",
  trigger: <Button>Settings</Button>,
  children: <Switch label="Navigation bar" defaultChecked />,
  footer: <Button variant="primary">Save</Button>,
});
export const Dark: Story = dark();
