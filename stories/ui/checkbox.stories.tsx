import type { Meta, StoryObj } from "@storybook/react-vite";
import { Checkbox } from "~/components/ui/checkbox";
import { FormField } from "~/components/ui/form-field";
import { dark, english, gallery, inBox } from "../story-helpers";
import { docsOf } from "./guidance";

/** The Docs page's guidance (see stories/ui/guidance.ts). */
const about = {
  status: "stable",
  summary:
    'A styled native checkbox: it toggles, posts `name=value` and validates with JavaScript off. With `indeterminate` it shows a dash for "some selected".',
  use: [
    "Independent yes/no choices in a form (我已阅读并同意…), or several choices from a list (the topics a visitor follows).",
    "A select-all box over a table's rows (`indeterminate` when some are selected).",
  ],
  avoid: [
    "A setting that takes effect at once: use Switch.",
    "One choice out of several: use RadioGroup.",
    "Choosing from more than about 7 options: use a Select or NativeSelect with multiple values, or a searchable list.",
  ],
  do: [
    "Group related boxes in a FormField with `group`, so the group's label is read with each box.",
    "Put the error on the FormField and mark the box `aria-invalid`.",
  ],
  dont: ['Use a checkbox for an action ("delete"); use a button.', "Pre-check consent boxes."],
  wording: [
    "The label states the choice positively: 接收活动通知 / Receive event news, not 不接收….",
    "Consent labels name the document in Chinese title marks: 《用户服务协议》.",
  ],
  keyboard: [
    "Tab reaches the box; Space toggles it. Clicking the label toggles too.",
    'Read as "checkbox, checked / not checked" with its label; an indeterminate box is read as "mixed" (aria-checked="mixed").',
    "Disabled boxes are skipped by Tab.",
  ],
} as const;

const meta = {
  title: "UI/Checkbox",
  component: Checkbox,
  tags: ["autodocs", "stable"],
  parameters: { docs: docsOf(about) },
  args: { label: "我已阅读并同意《用户服务协议》", name: "agree", disabled: false, indeterminate: false },
} satisfies Meta<typeof Checkbox>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const Checked: Story = { args: { defaultChecked: true } };
export const Indeterminate: Story = { args: { indeterminate: true, label: "全选" } };
export const Disabled: Story = {
  render: gallery(Checkbox, [
    { label: "不可选", disabled: true },
    { label: "已选且不可改", disabled: true, defaultChecked: true },
  ]),
};
export const Group: Story = {
  render: (args) => (
    <FormField label="感兴趣的主题" group help="可多选">
      <div className="flex flex-wrap gap-4">
        <Checkbox {...args} name="topics" value="museum" label="博物馆" defaultChecked />
        <Checkbox {...args} name="topics" value="heritage" label="非物质文化遗产" />
        <Checkbox {...args} name="topics" value="village" label="乡村旅游" />
      </div>
    </FormField>
  ),
};
export const Error: Story = {
  render: (args) => (
    <FormField label="服务协议" group error="请先同意服务协议" required>
      <div>
        <Checkbox {...args} aria-invalid />
      </div>
    </FormField>
  ),
};
export const LongText: Story = {
  args: {
    label:
      "我同意将所填信息用于本次文旅惠民活动的资格审核、抽奖及奖品寄送，并知悉主办方将在活动结束后三十日内删除相关个人信息",
  },
  decorators: [inBox("max-w-md")],
};
export const English: Story = english({ label: "I agree to the terms of service" });
export const Dark: Story = dark(Checked);
