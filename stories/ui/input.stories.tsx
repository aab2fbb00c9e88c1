import type { Meta, StoryObj } from "@storybook/react-vite";
import Search from "lucide-react/icons/search";
import { Input } from "~/components/ui/input";
import { dark, english, gallery, inBox, inFormField, radios } from "../story-helpers";
import { docsOf } from "./guidance";

/** The Docs page's guidance (see stories/ui/guidance.ts). */
const about = {
  status: "stable",
  summary:
    "A single-line text field with an optional prefix and suffix, in three sizes. Mark errors with `aria-invalid` (FormField does it).",
  use: ["Short free text: a title, a name, a phone number, a search box above the console's table."],
  avoid: [
    "Several lines: use Textarea.",
    "Numbers with steps or limits: use NumberInput.",
    "Dates: use DatePicker.",
    "A choice from a known list: use Select or RadioGroup.",
  ],
  do: [
    "Put it in a FormField with a visible label; use `aria-label` only for a toolbar search box.",
    "Set `type`, `inputMode` and `autoComplete` (tel, email, url) so phones show the right keyboard.",
    "Put units in the suffix (元, 人).",
  ],
  dont: [
    "Use the placeholder as the label or for rules the user must remember.",
    "Make a field narrower than the text it usually takes.",
  ],
  wording: [
    "Placeholders are an example or a short request: 请输入景区名称 / Enter a scenic area; never the only instructions.",
    "Units in the suffix are short: 元, 人, %, km.",
  ],
  keyboard: [
    "A native `<input>`: Tab reaches it; typing, selection and the browser's autofill work as usual.",
    "Named by its FormField label (or `aria-label`); the prefix and suffix are plain text beside it and are not part of the name, so do not put essential meaning only there.",
  ],
} as const;

const meta = {
  title: "UI/Input",
  component: Input,
  tags: ["autodocs", "stable"],
  parameters: { docs: docsOf(about) },
  args: { placeholder: "请输入景区名称", "aria-label": "景区名称", size: "medium", disabled: false },
  argTypes: { size: radios(["small", "medium", "large"]) },
  decorators: [inBox("max-w-sm")],
} satisfies Meta<typeof Input>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const WithPrefixAndSuffix: Story = {
  args: { prefix: <Search className="size-4" aria-hidden="true" />, suffix: "元", defaultValue: "120" },
};
export const Sizes: Story = {
  render: gallery(Input, [
    { size: "small", "aria-label": "小号输入框" },
    { size: "medium", "aria-label": "中号输入框" },
    { size: "large", "aria-label": "大号输入框" },
  ]),
};
export const Disabled: Story = { args: { disabled: true, defaultValue: "西湖风景名胜区" } };
export const Error: Story = {
  args: { placeholder: undefined, defaultValue: "1380013", inputMode: "tel" },
  render: inFormField(Input, { label: "联系电话", required: true, error: "请输入 11 位手机号码" }),
};
export const LongText: Story = {
  args: {
    defaultValue: "浙江省文化和旅游厅数字化改革重点项目——全域旅游智慧服务平台二期建设（含数据中台与游客服务小程序）",
  },
};
export const English: Story = english({ placeholder: "Enter a scenic spot", "aria-label": "Scenic spot" });
export const Dark: Story = dark({ args: { defaultValue: "千岛湖" } });
