import type { Meta, StoryObj } from "@storybook/react-vite";
import { TabledChart } from "~/components/console/charts/chart-data-table";
import { StaticDonutChart, StaticRadarChart, StaticSeriesChart } from "~/components/console/charts/static-charts";
import { seriesTable, sliceTable } from "~/lib/console/chart-geometry";
import { analysisData, multiDimensionData, workplaceData } from "~/lib/console/charts";

/**
 * The charts as the server draws them (plain SVG, no chart library): what a visitor without JavaScript sees, and
 * what each chart box shows until the interactive chart has loaded. Each comes with its data table.
 */
function StaticCharts({ empty = false }: { empty?: boolean }) {
  const workplace = workplaceData();
  const analysis = analysisData();
  const multi = multiDimensionData();
  const content = empty ? [] : workplace.contentData;
  const publish = empty ? [] : analysis.publish;
  const slices = empty
    ? []
    : workplace.categories.slices.map((s) => ({
        name: { text: "纯文本", imageText: "图文类", video: "视频类" }[s.key] ?? s.key,
        value: s.value,
      }));
  const radar = empty ? [] : multi.radar;
  const kinds = [
    { key: "text", name: "纯文本" },
    { key: "imageText", name: "图文类" },
    { key: "video", name: "视频类" },
  ];
  const contentSeries = [{ key: "value", name: "每日内容量（千）", type: "area" as const }];
  const publishSeries = kinds.map((k) => ({ ...k, type: "bar" as const, stackId: "publish" }));
  return (
    <div className="grid max-w-5xl grid-cols-1 gap-6 p-4 md:grid-cols-2">
      <TabledChart title="内容数据" height={240} table={seriesTable(content, "day", contentSeries, "日期")}>
        <StaticSeriesChart data={content} xKey="day" series={contentSeries} yFormatter={(v) => `${v}k`} />
      </TabledChart>
      <TabledChart title="内容发布比例" height={240} table={seriesTable(publish, "slot", publishSeries, "时段")}>
        <StaticSeriesChart data={publish} xKey="slot" series={publishSeries} />
      </TabledChart>
      <TabledChart
        title="内容类别占比"
        height={240}
        table={sliceTable(slices, { category: "类别", value: "内容量", share: "占比" })}
      >
        <StaticDonutChart data={slices} centerLabel="内容量" centerValue="928,531" />
      </TabledChart>
      <TabledChart title="内容题材分布" height={240} table={seriesTable(radar, "axis", kinds, "题材")}>
        <StaticRadarChart data={radar} axisKey="axis" series={kinds} />
      </TabledChart>
    </div>
  );
}

const meta = {
  title: "Console/Charts/Static charts",
  component: StaticCharts,
  parameters: { layout: "fullscreen" },
} satisfies Meta<typeof StaticCharts>;

export default meta;
type Story = StoryObj<typeof meta>;

export const WithData: Story = {};
export const WithoutData: Story = { args: { empty: true } };
