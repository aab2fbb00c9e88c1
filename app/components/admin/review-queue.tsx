/**
 * The review queue (docs/product.md §3 "Status and review"): what waits for the signed-in user's review, what
 * else is in review (e.g. what the user submitted), and what was returned to the user with a comment. Each row
 * opens the record's editor, where the review is decided.
 */
import { Link, useLoaderData } from "@remix-run/react";
import { useTranslation } from "~/lib/i18n/use-translation";
import type { ReviewQueueData, ReviewQueueRow } from "~/lib/admin/workflow-view";
import { formatDateTime } from "~/lib/format/date";
import { Card } from "./admin-form";
import { PageHeader } from "./shell";
import { DataTable, Td, Th } from "./table";
import { WorkflowStatusTag } from "./workflow-panel";

/** The queue's three parts, in the order a reviewer works through them. */
const QUEUES = ["mine", "returned", "others"] as const;

export function ReviewQueuePage() {
  const queue = useLoaderData<ReviewQueueData>() as ReviewQueueData;
  const { t } = useTranslation("admin");
  return (
    <>
      <PageHeader title={t("review.title")} />
      <div className="space-y-6">
        <p className="text-sm text-fg-muted">{t(`workflow.steps${queue.steps}`)}</p>
        {QUEUES.map((name) => (
          <QueueCard
            key={name}
            name={name}
            title={t(`review.${name}`)}
            caption={t(`review.${name}Caption`)}
            empty={t(`review.empty${name[0]!.toUpperCase()}${name.slice(1)}`)}
            rows={queue[name]}
          />
        ))}
      </div>
    </>
  );
}

function QueueCard({
  title,
  caption,
  empty,
  rows,
  name,
}: {
  title: string;
  caption: string;
  empty: string;
  rows: readonly ReviewQueueRow[];
  name: string;
}) {
  const { t } = useTranslation("admin");
  return (
    <Card title={t("review.count", { title, count: rows.length })}>
      <div data-review-queue={name}>
        {rows.length === 0 ? (
          <p className="text-sm text-fg-muted">{empty}</p>
        ) : (
          <DataTable caption={caption}>
            <thead>
              <tr>
                <Th>{t("review.titleColumn")}</Th>
                <Th>{t("review.kind")}</Th>
                <Th>{t("review.stage")}</Th>
                <Th>{t("review.submittedBy")}</Th>
                <Th>{t("review.submittedAt")}</Th>
                <Th>{t("common.actions")}</Th>
              </tr>
            </thead>
            <tbody>
              {rows.map((row) => (
                <tr key={`${row.kind}-${row.id}`} data-review-row={`${row.kind}-${row.id}`}>
                  <Td className="max-w-[28rem] truncate">{row.title}</Td>
                  <Td>{t(`review.kinds.${row.kind}`)}</Td>
                  <Td>
                    <WorkflowStatusTag label={row.label} stage={row.stage} />
                  </Td>
                  <Td>{row.submittedBy ?? "—"}</Td>
                  <Td>{formatDateTime(row.submittedAt)}</Td>
                  <Td>
                    <Link
                      to={row.editHref}
                      className="text-sm text-primary hover:underline"
                      aria-label={`${t("review.open")} ${row.title}`}
                    >
                      {t("review.open")}
                    </Link>
                  </Td>
                </tr>
              ))}
            </tbody>
          </DataTable>
        )}
      </div>
    </Card>
  );
}
