import type { Meta, StoryObj } from "@storybook/react-vite";
import HelpCircle from "lucide-react/icons/help-circle";
import { Button } from "~/components/ui/button";
import { IconButton } from "~/components/ui/icon-button";
import { Tooltip } from "~/components/ui/tooltip";
import { dark, english, inBox, radios } from "../story-helpers";
import { docsOf } from "./guidance";

/** The Docs page's guidance (see stories/ui/guidance.ts). */
const about = {
  status: "beta",
  summary: "A short hint shown on hover and on keyboard focus (Radix Tooltip), beside its trigger.",
  use: [
    "Extra information about a control that already has a name: what 导出 exports, the definition behind a help icon (IconButton 帮助).",
  ],
  avoid: [
    "The only name of an icon button: give IconButton its `label` (a tooltip is not read as the name).",
    "Content with links, buttons or more than a sentence: use Popover.",
    "Touch screens, where there is no hover: put essential hints on the page.",
  ],
  do: [
    "Keep it to one short sentence that adds something the label does not say.",
    "Wrap a focusable element (a button or link) as the single child.",
  ],
  dont: [
    "Put a tooltip on a disabled `<button>`: it cannot take focus; mark the action aria-disabled instead (see the story).",
    "Repeat the button's label in the tooltip.",
  ],
  wording: [
    "One short phrase or sentence; in Chinese no full stop for a phrase (导出为 Excel 表格), a full stop for a full sentence; the same in English.",
  ],
  keyboard: [
    "Focusing the trigger with Tab opens the tooltip at once; pointing at it opens it after `delayDuration`; Escape closes it; moving away closes it. It cannot be focused itself.",
    "While open, its text is the trigger's description (aria-describedby), read after the trigger's name; the content has role=\"tooltip\".",
  ],
} as const;

const meta = {
  title: "UI/Tooltip",
  component: Tooltip,
  tags: ["autodocs", "beta"],
  parameters: { docs: docsOf(about) },
  args: { content: "导出为 Excel 表格", side: "top", children: <Button>导出</Button>, defaultOpen: true },
  argTypes: { side: radios(["top", "right", "bottom", "left"]) },
  decorators: [inBox("flex min-h-40 items-center justify-center")],
} satisfies Meta<typeof Tooltip>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const Closed: Story = { args: { defaultOpen: false } };
export const OnIconButton: Story = {
  args: { content: "字段说明：按自然年统计", children: <IconButton label="帮助" icon={<HelpCircle />} /> },
};
export const Disabled: Story = {
  name: "On a disabled action",
  args: {
    content: "没有导出权限",
    // A disabled <button> cannot take focus, so the action is marked aria-disabled and stays focusable.
    children: (
      <Button
        aria-disabled="true"
        className="cursor-not-allowed opacity-50"
        onClick={(event) => event.preventDefault()}
      >
        导出
      </Button>
    ),
  },
};
export const LongText: Story = {
  args: {
    content:
      "客流数据来源于各景区闸机与票务系统的实时上报，每 5 分钟刷新一次；节假日期间可能存在不超过 10 分钟的延迟。",
  },
};
export const English: Story = english({ content: "Export as Excel", children: <Button>Export</Button> });
export const Dark: Story = dark();
