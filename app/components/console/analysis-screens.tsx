/** Data Visualization: Analysis and Multi-D Analysis, every chart drawn with Recharts in a fixed-height box. */
import Eye from "lucide-react/icons/eye";
import MousePointerClick from "lucide-react/icons/mouse-pointer-click";
import PenLine from "lucide-react/icons/pen-line";
import UserRound from "lucide-react/icons/user-round";
import { useTranslation } from "~/lib/i18n/use-translation";
import { Card } from "~/components/ui/card";
import { ChartContainer } from "~/components/ui/chart-container";
import { ClientOnly } from "~/components/ui/client-only";
import { Skeleton } from "~/components/ui/skeleton";
import { Statistic } from "~/components/ui/statistic";
import { OVERVIEW_KEYS, type AnalysisData, type MultiDimensionData } from "~/lib/console/charts";
import { cn } from "~/lib/utils/cn";
import { DonutChart, RadarSeriesChart, SeriesChart } from "./charts/lazy-charts";
import { ScreenTitle, formatCount } from "./page";
import { SimpleTable } from "./simple-table";

const SERIES_KEYS = ["text", "imageText", "video"] as const;

export function AnalysisScreen({ data }: { data: AnalysisData }) {
  const { t, i18n } = useTranslation("console");
  const locale = i18n.language;
  const series = (type: "line" | "bar" | "area", stackId?: string) =>
    SERIES_KEYS.map((key) => ({ key, name: t(`analysis.series.${key}`), type, stackId }));
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
              <ChartContainer
                label={`${t(`analysis.${card.key}`)}: ${formatCount(card.count, locale)}`}
                height={80}
                className="mt-2"
              >
                {() =>
                  card.kind === "pie" ? (
                    <DonutChart
                      data={card.data.map((d) => ({ name: t(`analysis.series.${d.x}`), value: d.y }))}
                      legend={false}
                    />
                  ) : (
                    <SeriesChart
                      mini
                      data={card.data}
                      xKey="x"
                      series={
                        card.kind === "line"
                          ? [
                              { key: "y", name: t("analysis.thisYear"), type: "line" },
                              { key: "y2", name: t("analysis.lastYear"), type: "line", dashed: true },
                            ]
                          : [{ key: "y", name: t(`analysis.${card.key}`), type: card.kind }]
                      }
                    />
                  )
                }
              </ChartContainer>
            </section>
          ))}
        </div>
      </Card>
      <div className="grid grid-cols-1 gap-4 xl:grid-cols-3">
        <Card title={t("analysis.contentPublish")} className="xl:col-span-2">
          <ChartContainer label={t("analysis.contentPublish")} height={347}>
            {() => <SeriesChart data={data.publish} xKey="slot" series={series("bar", "publish")} legend />}
          </ChartContainer>
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
        <figure aria-label={t("analysis.contentPeriod")} className="m-0 h-[370px] w-full text-xs text-fg-muted">
          <ClientOnly fallback={<Skeleton className="size-full" />}>
            {() => (
              <SeriesChart
                data={data.period}
                xKey="hour"
                series={series("line")}
                legend
                brush
                yFormatter={(v) => `${v}%`}
              />
            )}
          </ClientOnly>
        </figure>
      </Card>
    </div>
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
          <ChartContainer label={t("multiD.overview")} height={310}>
            {() => (
              <SeriesChart
                data={data.overview}
                xKey="day"
                legend
                series={OVERVIEW_KEYS.map((key) => ({
                  key,
                  name: t(`multiD.totals.${key}`),
                  type: "area" as const,
                  stackId: "overview",
                }))}
              />
            )}
          </ChartContainer>
        </Card>
        <div className="space-y-4">
          <Card title={t("multiD.userActions")}>
            <ChartContainer label={t("multiD.userActions")} height={160}>
              {() => (
                <SeriesChart
                  horizontal
                  data={data.userActions.map((a) => ({ name: t(`multiD.actions.${a.key}`), value: a.value }))}
                  xKey="name"
                  series={[{ key: "value", name: t("multiD.userActions"), type: "bar" }]}
                />
              )}
            </ChartContainer>
          </Card>
          <Card title={t("multiD.contentType")}>
            <ChartContainer label={t("multiD.contentType")} height={230}>
              {() => (
                <RadarSeriesChart
                  data={data.radar.map((row) => ({ ...row, axis: t(`multiD.axes.${row.axis}`) }))}
                  axisKey="axis"
                  series={SERIES_KEYS.map((key) => ({ key, name: t(`analysis.series.${key}`) }))}
                />
              )}
            </ChartContainer>
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
            <ChartContainer label={t(`multiD.chain.${card.key}`)} height={120} className="mt-2">
              {() => (
                <SeriesChart
                  mini
                  data={card.data}
                  xKey="x"
                  series={[{ key: "y", name: t(`multiD.chain.${card.key}`), type: card.kind }]}
                />
              )}
            </ChartContainer>
          </Card>
        ))}
      </div>
      <Card title={t("multiD.publishingSource")}>
        <div className="grid grid-cols-1 gap-4 md:grid-cols-3">
          {data.sources.map((group) => (
            <section key={group.kind} aria-label={t(`analysis.series.${group.kind}`)}>
              <h3 className="mb-2 text-center text-fg-muted">{t(`analysis.series.${group.kind}`)}</h3>
              <ChartContainer label={t(`analysis.series.${group.kind}`)} height={260}>
                {() => (
                  <DonutChart
                    data={group.slices.map((s) => ({ name: t(`multiD.sources.${s.source}`), value: s.value }))}
                    centerLabel={t(`analysis.series.${group.kind}`)}
                  />
                )}
              </ChartContainer>
            </section>
          ))}
        </div>
      </Card>
    </div>
  );
}
