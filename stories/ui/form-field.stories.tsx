import type { Meta, StoryObj } from "@storybook/react-vite";
import { Button } from "~/components/ui/button";
import { FormField } from "~/components/ui/form-field";
import { Input } from "~/components/ui/input";
import { RadioGroup } from "~/components/ui/radio-group";
import { NativeSelect } from "~/components/ui/select";
import { Textarea } from "~/components/ui/textarea";

const meta = {
  title: "UI/FormField",
  component: FormField,
  args: { label: "项目名称", required: true, help: "不超过 30 个字", children: <Input name="title" /> },
  decorators: [(Story) => <div className="max-w-lg">{Story()}</div>],
} satisfies Meta<typeof FormField>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const Error: Story = { args: { error: "项目名称不能为空", children: <Input name="title" /> } };
export const Disabled: Story = { args: { children: <Input name="title" disabled defaultValue="智慧景区一期" /> } };
export const RenderProp: Story = {
  args: {
    label: "备注",
    required: false,
    children: (control) => (
      <textarea {...control} className="w-full rounded border border-line-strong bg-surface p-2 text-sm" />
    ),
  },
};
export const HorizontalForm: Story = {
  render: () => (
    <form className="max-w-xl">
      <FormField layout="horizontal" label="文章标题" required>
        <Input name="title" defaultValue="2025 年全省文旅消费季启动" />
      </FormField>
      <FormField layout="horizontal" label="所属栏目" required>
        <NativeSelect
          name="menu"
          options={[
            { value: "news", label: "公司新闻" },
            { value: "industry", label: "行业动态" },
          ]}
        />
      </FormField>
      <FormField layout="horizontal" label="可见范围" group>
        <RadioGroup
          name="visibility"
          defaultValue="public"
          options={[
            { value: "public", label: "公开" },
            { value: "private", label: "仅内部" },
          ]}
        />
      </FormField>
      <FormField layout="horizontal" label="摘要" error="摘要不能超过 120 字">
        <Textarea name="summary" maxLength={120} defaultValue="文旅消费季" />
      </FormField>
      <div className="flex justify-end gap-3">
        <Button>取消</Button>
        <Button variant="primary" type="submit">
          保存
        </Button>
      </div>
    </form>
  ),
};
export const LongText: Story = {
  args: {
    label: "项目建设单位（请填写与营业执照一致的全称，包括括号内的分支机构名称）",
    help: "如为联合体投标，请填写牵头单位名称，并在附件中上传联合体协议书扫描件。",
  },
};
export const English: Story = {
  args: { label: "Project name", help: "Up to 30 characters", children: <Input name="title" /> },
  globals: { locale: "en-US" },
};
export const Dark: Story = {
  args: { error: "项目名称不能为空", children: <Input name="title" /> },
  globals: { theme: "dark" },
};
