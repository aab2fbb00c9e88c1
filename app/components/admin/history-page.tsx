/**
 * A record's history (data from lib/records/history.server.ts): the kept revisions, the comparison of one of
 * them with the current version (struck-through: only in the revision; underlined: only in the current
 * version), and the restore form. Links and a plain POST form, so it all works without script.
 */
import { Form, Link, useLoaderData, useNavigation } from "@remix-run/react";
import History from "lucide-react/icons/history";
import RotateCcw from "lucide-react/icons/rotate-ccw";
import { useTranslation } from "~/lib/i18n/use-translation";
import { formatDateTime } from "~/lib/format/date";
import type { FieldName, HistoryData, HistoryRow } from "~/lib/records/types";
import type { DiffPart } from "~/lib/records/diff";
import { cn } from "~/lib/utils/cn";
import { Button, buttonVariants } from "~/components/ui/button";
import { Card } from "./admin-form";
import { PageHeader } from "./shell";
import { DataTable, StatusTag, Td, Th } from "./table";
import { ACTION_TONES } from "./audit-page";

/** A field's name on screen: its form label (with "(English)" for the English version) or its stored key. */
export function useFieldLabel() {
  const { t } = useTranslation("admin");
  return (name: FieldName) => {
    if (!name.label) return name.english ? `en.${name.field.replace(/^en\./, "")}` : name.field;
    return name.english ? t("history.english", { label: t(name.label) }) : t(name.label);
  };
}

export function HistoryPage() {
  const history = useLoaderData<HistoryData>() as HistoryData;
  const { t } = useTranslation("admin");
  return (
    <>
      <PageHeader
        title={history.title ? t("history.titleOf", { title: history.title }) : t("history.title")}
        actions={
          history.exists ? (
            <Link to={history.editHref} className={buttonVariants({ variant: "outline" })}>
              {t("history.backToEditor")}
            </Link>
          ) : undefined
        }
      />
      <div className="space-y-4">
        <Card title={t("history.revisions")}>
          {history.rows.length === 0 ? (
            <p className="text-sm text-fg-muted">{t("history.noRevisions")}</p>
          ) : (
            <>
              <RevisionTable history={history} />
              <p className="mt-3 text-xs text-fg-muted">{t("history.kept")}</p>
            </>
          )}
        </Card>
        {history.selected !== null ? <Comparison history={history} rev={history.selected} /> : null}
      </div>
    </>
  );
}

function RevisionTable({ history }: { history: HistoryData }) {
  const { t } = useTranslation("admin");
  const label = useFieldLabel();
  return (
    <DataTable caption={t("history.revisionsCaption")}>
      <thead>
        <tr>
          <Th>{t("history.rev")}</Th>
          <Th>{t("history.time")}</Th>
          <Th>{t("history.user")}</Th>
          <Th>{t("history.action")}</Th>
          <Th>{t("history.changed")}</Th>
          <Th>{t("common.actions")}</Th>
        </tr>
      </thead>
      <tbody>
        {history.rows.map((row) => {
          const selected = row.rev === history.selected;
          return (
            <tr key={row.rev} className={cn(selected && "bg-primary-100/60")} data-revision={row.rev}>
              <Td className="tabular-nums">{row.rev}</Td>
              <Td className="whitespace-nowrap tabular-nums">
                <time dateTime={new Date(row.time * 1000).toISOString()}>{formatDateTime(row.time)}</time>
              </Td>
              <Td>{row.user ?? t("history.system")}</Td>
              <Td>
                <ActionTag row={row} />
              </Td>
              <Td className="max-w-[28rem]">
                <span className="line-clamp-2">{row.changed.map(label).join(t("history.listSeparator"))}</span>
              </Td>
              <Td>
                {selected ? (
                  <span className="text-sm font-medium text-fg" aria-current="true">
                    {t("history.comparing")}
                  </span>
                ) : (
                  <Link
                    to={`?rev=${row.rev}`}
                    className="text-sm text-primary hover:underline"
                    aria-label={`${t("history.compare")} ${t("history.rev")} ${row.rev}`}
                  >
                    {t("history.compare")}
                  </Link>
                )}
              </Td>
            </tr>
          );
        })}
      </tbody>
    </DataTable>
  );
}

function ActionTag({ row }: { row: HistoryRow }) {
  const { t } = useTranslation("admin");
  return (
    <span className="inline-flex flex-wrap items-center gap-1">
      <StatusTag tone={ACTION_TONES[row.action]}>{t(`history.actions.${row.action}`)}</StatusTag>
      {row.restoredFrom ? (
        <span className="text-xs text-fg-muted">{t("history.restoredFrom", { rev: row.restoredFrom })}</span>
      ) : null}
    </span>
  );
}

function Comparison({ history, rev }: { history: HistoryData; rev: number }) {
  const { t } = useTranslation("admin");
  const label = useFieldLabel();
  const navigation = useNavigation();
  const busy = navigation.state === "submitting" && navigation.formData?.get("intent") === "restore";
  return (
    <Card title={t("history.diffTitle", { rev })}>
      {history.diff.length === 0 ? (
        <p className="text-sm text-fg-muted" data-diff-same>
          {t("history.same", { rev })}
        </p>
      ) : (
        <>
          <p className="mb-3 flex flex-wrap gap-x-4 gap-y-1 text-xs text-fg-muted">
            <span>{t("history.diffHint", { rev })}</span>
          </p>
          <dl className="divide-y divide-line rounded border border-line" data-diff>
            {history.diff.map((entry) => (
              <div key={entry.name.field} className="grid gap-1 p-3 md:grid-cols-[12rem_1fr] md:gap-4">
                <dt className="text-sm font-medium text-fg-muted">{label(entry.name)}</dt>
                <dd
                  className="min-w-0 whitespace-pre-wrap break-words text-sm leading-6 text-fg"
                  data-field={entry.name.field}
                >
                  <DiffText parts={entry.parts} />
                </dd>
              </div>
            ))}
          </dl>
        </>
      )}
      {history.exists && history.diff.length > 0 ? (
        <Form method="post" className="mt-4 flex flex-wrap items-center gap-3">
          <input type="hidden" name="rev" value={rev} />
          <input type="hidden" name="updatetime" value={history.updatetime} />
          <Button type="submit" name="intent" value="restore" variant="primary" loading={busy}>
            <RotateCcw className="size-4" aria-hidden="true" />
            {t("history.restore", { rev })}
          </Button>
          <span className="text-xs text-fg-muted">{t("history.restoreHint", { rev })}</span>
        </Form>
      ) : null}
      {history.previewHref ? (
        <p className="mt-3 text-sm">
          <a
            href={history.previewHref}
            target="_blank"
            rel="noopener"
            className="text-primary hover:underline"
            data-revision-preview
          >
            {t("history.previewRevision", { rev })}
          </a>
        </p>
      ) : null}
    </Card>
  );
}

/** The parts of one field's comparison: removed text struck through, added text underlined, both coloured. */
function DiffText({ parts }: { parts: DiffPart[] }) {
  const { t } = useTranslation("admin");
  if (parts.length === 0) return <span className="text-fg-muted">{t("history.emptyValue")}</span>;
  return (
    <>
      {parts.map((part, index) =>
        part.removed ? (
          <del key={index} className="rounded-sm bg-danger/15 text-fg decoration-danger decoration-2">
            {part.text}
          </del>
        ) : part.added ? (
          <ins
            key={index}
            className="rounded-sm bg-success/15 text-fg decoration-success decoration-2 underline-offset-2"
          >
            {part.text}
          </ins>
        ) : (
          <span key={index}>{part.text}</span>
        ),
      )}
    </>
  );
}

/** The "History" link of an editor. */
export function HistoryLink({ href }: { href: string }) {
  const { t } = useTranslation("admin");
  return (
    <Link to={href} className={buttonVariants({ variant: "outline" })}>
      <History className="size-4" aria-hidden="true" />
      {t("history.open")}
    </Link>
  );
}
