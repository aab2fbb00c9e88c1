import type { Meta, StoryObj } from "@storybook/react-vite";
import { NumberInput } from "~/components/ui/number-input";
import { dark, english, inBox, inFormField } from "../story-helpers";
import { docsOf } from "./guidance";

/** The Docs page's guidance (see stories/ui/guidance.ts). */
const about = {
  status: "stable",
  summary:
    "A native number field (min, max, step and the arrow keys work without JavaScript); once hydrated it adds − and + buttons that step the same input.",
  use: ["Small counts and amounts with limits: the number of tickets, group size, a price in the console's forms."],
  avoid: [
    'Identifiers made of digits (phone numbers, ID numbers, postcodes): use Input with `inputMode="numeric"`; they are not quantities.',
    "Large amounts typed in full (budgets): use Input with a unit suffix.",
    "A choice among a few fixed numbers: use RadioGroup or Select.",
  ],
  do: [
    "Set `min`, `max` and `step`; say the unit in the label (票价（元） / Price (yuan)).",
    "Give `labels` in English on English pages (Decrease / Increase).",
  ],
  dont: [
    "Use it where the value can be huge; stepping by one is useless there.",
    "Hide the limits: put them in the help text (最多 20 人).",
  ],
  wording: [
    "The label carries the unit in brackets: 票价（元） with full-width brackets in Chinese, Price (yuan) in English.",
    "Step buttons' names are verbs: 减少 / Decrease, 增加 / Increase.",
  ],
  keyboard: [
    "Tab reaches the input only (the − and + buttons are out of the tab order); ArrowUp/ArrowDown step by `step` within `min` and `max`.",
    "Announced as a spin button with its label and value; errors from a FormField are read after the label.",
  ],
} as const;

const meta = {
  title: "UI/NumberInput",
  component: NumberInput,
  tags: ["autodocs", "stable"],
  parameters: { docs: docsOf(about) },
  args: { "aria-label": "门票数量", name: "tickets", min: 1, max: 20, step: 1, defaultValue: 2, disabled: false },
  decorators: [inBox("max-w-[12rem]")],
} satisfies Meta<typeof NumberInput>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const Decimal: Story = { args: { "aria-label": "票价（元）", step: 0.5, min: 0, max: 999, defaultValue: 59.5 } };
export const Disabled: Story = { args: { disabled: true } };
export const Error: Story = {
  render: inFormField(NumberInput, { label: "同行人数", error: "最多 20 人", required: true }, { defaultValue: 25 }),
};
export const LongText: Story = {
  args: { defaultValue: 123456789012, max: undefined, "aria-label": "年度接待游客人次" },
};
export const English: Story = english({
  "aria-label": "Tickets",
  labels: { decrement: "Decrease", increment: "Increase" },
});
export const Dark: Story = dark();
