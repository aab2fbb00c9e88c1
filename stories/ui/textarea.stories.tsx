import type { Meta, StoryObj } from "@storybook/react-vite";
import { Textarea } from "~/components/ui/textarea";
import { dark, english, inBox, inFormField } from "../story-helpers";
import { docsOf } from "./guidance";

/** The Docs page's guidance (see stories/ui/guidance.ts). */
const about = {
  status: "stable",
  summary: 'A multi-line text field; with `maxLength` and `showCount` it shows "used / limit" as you type.',
  use: ["Several sentences of free text: an article summary in the admin, a message, a project description."],
  avoid: [
    "One line (a title, a name): use Input.",
    "Formatted article bodies: the admin's editor, not a plain textarea.",
  ],
  do: [
    "Set `maxLength` when there is a limit and keep the counter on; say the limit in help text too.",
    "Size it (`rows`) for the usual length of the answer.",
  ],
  dont: [
    "Use the placeholder as the only instructions.",
    "Cut text silently on the server: the same limit must apply in the form.",
  ],
  wording: [
    "Placeholders are a short request: 请输入项目简介 / Describe the project.",
    "Errors name the limit: 留言内容不能少于 10 个字 / Write at least 10 characters.",
  ],
  keyboard: [
    "A native `<textarea>`: Tab reaches it, Enter adds a new line (it does not submit), the arrow keys move in the text; it can be resized by dragging.",
    "Named by its FormField label (or `aria-label`); the counter is plain text after the box and is not announced while typing, and `maxLength` stops input at the limit.",
  ],
} as const;

const meta = {
  title: "UI/Textarea",
  component: Textarea,
  tags: ["autodocs", "stable"],
  parameters: { docs: docsOf(about) },
  args: { placeholder: "请输入项目简介", "aria-label": "项目简介", maxLength: 200, showCount: true, disabled: false },
  decorators: [inBox("max-w-lg")],
} satisfies Meta<typeof Textarea>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const WithoutCounter: Story = { args: { maxLength: undefined } };
export const Disabled: Story = { args: { disabled: true, defaultValue: "本项目已归档，不可编辑。" } };
export const Error: Story = {
  args: { placeholder: undefined, maxLength: 500, defaultValue: "你好" },
  render: inFormField(Textarea, { label: "留言内容", required: true, error: "留言内容不能少于 10 个字" }),
};
export const LongText: Story = {
  args: {
    maxLength: 300,
    defaultValue:
      "公司立足全省文化和旅游产业，围绕“数字文旅”主线，建设全域旅游大数据中心、智慧景区管理平台和游客一站式服务平台，为各级文旅主管部门、景区和文博场馆提供规划咨询、系统建设与运营服务。",
  },
};
export const English: Story = english({ placeholder: "Describe the project", "aria-label": "Project summary" });
export const Dark: Story = dark({ args: { defaultValue: "夜游古镇活动策划" } });
