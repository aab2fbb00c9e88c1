import type { Meta, StoryObj } from "@storybook/react-vite";
import type { ComponentProps } from "react";
import { Upload, UploadList } from "~/components/ui/upload";
import { dark, english, inBox, inFormField } from "../story-helpers";
import { docsOf } from "./guidance";

/** The Docs page's guidance (see stories/ui/guidance.ts). */
const about = {
  status: "beta",
  summary:
    'A file field styled as a drop zone. It is a real `<input type="file" name>`: without JavaScript it is the browser\'s file input and posts with the form; with JavaScript the whole zone takes clicks and drops, lists the chosen files and, given `progress`, shows a bar per file. UploadList shows files with progress without File objects.',
  use: ["Attaching files to a form: an article's attachment or cover picture in the admin, application documents."],
  avoid: [
    "Choosing a picture already uploaded: a media picker.",
    "Importing data in bulk with mapping and validation steps: a page of its own with Steps.",
  ],
  do: [
    "Say the allowed types and size in `hint` (支持 JPG、PNG，单个不超过 5 MB) and set `accept` to the same types.",
    "Check type and size on the server too, and show the reason of a refused file in the form's error.",
  ],
  dont: [
    "Start uploading before the user submits without saying so.",
    "Rely on the drop zone alone: the click and the keyboard must work too (they do, through the input).",
  ],
  wording: [
    "The prompt is 将文件拖到此处，或点击选择 / Drop files here, or browse; the hint lists types in Chinese with 、 between them (JPG、PNG、PDF).",
    "Remove buttons are named 移除 <file> / Remove <file>.",
  ],
  keyboard: [
    "Tab reaches the file input (it covers the zone); Enter or Space opens the browser's file dialog; the focus ring shows on the zone.",
    'The input is named by its FormField label (or `aria-label`). The chosen files form a list named 已选择的文件 / Selected files; each remove button names its file and each bar is named "<file> 上传进度"; 已上传 and 上传失败 are text in the row.',
  ],
} as const;

const meta = {
  title: "UI/Upload",
  component: Upload,
  tags: ["autodocs", "beta"],
  parameters: { docs: docsOf(about) },
  args: {
    name: "files",
    multiple: true,
    accept: "image/jpeg,image/png,application/pdf",
    hint: "支持 JPG、PNG、PDF，单个文件不超过 10 MB",
    "aria-label": "上传附件",
    disabled: false,
  },
  decorators: [inBox("max-w-lg")],
} satisfies Meta<typeof Upload>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A render of the list of chosen files alone, with these files (in the story's labels). */
function fileList(items: ComponentProps<typeof UploadList>["items"]): Story["render"] {
  return function FileList({ labels }) {
    return <UploadList labels={labels} items={items} />;
  };
}

export const Default: Story = {};
export const InFormField: Story = {
  render: inFormField(Upload, { label: "申报材料", required: true, help: "可一次选择多个文件" }),
};
export const Progress: Story = {
  name: "Loading (upload progress)",
  render: fileList([
    { name: "营业执照.jpg", size: 1_240_000, progress: 100 },
    { name: "项目方案书.pdf", size: 5_820_000, progress: 46 },
    { name: "宣传视频.mov", size: 98_000_000, progress: -1 },
  ]),
};
export const Disabled: Story = { args: { disabled: true } };
export const Error: Story = {
  render: inFormField(Upload, { label: "申报材料", required: true, error: "请至少上传一个文件" }),
};
export const LongText: Story = {
  render: fileList([
    {
      name: "2025年国庆黄金周全省重点景区客流统计与舆情分析报告（最终修订版-已盖章）.pdf",
      size: 23_456_789,
      progress: 88,
    },
  ]),
};
export const English: Story = english({ hint: "JPG, PNG or PDF, up to 10 MB", "aria-label": "Attachments" });
export const Dark: Story = dark();
