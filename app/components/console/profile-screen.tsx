/** Basic Profile: the approval steps, current vs original parameters and the parameter change log. */
import { useTranslation } from "~/lib/i18n/use-translation";
import { Button, ButtonLink } from "~/components/ui/button";
import { Card } from "~/components/ui/card";
import { Descriptions } from "~/components/ui/descriptions";
import { Empty } from "~/components/ui/empty";
import { Steps } from "~/components/ui/steps";
import { PARAMETER_GROUPS } from "~/lib/console/form-options";
import type { ParameterSet } from "~/lib/content/console-schema";
import { ScreenTitle } from "./page";
import { SimpleTable } from "./simple-table";
import { StatusDot } from "./status-dot";
import { formatDateTime } from "~/lib/format/date";
import { useConsoleRouting } from "./routing";

export interface BasicProfileScreenProps {
  current: ParameterSet | null;
  original: ParameterSet | null;
  log: readonly ParameterSet[];
  path: string;
  backHref: string;
}

export function BasicProfileScreen({ current, original, log, path, backHref }: BasicProfileScreenProps) {
  const { t } = useTranslation("console");
  const { Form } = useConsoleRouting();
  const step = !current ? 0 : current.status === "pass" ? 2 : 1;
  return (
    <div className="space-y-4">
      <ScreenTitle>{t("menu.basicProfile")}</ScreenTitle>
      <Card
        title={t("basicProfile.title")}
        extra={
          <div className="flex gap-2">
            {current?.status === "auditing" ? (
              <Form method="post" action={path}>
                <input type="hidden" name="intent" value="cancel" />
                <input type="hidden" name="id" value={current.id} />
                <Button type="submit" size="small" variant="secondary">
                  {t("basicProfile.cancelProcess")}
                </Button>
              </Form>
            ) : null}
            <ButtonLink href={backHref} size="small" variant="secondary">
              {t("basicProfile.goBack")}
            </ButtonLink>
          </div>
        }
      >
        <Steps
          current={step}
          label={t("basicProfile.title")}
          items={[
            { title: t("basicProfile.steps.commit") },
            { title: t("basicProfile.steps.approval") },
            { title: t("basicProfile.steps.finish") },
          ]}
        />
      </Card>
      <ParameterCard title={t("basicProfile.current")} set={current} />
      <ParameterCard title={t("basicProfile.original")} set={original} />
      <Card title={t("basicProfile.operationLog")}>
        <SimpleTable
          look="boxed"
          caption={t("basicProfile.operationLog")}
          rows={log}
          rowKey={(set) => set.id}
          columns={[
            {
              key: "contentNumber",
              title: t("basicProfile.contentNumber"),
              cell: (set) => String(set.id).padStart(6, "0"),
            },
            { key: "updateContent", title: t("basicProfile.updateContent"), cell: (set) => set.description || "—" },
            {
              key: "status",
              title: t("basicProfile.status"),
              cell: (set) => (
                <StatusDot tone={set.status === "pass" ? "success" : set.status === "auditing" ? "primary" : "muted"}>
                  {t(`basicProfile.statuses.${set.status}`)}
                </StatusDot>
              ),
            },
            { key: "updateTime", title: t("basicProfile.updateTime"), cell: (set) => formatDateTime(set.updatetime) },
          ]}
        />
      </Card>
    </div>
  );
}

function ParameterCard({ title, set }: { title: string; set: ParameterSet | null }) {
  const { t } = useTranslation("console");
  if (!set) {
    return (
      <Card title={title}>
        <Empty description={t("basicProfile.none")} />
      </Card>
    );
  }
  return (
    <Card title={title}>
      {PARAMETER_GROUPS.map(({ group, fields }, i) => {
        const values: Record<string, string | number> = set[group];
        return (
          <Descriptions
            key={group}
            className={i > 0 ? "mt-4" : undefined}
            title={t(`basicProfile.${group}Params`)}
            columns={3}
            items={fields.map(({ key, input, unit }) => {
              const value = values[key];
              return {
                label: t(`groupForm.${key}`),
                value:
                  input === "mode"
                    ? t(`groupForm.modes.${value}`, { defaultValue: String(value) })
                    : unit
                      ? `${value} ${unit}`
                      : value,
              };
            })}
          />
        );
      })}
    </Card>
  );
}
