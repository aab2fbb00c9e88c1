import type { Meta, StoryObj } from "@storybook/react-vite";
import { Calendar } from "~/components/ui/calendar";

const meta = {
  title: "UI/Calendar",
  component: Calendar,
  args: { defaultMonth: new Date(2025, 9, 1) },
} satisfies Meta<typeof Calendar>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = { args: { mode: "single", selected: new Date(2025, 9, 8) } };
export const Range: Story = {
  args: { mode: "range", numberOfMonths: 2, selected: { from: new Date(2025, 9, 1), to: new Date(2025, 9, 7) } },
};
export const Disabled: Story = { args: { mode: "single", disabled: { before: new Date(2025, 9, 10) } } };
export const English: Story = { args: { mode: "single" }, globals: { locale: "en-US" } };
export const Dark: Story = { args: { mode: "single", selected: new Date(2025, 9, 8) }, globals: { theme: "dark" } };
