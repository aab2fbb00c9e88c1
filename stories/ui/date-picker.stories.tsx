import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, userEvent, waitFor } from "storybook/test";
import { DatePicker, DateRangePicker } from "~/components/ui/date-picker";
import { FormField } from "~/components/ui/form-field";

const meta = {
  title: "UI/DatePicker",
  component: DatePicker,
  args: { name: "visitDate", "aria-label": "游览日期", disabled: false },
  decorators: [(Story) => <div className="max-w-xs">{Story()}</div>],
} satisfies Meta<typeof DatePicker>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const WithValue: Story = { args: { defaultValue: "2025-10-01", min: "2025-09-01", max: "2025-12-31" } };
/** Opening the calendar puts the focus on the chosen day (not on the previous-month arrow); checked by its play. */
export const OpensOnChosenDay: Story = {
  args: { defaultValue: "2025-10-08" },
  play: async ({ canvasElement }) => {
    const trigger = canvasElement.querySelector<HTMLButtonElement>("button[aria-haspopup]");
    await expect(trigger).not.toBeNull();
    await userEvent.click(trigger!);
    await waitFor(() =>
      expect(canvasElement.ownerDocument.activeElement?.closest("[data-day]")?.getAttribute("data-day")).toBe(
        "2025-10-08",
      ),
    );
    await userEvent.keyboard("{Escape}");
  },
};
export const Disabled: Story = { args: { disabled: true, defaultValue: "2025-05-01" } };
export const Error: Story = {
  render: () => (
    <FormField label="游览日期" required error="请选择今天之后的日期">
      <DatePicker name="visitDate" defaultValue="2020-01-01" />
    </FormField>
  ),
};
export const Range: Story = {
  render: () => (
    <FormField label="活动时间" help="开始与结束日期都会随表单提交">
      <DateRangePicker startName="start" endName="end" defaultValue={{ from: "2025-10-01", to: "2025-10-07" }} />
    </FormField>
  ),
  decorators: [(Story) => <div className="max-w-md">{Story()}</div>],
};
export const LongText: Story = {
  args: { placeholder: "请选择您计划前往景区游览的具体日期（节假日需提前预约）" },
};
export const English: Story = {
  args: { "aria-label": "Visit date", defaultValue: "2025-10-01" },
  globals: { locale: "en-US" },
};
export const Dark: Story = { args: { defaultValue: "2025-10-01" }, globals: { theme: "dark" } };
export const RangeDark: Story = {
  render: () => (
    <FormField label="活动时间">
      <DateRangePicker startName="start" endName="end" defaultValue={{ from: "2025-10-01", to: "2025-10-07" }} />
    </FormField>
  ),
  globals: { theme: "dark" },
  decorators: [(Story) => <div className="max-w-md">{Story()}</div>],
};
