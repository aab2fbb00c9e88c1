/**
 * Data Visualization: Analysis and Multi-D Analysis, every chart in a fixed-height box: a static SVG from the
 * server, replaced by the Recharts chart in the browser, with its numbers in a data table under it.
 */
import Eye from "lucide-react/icons/eye";
import MousePointerClick from "lucide-react/icons/mouse-pointer-click";
import PenLine from "lucide-react/icons/pen-line";
import UserRound from "lucide-react/icons/user-round";
import type { ReactNode } from "react";
import { useTranslation } from "~/lib/i18n/use-translation";
import { Card } from "~/components/ui/card";
import { ChartContainer } from "~/components/ui/chart-container";
import { Statistic } from "~/components/ui/statistic";
import { seriesTable, sliceTable, type ChartTable } from "~/lib/console/chart-geometry";
import { OVERVIEW_KEYS, type AnalysisData, type MultiDimensionData } from "~/lib/console/charts";
import { cn } from "~/lib/utils/cn";
import { ChartDataTable, TabledChart } from "./charts/chart-data-table";
import { DonutChart, RadarSeriesChart, SeriesChart, type Series } from "./charts/lazy-charts";
import { ScreenTitle, formatCount } from "./page";
import { SimpleTable } from "./simple-table";

const SERIES_KEYS = ["text", "imageText", "video"] as const;

export function AnalysisScreen({ data }: { data: AnalysisData }) {
  const { t, i18n } = useTranslation("console");
  const locale = i18n.language;
  const series = (type: "line" | "bar" | "area", stackId?: string): Series[] =>
    SERIES_KEYS.map((key) => ({ key, name: t(`analysis.series.${key}`), type, stackId }));
  const count = (v: number) => formatCount(v, locale);
  const percent = (v: number) => `${v}%`;
  return (
    <div className="space-y-4">
      <ScreenTitle>{t("menu.dataAnalysis")}</ScreenTitle>
      <Card title={t("analysis.publicOpinion")}>
        <div className="grid grid-cols-1 gap-4 sm:grid-cols-2 xl:grid-cols-4">
          {data.opinion.map((card) => (
            <section
              key={card.key}
              className="rounded bg-gradient-to-b from-primary-100 to-surface p-4"
              aria-label={t(`analysis.${card.key}`)}
            >
              <div className="flex items-start justify-between gap-2">
                <Statistic title={t(`analysis.${card.key}`)} value={card.count} groupSeparator="," />
                <p className="text-xs text-fg-muted">
                  {t("analysis.yesterday")} <span className="text-danger">{card.growth}% ▲</span>
                </p>
              </div>
              <OpinionChart card={card} />
            </section>
          ))}
        </div>
      </Card>
      <div className="grid grid-cols-1 gap-4 xl:grid-cols-3">
        <Card title={t("analysis.contentPublish")} className="xl:col-span-2">
          <TabledChart
            title={t("analysis.contentPublish")}
            height={347}
            table={seriesTable(data.publish, "slot", series("bar"), t("charts.slot"), count)}
          >
            <SeriesChart data={data.publish} xKey="slot" series={series("bar", "publish")} legend />
          </TabledChart>
        </Card>
        <Card title={t("analysis.popularAuthor")}>
          <SimpleTable
            caption={t("analysis.popularAuthor")}
            rows={data.authors}
            rowKey={(row) => row.ranking}
            columns={[
              { key: "ranking", title: t("analysis.ranking"), cell: (row) => row.ranking },
              { key: "author", title: t("analysis.author"), cell: (row) => row.author },
              {
                key: "contentCount",
                title: t("analysis.contentCount"),
                align: "right",
                cell: (row) => formatCount(row.contentCount, locale),
              },
              {
                key: "clickCount",
                title: t("analysis.clickCount"),
                align: "right",
                cell: (row) => formatCount(row.clickCount, locale),
              },
            ]}
          />
        </Card>
      </div>
      <Card title={t("analysis.contentPeriod")}>
        {/* Not a role="img" box: the zoom slider's handles are keyboard controls. */}
        <figure aria-label={t("analysis.contentPeriod")} className="m-0 w-full">
          <div className="h-[370px] w-full text-xs text-fg-muted">
            <SeriesChart data={data.period} xKey="hour" series={series("line")} legend brush yFormatter={percent} />
          </div>
          <ChartDataTable
            caption={t("analysis.contentPeriod")}
            table={seriesTable(data.period, "hour", series("line"), t("charts.hour"), percent)}
          />
        </figure>
      </Card>
    </div>
  );
}

/** A public-opinion card's small chart (a sparkline, bars or a donut), its numbers in a hidden table. */
function OpinionChart({ card }: { card: AnalysisData["opinion"][number] }) {
  const { t, i18n } = useTranslation("console");
  const locale = i18n.language;
  const title = t(`analysis.${card.key}`);
  const label = `${title}: ${formatCount(card.count, locale)}`;
  // A donut for shares, else a sparkline or bars; either way its numbers in a hidden table.
  let chart: ReactNode;
  let table: ChartTable;
  if (card.kind === "pie") {
    const slices = card.data.map((d) => ({ name: t(`analysis.series.${d.x}`), value: d.y }));
    chart = <DonutChart data={slices} legend={false} />;
    table = sliceTable(slices, { category: t("charts.category"), value: t("charts.value"), share: t("charts.share") });
  } else {
    const series: Series[] =
      card.kind === "line"
        ? [
            { key: "y", name: t("analysis.thisYear"), type: "line" },
            { key: "y2", name: t("analysis.lastYear"), type: "line", dashed: true },
          ]
        : [{ key: "y", name: title, type: card.kind }];
    chart = <SeriesChart mini data={card.data} xKey="x" series={series} />;
    table = seriesTable(card.data, "x", series, t("charts.month"), (v) => formatCount(v, locale));
  }
  return (
    <ChartContainer
      label={label}
      height={80}
      className="mt-2"
      table={<ChartDataTable hidden caption={title} table={table} />}
    >
      {chart}
    </ChartContainer>
  );
}

const OVERVIEW_ICONS = {
  production: PenLine,
  click: MousePointerClick,
  exposure: Eye,
  activeUsers: UserRound,
} as const;

export function MultiDimensionScreen({ data }: { data: MultiDimensionData }) {
  const { t, i18n } = useTranslation("console");
  const locale = i18n.language;
  const count = (v: number) => formatCount(v, locale);
  const overviewSeries: Series[] = OVERVIEW_KEYS.map((key) => ({
    key,
    name: t(`multiD.totals.${key}`),
    type: "area",
    stackId: "overview",
  }));
  const userActions = data.userActions.map((a) => ({ name: t(`multiD.actions.${a.key}`), value: a.value }));
  const actionSeries: Series[] = [{ key: "value", name: t("multiD.userActions"), type: "bar" }];
  const radar = data.radar.map((row) => ({ ...row, axis: t(`multiD.axes.${row.axis}`) }));
  const radarSeries = SERIES_KEYS.map((key) => ({ key, name: t(`analysis.series.${key}`) }));
  const chainSeries = (card: MultiDimensionData["chain"][number]): Series[] => [
    { key: "y", name: t(`multiD.chain.${card.key}`), type: card.kind },
  ];
  return (
    <div className="space-y-4">
      <ScreenTitle>{t("menu.multiDimension")}</ScreenTitle>
      <div className="grid grid-cols-1 gap-4 lg:grid-cols-4">
        <Card title={t("multiD.overview")} className="lg:col-span-3">
          <div className="mb-4 grid grid-cols-2 gap-4 md:grid-cols-4">
            {OVERVIEW_KEYS.map((key) => {
              const Icon = OVERVIEW_ICONS[key];
              return (
                <div key={key} className="flex items-center gap-3">
                  <span className="flex size-10 items-center justify-center rounded-full bg-primary-100 text-primary">
                    <Icon className="size-5" aria-hidden="true" />
                  </span>
                  <Statistic title={t(`multiD.totals.${key}`)} value={data.totals[key]} groupSeparator="," />
                </div>
              );
            })}
          </div>
          <TabledChart
            title={t("multiD.overview")}
            height={310}
            table={seriesTable(data.overview, "day", overviewSeries, t("charts.date"), count)}
          >
            <SeriesChart data={data.overview} xKey="day" legend series={overviewSeries} />
          </TabledChart>
        </Card>
        <div className="space-y-4">
          <Card title={t("multiD.userActions")}>
            <TabledChart
              title={t("multiD.userActions")}
              height={160}
              table={seriesTable(userActions, "name", actionSeries, t("charts.category"), count)}
            >
              <SeriesChart horizontal data={userActions} xKey="name" series={actionSeries} />
            </TabledChart>
          </Card>
          <Card title={t("multiD.contentType")}>
            <TabledChart
              title={t("multiD.contentType")}
              height={230}
              table={seriesTable(radar, "axis", radarSeries, t("charts.topic"), count)}
            >
              <RadarSeriesChart data={radar} axisKey="axis" series={radarSeries} />
            </TabledChart>
          </Card>
        </div>
      </div>
      <div className="grid grid-cols-1 gap-4 sm:grid-cols-2 xl:grid-cols-4">
        {data.chain.map((card) => (
          <Card key={card.key} title={t(`multiD.chain.${card.key}`)}>
            <div className="flex items-baseline justify-between">
              <span className="text-2xl font-semibold text-fg">{formatCount(card.count, locale)}</span>
              <span
                className={cn(
                  "text-sm",
                  card.up ? "text-danger" : "text-[color-mix(in_oklab,var(--success)_70%,black)] dark:text-success",
                )}
              >
                <span className="sr-only">{t("multiD.growth")} </span>
                {card.growth}% {card.up ? "▲" : "▼"}
              </span>
            </div>
            <ChartContainer
              label={t(`multiD.chain.${card.key}`)}
              height={120}
              className="mt-2"
              table={
                <ChartDataTable
                  hidden
                  caption={t(`multiD.chain.${card.key}`)}
                  table={seriesTable(card.data, "x", chainSeries(card), t("charts.month"), count)}
                />
              }
            >
              <SeriesChart mini data={card.data} xKey="x" series={chainSeries(card)} />
            </ChartContainer>
          </Card>
        ))}
      </div>
      <Card title={t("multiD.publishingSource")}>
        <div className="grid grid-cols-1 gap-4 md:grid-cols-3">
          {data.sources.map((group) => (
            <section key={group.kind} aria-label={t(`analysis.series.${group.kind}`)}>
              <h3 className="mb-2 text-center text-fg-muted">{t(`analysis.series.${group.kind}`)}</h3>
              <SourceDonut group={group} />
            </section>
          ))}
        </div>
      </Card>
    </div>
  );
}

/** One of the publishing-source donuts, with its slices in a data table. */
function SourceDonut({ group }: { group: MultiDimensionData["sources"][number] }) {
  const { t, i18n } = useTranslation("console");
  const title = t(`analysis.series.${group.kind}`);
  const slices = group.slices.map((s) => ({ name: t(`multiD.sources.${s.source}`), value: s.value }));
  return (
    <TabledChart
      title={title}
      height={260}
      table={sliceTable(
        slices,
        { category: t("charts.category"), value: t("charts.value"), share: t("charts.share") },
        (v) => formatCount(v, i18n.language),
      )}
    >
      <DonutChart data={slices} centerLabel={title} />
    </TabledChart>
  );
}
