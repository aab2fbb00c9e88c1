import type { Meta, StoryObj } from "@storybook/react-vite";
import { Button } from "~/components/ui/button";
import { Popover, PopoverClose, PopoverContent, PopoverTitle, PopoverTrigger } from "~/components/ui/popover";
import { dark, english, inBox } from "../story-helpers";
import { docsOf } from "./guidance";

function Demo({ title, body, trigger, open }: { title: string; body: string; trigger: string; open?: boolean }) {
  return (
    <Popover defaultOpen={open}>
      <PopoverTrigger asChild>
        <Button>{trigger}</Button>
      </PopoverTrigger>
      <PopoverContent className="w-72" aria-label={title}>
        <PopoverTitle>{title}</PopoverTitle>
        <p className="text-fg-muted">{body}</p>
        <div className="mt-3 flex justify-end">
          <PopoverClose asChild>
            <Button size="small" variant="primary">
              知道了
            </Button>
          </PopoverClose>
        </div>
      </PopoverContent>
    </Popover>
  );
}

/** The Docs page's guidance (see stories/ui/guidance.ts). */
const about = {
  status: "stable",
  summary:
    "A panel that opens on click next to its trigger (Radix Popover): richer than a tooltip, lighter than a dialog. DatePicker uses it for its calendar.",
  use: [
    "A short explanation with a heading or a link that people open on purpose: the definition of a figure on the console's dashboard (接待人次按闸机核验次数统计).",
    "A small control that belongs to a field: a calendar, a colour picker.",
  ],
  avoid: [
    "A hint of a few words on hover or focus: use Tooltip.",
    "A list of actions: use DropdownMenu.",
    "A task that must be finished or cancelled: use Dialog.",
  ],
  do: [
    "Give the content an `aria-label` or a PopoverTitle, and close it with a PopoverClose button when it holds a call to action.",
    "Keep it short: a heading, a sentence or two, at most one action.",
  ],
  dont: [
    "Put essential information only in a popover; it must be findable on the page too.",
    "Put forms with many fields in it.",
  ],
  wording: [
    "The trigger says what opens: 说明 / Details, 口径说明 / How this is counted.",
    "The close button is a short acknowledgement or verb: 知道了 / Got it.",
  ],
  keyboard: [
    "The trigger is a button: Enter or Space opens the popover and the focus moves into it; Escape or a click outside closes it and the focus returns to the trigger.",
    "The trigger has aria-expanded and aria-controls; the content is a dialog (non-modal) named by its `aria-label`. Tab moves on through its content; it is not a focus trap.",
  ],
} as const;

const meta = {
  title: "UI/Popover",
  component: Popover,
  tags: ["autodocs", "stable"],
  parameters: { docs: docsOf(about) },
  args: { defaultOpen: true },
  render: (args) => (
    <Demo title="字段说明" body="“接待人次”按闸机核验次数统计。" trigger="说明" open={args.defaultOpen} />
  ),
  decorators: [inBox("min-h-56")],
} satisfies Meta<typeof Popover>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const Closed: Story = { args: { defaultOpen: false } };
export const LongText: Story = {
  render: (args) => (
    <Demo
      open={args.defaultOpen}
      title="关于数据口径的详细说明"
      body="接待人次按各景区闸机核验次数统计，同一游客当日多次入园按多次计；团队游客以导游核验为准。数据每 5 分钟刷新一次，节假日可能延迟。"
      trigger="口径说明"
    />
  ),
};
export const English: Story = {
  render: (args) => (
    <Demo open={args.defaultOpen} title="About this field" body="Visits are counted at the gates." trigger="Help" />
  ),
  ...english(),
};
export const Dark: Story = dark();
