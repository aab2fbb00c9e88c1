import type { Meta, StoryObj } from "@storybook/react-vite";
import { Switch } from "~/components/ui/switch";
import { dark, english, gallery, inBox, inFormField, radios } from "../story-helpers";
import { docsOf } from "./guidance";

/** The Docs page's guidance (see stories/ui/guidance.ts). */
const about = {
  status: "stable",
  summary:
    'An on/off switch built on a native checkbox with role="switch": it toggles and posts `name=value` with JavaScript off; off posts nothing, like a checkbox.',
  use: [
    "A setting that takes effect as a state of the record: 在首页显示 / Show on home page, an article's published state, the console's page settings.",
  ],
  avoid: [
    "A choice that is submitted with other answers and reads as agreement: use Checkbox.",
    "More than two states: use RadioGroup or Select.",
    "An action: use Button.",
  ],
  do: ["Label what is on: 在首页显示, not 隐藏 / 显示.", "Use the small size in table rows."],
  dont: [
    "Use a switch whose label changes with its state.",
    "Hide consequences: say in help text what switching off does (关闭后前台不再显示该文章).",
  ],
  wording: [
    'The label names the setting as it is when on: 在首页显示 / Show on home page; no "开启/关闭" in the label.',
  ],
  keyboard: [
    "Tab reaches it; Space toggles it (a native checkbox). Clicking the label toggles too.",
    "Announced as a switch, on or off, with its label (or `aria-label`, or its FormField label); disabled switches are skipped by Tab.",
  ],
} as const;

const meta = {
  title: "UI/Switch",
  component: Switch,
  tags: ["autodocs", "stable"],
  parameters: { docs: docsOf(about) },
  args: { label: "在首页显示", name: "featured", disabled: false, size: "medium" },
  argTypes: { size: radios(["small", "medium"]) },
} satisfies Meta<typeof Switch>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const On: Story = { args: { defaultChecked: true } };
export const Small: Story = { args: { size: "small", defaultChecked: true } };
export const WithoutVisibleLabel: Story = { args: { label: undefined, "aria-label": "启用夜间模式" } };
export const Disabled: Story = {
  render: gallery(Switch, [
    { label: "关闭且不可改", disabled: true },
    { label: "开启且不可改", disabled: true, defaultChecked: true },
  ]),
};
export const InFormField: Story = {
  render: inFormField(
    Switch,
    { label: "发布状态", help: "关闭后前台不再显示该文章" },
    { label: undefined, name: "published", defaultChecked: true },
  ),
};
export const LongText: Story = {
  args: { label: "当景区实时客流超过最大承载量的百分之八十时，自动向值班人员发送短信和站内提醒" },
  decorators: [inBox("max-w-md")],
};
export const English: Story = english({ label: "Show on home page" });
export const Dark: Story = dark(On);
