import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, userEvent, waitFor } from "storybook/test";
import { DatePicker, DateRangePicker } from "~/components/ui/date-picker";
import { FormField } from "~/components/ui/form-field";
import { dark, english, inBox, inFormField } from "../story-helpers";
import { docsOf } from "./guidance";

/** The Docs page's guidance (see stories/ui/guidance.ts). */
const about = {
  status: "stable",
  summary:
    'A date field. Before hydration it is the browser\'s `<input type="date">` (usable and posted with JavaScript off); after, a button opening a calendar, with a hidden input posting `yyyy-MM-dd` under the same name. DateRangePicker picks a start and an end in a two-month calendar.',
  use: [
    "A single day in a form: a visit date, an article's publish date, the first and last day of the mourning mode (DateRangePicker).",
  ],
  avoid: [
    "A date people type rather than pick (a birth date long ago): use Input with a format hint.",
    'A time of day: use Input type="time".',
    "Filtering by a preset period (本周, 本月): use Select or a capsule Tabs.",
  ],
  do: [
    "Put it in a FormField, so the label names it and errors are read; set `min`/`max` for the valid window (e.g. from today).",
    "Leave `lang` out: the calendar, the shown date and the placeholder follow the page's language (give `lang` only to show another).",
  ],
  dont: [
    "Rely on `required` after hydration: the hidden input does not validate in the browser, so check on the server too.",
    "Use a placeholder instead of a label.",
  ],
  wording: [
    "Dates show as 2025年10月1日 in Chinese and Oct 1, 2025 in English; they post as 2025-10-01.",
    "Placeholders are a short request: 请选择日期 / Select date; ranges use 开始日期 / 结束日期, Start date / End date.",
  ],
  keyboard: [
    "Before hydration: the browser's own date input and its keys.",
    "After: Tab reaches the button; Enter or Space opens the calendar and the focus moves into it. In the days, the arrow keys move by day and week, PageUp/PageDown by month (with Shift by year), Home/End to the start and end of the week; Enter or Space picks the day and closes (a range closes once both ends are picked); Escape closes and returns to the button.",
    "The button is named by its label (or `aria-label`), which replaces its text, so the chosen date is not part of the name; in the calendar the chosen day is marked selected. The required mark is visual after hydration (a button cannot carry aria-required).",
  ],
} as const;

const meta = {
  title: "UI/DatePicker",
  component: DatePicker,
  tags: ["autodocs", "stable"],
  parameters: { docs: docsOf(about) },
  args: { name: "visitDate", "aria-label": "游览日期", disabled: false },
  decorators: [inBox("max-w-xs")],
} satisfies Meta<typeof DatePicker>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The Range stories' render: a week of October in a two-month calendar, its field's `help` under it. */
function rangeField(help?: string): Story["render"] {
  return function RangeField({ disabled, lang, size, min, max }) {
    return (
      <FormField label="活动时间" help={help}>
        <DateRangePicker
          startName="start"
          endName="end"
          defaultValue={{ from: "2025-10-01", to: "2025-10-07" }}
          disabled={disabled}
          lang={lang}
          size={size}
          min={min}
          max={max}
        />
      </FormField>
    );
  };
}

export const Default: Story = {};
export const WithValue: Story = { args: { defaultValue: "2025-10-01", min: "2025-09-01", max: "2025-12-31" } };
/** Opening the calendar puts the focus on the chosen day (not on the previous-month arrow); checked by its play. */
export const OpensOnChosenDay: Story = {
  args: { defaultValue: "2025-10-08" },
  play: async ({ canvasElement }) => {
    // The picker is the native date input until its first effect runs, and a play may start before that effect:
    // wait for the button that replaces it.
    const trigger = await waitFor(() => {
      const button = canvasElement.querySelector<HTMLButtonElement>("button[aria-haspopup]");
      expect(button).not.toBeNull();
      return button!;
    });
    await userEvent.click(trigger);
    await waitFor(
      () =>
        expect(canvasElement.ownerDocument.activeElement?.closest("[data-day]")?.getAttribute("data-day")).toBe(
          "2025-10-08",
        ),
      // The calendar's code loads on the first open: on a busy machine (the test command runs four stories at
      // once on two cores) that has taken more than 5 s.
      { timeout: 15_000 },
    );
    await userEvent.keyboard("{Escape}");
  },
};
export const Disabled: Story = { args: { disabled: true, defaultValue: "2025-05-01" } };
export const Error: Story = {
  args: { defaultValue: "2020-01-01" },
  render: inFormField(DatePicker, { label: "游览日期", required: true, error: "请选择今天之后的日期" }),
};
export const Range: Story = { render: rangeField("开始与结束日期都会随表单提交"), decorators: [inBox("max-w-md")] };
export const LongText: Story = {
  args: { placeholder: "请选择您计划前往景区游览的具体日期（节假日需提前预约）" },
};
export const English: Story = english({ "aria-label": "Visit date", defaultValue: "2025-10-01" });
export const Dark: Story = dark({ args: { defaultValue: "2025-10-01" } });
export const RangeDark: Story = dark({ render: rangeField(), decorators: [inBox("max-w-md")] });
