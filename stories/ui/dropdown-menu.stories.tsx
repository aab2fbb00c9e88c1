import type { Meta, StoryObj } from "@storybook/react-vite";
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

function Demo({ english = false, long = false, open = true }: { english?: boolean; long?: boolean; open?: boolean }) {
  return (
    <DropdownMenu defaultOpen={open} modal={false}>
      <DropdownMenuTrigger asChild>
        <Button>
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

const meta = {
  title: "UI/DropdownMenu",
  component: DropdownMenu,
  render: () => <Demo />,
  decorators: [(Story) => <div className="min-h-72">{Story()}</div>],
} satisfies Meta<typeof DropdownMenu>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const Closed: Story = { render: () => <Demo open={false} /> };
export const Disabled: Story = {
  render: () => (
    <Button disabled>
      更多操作 <ChevronDown className="size-4" aria-hidden="true" />
    </Button>
  ),
};
export const LongText: Story = { render: () => <Demo long /> };
export const English: Story = { render: () => <Demo english />, globals: { locale: "en-US" } };
export const Dark: Story = { globals: { theme: "dark" } };
