import type { Meta, StoryObj } from "@storybook/react-vite";
import { FormField } from "~/components/ui/form-field";
import { NativeSelect, Select } from "~/components/ui/select";

const cities = [
  { value: "hangzhou", label: "杭州市" },
  { value: "ningbo", label: "宁波市" },
  { value: "wenzhou", label: "温州市" },
  { value: "shaoxing", label: "绍兴市" },
  { value: "zhoushan", label: "舟山市", disabled: true },
];

const meta = {
  title: "UI/Select",
  component: Select,
  args: { options: cities, name: "city", placeholder: "请选择城市", "aria-label": "城市", disabled: false },
  decorators: [(Story) => <div className="max-w-xs">{Story()}</div>],
} satisfies Meta<typeof Select>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const WithValue: Story = { args: { defaultValue: "ningbo" } };
export const Native: Story = {
  render: () => (
    <FormField label="所在城市" help="原生下拉框：JavaScript 关闭时同样可用">
      <NativeSelect name="city" options={cities} placeholder="请选择城市" defaultValue="hangzhou" />
    </FormField>
  ),
};
export const Disabled: Story = { args: { disabled: true, defaultValue: "wenzhou" } };
export const Error: Story = {
  render: (args) => (
    <FormField label="所在城市" required error="请选择所在城市">
      <Select {...args} aria-label={undefined} />
    </FormField>
  ),
};
export const Empty: Story = { args: { options: [], placeholder: "暂无可选城市" } };
export const LongText: Story = {
  args: {
    options: [{ value: "long", label: "浙江省杭州市西湖区龙井路一号西湖风景名胜区管理委员会游客服务中心" }, ...cities],
    defaultValue: "long",
  },
};
export const English: Story = {
  args: {
    options: [
      { value: "hangzhou", label: "Hangzhou" },
      { value: "ningbo", label: "Ningbo" },
    ],
    placeholder: "Choose a city",
    "aria-label": "City",
  },
  globals: { locale: "en-US" },
};
export const Dark: Story = { args: { defaultValue: "shaoxing" }, globals: { theme: "dark" } };
export const NativeDark: Story = {
  render: () => <NativeSelect aria-label="城市" options={cities} defaultValue="ningbo" />,
  globals: { theme: "dark" },
};
