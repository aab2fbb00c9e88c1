import type { Meta, StoryObj } from "@storybook/react-vite";
import { useState } from "react";
import { Pagination } from "~/components/ui/pagination";

const meta = {
  title: "UI/Pagination",
  component: Pagination,
  args: {
    page: 6,
    total: 500,
    pageSize: 10,
    hrefForPage: (n: number) => `?page=${n}`,
    showTotal: true,
    size: "medium",
  },
  argTypes: { size: { control: "inline-radio", options: ["small", "medium"] } },
} satisfies Meta<typeof Pagination>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const FirstPage: Story = { args: { page: 1 } };
export const LastPage: Story = { args: { page: 50 } };
export const FewPages: Story = { args: { page: 2, total: 36 } };
export const Small: Story = { args: { size: "small" } };
export const WithPageSize: Story = {
  render: (args) => {
    function Demo() {
      const [size, setSize] = useState(20);
      return <Pagination {...args} pageSize={size} pageSizeOptions={[10, 20, 50]} onPageSizeChange={setSize} />;
    }
    return <Demo />;
  },
};
export const Empty: Story = { args: { page: 1, total: 0 } };
export const Disabled: Story = { name: "Single page (prev/next disabled)", args: { page: 1, total: 8 } };
export const LongText: Story = { args: { page: 4821, total: 9_876_543, pageSize: 20 } };
export const English: Story = { globals: { locale: "en-US" } };
export const Dark: Story = { globals: { theme: "dark" } };
