import type { Meta, StoryObj } from "@storybook/react-vite";
import type { ComponentProps } from "react";
import ChevronDown from "lucide-react/icons/chevron-down";
import Copy from "lucide-react/icons/copy";
import Pencil from "lucide-react/icons/pencil";
import Trash2 from "lucide-react/icons/trash-2";
import { Button } from "~/components/ui/button";
import {
  DropdownMenu,
  DropdownMenuCheckboxItem,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuLabel,
  DropdownMenuSeparator,
  DropdownMenuTrigger,
} from "~/components/ui/dropdown-menu";
import { dark, english, inBox } from "../story-helpers";
import { docsOf } from "./guidance";

type DemoProps = ComponentProps<typeof DropdownMenu> & { english?: boolean; long?: boolean; disabled?: boolean };

function Demo({ english = false, long = false, disabled = false, ...root }: DemoProps) {
  return (
    <DropdownMenu {...root}>
      <DropdownMenuTrigger asChild>
        <Button disabled={disabled}>
          {english ? "Actions" : "更多操作"}
          <ChevronDown className="size-4" aria-hidden="true" />
        </Button>
      </DropdownMenuTrigger>
      <DropdownMenuContent>
        <DropdownMenuLabel>{english ? "Article" : "文章"}</DropdownMenuLabel>
        <DropdownMenuItem>
          <Pencil aria-hidden="true" />
          {english ? "Edit" : "编辑"}
        </DropdownMenuItem>
        <DropdownMenuItem>
          <Copy aria-hidden="true" />
          {long ? "复制为新文章并保留全部附件、封面图片与发布设置" : english ? "Duplicate" : "复制"}
        </DropdownMenuItem>
        <DropdownMenuItem disabled>{english ? "Archive" : "归档（无权限）"}</DropdownMenuItem>
        <DropdownMenuCheckboxItem checked>{english ? "Pinned" : "置顶"}</DropdownMenuCheckboxItem>
        <DropdownMenuSeparator />
        <DropdownMenuItem danger>
          <Trash2 aria-hidden="true" />
          {english ? "Delete" : "删除"}
        </DropdownMenuItem>
      </DropdownMenuContent>
    </DropdownMenu>
  );
}

/** The Docs page's guidance (see stories/ui/guidance.ts). */
const about = {
  status: "beta",
  summary:
    "A menu of actions opened from a button (Radix DropdownMenu), with labels, separators, check items and sub-menus.",
  use: [
    "Secondary actions on a record that do not fit as buttons: 更多操作 on a row of the console's ticket table (编辑, 复制, 删除).",
    "A user menu in the console header.",
  ],
  avoid: [
    "Choosing a value for a form field: use Select or RadioGroup.",
    "Navigation between pages: use links in the header or menu.",
    "One or two actions: show them as buttons.",
  ],
  do: [
    "Order items by use, and put destructive items last, after a separator, with `danger`.",
    "Give a trigger with a visible word (更多操作) or an IconButton with a label, and a chevron.",
  ],
  dont: [
    "Hide the main action of a screen in a menu.",
    "Put more than about 7 items in one level, or nest deeper than one sub-menu.",
  ],
  wording: [
    "Items are verbs: 编辑 / Edit, 复制 / Duplicate, 删除 / Delete; labels of groups are nouns (文章 / Article).",
    "Say why an item is disabled if it is not obvious: 归档（无权限）.",
  ],
  keyboard: [
    "On the trigger, Enter, Space or ArrowDown opens the menu and focuses the first item.",
    "In the menu, ArrowUp/ArrowDown move between items (disabled ones are skipped), Home/End go to the first and last, typing a letter jumps to the next item starting with it (in practice an English-menu aid), Enter or Space runs the item and closes the menu, ArrowRight/ArrowLeft open and close a sub-menu, Escape closes and returns the focus to the trigger.",
    'The trigger is announced with aria-haspopup="menu" and its expanded state; items are menuitem, check items menuitemcheckbox with their checked state.',
  ],
} as const;

const meta = {
  title: "UI/DropdownMenu",
  component: DropdownMenu,
  tags: ["autodocs", "beta"],
  parameters: { docs: docsOf(about) },
  args: { defaultOpen: true, modal: false },
  render: (args) => <Demo {...args} />,
  decorators: [inBox("min-h-72")],
} satisfies Meta<typeof DropdownMenu>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const Closed: Story = { args: { defaultOpen: false } };
export const Disabled: Story = { args: { defaultOpen: false }, render: (args) => <Demo {...args} disabled /> };
export const LongText: Story = { render: (args) => <Demo {...args} long /> };
export const English: Story = { render: (args) => <Demo {...args} english />, ...english() };
export const Dark: Story = dark();
