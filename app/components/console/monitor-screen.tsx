/** Real-time Monitor: chat window, studio preview with live method and programs, status and studio information. */
import Download from "lucide-react/icons/download";
import Search from "lucide-react/icons/search";
import Star from "lucide-react/icons/star";
import { useTranslation } from "~/lib/i18n/use-translation";
import { Button } from "~/components/ui/button";
import { Card } from "~/components/ui/card";
import { Descriptions } from "~/components/ui/descriptions";
import { FormField } from "~/components/ui/form-field";
import { Input } from "~/components/ui/input";
import { NativeSelect } from "~/components/ui/select";
import { Tag } from "~/components/ui/tag";
import type { MonitorData } from "~/lib/console/charts";
import { cn } from "~/lib/utils/cn";
import { ScreenTitle, formatCount } from "./page";
import { SimpleTable } from "./simple-table";

const METHODS = ["normal", "flowControl", "video", "web"] as const;

export function MonitorScreen({ data }: { data: MonitorData }) {
  const { t, i18n } = useTranslation("console");
  const ops = t("monitor.ops", { returnObjects: true }) as string[];
  return (
    <div className="grid grid-cols-1 gap-4 xl:grid-cols-[300px_minmax(0,1fr)_280px]">
      <ScreenTitle>{t("menu.monitor")}</ScreenTitle>
      <Card title={t("monitor.chatWindow")}>
        <div className="mb-3 flex gap-2">
          <NativeSelect
            aria-label={t("monitor.chatFilter")}
            size="small"
            wrapperClassName="w-24 shrink-0"
            options={[{ value: "all", label: t("common.all") }]}
          />
          <Input
            aria-label={t("monitor.chatSearch")}
            size="small"
            wrapperClassName="min-w-0 flex-1"
            prefix={<Search className="size-3.5" aria-hidden="true" />}
          />
          <button
            type="button"
            className="shrink-0 text-fg-muted hover:text-primary"
            aria-label={t("monitor.download")}
            title={t("monitor.download")}
          >
            <Download className="size-4" aria-hidden="true" />
          </button>
        </div>
        <ul className="space-y-2" aria-label={t("monitor.chatWindow")}>
          {data.chat.map((item) => (
            <li key={item.id} className={cn("rounded p-2", item.isCollect ? "bg-primary-100" : "bg-surface-muted")}>
              <p className="flex items-center justify-between text-xs text-fg-muted">
                <span>{item.username}</span>
                <time>{item.time}</time>
              </p>
              <p className="mt-1 flex items-center gap-1 text-fg">
                {item.isCollect ? (
                  <Star className="size-3.5 fill-current text-warning" aria-label={t("monitor.collected")} />
                ) : null}
                {item.content}
              </p>
            </li>
          ))}
        </ul>
        <div className="mt-3 flex gap-2">
          <Input aria-label={t("monitor.chatInput")} placeholder={t("monitor.chatInput")} size="small" />
          <Button size="small" variant="primary">
            {t("monitor.update")}
          </Button>
        </div>
      </Card>
      <div className="min-w-0 space-y-4">
        <Card title={t("monitor.studioPreview")}>
          <div className="flex aspect-video items-center justify-center rounded bg-navy text-navy-foreground">
            <div className="text-center">
              <p className="text-lg font-semibold">{t("monitor.studio", { name: data.studio.name })}</p>
              <p className="text-sm opacity-80">
                {t("monitor.watching", { count: data.studio.viewers, formatParams: {} })}
              </p>
            </div>
          </div>
        </Card>
        <Card>
          <div className="flex gap-4 border-b border-line px-5 pt-3 text-sm">
            <span className="border-b-2 border-primary pb-2 text-primary">{t("monitor.liveMethod")}</span>
            <span className="pb-2 text-fg-muted">{t("monitor.onlinePopulation")}</span>
          </div>
          <div className="space-y-4 p-5">
            <fieldset className="flex flex-wrap gap-2">
              <legend className="sr-only">{t("monitor.liveMethod")}</legend>
              {METHODS.map((method) => (
                <label
                  key={method}
                  className="flex cursor-pointer items-center gap-1.5 rounded border border-line px-3 py-1 has-checked:border-primary has-checked:text-primary"
                >
                  <input
                    type="radio"
                    name="liveMethod"
                    value={method}
                    defaultChecked={method === "video"}
                    className="accent-primary"
                  />
                  {t(`monitor.methods.${method}`)}
                </label>
              ))}
            </fieldset>
            <div className="flex gap-2">
              <Button size="small" variant="outline">
                {t("common.edit")}
              </Button>
              <Button size="small" variant="primary" disabled>
                {t("monitor.start")}
              </Button>
            </div>
            <SimpleTable
              look="boxed"
              caption={t("monitor.liveMethod")}
              rows={data.programs}
              rowKey={(p) => p.id}
              columns={[
                { key: "order", title: t("monitor.order"), cell: (p) => p.order },
                {
                  key: "cover",
                  title: t("monitor.cover"),
                  cell: (p) => (
                    <>
                      <span className="flex h-10 w-16 items-center justify-center rounded bg-navy text-xs text-navy-foreground">
                        {data.studio.name}
                      </span>
                      {p.auditFailed ? (
                        <Tag size="small" color="red" className="mt-1">
                          {t("monitor.auditFailed")}
                        </Tag>
                      ) : null}
                    </>
                  ),
                },
                { key: "name", title: t("monitor.name"), cell: (p) => p.name },
                { key: "duration", title: t("monitor.duration"), cell: (p) => p.duration },
                { key: "id", title: t("monitor.id"), cell: (p) => p.id },
              ]}
            />
            <p className="text-xs text-fg-subtle">{t("monitor.rotationsTip")}</p>
          </div>
        </Card>
      </div>
      <div className="space-y-4">
        <Card title={t("monitor.studioStatus")} extra={<Tag color="green">{t("monitor.smooth")}</Tag>}>
          <Descriptions
            columns={1}
            size="small"
            items={[
              { label: t("monitor.mainStandby"), value: `${data.status.main.rate} @ ${data.status.main.frameRate}` },
              { label: t("monitor.hotStandby"), value: `${data.status.hot.rate} @ ${data.status.hot.frameRate}` },
              { label: t("monitor.coldStandby"), value: `${data.status.cold.rate} @ ${data.status.cold.frameRate}` },
              { label: t("monitor.line"), value: data.picture.line },
              { label: t("monitor.cdn"), value: data.picture.cdn },
              { label: t("monitor.format"), value: data.picture.format },
              { label: t("monitor.quality"), value: data.picture.quality },
            ]}
          />
        </Card>
        <Card title={t("monitor.quickOperation")}>
          <div className="grid gap-2">
            {ops.map((op) => (
              <Button key={op} variant="secondary" className="w-full">
                {op}
              </Button>
            ))}
          </div>
        </Card>
        <Card title={t("monitor.studioInfo")}>
          <div className="space-y-3">
            <FormField label={t("monitor.studioTitle")} required>
              <Input defaultValue={t("monitor.studio", { name: data.studio.name })} />
            </FormField>
            <FormField label={t("monitor.notification")} required>
              <Input defaultValue={formatCount(data.studio.viewers, i18n.language)} />
            </FormField>
            <FormField label={t("monitor.category")} required>
              <Input defaultValue={t("menu.dashboard")} />
            </FormField>
            <Button variant="primary">{t("monitor.fresh")}</Button>
          </div>
        </Card>
      </div>
    </div>
  );
}
