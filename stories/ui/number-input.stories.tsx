import type { Meta, StoryObj } from "@storybook/react-vite";
import { FormField } from "~/components/ui/form-field";
import { NumberInput } from "~/components/ui/number-input";

const meta = {
  title: "UI/NumberInput",
  component: NumberInput,
  args: { "aria-label": "门票数量", name: "tickets", min: 1, max: 20, step: 1, defaultValue: 2, disabled: false },
  decorators: [(Story) => <div className="max-w-[12rem]">{Story()}</div>],
} satisfies Meta<typeof NumberInput>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const Decimal: Story = { args: { "aria-label": "票价（元）", step: 0.5, min: 0, max: 999, defaultValue: 59.5 } };
export const Disabled: Story = { args: { disabled: true } };
export const Error: Story = {
  render: (args) => (
    <FormField label="同行人数" error="最多 20 人" required>
      <NumberInput {...args} aria-label={undefined} defaultValue={25} />
    </FormField>
  ),
};
export const LongText: Story = {
  args: { defaultValue: 123456789012, max: undefined, "aria-label": "年度接待游客人次" },
};
export const English: Story = {
  args: { "aria-label": "Tickets", labels: { decrement: "Decrease", increment: "Increase" } },
  globals: { locale: "en-US" },
};
export const Dark: Story = { globals: { theme: "dark" } };
