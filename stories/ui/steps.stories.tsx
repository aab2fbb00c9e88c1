import type { Meta, StoryObj } from "@storybook/react-vite";
import { Steps } from "~/components/ui/steps";
import { dark, english, radios } from "../story-helpers";
import { docsOf } from "./guidance";

const items = [
  { title: "填写申报信息", description: "基本信息与联系人" },
  { title: "上传材料", description: "营业执照、方案书" },
  { title: "形式审查", description: "5 个工作日" },
  { title: "专家评审" },
];

/** The Docs page's guidance (see stories/ui/guidance.ts). */
const about = {
  status: "stable",
  summary:
    "Progress through a sequence: numbered circles or dots with titles and descriptions, horizontal or vertical, with finished, current, waiting and error states.",
  use: [
    "A multi-step form or process: the console's step form, an application (填写申报信息 → 上传材料 → 形式审查 → 专家评审).",
  ],
  avoid: [
    "Navigation between independent views: use Tabs.",
    "Progress of a single running task: use ProgressBar.",
    "A trail of pages: use Breadcrumb.",
  ],
  do: [
    "Keep to 3–5 steps with short titles; put the detail in `description`.",
    'Mark a failed step with `status="error"` and say why in its description.',
  ],
  dont: ["Make steps look clickable: they are not links or buttons.", "Change the number of steps midway."],
  wording: [
    "Titles are short verb phrases or nouns of the same form: 填写信息, 上传材料 / Enter details, Upload documents.",
    "`statusLabels` are read after each title: 已完成 / done, 进行中 / in progress.",
  ],
  keyboard: [
    "Not focusable; no keys.",
    'An ordered list named by `label` (步骤 / Steps); each step\'s title is followed by its status in words (visually hidden), and the current step has aria-current="step".',
  ],
} as const;

const meta = {
  title: "UI/Steps",
  component: Steps,
  tags: ["autodocs", "stable"],
  parameters: { docs: docsOf(about) },
  args: { items, current: 1, status: "process", direction: "horizontal", variant: "default" },
  argTypes: {
    direction: radios(["horizontal", "vertical"]),
    variant: radios(["default", "dot"]),
    status: radios(["wait", "process", "finish", "error"]),
  },
} satisfies Meta<typeof Steps>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const Dot: Story = { args: { variant: "dot", current: 2 } };
export const Vertical: Story = { args: { direction: "vertical", current: 2 } };
export const VerticalDot: Story = { args: { direction: "vertical", variant: "dot", current: 1 } };
export const Error: Story = {
  args: {
    current: 2,
    status: "error",
    items: items.map((item, i) => (i === 2 ? { ...item, description: "材料不完整，请补充" } : item)),
  },
};
export const Finished: Story = { args: { current: 4 } };
export const LongText: Story = {
  args: {
    items: [
      {
        title: "填写项目基本信息及建设单位资质证明材料",
        description: "包括统一社会信用代码、法定代表人信息和近三年同类项目业绩证明",
      },
      { title: "提交", description: "等待审核" },
      { title: "公示" },
    ],
  },
};
export const English: Story = english({
  label: "Steps",
  statusLabels: { wait: "waiting", process: "in progress", finish: "done", error: "error" },
  items: [{ title: "Details" }, { title: "Documents" }, { title: "Review" }],
});
export const Dark: Story = dark({ args: { current: 2 } });
