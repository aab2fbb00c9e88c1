import type { Meta, StoryObj } from "@storybook/react-vite";
import { Calendar } from "~/components/ui/calendar";
import { dark, english } from "../story-helpers";
import { docsOf } from "./guidance";

/** The Docs page's guidance (see stories/ui/guidance.ts). */
const about = {
  status: "stable",
  summary:
    "A month grid (react-day-picker) in the design tokens, in single or range mode, in Chinese or English. It is the inside of DatePicker and DateRangePicker.",
  use: [
    "Inside a date field's popover (DatePicker does this), or shown inline where picking a day is the whole task (a booking calendar).",
  ],
  avoid: [
    "A date field in a form: use DatePicker, which also works without JavaScript.",
    "Showing events over a month: a calendar view is a different component.",
  ],
  do: [
    "Disable the days that cannot be chosen (`disabled`, e.g. before today) rather than refusing them afterwards.",
    "Leave `lang` out: months, weekdays and the dates read out follow the page's language.",
  ],
  dont: ["Use it without JavaScript expectations: it needs the browser; DatePicker gives the native fallback."],
  wording: ["Month names and weekdays come from the locale (2025年10月, October 2025); do not add your own labels."],
  keyboard: [
    "Tab reaches the month buttons and the days; in the days, the arrow keys move by day and week, PageUp/PageDown by month (with Shift by year), Home/End to the start and end of the week; Enter or Space picks the focused day.",
    "The days form a grid; each day button is named by its full date, and today and the selected days are marked. Disabled days cannot be picked.",
  ],
} as const;

const meta = {
  title: "UI/Calendar",
  component: Calendar,
  tags: ["autodocs", "stable"],
  parameters: { docs: docsOf(about) },
  args: { defaultMonth: new Date(2025, 9, 1) },
} satisfies Meta<typeof Calendar>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = { args: { mode: "single", selected: new Date(2025, 9, 8) } };
export const Range: Story = {
  args: { mode: "range", numberOfMonths: 2, selected: { from: new Date(2025, 9, 1), to: new Date(2025, 9, 7) } },
};
export const Disabled: Story = { args: { mode: "single", disabled: { before: new Date(2025, 9, 10) } } };
export const English: Story = english({ mode: "single" });
export const Dark: Story = dark(Default);
