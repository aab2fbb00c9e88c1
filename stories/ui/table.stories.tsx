import type { Meta, StoryObj } from "@storybook/react-vite";
import { useState } from "react";
import { Table, type TableColumn, type TableSort } from "~/components/ui/table";
import { Tag } from "~/components/ui/tag";

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

function Sortable(props: { density?: "mini" | "small" | "middle" | "large"; visibleColumns?: string[] }) {
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

const meta = {
  title: "UI/Table",
  component: Table,
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
  argTypes: { density: { control: "inline-radio", options: ["mini", "small", "middle", "large"] } },
} satisfies Meta<typeof Table>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const SortableByButtons: Story = { render: () => <Sortable /> };
export const SortableByLinks: Story = {
  args: {
    sort: { key: "name", order: "asc" },
    sortHref: (column, next) => (next ? `?sort=${column.key}&order=${next.order}` : "?"),
  },
};
export const Densities: Story = {
  render: () => (
    <div className="flex flex-col gap-6">
      <Sortable density="mini" />
      <Sortable density="large" />
    </div>
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
export const English: Story = {
  args: {
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
  },
  globals: { locale: "en-US" },
};
export const Dark: Story = { render: () => <Sortable />, globals: { theme: "dark" } };
