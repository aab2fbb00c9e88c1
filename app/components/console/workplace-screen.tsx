/** Workplace: welcome and overview figures, content data, popular content, category share, side panels. */
import BarChart3 from "lucide-react/icons/bar-chart-3";
import FileText from "lucide-react/icons/file-text";
import Megaphone from "lucide-react/icons/megaphone";
import MessageSquareText from "lucide-react/icons/message-square-text";
import Rocket from "lucide-react/icons/rocket";
import Settings2 from "lucide-react/icons/settings-2";
import TrendingUp from "lucide-react/icons/trending-up";
import Users from "lucide-react/icons/users";
import { useTranslation } from "~/lib/i18n/use-translation";
import { Card } from "~/components/ui/card";
import { ChartContainer } from "~/components/ui/chart-container";
import { Statistic } from "~/components/ui/statistic";
import { Tag, type TagColor } from "~/components/ui/tag";
import { POPULAR_TYPES, type PopularType, type WorkplaceData } from "~/lib/console/charts";
import { seriesTable, sliceTable } from "~/lib/console/chart-geometry";
import { ChartDataTable } from "./charts/chart-data-table";
import { DonutChart, SeriesChart } from "./charts/lazy-charts";
import { ScreenTitle, formatCount } from "./page";
import { LinkTabs } from "./link-tabs";
import { SimpleTable } from "./simple-table";
import { HELP_SECTIONS } from "./help-screen";
import { useConsoleRouting } from "./routing";

export interface WorkplaceScreenProps {
  data: WorkplaceData;
  userName: string;
  /** The popular-content tab (from `?popular=`). */
  popularType: PopularType;
  path: string;
}

const TAG_COLORS: Record<string, TagColor> = { activity: "orange", message: "arcoblue", notice: "green" };

export function WorkplaceScreen({ data, userName, popularType, path }: WorkplaceScreenProps) {
  const { t, i18n } = useTranslation("console");
  const { Link, base } = useConsoleRouting();
  const locale = i18n.language;
  const overview = [
    {
      key: "onlineContent",
      value: data.overview.onlineContent,
      suffix: t("workplace.unitW"),
      icon: FileText,
      precision: 1,
    },
    { key: "putIn", value: data.overview.putIn, suffix: t("workplace.unitPcs"), icon: Rocket },
    {
      key: "dailyComments",
      value: data.overview.dailyComments,
      suffix: t("workplace.unitPcs"),
      icon: MessageSquareText,
    },
    { key: "growth", value: data.overview.growth, suffix: "%", icon: TrendingUp, precision: 1, trend: "up" as const },
  ];
  const quickOps = [
    { key: "userManagement", icon: Users, href: `${base}/user/info` },
    { key: "contentStatistic", icon: BarChart3, href: `${base}/visualization/data-analysis` },
    { key: "advanced", icon: Settings2, href: `${base}/user/setting` },
    { key: "onlinePromotion", icon: Megaphone, href: `${base}/form/step` },
    { key: "contentPutIn", icon: Rocket, href: `${base}/list/card` },
  ];
  const contentSeries = [{ key: "value", name: t("workplace.contentDataUnit"), type: "area" as const }];
  const contentValue = (v: number) => formatCount(v * 10_000, locale);
  const categories = data.categories.slices.map((s) => ({ name: t(`workplace.category.${s.key}`), value: s.value }));
  const slides = t("workplace.slides", { returnObjects: true }) as string[];
  const docs = t("workplace.docs", { returnObjects: true }) as string[];
  return (
    <div className="grid grid-cols-1 gap-4 xl:grid-cols-[minmax(0,1fr)_280px]">
      <ScreenTitle>{t("menu.workplace")}</ScreenTitle>
      <div className="min-w-0 space-y-4">
        <Card>
          <div className="p-5">
            <p className="mb-4 text-lg font-semibold text-fg">{t("workplace.welcome", { name: userName })}</p>
            <div className="grid grid-cols-2 gap-4 lg:grid-cols-4">
              {overview.map(({ key, value, suffix, icon: Icon, precision, trend }) => (
                <div key={key} className="flex items-center gap-3 rounded bg-surface-muted p-3">
                  <span className="flex size-10 shrink-0 items-center justify-center rounded-full bg-primary-100 text-primary">
                    <Icon className="size-5" aria-hidden="true" />
                  </span>
                  <Statistic
                    title={t(`workplace.${key}`)}
                    value={value}
                    precision={precision}
                    suffix={suffix}
                    trend={trend}
                  />
                </div>
              ))}
            </div>
          </div>
          <div className="border-t border-line p-5">
            <h2 className="mb-3 font-medium text-fg">{t("workplace.contentData")}</h2>
            <ChartContainer
              label={`${t("workplace.contentData")}: ${t("workplace.contentDataUnit")}`}
              height={289}
              table={
                <ChartDataTable
                  caption={t("workplace.contentData")}
                  // In thousands, as the column's title and the value axis say.
                  table={seriesTable(data.contentData, "day", contentSeries, t("charts.date"), (v) =>
                    formatCount(v, locale),
                  )}
                />
              }
            >
              <SeriesChart
                data={data.contentData}
                xKey="day"
                series={contentSeries}
                yFormatter={(v) => `${v}k`}
                tooltipFormatter={contentValue}
              />
            </ChartContainer>
          </div>
        </Card>
        <div className="grid grid-cols-1 gap-4 lg:grid-cols-2">
          <Card
            title={t("workplace.popularContent")}
            extra={
              <LinkTabs
                look="segment"
                label={t("workplace.popularContent")}
                tabs={POPULAR_TYPES}
                current={popularType}
                path={path}
                param="popular"
                text={(type) => t(`workplace.popular.${type}`)}
              />
            }
          >
            <SimpleTable
              caption={t("workplace.popularContent")}
              rows={data.popular[popularType]}
              rowKey={(row) => row.key}
              columns={[
                { key: "rank", title: t("workplace.rank"), cell: (row) => row.key },
                {
                  key: "title",
                  title: t("workplace.title"),
                  // At least eight characters wide, up to two lines, then an ellipsis (issue 14b: a phone in
                  // English had cut the titles to one or two characters).
                  cell: (row) => (
                    <span className="line-clamp-2 min-w-[8em] break-words" data-testid="popular-title">
                      {row.title}
                    </span>
                  ),
                  className: "pr-2",
                  cellTitle: (row) => row.title,
                },
                {
                  key: "clicks",
                  title: t("workplace.clicks"),
                  align: "right",
                  className: "whitespace-nowrap",
                  cell: (row) => formatCount(row.clickNumber, locale),
                },
                {
                  key: "increases",
                  title: t("workplace.increases"),
                  align: "right",
                  className: "whitespace-nowrap text-danger",
                  cell: (row) => `${row.increases}% ▲`,
                },
              ]}
            />
          </Card>
          <Card title={t("workplace.categoriesPercent")}>
            <ChartContainer
              label={`${t("workplace.categoriesPercent")}: ${categories.map((s) => `${s.name} ${formatCount(s.value, locale)}`).join(", ")}`}
              height={310}
              table={
                <ChartDataTable
                  caption={t("workplace.categoriesPercent")}
                  table={sliceTable(
                    categories,
                    { category: t("charts.category"), value: t("workplace.contentVolume"), share: t("charts.share") },
                    (v) => formatCount(v, locale),
                  )}
                />
              }
            >
              <DonutChart
                data={categories}
                centerLabel={t("workplace.contentVolume")}
                centerValue={formatCount(data.categories.total, locale)}
                labels
              />
            </ChartContainer>
          </Card>
        </div>
      </div>
      <aside className="space-y-4" aria-label={t("workplace.quickOperation")}>
        <Card title={t("workplace.quickOperation")}>
          <ul className="grid grid-cols-3 gap-2">
            {quickOps.map(({ key, icon: Icon, href }) => (
              <li key={key}>
                <Link
                  href={href}
                  className="flex flex-col items-center gap-1 rounded p-2 text-xs text-fg-muted hover:bg-surface-muted hover:text-primary"
                >
                  <span className="flex size-8 items-center justify-center rounded bg-surface-muted text-primary">
                    <Icon className="size-4" aria-hidden="true" />
                  </span>
                  {t(`workplace.ops.${key}`)}
                </Link>
              </li>
            ))}
          </ul>
        </Card>
        <Card title={t("workplace.recentlyVisited")}>
          <ul className="grid grid-cols-3 gap-2 text-xs">
            {[
              { key: "searchTable", href: `${base}/list/search-table` },
              { key: "cardList", href: `${base}/list/card` },
              { key: "stepForm", href: `${base}/form/step` },
            ].map(({ key, href }) => (
              <li key={key}>
                <Link
                  href={href}
                  className="block rounded p-2 text-center text-fg-muted hover:bg-surface-muted hover:text-primary"
                >
                  {t(`menu.${key}`)}
                </Link>
              </li>
            ))}
          </ul>
        </Card>
        <Card title={t("workplace.carousel")}>
          <ol
            className="relative flex snap-x snap-mandatory gap-2 overflow-x-auto"
            aria-label={t("workplace.carousel")}
            // The strip scrolls sideways, so keyboard users must be able to focus it.
            // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex
            tabIndex={0}
          >
            {slides.map((slide, i) => (
              <li
                key={slide}
                className="flex h-28 w-full shrink-0 snap-start items-center justify-center rounded bg-navy p-4 text-center text-navy-foreground"
              >
                <span>
                  <span className="sr-only">
                    {i + 1}/{slides.length}:{" "}
                  </span>
                  {slide}
                </span>
              </li>
            ))}
          </ol>
        </Card>
        <Card title={t("workplace.announcement")}>
          <ul className="space-y-2">
            {data.announcements.map((item, i) => (
              <li key={i} className="flex items-center gap-2">
                <Tag size="small" color={TAG_COLORS[item.tag] ?? "gray"}>
                  {t(`workplace.tags.${item.tag}`)}
                </Tag>
                <span className="truncate text-fg-muted">{item.text}</span>
              </li>
            ))}
          </ul>
        </Card>
        <Card title={t("workplace.documents")}>
          <ul className="grid grid-cols-2 gap-2">
            {docs.map((doc, index) => (
              <li key={doc}>
                <Link
                  href={`${base}/help#${HELP_SECTIONS[index] ?? HELP_SECTIONS[0]}`}
                  className="text-fg-muted hover:text-primary"
                >
                  {doc}
                </Link>
              </li>
            ))}
          </ul>
        </Card>
      </aside>
    </div>
  );
}
