import type { Meta, StoryObj } from "@storybook/react-vite";
import { Button } from "~/components/ui/button";
import { Empty } from "~/components/ui/empty";

const meta = {
  title: "UI/Empty",
  component: Empty,
  args: { description: "暂无数据" },
} satisfies Meta<typeof Empty>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const WithAction: Story = {
  args: { description: "还没有文章", children: <Button variant="primary">写文章</Button> },
};
export const SearchEmpty: Story = { args: { description: "没有找到与“千岛湖”相关的结果" } };
export const LongText: Story = {
  args: {
    description:
      "当前筛选条件下没有符合要求的项目。您可以调整城市、年份或项目状态等筛选条件后重试，或联系管理员开通更多数据权限。",
  },
  decorators: [(Story) => <div className="max-w-sm">{Story()}</div>],
};
export const English: Story = { args: { description: "No data" }, globals: { locale: "en-US" } };
export const Dark: Story = { globals: { theme: "dark" } };
