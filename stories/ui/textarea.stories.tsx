import type { Meta, StoryObj } from "@storybook/react-vite";
import { FormField } from "~/components/ui/form-field";
import { Textarea } from "~/components/ui/textarea";

const meta = {
  title: "UI/Textarea",
  component: Textarea,
  args: { placeholder: "请输入项目简介", "aria-label": "项目简介", maxLength: 200, showCount: true, disabled: false },
  decorators: [(Story) => <div className="max-w-lg">{Story()}</div>],
} satisfies Meta<typeof Textarea>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const WithoutCounter: Story = { args: { maxLength: undefined } };
export const Disabled: Story = { args: { disabled: true, defaultValue: "本项目已归档，不可编辑。" } };
export const Error: Story = {
  render: () => (
    <FormField label="留言内容" required error="留言内容不能少于 10 个字">
      <Textarea maxLength={500} defaultValue="你好" />
    </FormField>
  ),
};
export const LongText: Story = {
  args: {
    maxLength: 300,
    defaultValue:
      "公司立足全省文化和旅游产业，围绕“数字文旅”主线，建设全域旅游大数据中心、智慧景区管理平台和游客一站式服务平台，为各级文旅主管部门、景区和文博场馆提供规划咨询、系统建设与运营服务。",
  },
};
export const English: Story = {
  args: { placeholder: "Describe the project", "aria-label": "Project summary" },
  globals: { locale: "en-US" },
};
export const Dark: Story = { args: { defaultValue: "夜游古镇活动策划" }, globals: { theme: "dark" } };
