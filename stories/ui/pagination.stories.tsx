import type { Meta, StoryObj } from "@storybook/react-vite";
import { useState } from "react";
import { Pagination } from "~/components/ui/pagination";
import { dark, english, radios } from "../story-helpers";
import { docsOf } from "./guidance";

/** The Docs page's guidance (see stories/ui/guidance.ts). */
const about = {
  status: "stable",
  summary:
    "Page navigation made of links, so it works with JavaScript off: previous and next, page numbers with ellipses, the total and an optional page-size select.",
  use: [
    "Long lists split into pages: the public site's article lists (ten a page, `?page=N`), the console's search table.",
  ],
  avoid: [
    "A short list that fits on one page: show it all.",
    'A feed people read to the end (news on the home page): a "more" link to the list page.',
    "Steps of a process: use Steps.",
  ],
  do: [
    "Build `hrefForPage` from the current URL, keeping the other query parameters (filters, sort).",
    "Use Remix's `Link` as `linkComponent` in the app; the built-in words (total, page size, previous/next) follow the page's language from the message catalogue.",
  ],
  dont: [
    "Reset to page 1 silently when filters change without showing it; the URL should say page 1.",
    "Hide the total where people need to know how many results there are.",
  ],
  wording: [
    "The total reads 共 128 条 / 128 items; page sizes 20 条/页 / 20 / page.",
    "The navigation's name is 分页 / Pagination; page links are read as 第 6 页 / Page 6.",
  ],
  keyboard: [
    "Tab moves through the page links; Enter follows one. Previous/next on the first or last page are not links (aria-disabled) and are skipped.",
    'A `<nav>` landmark named by `labels.nav` with a list of links; the current page has aria-current="page"; the ellipses are hidden.',
    "The page-size select is a native `<select>` named 每页条数 / Items per page.",
  ],
} as const;

const meta = {
  title: "UI/Pagination",
  component: Pagination,
  tags: ["autodocs", "stable"],
  parameters: { docs: docsOf(about) },
  args: {
    page: 6,
    total: 500,
    pageSize: 10,
    hrefForPage: (n: number) => `?page=${n}`,
    showTotal: true,
    size: "medium",
  },
  argTypes: { size: radios(["small", "medium"]) },
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
export const English: Story = english();
export const Dark: Story = dark();
