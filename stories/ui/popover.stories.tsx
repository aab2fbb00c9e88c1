import type { Meta, StoryObj } from "@storybook/react-vite";
import { Button } from "~/components/ui/button";
import { Popover, PopoverClose, PopoverContent, PopoverTitle, PopoverTrigger } from "~/components/ui/popover";

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

const meta = {
  title: "UI/Popover",
  component: Popover,
  args: { defaultOpen: true },
  render: (args) => (
    <Demo title="字段说明" body="“接待人次”按闸机核验次数统计。" trigger="说明" open={args.defaultOpen} />
  ),
  decorators: [(Story) => <div className="min-h-56">{Story()}</div>],
} satisfies Meta<typeof Popover>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const Closed: Story = { args: { defaultOpen: false } };
export const LongText: Story = {
  render: () => (
    <Demo
      open
      title="关于数据口径的详细说明"
      body="接待人次按各景区闸机核验次数统计，同一游客当日多次入园按多次计；团队游客以导游核验为准。数据每 5 分钟刷新一次，节假日可能延迟。"
      trigger="口径说明"
    />
  ),
};
export const English: Story = {
  render: () => <Demo open title="About this field" body="Visits are counted at the gates." trigger="Help" />,
  globals: { locale: "en-US" },
};
export const Dark: Story = { globals: { theme: "dark" } };
