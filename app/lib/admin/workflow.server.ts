/**
 * The server side of status and review (lib/content/workflow.ts decides, this module writes): a save of an
 * article or video form goes live, into the record as a draft, or into the working copy of a live record; the
 * review commands (approve, reject, unpublish, republish, discard) are checked against the role and the record's
 * state, written with the stale-save check, and recorded in the review trail and the audit log.
 */
import { z } from "zod";
import { adminHref, refusal } from "~/lib/auth/guard.server";
import { can, type Capability } from "~/lib/auth/capabilities";
import type { AdminUserView } from "~/lib/auth/guard.server";
import { DEL_STATUS } from "~/lib/content/codes";
import type { ContentStore, ChangeContext, DeepReadonly } from "~/lib/content/store.server";
import type { Article, Video } from "~/lib/content/schema";
import {
  REVIEW_COMMENT_MAX,
  afterSave,
  applyCommand,
  commandsFor,
  inReview,
  mayDecide,
  publishesDirectly,
  saveMeaning,
  secondaryIntent,
  standingRejection,
  statusLabelOf,
  withNote,
  type Actor,
  type ReviewDecision,
  type ReviewNote,
  type ReviewSteps,
  type SaveIntent,
  type WorkflowKind,
  type WorkflowRecord,
} from "~/lib/content/workflow";
import { message, type Message } from "~/lib/i18n/message";
import { formFailure, redirectWithToast, refusedCommand, type ActionContext } from "./action.server";
import type { FormValues } from "./form-state";
import type { ReviewQueueData, ReviewQueueRow, WorkflowPanelData } from "./workflow-view";

type StoredWorkflowRecord = DeepReadonly<Article> | DeepReadonly<Video>;

/** The site's number of review steps (company information, set on the settings screen). */
export function reviewStepsOf(store: ContentStore): ReviewSteps {
  return store.getCompany().review_steps;
}

/** What the signed-in user may do in the workflow, from the role table. */
export function workflowActorOf(user: Pick<AdminUserView, "id" | "role">): Actor {
  return {
    id: user.id,
    role: user.role,
    publish: can(user.role, "content.publish"),
    review: can(user.role, "content.review"),
    edit: can(user.role, "content.edit"),
  };
}

/** The workflow part of a stored record. */
export function workflowOf(record: StoredWorkflowRecord): WorkflowRecord {
  return record as unknown as WorkflowRecord;
}

const SAVE_INTENTS: readonly SaveIntent[] = ["save", "draft", "submit", "publish"];
/** The form's save intent ("save" for anything else, e.g. a script's post without one). */
export function saveIntentOf(intent: string): SaveIntent {
  return (SAVE_INTENTS as readonly string[]).includes(intent) ? (intent as SaveIntent) : "save";
}

/**
 * Writes a valid form of a workflow kind. A live record's content changes only when the save goes live;
 * otherwise the input becomes its working copy and the published version stays on the site.
 */
export async function writeWorkflowSave(
  kind: WorkflowKind,
  ctx: ActionContext,
  id: number | null,
  content: Record<string, unknown>,
  guard: { expectedUpdatetime: number | null },
): Promise<{ live: boolean; intent: SaveIntent }> {
  const steps = reviewStepsOf(ctx.store);
  const actor = workflowActorOf(ctx.user);
  const intent = saveIntentOf(ctx.intent);
  const current = id === null ? undefined : ctx.store.get(kind, id);
  const state = current ? workflowOf(current) : null;
  const { live, fields } = afterSave(state, intent, actor, steps);
  const decision: ReviewDecision | undefined =
    intent === "submit" && !live ? "submit" : live && state && state.status !== "published" ? "publish" : undefined;
  const log = decision && current ? { review_log: withNote(current.review_log, noteOf(ctx, decision, 0, "")) } : {};
  const change: ChangeContext = decision ? { ...ctx.change, action: decision } : ctx.change;
  if (id === null) {
    const created = { ...content, ...fields, del_status: DEL_STATUS.active };
    if (fields.status === "review") Object.assign(created, { review_log: [noteOf(ctx, "submit", 0, "")] });
    await ctx.store.create(kind, created as never, ctx.change);
  } else if (state?.status === "published" && !live) {
    await ctx.store.update(kind, id, { pending: content, ...fields, ...log } as never, guard, change);
  } else {
    await ctx.store.update(kind, id, { ...content, ...fields, ...log } as never, guard, change);
  }
  return { live, intent };
}

/** The toast after a save of a workflow kind: live, submitted, or kept as a draft. */
export function workflowSaveToast(result: { live: boolean; intent: SaveIntent }): Message {
  if (result.live) return message("toast.saveSuccess");
  return message(result.intent === "submit" ? "workflow.toast.submitted" : "workflow.toast.draftSaved");
}

function noteOf(ctx: ActionContext, decision: ReviewDecision, stage: number, comment: string): ReviewNote {
  return { at: Math.floor(Date.now() / 1000), by: ctx.user.id, by_name: ctx.user.username, decision, stage, comment };
}

/** The capability each command needs at all (the record's state decides the rest). */
const COMMAND_CAPABILITY: Record<Exclude<ReviewDecision, "submit" | "publish">, Capability> = {
  approve: "content.review",
  reject: "content.review",
  unpublish: "content.publish",
  republish: "content.publish",
  discard: "content.edit",
};
export type WorkflowCommand = keyof typeof COMMAND_CAPABILITY;

const CommentSchema = z.string().trim().max(REVIEW_COMMENT_MAX, "workflow.commentTooLong");

/** Runs one command from the edit screen's workflow panel and goes back to the editor with a toast. */
export async function runWorkflowCommand(
  kind: WorkflowKind,
  editPath: string,
  values: (record: StoredWorkflowRecord) => FormValues,
  ctx: ActionContext,
  id: number,
  command: WorkflowCommand,
): Promise<Response> {
  if (!can(ctx.user.role, COMMAND_CAPABILITY[command])) throw refusal(COMMAND_CAPABILITY[command]);
  const record = ctx.store.get(kind, id) as StoredWorkflowRecord | undefined;
  if (!record) throw new Response("Not Found", { status: 404 });
  const back = adminHref(`${editPath}/${id}`);
  const steps = reviewStepsOf(ctx.store);
  const actor = workflowActorOf(ctx.user);
  const state = workflowOf(record);
  const posted = String(ctx.formData.get("comment") ?? "");
  const comment = CommentSchema.safeParse(posted);
  const commentError = !comment.success
    ? message("workflow.commentTooLong", { max: REVIEW_COMMENT_MAX })
    : command === "reject" && comment.data === ""
      ? message("workflow.commentRequired")
      : null;
  if (commentError) {
    // The comment comes back with its message; nothing is written.
    return formFailure(
      { ...values(record), comment: posted },
      { fieldErrors: { comment: commentError }, formError: commentError },
    ) as unknown as Response;
  }
  if (!commandsFor(state, actor, steps).includes(command)) {
    const why =
      inReview(state) && !mayDecide(state, actor) && actor.review ? "workflow.ownSubmission" : "workflow.notNow";
    return redirectWithToast(ctx, back, message(why), "error");
  }
  const outcome = applyCommand(state, command, actor, steps);
  const stage = command === "approve" || command === "reject" ? state.review_stage : 0;
  const published = command === "approve" && outcome.fields.status === "published";
  const patch = {
    ...(outcome.mergePending ? record.pending : {}),
    ...outcome.fields,
    review_log: withNote(record.review_log, noteOf(ctx, command, stage, comment.success ? comment.data : "")),
  };
  const expected = Number(ctx.formData.get("updatetime"));
  try {
    await ctx.store.update(
      kind,
      id,
      patch as never,
      { expectedUpdatetime: expected > 0 ? expected : null },
      {
        ...ctx.change,
        action: published ? "publish" : command,
        ...(comment.success && comment.data ? { note: comment.data } : {}),
      },
    );
  } catch (error) {
    return refusedCommand(ctx, back, error);
  }
  const done = published ? "workflow.toast.published" : `workflow.toast.${command}`;
  return redirectWithToast(ctx, back, message(done, { stage: stage }));
}

/** The commands of a workflow kind's edit screen, for its entity server's `intents`. */
export function workflowIntents(
  kind: WorkflowKind,
  editPath: string,
  values: (record: StoredWorkflowRecord) => FormValues,
): Record<WorkflowCommand, (ctx: ActionContext, id: number) => Promise<Response>> {
  const run = (command: WorkflowCommand) => (ctx: ActionContext, id: number) =>
    runWorkflowCommand(kind, editPath, values, ctx, id, command);
  return {
    approve: run("approve"),
    reject: run("reject"),
    unpublish: run("unpublish"),
    republish: run("republish"),
    discard: run("discard"),
  };
}

/** The panel of a stored record (null for a new one: the form's buttons alone). */
export function workflowPanelOf(
  store: ContentStore,
  user: Pick<AdminUserView, "id" | "role">,
  record: StoredWorkflowRecord | undefined,
): WorkflowPanelData {
  const steps = reviewStepsOf(store);
  const actor = workflowActorOf(user);
  const state = record ? workflowOf(record) : null;
  const submitter = state?.submitted_by ? store.get("users", state.submitted_by) : undefined;
  return {
    label: state ? statusLabelOf(state) : "draft",
    stage: state?.review_stage ?? 0,
    steps,
    submittedBy: submitter?.username ?? null,
    commands: state ? commandsFor(state, actor, steps).filter((c) => c !== "submit") : [],
    saveMeaning: saveMeaning(state, actor, steps),
    secondary: secondaryIntent(state, actor, steps),
    rejection: state ? standingRejection(state) : null,
    log: state ? [...state.review_log].reverse() : [],
    updatetime: record?.updatetime ?? 0,
  };
}

/** The review queue: what waits for a review, and what was sent back to the user. */
export function reviewQueueOf(store: ContentStore, user: Pick<AdminUserView, "id" | "role">): ReviewQueueData {
  const actor = workflowActorOf(user);
  const rows: ReviewQueueRow[] = [];
  const returned: ReviewQueueRow[] = [];
  const names = new Map(store.list("users").map((u) => [u.id, u.username]));
  const kinds: [WorkflowKind, string, (r: StoredWorkflowRecord) => string][] = [
    [
      "articles",
      "articleList",
      (r) => (r as DeepReadonly<Article>).pending?.title ?? (r as DeepReadonly<Article>).title,
    ],
    [
      "videos",
      "videosList",
      (r) => (r as DeepReadonly<Video>).pending?.video_name ?? (r as DeepReadonly<Video>).video_name,
    ],
  ];
  for (const [kind, path, titleOf] of kinds) {
    for (const record of store.list(kind) as readonly StoredWorkflowRecord[]) {
      if (record.del_status !== DEL_STATUS.active) continue;
      const state = workflowOf(record);
      const submitted = [...state.review_log].reverse().find((n) => n.decision === "submit");
      const row: ReviewQueueRow = {
        kind,
        id: record.id,
        title: titleOf(record),
        label: statusLabelOf(state),
        stage: state.review_stage,
        submittedBy: names.get(state.submitted_by) ?? submitted?.by_name ?? null,
        submittedAt: submitted?.at ?? record.updatetime,
        editHref: adminHref(`${path}/${record.id}`),
        decidable: mayDecide(state, actor),
      };
      if (inReview(state)) rows.push(row);
      else if (standingRejection(state) && submitted?.by === user.id) returned.push(row);
    }
  }
  const oldestFirst = (a: ReviewQueueRow, b: ReviewQueueRow) => a.submittedAt - b.submittedAt;
  return {
    mine: rows.filter((r) => r.decidable).sort(oldestFirst),
    others: rows.filter((r) => !r.decidable).sort(oldestFirst),
    returned: returned.sort(oldestFirst),
    steps: reviewStepsOf(store),
    directly: publishesDirectly(reviewStepsOf(store), actor),
  };
}
