import type { Meta, StoryObj } from "@storybook/react-vite";
import { Button } from "~/components/ui/button";
import { Empty } from "~/components/ui/empty";
import { dark, english, inBox } from "../story-helpers";
import { docsOf } from "./guidance";

/** The Docs page's guidance (see stories/ui/guidance.ts). */
const about = {
  status: "stable",
  summary:
    "A placeholder for a list, table or panel with nothing to show: an illustration, a message and optional actions. Table shows one by itself when it has no rows.",
  use: ["An empty list or table (no articles yet, no search results), an empty chart card."],
  avoid: [
    "A failed load: use Alert or Result with the reason and a retry.",
    "Content that is still loading: use Skeleton.",
    "A whole page that does not exist: use Result with status 404.",
  ],
  do: [
    "Say what is empty and, when there is one, the way out: 还没有文章 with a 写文章 / Write article button.",
    "For search, repeat the query: 没有找到与“千岛湖”相关的结果.",
  ],
  dont: ["Show an empty state while data is still loading.", 'Blame the user ("您没有输入正确的条件").'],
  wording: [
    "One short sentence, no full stop in Chinese or English: 暂无数据 / No data.",
    "Action buttons are verbs: 写文章 / Write article, 清除筛选 / Clear filters.",
  ],
  keyboard: [
    "No keys of its own; its buttons are reached with Tab.",
    'The illustration is hidden; the message is plain text, read in order. It is not announced when it appears: after a search or filter, announce the result count (e.g. in a role="status").',
  ],
} as const;

const meta = {
  title: "UI/Empty",
  component: Empty,
  tags: ["autodocs", "stable"],
  parameters: { docs: docsOf(about) },
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
  decorators: [inBox("max-w-sm")],
};
export const English: Story = english({ description: "No data" });
export const Dark: Story = dark();
