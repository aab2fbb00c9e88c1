/**
 * The audit log screen (data from lib/records/audit-screen.server.ts): a GET filter form (user, action, target,
 * date range), the entries newest first with a pager, and the CSV export of the filtered entries. Links and GET
 * forms only, so it all works without script.
 */
import type { ReactElement } from "react";
import { FilterActions } from "./filter-actions";
import { Form, useLoaderData } from "@remix-run/react";
import Download from "lucide-react/icons/download";
import { useTranslation } from "~/lib/i18n/use-translation";
import { formatDateTime } from "~/lib/format/date";
import { messageText, type Message } from "~/lib/i18n/message";
import type { AuditEntry } from "~/lib/records/types";
import { auditSummaryText, auditTargetText } from "~/lib/records/audit-text";
import type { AuditAction } from "~/lib/records/change-context";
import { buttonVariants } from "~/components/ui/button";
import { FormField } from "~/components/ui/form-field";
import { Input } from "~/components/ui/input";
import { NativeSelect } from "~/components/ui/select";
import { Card } from "./admin-form";
import { Pager } from "./article-filters";
import { PageHeader } from "./shell";
import { DataTable, StatusTag, Td, Th } from "./table";

/** What lib/records/audit-screen.server.ts `loadAudit` sends. */
export interface AuditPageData {
  entries: AuditEntry[];
  total: number;
  page: number;
  pages: number;
  values: Record<string, string>;
  errors: Record<string, Message>;
  actions: readonly AuditAction[];
  csvHref: string;
}

/** The tag colour of each action, here and on the history screen (whose actions are a part of these). */
export const ACTION_TONES: Record<AuditAction, "green" | "gray" | "red" | "blue" | "orange"> = {
  login: "green",
  "login-failed": "red",
  logout: "gray",
  create: "green",
  update: "blue",
  delete: "red",
  undelete: "orange",
  restore: "orange",
  upload: "blue",
  "user-create": "green",
  "user-update": "blue",
  "user-disable": "red",
  "user-enable": "orange",
  "user-signout": "gray",
  "password-reset": "orange",
  "password-change": "blue",
  submit: "blue",
  approve: "green",
  reject: "red",
  publish: "green",
  unpublish: "gray",
  republish: "green",
  discard: "gray",
  settings: "orange",
};

export function AuditPage() {
  const audit = useLoaderData<AuditPageData>() as AuditPageData;
  const { t } = useTranslation("admin");
  return (
    <>
      <PageHeader
        title={t("audit.title")}
        actions={
          <a href={audit.csvHref} className={buttonVariants({ variant: "outline" })} download>
            <Download className="size-4" aria-hidden="true" />
            {t("audit.exportCsv")}
          </a>
        }
      />
      <Card>
        <AuditFilters audit={audit} />
        {audit.entries.length === 0 ? (
          <p className="py-6 text-center text-sm text-fg-muted" data-audit-empty>
            {t("audit.empty")}
          </p>
        ) : (
          <AuditTable entries={audit.entries} />
        )}
        <Pager page={audit.page} pages={audit.pages} total={audit.total} />
        <p className="mt-3 text-xs text-fg-muted">{t("audit.retention")}</p>
      </Card>
    </>
  );
}

function AuditFilters({ audit }: { audit: AuditPageData }) {
  const { t } = useTranslation("admin");
  const error = (name: string) => (audit.errors[name] ? messageText(t, audit.errors[name]) : undefined);
  const value = (name: string) => audit.values[name] ?? "";
  // One labelled filter: its id, label and error follow from its name.
  const filter = (name: string, label: string, control: ReactElement) => (
    <FormField id={`audit-${name}`} label={t(label)} name={name} error={error(name)} className="mb-0">
      {control}
    </FormField>
  );
  return (
    <Form
      method="get"
      role="search"
      className="mb-4 grid gap-3 border-b border-line pb-4 sm:grid-cols-2 lg:grid-cols-[1fr_1fr_1.5fr_1fr_1fr_auto]"
    >
      {filter("user", "audit.filterUser", <Input name="user" defaultValue={value("user")} autoComplete="off" />)}
      {filter(
        "action",
        "audit.filterAction",
        <NativeSelect
          name="action"
          defaultValue={value("action")}
          options={[
            { value: "", label: t("common.all") },
            ...audit.actions.map((action) => ({ value: action, label: t(`audit.actions.${action}`) })),
          ]}
        />,
      )}
      {filter(
        "target",
        "audit.filterTarget",
        <Input name="target" defaultValue={value("target")} autoComplete="off" />,
      )}
      {filter("from", "audit.from", <Input name="from" type="date" defaultValue={value("from")} />)}
      {filter("to", "audit.to", <Input name="to" type="date" defaultValue={value("to")} />)}
      <FilterActions />
    </Form>
  );
}

function AuditTable({ entries }: { entries: AuditEntry[] }) {
  const { t } = useTranslation("admin");
  const translate = t as unknown as (key: string, params?: Record<string, unknown>) => string;
  return (
    <DataTable caption={t("audit.caption")} pinLast={false}>
      <thead>
        <tr>
          <Th>{t("audit.time")}</Th>
          <Th>{t("audit.user")}</Th>
          <Th>{t("audit.action")}</Th>
          <Th>{t("audit.target")}</Th>
          <Th>{t("audit.client")}</Th>
          <Th className="w-[30%] min-w-64">{t("audit.summary")}</Th>
        </tr>
      </thead>
      <tbody>
        {entries.map((entry) => (
          <tr key={entry.id} data-audit-action={entry.action}>
            <Td className="whitespace-nowrap tabular-nums">
              <time dateTime={new Date(entry.time * 1000).toISOString()}>{formatDateTime(entry.time)}</time>
            </Td>
            <Td className="whitespace-nowrap">{entry.username || t("history.system")}</Td>
            <Td className="whitespace-nowrap">
              <StatusTag tone={ACTION_TONES[entry.action]}>{t(`audit.actions.${entry.action}`)}</StatusTag>
            </Td>
            <Td>{auditTargetText(entry, translate)}</Td>
            <Td className="whitespace-nowrap tabular-nums">{entry.client ?? ""}</Td>
            <Td className="break-words text-fg-muted">{auditSummaryText(entry, translate)}</Td>
          </tr>
        ))}
      </tbody>
    </DataTable>
  );
}
