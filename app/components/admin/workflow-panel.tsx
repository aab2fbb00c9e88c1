/**
 * Where an article or video stands in its workflow (lib/content/workflow.ts), on its edit screen: the status, the
 * review step awaited and by whom it was submitted, a reviewer's comment sent back, the review form (approve or
 * return with a comment), unpublish / publish again / discard changes, and the review trail. Every command is its
 * own small form posting to the edit screen's action, so all of it works without script.
 */
import { Form, useNavigation } from "@remix-run/react";
import { useTranslation } from "~/lib/i18n/use-translation";
import type { WorkflowPanelData } from "~/lib/admin/workflow-view";
import type { ReviewDecision, StatusLabel } from "~/lib/content/workflow";
import { formatDateTime } from "~/lib/format/date";
import { messageText, type Message } from "~/lib/i18n/message";
import { Button } from "~/components/ui/button";
import { FormField } from "~/components/ui/form-field";
import { Textarea } from "~/components/ui/textarea";
import { Card } from "./admin-form";
import { DataTable, StatusTag, Td, Th } from "./table";
import { ACTION_TONES } from "./audit-page";

const STATUS_TONES: Record<StatusLabel, "green" | "gray" | "red" | "blue" | "orange"> = {
  draft: "gray",
  review: "blue",
  published: "green",
  unpublished: "gray",
  "published-draft": "orange",
  "published-review": "blue",
};

/** The tag of a record's status, with the review step when it waits for one. */
export function WorkflowStatusTag({ label, stage }: { label: StatusLabel; stage: number }) {
  const { t } = useTranslation("admin");
  return (
    <span className="inline-flex items-center gap-1" data-workflow-status={label}>
      <StatusTag tone={STATUS_TONES[label]}>{t(`workflow.status.${label}`)}</StatusTag>
      {stage > 0 ? <StatusTag tone="blue">{t(`workflow.stageTag${stage}`)}</StatusTag> : null}
    </span>
  );
}

export function WorkflowPanel({
  panel,
  commentError,
  comment,
}: {
  panel: WorkflowPanelData;
  /** A refused review post's message and its comment, shown again. */
  commentError?: Message | null;
  comment?: string;
}) {
  const { t } = useTranslation("admin");
  const navigation = useNavigation();
  const busy = (intent: ReviewDecision) =>
    navigation.state === "submitting" && navigation.formData?.get("intent") === intent;
  const has = (command: ReviewDecision) => panel.commands.includes(command);
  const stageName = t(panel.stage > 0 ? `workflow.stage${panel.stage}` : "workflow.stageOnly");
  const finalStep = panel.stage >= Math.max(panel.steps, 1) || panel.stage >= 2;
  return (
    <Card title={t("workflow.panelTitle")}>
      <div className="space-y-4 text-sm" data-workflow-panel>
        <p className="flex flex-wrap items-center gap-2">
          <span className="text-fg-muted">{t("workflow.statusLabel")}</span>
          <WorkflowStatusTag label={panel.label} stage={panel.stage} />
        </p>
        <p className="text-fg-muted">{t(`workflow.steps${panel.steps}`)}</p>
        {panel.stage > 0 ? (
          <p data-workflow-awaiting>{t("workflow.awaiting", { stage: stageName, user: panel.submittedBy ?? "—" })}</p>
        ) : null}
        {panel.label === "published-draft" || panel.label === "published-review" ? (
          <p className="text-fg-muted">{t("workflow.liveNote")}</p>
        ) : null}
        {panel.rejection ? (
          <div
            role="note"
            className="rounded-md border border-danger/40 bg-[#ffece8] px-4 py-3 text-[#a1151e] dark:bg-surface-raised dark:text-danger"
            data-workflow-rejection
          >
            <p className="font-medium">
              {t("workflow.rejectedBy", { user: panel.rejection.by_name, time: formatDateTime(panel.rejection.at) })}
            </p>
            <p className="mt-1 whitespace-pre-wrap">{panel.rejection.comment}</p>
          </div>
        ) : null}
        {has("approve") ? (
          <Form method="post" className="space-y-3" data-review-form>
            <input type="hidden" name="updatetime" value={panel.updatetime} />
            <FormField
              label={t("workflow.comment")}
              help={t("workflow.commentHint")}
              error={commentError ? messageText(t, commentError) : undefined}
              name="comment"
            >
              <Textarea name="comment" rows={3} maxLength={500} defaultValue={comment ?? ""} />
            </FormField>
            <div className="flex flex-wrap gap-3">
              <Button type="submit" name="intent" value="approve" variant="primary" loading={busy("approve")}>
                {finalStep ? t("workflow.approvePublish") : t("workflow.approve", { stage: stageName })}
              </Button>
              <Button type="submit" name="intent" value="reject" variant="outline" loading={busy("reject")}>
                {t("workflow.reject")}
              </Button>
            </div>
          </Form>
        ) : null}
        {(["unpublish", "republish", "discard"] as const).some(has) ? (
          <div className="flex flex-wrap gap-3">
            {(["unpublish", "republish", "discard"] as const).filter(has).map((command) => (
              <Form method="post" key={command}>
                <input type="hidden" name="updatetime" value={panel.updatetime} />
                <Button type="submit" name="intent" value={command} variant="outline" loading={busy(command)}>
                  {t(`workflow.${command}`)}
                </Button>
              </Form>
            ))}
          </div>
        ) : null}
        <ReviewTrail panel={panel} />
      </div>
    </Card>
  );
}

function ReviewTrail({ panel }: { panel: WorkflowPanelData }) {
  const { t } = useTranslation("admin");
  return (
    <section aria-label={t("workflow.trail")}>
      <h3 className="mb-2 font-medium text-fg">{t("workflow.trail")}</h3>
      {panel.log.length === 0 ? (
        <p className="text-fg-muted">{t("workflow.noTrail")}</p>
      ) : (
        <DataTable caption={t("workflow.trailCaption")} pinLast={false}>
          <thead>
            <tr>
              <Th>{t("workflow.when")}</Th>
              <Th>{t("workflow.who")}</Th>
              <Th>{t("workflow.decision")}</Th>
              <Th>{t("workflow.stageColumn")}</Th>
              <Th>{t("workflow.commentColumn")}</Th>
            </tr>
          </thead>
          <tbody>
            {panel.log.map((note, index) => (
              <tr key={`${note.at}-${index}`} data-review-note={note.decision}>
                <Td>{formatDateTime(note.at)}</Td>
                <Td>{note.by_name}</Td>
                <Td>
                  <StatusTag tone={ACTION_TONES[note.decision]}>{t(`workflow.decisions.${note.decision}`)}</StatusTag>
                </Td>
                <Td>{note.stage > 0 ? t(`workflow.stageTag${note.stage}`) : "—"}</Td>
                <Td className="whitespace-pre-wrap">{note.comment || "—"}</Td>
              </tr>
            ))}
          </tbody>
        </DataTable>
      )}
    </section>
  );
}
