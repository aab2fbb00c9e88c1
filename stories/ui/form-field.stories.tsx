import type { Meta, StoryObj } from "@storybook/react-vite";
import { Button } from "~/components/ui/button";
import { FormField } from "~/components/ui/form-field";
import { Input } from "~/components/ui/input";
import { RadioGroup } from "~/components/ui/radio-group";
import { NativeSelect } from "~/components/ui/select";
import { Textarea } from "~/components/ui/textarea";
import { dark, english, inBox } from "../story-helpers";
import { docsOf } from "./guidance";

/** The Docs page's guidance (see stories/ui/guidance.ts). */
const about = {
  status: "stable",
  summary:
    "A labelled form row: the label (with a required mark), the control, help text and the error message, wired for assistive technology. FocusFirstError moves the focus to the first field with an error when a refused form comes back.",
  use: [
    "Every control in the admin's and the console's forms (Input, Textarea, Select, DatePicker, RadioGroup and checkbox groups with `group`).",
  ],
  avoid: [
    "A search box in a toolbar with no visible label: give the Input an `aria-label` instead.",
    "A single checkbox or switch that carries its own label: use its `label`.",
  ],
  do: [
    "Say in the error what is wrong and how to fix it: 请输入 11 位手机号码, not 格式错误.",
    'Use `layout="horizontal"` for the console\'s long forms and the default vertical layout elsewhere; keep one layout per form.',
    "Wrap a refused form in FocusFirstError with the action's reply.",
  ],
  dont: [
    "Put instructions in the placeholder: it disappears on typing; use `help`.",
    "Mark every field required; mark the required ones and keep the rest few.",
  ],
  wording: [
    "Labels are nouns without a colon: 文章标题 / Article title.",
    "Help text and errors are sentences; Chinese errors start with the fix (请输入…), English ones say what is needed (Enter an 11-digit phone number).",
  ],
  keyboard: [
    "Clicking the label focuses the control; with `group`, the group is named by the label instead.",
    "The control is named by the label and described by the error, then the help (aria-describedby); with an error it is aria-invalid; with `required` it is aria-required (not on groups, where the visible mark says it).",
    "Without JavaScript, the first field with an error gets autofocus after a refused post; with it, FocusFirstError moves the focus there on each new reply.",
  ],
} as const;

const meta = {
  title: "UI/FormField",
  component: FormField,
  tags: ["autodocs", "stable"],
  parameters: { docs: docsOf(about) },
  args: { label: "项目名称", required: true, help: "不超过 30 个字", children: <Input name="title" /> },
  decorators: [inBox("max-w-lg")],
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
  args: { layout: "horizontal" },
  render: ({ layout }) => (
    <form className="max-w-xl">
      <FormField layout={layout} label="文章标题" required>
        <Input name="title" defaultValue="2025 年全省文旅消费季启动" />
      </FormField>
      <FormField layout={layout} label="所属栏目" required>
        <NativeSelect
          name="menu"
          options={[
            { value: "news", label: "公司新闻" },
            { value: "industry", label: "行业动态" },
          ]}
        />
      </FormField>
      <FormField layout={layout} label="可见范围" group>
        <RadioGroup
          name="visibility"
          defaultValue="public"
          options={[
            { value: "public", label: "公开" },
            { value: "private", label: "仅内部" },
          ]}
        />
      </FormField>
      <FormField layout={layout} label="摘要" error="摘要不能超过 120 字">
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
export const English: Story = english({
  label: "Project name",
  help: "Up to 30 characters",
  children: <Input name="title" />,
});
export const Dark: Story = dark(Error);
