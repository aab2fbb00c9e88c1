import type { Meta, StoryObj } from "@storybook/react-vite";
import { FormField } from "~/components/ui/form-field";
import { NativeSelect, Select } from "~/components/ui/select";
import { dark, english, inBox, inFormField } from "../story-helpers";
import { docsOf } from "./guidance";

const cities = [
  { value: "hangzhou", label: "杭州市" },
  { value: "ningbo", label: "宁波市" },
  { value: "wenzhou", label: "温州市" },
  { value: "shaoxing", label: "绍兴市" },
  { value: "zhoushan", label: "舟山市", disabled: true },
];

/** The Docs page's guidance (see stories/ui/guidance.ts). */
const about = {
  status: "stable",
  summary:
    "Select is a styled list box (Radix Select): it needs JavaScript to open, but the value it holds posts without it. NativeSelect is a styled native `<select>` that works fully without JavaScript.",
  use: [
    "One choice from about 5–15 options: a city, a section of the site, a status filter above the console's table.",
  ],
  avoid: [
    "Forms that must work with JavaScript off (the admin's forms): use NativeSelect.",
    "2–5 options people should see at once: use RadioGroup.",
    "Many options that need search: a searchable list.",
    "Actions: use DropdownMenu.",
  ],
  do: [
    "Put it in a FormField; give a placeholder that asks for the choice (请选择城市).",
    "Order options in a meaningful way (alphabetical, by region, most used first) and disable rather than hide options that are temporarily unavailable.",
  ],
  dont: [
    "Use a select for yes/no; use Switch or Checkbox.",
    "Rely on `required` alone for the Radix Select: check on the server.",
  ],
  wording: [
    "Options are nouns in the same form: 杭州市, 宁波市 / Hangzhou, Ningbo.",
    "Placeholders are a short request: 请选择城市 / Choose a city.",
  ],
  keyboard: [
    "Select: Tab reaches the trigger; Enter, Space, ArrowDown or ArrowUp open the list; arrows move, Home/End go to the first and last option, typing jumps to matching options; Enter or Space chooses and closes; Escape closes; the focus returns to the trigger.",
    "Select is announced as a combo box with its label and chosen value; the list is a listbox of options with the chosen one marked selected; disabled options are skipped.",
    "NativeSelect is the browser's own select, with the browser's keys (arrows change the value; Alt+ArrowDown opens the list on most systems).",
  ],
} as const;

const meta = {
  title: "UI/Select",
  component: Select,
  tags: ["autodocs", "stable"],
  parameters: { docs: docsOf(about) },
  args: { options: cities, name: "city", placeholder: "请选择城市", "aria-label": "城市", disabled: false },
  decorators: [inBox("max-w-xs")],
} satisfies Meta<typeof Select>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const WithValue: Story = { args: { defaultValue: "ningbo" } };
export const Native: Story = {
  render: ({ options, placeholder, disabled, size }) => (
    <FormField label="所在城市" help="原生下拉框：JavaScript 关闭时同样可用">
      <NativeSelect
        name="city"
        options={options}
        placeholder={placeholder}
        disabled={disabled}
        size={size}
        defaultValue="hangzhou"
      />
    </FormField>
  ),
};
export const Disabled: Story = { args: { disabled: true, defaultValue: "wenzhou" } };
export const Error: Story = {
  render: inFormField(Select, { label: "所在城市", required: true, error: "请选择所在城市" }),
};
export const Empty: Story = { args: { options: [], placeholder: "暂无可选城市" } };
export const LongText: Story = {
  args: {
    options: [{ value: "long", label: "浙江省杭州市西湖区龙井路一号西湖风景名胜区管理委员会游客服务中心" }, ...cities],
    defaultValue: "long",
  },
};
export const English: Story = english({
  options: [
    { value: "hangzhou", label: "Hangzhou" },
    { value: "ningbo", label: "Ningbo" },
  ],
  placeholder: "Choose a city",
  "aria-label": "City",
});
export const Dark: Story = dark({ args: { defaultValue: "shaoxing" } });
export const NativeDark: Story = dark({
  render: ({ options, disabled, size }) => (
    <NativeSelect aria-label="城市" options={options} disabled={disabled} size={size} defaultValue="ningbo" />
  ),
});
