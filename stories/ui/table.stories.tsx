import type { Meta, StoryObj } from "@storybook/react-vite";
import { useState } from "react";
import { Table, type TableColumn, type TableProps, type TableSort } from "~/components/ui/table";
import { Tag } from "~/components/ui/tag";
import { dark, english, radios, Variants } from "../story-helpers";
import { docsOf } from "./guidance";

interface Project {
  id: string;
  name: string;
  city: string;
  budget: number;
  status: "running" | "done" | "paused";
}

const rows: Project[] = [
  { id: "p1", name: "全域旅游大数据中心", city: "杭州市", budget: 3200, status: "running" },
  { id: "p2", name: "智慧景区综合管理平台", city: "宁波市", budget: 1280, status: "done" },
  { id: "p3", name: "文博场馆数字化展陈", city: "绍兴市", budget: 860, status: "paused" },
  { id: "p4", name: "乡村旅游电子地图", city: "丽水市", budget: 240, status: "running" },
];

const statusTag = {
  running: <Tag color="arcoblue">进行中</Tag>,
  done: <Tag color="green">已验收</Tag>,
  paused: <Tag color="orange">暂停</Tag>,
};

const columns: TableColumn<Project>[] = [
  { key: "name", title: "项目名称", sortable: true },
  { key: "city", title: "所在城市", width: 120 },
  {
    key: "budget",
    title: "预算（万元）",
    align: "right",
    sortable: true,
    render: (row) => row.budget.toLocaleString("zh-CN"),
  },
  { key: "status", title: "状态", width: 100, render: (row) => statusTag[row.status] },
  {
    key: "action",
    title: "操作",
    width: 100,
    render: (row) => (
      <a href={`#edit-${row.id}`} className="text-primary hover:underline">
        编辑<span className="sr-only"> {row.name}</span>
      </a>
    ),
  },
];

function sorted(list: Project[], sort: TableSort | null) {
  if (!sort) return list;
  const key = sort.key as keyof Project;
  return [...list].sort((a, b) => {
    const order = a[key] > b[key] ? 1 : a[key] < b[key] ? -1 : 0;
    return sort.order === "asc" ? order : -order;
  });
}

/** The controls that apply to the sortable demo table. */
type Shown = Pick<
  TableProps<Project>,
  "density" | "bordered" | "striped" | "loading" | "showCaption" | "visibleColumns"
>;

const shown = ({ density, bordered, striped, loading, showCaption, visibleColumns }: Shown): Shown => ({
  density,
  bordered,
  striped,
  loading,
  showCaption,
  visibleColumns,
});

function Sortable(props: Shown) {
  const [sort, setSort] = useState<TableSort | null>({ key: "budget", order: "desc" });
  return (
    <Table
      caption="项目列表"
      columns={columns}
      rows={sorted(rows, sort)}
      rowKey="id"
      sort={sort}
      onSortChange={setSort}
      {...props}
    />
  );
}

/** The Docs page's guidance (see stories/ui/guidance.ts). */
const about = {
  status: "stable",
  summary:
    "A data table in the console's style: a caption, columns with optional sorting, densities, borders and stripes, a loading state and an empty state. Sorting is driven from outside, by links (`sortHref`, no JavaScript needed) or a callback (`onSortChange`).",
  use: [
    "Records people scan and compare: the console's search table of tickets or projects, the admin's lists of articles, menus and links.",
  ],
  avoid: [
    "One record's details: use Descriptions.",
    "A few items with pictures: use a grid of Cards.",
    "Layout: tables are for data only.",
  ],
  do: [
    "Give every table a `caption` that names its content (项目列表 / Projects), shown or not.",
    "Right-align numbers with their unit in the header (预算（万元）) and group digits (3,200).",
    'Name row actions with the row: 编辑 plus a visually hidden project name, so "编辑 全域旅游大数据中心" is read.',
    "Use `sortHref` in the app, so sorting works before hydration and the URL keeps it; use `pinLastColumn` when a row's actions must stay on screen on a phone.",
  ],
  dont: [
    "Put more than one or two actions in a row; move the rest into a DropdownMenu.",
    "Hide the empty state: say what is empty (`empty`) and how to add or find something.",
  ],
  wording: [
    "Column titles are nouns: 项目名称 / Project, with units in full-width brackets in Chinese: 预算（万元）; Budget (10k yuan) in English.",
    "Row actions are verbs: 编辑 / Edit, 删除 / Delete.",
  ],
  keyboard: [
    "The table sits in a region named by its caption that is focusable (Tab stops on it), so keyboard users can scroll it sideways with the arrow keys.",
    "Sortable headers are links or buttons (Tab, Enter); the header cell has aria-sort (ascending, descending, none); the sort arrows are hidden.",
    "Screen readers read the caption, column headers with each cell, and links in cells; while `loading`, the table is aria-busy and the first cell reads the `loadingLabel`.",
  ],
} as const;

const meta = {
  title: "UI/Table",
  component: Table,
  tags: ["autodocs", "stable"],
  parameters: { docs: docsOf(about) },
  args: {
    caption: "项目列表",
    columns: columns as TableColumn<unknown>[],
    rows,
    rowKey: "id" as never,
    density: "middle",
    bordered: false,
    striped: false,
    loading: false,
  },
  argTypes: { density: radios(["mini", "small", "middle", "large"]) },
} satisfies Meta<typeof Table>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const SortableByButtons: Story = { render: (args) => <Sortable {...shown(args)} /> };
export const SortableByLinks: Story = {
  args: {
    sort: { key: "name", order: "asc" },
    sortHref: (column, next) => (next ? `?sort=${column.key}&order=${next.order}` : "?"),
  },
};
export const Densities: Story = {
  render: (args) => (
    <Variants className="gap-6">
      <Sortable {...shown(args)} density="mini" />
      <Sortable {...shown(args)} density="large" />
    </Variants>
  ),
};
export const ColumnsChosenAndOrdered: Story = { args: { visibleColumns: ["status", "name", "budget"] } };
export const BorderedStriped: Story = { args: { bordered: true, striped: true, showCaption: true } };
export const Loading: Story = { args: { loading: true } };
export const Empty: Story = { args: { rows: [] } };
export const LongText: Story = {
  args: {
    rows: [
      {
        id: "long",
        name: "关于建设全省统一的文化和旅游公共服务数字化平台暨“一部手机游浙江”二期扩容及数据治理项目",
        city: "杭州市西湖区",
        budget: 12345678,
        status: "running",
      },
      ...rows,
    ],
  },
};
export const English: Story = english({
  caption: "Projects",
  columns: [
    { key: "name", title: "Project" },
    { key: "city", title: "City" },
  ] as TableColumn<unknown>[],
  rows: [
    { id: "1", name: "Tourism data centre", city: "Hangzhou" },
    { id: "2", name: "Smart scenic area", city: "Ningbo" },
  ],
  loadingLabel: "Loading",
});
export const Dark: Story = dark(SortableByButtons);
