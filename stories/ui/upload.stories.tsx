import type { Meta, StoryObj } from "@storybook/react-vite";
import { FormField } from "~/components/ui/form-field";
import { Upload, UploadList } from "~/components/ui/upload";

const meta = {
  title: "UI/Upload",
  component: Upload,
  args: {
    name: "files",
    multiple: true,
    accept: "image/jpeg,image/png,application/pdf",
    hint: "支持 JPG、PNG、PDF，单个文件不超过 10 MB",
    "aria-label": "上传附件",
    disabled: false,
  },
  decorators: [(Story) => <div className="max-w-lg">{Story()}</div>],
} satisfies Meta<typeof Upload>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const InFormField: Story = {
  render: (args) => (
    <FormField label="申报材料" required help="可一次选择多个文件">
      <Upload {...args} aria-label={undefined} />
    </FormField>
  ),
};
export const Progress: Story = {
  name: "Loading (upload progress)",
  render: () => (
    <UploadList
      items={[
        { name: "营业执照.jpg", size: 1_240_000, progress: 100 },
        { name: "项目方案书.pdf", size: 5_820_000, progress: 46 },
        { name: "宣传视频.mov", size: 98_000_000, progress: -1 },
      ]}
    />
  ),
};
export const Disabled: Story = { args: { disabled: true } };
export const Error: Story = {
  render: (args) => (
    <FormField label="申报材料" required error="请至少上传一个文件">
      <Upload {...args} aria-label={undefined} />
    </FormField>
  ),
};
export const LongText: Story = {
  render: () => (
    <UploadList
      items={[
        {
          name: "2025年国庆黄金周全省重点景区客流统计与舆情分析报告（最终修订版-已盖章）.pdf",
          size: 23_456_789,
          progress: 88,
        },
      ]}
    />
  ),
};
export const English: Story = {
  args: { hint: "JPG, PNG or PDF, up to 10 MB", "aria-label": "Attachments" },
  globals: { locale: "en-US" },
};
export const Dark: Story = { globals: { theme: "dark" } };
