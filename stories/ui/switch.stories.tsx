import type { Meta, StoryObj } from "@storybook/react-vite";
import { FormField } from "~/components/ui/form-field";
import { Switch } from "~/components/ui/switch";

const meta = {
  title: "UI/Switch",
  component: Switch,
  args: { label: "在首页显示", name: "featured", disabled: false, size: "medium" },
  argTypes: { size: { control: "inline-radio", options: ["small", "medium"] } },
} satisfies Meta<typeof Switch>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const On: Story = { args: { defaultChecked: true } };
export const Small: Story = { args: { size: "small", defaultChecked: true } };
export const WithoutVisibleLabel: Story = { args: { label: undefined, "aria-label": "启用夜间模式" } };
export const Disabled: Story = {
  render: () => (
    <div className="flex flex-col gap-3">
      <Switch label="关闭且不可改" disabled />
      <Switch label="开启且不可改" disabled defaultChecked />
    </div>
  ),
};
export const InFormField: Story = {
  render: () => (
    <FormField label="发布状态" help="关闭后前台不再显示该文章">
      <Switch name="published" defaultChecked />
    </FormField>
  ),
};
export const LongText: Story = {
  args: { label: "当景区实时客流超过最大承载量的百分之八十时，自动向值班人员发送短信和站内提醒" },
  decorators: [(Story) => <div className="max-w-md">{Story()}</div>],
};
export const English: Story = { args: { label: "Show on home page" }, globals: { locale: "en-US" } };
export const Dark: Story = { args: { defaultChecked: true }, globals: { theme: "dark" } };
