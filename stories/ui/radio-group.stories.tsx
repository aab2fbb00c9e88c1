import type { Meta, StoryObj } from "@storybook/react-vite";
import { FormField } from "~/components/ui/form-field";
import { RadioGroup } from "~/components/ui/radio-group";

const options = [
  { value: "individual", label: "个人游客" },
  { value: "group", label: "旅行团" },
  { value: "school", label: "研学团体" },
];

const meta = {
  title: "UI/RadioGroup",
  component: RadioGroup,
  args: {
    name: "visitorType",
    options,
    defaultValue: "individual",
    "aria-label": "游客类型",
    orientation: "horizontal",
    disabled: false,
  },
  argTypes: { orientation: { control: "inline-radio", options: ["horizontal", "vertical"] } },
} satisfies Meta<typeof RadioGroup>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const Vertical: Story = { args: { orientation: "vertical" } };
export const Disabled: Story = { args: { disabled: true } };
export const Error: Story = {
  render: (args) => (
    <FormField label="游客类型" group required error="请选择游客类型">
      <RadioGroup {...args} aria-label={undefined} defaultValue={undefined} />
    </FormField>
  ),
};
export const LongText: Story = {
  args: {
    orientation: "vertical",
    options: [
      { value: "a", label: "通过省文旅厅官方网站、微信公众号或“浙里好玩”小程序预约，凭身份证入园" },
      { value: "b", label: "现场购票（节假日可能限流，建议提前预约）" },
    ],
    defaultValue: "a",
    "aria-label": "入园方式",
  },
  decorators: [(Story) => <div className="max-w-md">{Story()}</div>],
};
export const English: Story = {
  args: {
    options: [
      { value: "individual", label: "Individual" },
      { value: "group", label: "Tour group" },
    ],
    "aria-label": "Visitor type",
  },
  globals: { locale: "en-US" },
};
export const Dark: Story = { globals: { theme: "dark" } };
