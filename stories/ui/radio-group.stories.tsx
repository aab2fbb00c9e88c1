import type { Meta, StoryObj } from "@storybook/react-vite";
import { RadioGroup } from "~/components/ui/radio-group";
import { dark, english, inBox, inFormField, radios } from "../story-helpers";
import { docsOf } from "./guidance";

const options = [
  { value: "individual", label: "个人游客" },
  { value: "group", label: "旅行团" },
  { value: "school", label: "研学团体" },
];

/** The Docs page's guidance (see stories/ui/guidance.ts). */
const about = {
  status: "beta",
  summary:
    "A group of native radio buttons: the arrow keys, form posting and validation work with JavaScript off. Pass `options` or <Radio> children.",
  use: [
    "One choice out of 2–5 options that people should see at once: visitor type (个人游客 / 旅行团 / 研学团体), an article's visibility in the admin.",
  ],
  avoid: [
    "More than about 5 options: use Select or NativeSelect.",
    "Several choices at once: use Checkbox.",
    "An on/off setting: use Switch.",
    "Switching views: use Tabs.",
  ],
  do: [
    "Put it in a FormField with `group` (or give it an `aria-label`), so the question is read with each option.",
    "Pre-select the safest or most common option when there is one.",
  ],
  dont: [
    "Use a radio group for actions; use buttons.",
    "Leave a required question with nothing checked and no error message on submit.",
  ],
  wording: [
    "Options are short noun phrases in parallel form: 公开 / 仅内部, Public / Internal only.",
    "The group label is the question as a noun: 游客类型 / Visitor type.",
  ],
  keyboard: [
    "Tab moves into the group (to the checked radio, or the first); the arrow keys move and check at once; Tab leaves the group. Space checks the focused radio.",
    'Each radio is read with its label, its position (2 of 3) and checked state; the group (role="radiogroup") is named by its FormField label or `aria-label`.',
  ],
} as const;

const meta = {
  title: "UI/RadioGroup",
  component: RadioGroup,
  tags: ["autodocs", "beta"],
  parameters: { docs: docsOf(about) },
  args: {
    name: "visitorType",
    options,
    defaultValue: "individual",
    "aria-label": "游客类型",
    orientation: "horizontal",
    disabled: false,
  },
  argTypes: { orientation: radios(["horizontal", "vertical"]) },
} satisfies Meta<typeof RadioGroup>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const Vertical: Story = { args: { orientation: "vertical" } };
export const Disabled: Story = { args: { disabled: true } };
export const Error: Story = {
  render: inFormField(
    RadioGroup,
    { label: "游客类型", group: true, required: true, error: "请选择游客类型" },
    { defaultValue: undefined },
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
  decorators: [inBox("max-w-md")],
};
export const English: Story = english({
  options: [
    { value: "individual", label: "Individual" },
    { value: "group", label: "Tour group" },
  ],
  "aria-label": "Visitor type",
});
export const Dark: Story = dark();
