import type { Meta, StoryObj } from "@storybook/react-vite";
import Search from "lucide-react/icons/search";
import { FormField } from "~/components/ui/form-field";
import { Input } from "~/components/ui/input";

const meta = {
  title: "UI/Input",
  component: Input,
  args: { placeholder: "请输入景区名称", "aria-label": "景区名称", size: "medium", disabled: false },
  argTypes: { size: { control: "inline-radio", options: ["small", "medium", "large"] } },
  decorators: [(Story) => <div className="max-w-sm">{Story()}</div>],
} satisfies Meta<typeof Input>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const WithPrefixAndSuffix: Story = {
  args: { prefix: <Search className="size-4" aria-hidden="true" />, suffix: "元", defaultValue: "120" },
};
export const Sizes: Story = {
  render: (args) => (
    <div className="flex flex-col gap-3">
      <Input {...args} size="small" aria-label="小号输入框" />
      <Input {...args} size="medium" aria-label="中号输入框" />
      <Input {...args} size="large" aria-label="大号输入框" />
    </div>
  ),
};
export const Disabled: Story = { args: { disabled: true, defaultValue: "西湖风景名胜区" } };
export const Error: Story = {
  render: () => (
    <FormField label="联系电话" required error="请输入 11 位手机号码">
      <Input defaultValue="1380013" inputMode="tel" />
    </FormField>
  ),
};
export const LongText: Story = {
  args: {
    defaultValue: "浙江省文化和旅游厅数字化改革重点项目——全域旅游智慧服务平台二期建设（含数据中台与游客服务小程序）",
  },
};
export const English: Story = {
  args: { placeholder: "Enter a scenic spot", "aria-label": "Scenic spot" },
  globals: { locale: "en-US" },
};
export const Dark: Story = { args: { defaultValue: "千岛湖" }, globals: { theme: "dark" } };
