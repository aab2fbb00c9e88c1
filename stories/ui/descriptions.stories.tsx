import type { Meta, StoryObj } from "@storybook/react-vite";
import { Descriptions } from "~/components/ui/descriptions";
import { Tag } from "~/components/ui/tag";
import { dark, english, radios } from "../story-helpers";
import { docsOf } from "./guidance";

const items = [
  { label: "项目名称", value: "全域旅游大数据中心" },
  { label: "建设单位", value: "省文化和旅游厅" },
  { label: "状态", value: <Tag color="arcoblue">进行中</Tag> },
  { label: "合同金额", value: "3,200 万元" },
  { label: "开工日期", value: "2025-03-01" },
  { label: "计划验收", value: "2026-06-30" },
  { label: "项目地址", value: "浙江省杭州市西湖区", span: 3 },
];

/** The Docs page's guidance (see stories/ui/guidance.ts). */
const about = {
  status: "stable",
  summary: "A read-only list of labels and values (a record's details) as a responsive grid, built on `<dl>`.",
  use: ["Showing one record: the console's basic profile, an order's details, the company's registration data."],
  avoid: [
    "Many records side by side: use Table.",
    "Values people edit: use a form with FormField (read-only inputs are harder to read).",
    "Two or three facts in a sentence: write the sentence.",
  ],
  do: [
    'Keep labels short and values complete; show an empty value as "—", not a blank.',
    "Use `bordered` inside cards with other forms, the plain layout on profile pages.",
  ],
  dont: ["Put actions inside values; put them in the card's `extra` or under the list."],
  wording: [
    "Labels are nouns without a colon (合同金额 / Contract value): the layout already separates them.",
    "Values with units and separators: 3,200 万元, 2025-03-01.",
  ],
  keyboard: [
    "No keys of its own; links or buttons in values are reached with Tab.",
    "A `<dl>`: screen readers read each label (term) before its value (definition); some announce the list and its item count.",
    "The `title` is an h3 heading.",
  ],
} as const;

const meta = {
  title: "UI/Descriptions",
  component: Descriptions,
  tags: ["autodocs", "stable"],
  parameters: { docs: docsOf(about) },
  args: { title: "项目信息", items, columns: 3, bordered: false, layout: "horizontal", size: "medium" },
  argTypes: { columns: radios([1, 2, 3]), layout: radios(["horizontal", "vertical"]) },
} satisfies Meta<typeof Descriptions>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const Bordered: Story = { args: { bordered: true } };
export const TwoColumns: Story = { args: { columns: 2, bordered: true, items: items.slice(0, 6) } };
export const OneColumn: Story = { args: { columns: 1, items: items.slice(0, 4) } };
export const Vertical: Story = { args: { layout: "vertical", bordered: true } };
export const Empty: Story = { args: { items: [{ label: "备注", value: "—" }] } };
export const LongText: Story = {
  args: {
    bordered: true,
    columns: 2,
    items: [
      {
        label: "项目简介",
        value:
          "建设覆盖全省的文旅数据采集、治理与共享体系，打通景区票务、酒店住宿、交通出行等 20 余类数据，为宏观决策与公共服务提供支撑。",
        span: 2,
      },
      { label: "联系人", value: "王小明" },
      { label: "电话", value: "0571-00000000" },
    ],
  },
};
export const English: Story = english({
  title: "Project",
  items: [
    { label: "Name", value: "Tourism data centre" },
    { label: "Owner", value: "Provincial department" },
  ],
});
export const Dark: Story = dark(Bordered);
