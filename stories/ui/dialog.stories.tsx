import type { Meta, StoryObj } from "@storybook/react-vite";
import { Button } from "~/components/ui/button";
import { Dialog, DialogClose } from "~/components/ui/dialog";
import { FormField } from "~/components/ui/form-field";
import { Input } from "~/components/ui/input";
import { dark, english, inBox } from "../story-helpers";
import { docsOf } from "./guidance";

const footer = (
  <>
    <DialogClose asChild>
      <Button>取消</Button>
    </DialogClose>
    <Button variant="primary">确定</Button>
  </>
);

/** The Docs page's guidance (see stories/ui/guidance.ts). */
const about = {
  status: "stable",
  summary: "A modal dialog (Radix Dialog): a title, a description, a body and footer actions over a dimmed page.",
  use: [
    "A decision that must be taken before going on: confirming a deletion in the admin's menu list, a short form that belongs to the current screen (新建栏目).",
  ],
  avoid: [
    "Long forms or content people compare with the page: use Drawer or a page of its own.",
    "A message that needs no answer: use Alert or a toast.",
    "A hint on hover: use Tooltip or Popover.",
  ],
  do: [
    "Name the action in the title and the confirm button (删除文章 … 删除).",
    "Put the cancel button in `<DialogClose asChild>` and the main action last, on the right.",
    "Give a description that says the consequence (删除后 30 天内可在回收站恢复).",
  ],
  dont: ["Open a dialog from a dialog.", "Use 确定 / OK when a verb fits: 删除, 保存, 发布."],
  wording: [
    "The title is a question or a verb phrase: 确认删除？ / Delete this article?; the description is a full sentence.",
    "Buttons as everywhere: 取消 / Cancel and the action verb.",
  ],
  keyboard: [
    "Opening moves the focus into the dialog (its first focusable element); Tab and Shift+Tab stay inside; Escape closes it and the focus returns to the element that opened it.",
    'role="dialog" and aria-modal; the title is its name and the description is read after it; the rest of the page is hidden from screen readers while it is open.',
    "A long body that scrolls becomes focusable, so keyboard users can scroll it with the arrow keys.",
  ],
} as const;

const meta = {
  title: "UI/Dialog",
  component: Dialog,
  tags: ["autodocs", "stable"],
  args: {
    title: "新建栏目",
    description: "栏目创建后会立即出现在网站导航中。",
    trigger: <Button variant="primary">新建栏目</Button>,
    footer,
    children: (
      <FormField label="栏目名称" required>
        <Input name="name" defaultValue="公司新闻" />
      </FormField>
    ),
    defaultOpen: true,
  },
  parameters: { docs: docsOf(about), layout: "fullscreen" },
  decorators: [inBox("min-h-[520px] p-4")],
} satisfies Meta<typeof Dialog>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const Closed: Story = { args: { defaultOpen: false } };
export const Confirm: Story = {
  args: {
    title: "确认删除？",
    description: "删除后该文章将移入回收站，30 天后自动清除。",
    children: undefined,
    width: 400,
    footer: (
      <>
        <DialogClose asChild>
          <Button>取消</Button>
        </DialogClose>
        <Button variant="danger">删除</Button>
      </>
    ),
  },
};
export const Loading: Story = {
  args: {
    footer: (
      <>
        <Button disabled>取消</Button>
        <Button variant="primary" loading>
          保存中…
        </Button>
      </>
    ),
  },
};
export const LongText: Story = {
  args: {
    title: "关于《浙江省文化和旅游数据资源管理办法（试行）》征求意见稿的说明及修改建议反馈",
    description: "请仔细阅读以下内容。",
    children: (
      <div className="space-y-3 leading-relaxed text-fg-muted">
        {Array.from({ length: 12 }, (_, i) => (
          <p key={i}>
            {`${i + 1}. `}
            文化和旅游数据资源的采集、存储、使用、加工、传输、提供和公开等活动，应当遵守法律法规，履行数据安全保护义务。
          </p>
        ))}
      </div>
    ),
  },
};
export const English: Story = english({
  title: "New section",
  description: "The section appears in the site navigation right away.",
  closeLabel: "Close",
  children: (
    <FormField label="Section name" required>
      <Input name="name" defaultValue="Company news" />
    </FormField>
  ),
  footer: (
    <>
      <DialogClose asChild>
        <Button>Cancel</Button>
      </DialogClose>
      <Button variant="primary">OK</Button>
    </>
  ),
  trigger: <Button variant="primary">New section</Button>,
});
export const Dark: Story = dark();
