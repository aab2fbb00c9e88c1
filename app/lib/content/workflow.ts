/**
 * Status and review of articles and videos (docs/product.md §3 "Status and review"). A record is a draft, in review,
 * published or unpublished; the site shows only published ones (and their schedule still applies). How many
 * reviews a change needs is a site setting: 0 (whoever may publish publishes directly), 1, or 2 (初审 then 终审).
 *
 * A published record is edited as a working copy (`pending`) while the published version stays live; the working
 * copy goes through the same review and replaces the live version when it is approved. Pure functions: the server
 * (lib/admin/workflow.server.ts) applies what they decide, the pages read them to offer only what is allowed.
 */

export const STATUSES = ["draft", "review", "published", "unpublished"] as const;
export type Status = (typeof STATUSES)[number];

export const REVIEW_STEPS = [0, 1, 2] as const;
export type ReviewSteps = (typeof REVIEW_STEPS)[number];

/** The kinds that have a status (the rest go live on save). */
export const WORKFLOW_KINDS = ["articles", "videos"] as const;
export type WorkflowKind = (typeof WORKFLOW_KINDS)[number];
export function isWorkflowKind(kind: string): kind is WorkflowKind {
  return (WORKFLOW_KINDS as readonly string[]).includes(kind);
}

/** The stored fields of the workflow, beside the record's content. */
export const WORKFLOW_FIELDS = ["status", "review_stage", "pending", "review_log", "submitted_by"] as const;

export const REVIEW_DECISIONS = ["submit", "approve", "reject", "publish", "unpublish", "republish", "discard"] as const;
export type ReviewDecision = (typeof REVIEW_DECISIONS)[number];

/** One line of a record's review trail: who did what at which step, with the reviewer's comment. */
export interface ReviewNote {
  at: number;
  by: number;
  by_name: string;
  decision: ReviewDecision;
  /** The review step the decision was taken at (1 or 2); 0 outside review. */
  stage: number;
  comment: string;
}

/** The longest review trail kept on a record (the audit log keeps every decision). */
export const REVIEW_LOG_LIMIT = 20;
/** The longest review comment. */
export const REVIEW_COMMENT_MAX = 500;

/** The workflow part of a stored record. */
export interface WorkflowRecord {
  status: Status;
  /** The review step awaited (1: first review, 2: final review), 0 when nothing is in review. */
  review_stage: number;
  /** The working copy of a published or unpublished record, or null. */
  pending: Record<string, unknown> | null;
  review_log: readonly ReviewNote[];
  /** Who submitted what is in review (0 when nothing is). */
  submitted_by: number;
}

/** What the signed-in user may do, as the workflow needs it. */
export interface Actor {
  id: number;
  role: string;
  /** `content.publish`, `content.review`, `content.edit` of the role (lib/auth/capabilities). */
  publish: boolean;
  review: boolean;
  edit: boolean;
}

/** True when `actor` may put content live without review under `steps`. */
export function publishesDirectly(steps: number, actor: Pick<Actor, "publish">): boolean {
  return steps === 0 && actor.publish;
}

/** True when the record (or its working copy) waits for a review. */
export function inReview(record: Pick<WorkflowRecord, "review_stage">): boolean {
  return record.review_stage > 0;
}

/** True when the live record has a working copy (edits not yet published). */
export function hasPending(record: Pick<WorkflowRecord, "pending">): boolean {
  return record.pending !== null && record.pending !== undefined;
}

/** The version an editor works on: the working copy over the live record. */
export function workingCopy<T extends object>(record: T & Partial<Pick<WorkflowRecord, "pending">>): T {
  return record.pending ? ({ ...record, ...record.pending } as T) : record;
}

/**
 * Whether `actor` may take the review decision at the record's step: a reviewer never approves their own
 * submission (an admin may: on a small team the admin is the last word, and the audit log says so).
 */
export function mayDecide(record: WorkflowRecord, actor: Actor): boolean {
  if (!inReview(record) || !actor.review) return false;
  return actor.role === "admin" || record.submitted_by !== actor.id;
}

/** The record-level commands open to `actor` now (besides saving the form). */
export function commandsFor(record: WorkflowRecord, actor: Actor, steps: number): ReviewDecision[] {
  const commands: ReviewDecision[] = [];
  if (mayDecide(record, actor)) commands.push("approve", "reject");
  if (record.status === "published" && actor.publish) commands.push("unpublish");
  if (record.status === "unpublished" && actor.publish && !hasPending(record) && !inReview(record)) {
    commands.push("republish");
  }
  if (hasPending(record) && actor.edit) commands.push("discard");
  // Submitting a record as it stands (the form's own "submit" saves the input first).
  if (!inReview(record) && actor.edit && !publishesDirectly(steps, actor) && needsReview(record)) {
    commands.push("submit");
  }
  return commands;
}

/** True when something of the record is not live and could be submitted. */
function needsReview(record: WorkflowRecord): boolean {
  return record.status === "draft" || record.status === "review" || hasPending(record);
}

/** The form's save buttons: what the primary one does, and the secondary one. */
export type SaveIntent = "save" | "draft" | "submit" | "publish";

/**
 * What "save" means for the form: going live (direct publishing of new, draft or published records) or keeping a
 * draft. `record` is null for a new record.
 */
export function saveMeaning(record: WorkflowRecord | null, actor: Actor, steps: number): "live" | "draft" {
  if (!publishesDirectly(steps, actor)) return "draft";
  if (record === null || record.status === "published") return "live";
  return "draft";
}

/** The second button beside save: publish (direct publishers on what is not live), draft, or submit. */
export function secondaryIntent(record: WorkflowRecord | null, actor: Actor, steps: number): SaveIntent | null {
  if (publishesDirectly(steps, actor)) {
    if (record === null || record.status === "published") return "draft";
    return "publish";
  }
  if (record && inReview(record)) return null;
  return actor.edit ? "submit" : null;
}

/**
 * The workflow fields a save of the form writes, beside the content (which goes into the record, or into the
 * working copy of a live record when it does not go live).
 */
export function afterSave(
  record: WorkflowRecord | null,
  intent: SaveIntent,
  actor: Actor,
  steps: number,
): { live: boolean; fields: Partial<WorkflowRecord> } {
  const direct = publishesDirectly(steps, actor);
  const goesLive = direct && (intent === "publish" || (intent === "save" && saveMeaning(record, actor, steps) === "live"));
  const submit = intent === "submit" && !direct;
  if (record === null) {
    if (goesLive) return { live: true, fields: { status: "published", review_stage: 0, submitted_by: 0 } };
    return {
      live: false,
      fields: submit
        ? { status: "review", review_stage: 1, submitted_by: actor.id }
        : { status: "draft", review_stage: 0, submitted_by: 0 },
    };
  }
  if (goesLive) return { live: true, fields: { status: "published", review_stage: 0, pending: null, submitted_by: 0 } };
  const stage = submit ? { review_stage: 1, submitted_by: actor.id } : {};
  if (record.status === "published") return { live: false, fields: stage };
  // An unpublished record that is edited is a draft again: what comes back goes through review.
  const status: Status = submit ? "review" : record.status === "unpublished" ? "draft" : record.status;
  return { live: false, fields: { status, pending: null, ...stage } };
}

/** The outcome of a command, as workflow fields and whether the working copy becomes the live record. */
export interface CommandOutcome {
  fields: Partial<WorkflowRecord>;
  /** The working copy replaces the live record's content. */
  mergePending: boolean;
}

/**
 * What a command does to the record. Approving the last step publishes (a working copy replaces the live
 * record); an earlier step moves the review on. A rejection sends it back to draft with the comment.
 */
export function applyCommand(record: WorkflowRecord, command: ReviewDecision, actor: Actor, steps: number): CommandOutcome {
  switch (command) {
    case "approve": {
      // A change submitted under more steps than the setting now asks is published at the last step left.
      if (record.review_stage < Math.max(steps, 1) && record.review_stage < 2) {
        return { fields: { review_stage: record.review_stage + 1 }, mergePending: false };
      }
      return { fields: { status: "published", review_stage: 0, pending: null, submitted_by: 0 }, mergePending: hasPending(record) };
    }
    case "reject":
      return {
        fields: { review_stage: 0, submitted_by: 0, ...(record.status === "review" ? { status: "draft" as const } : {}) },
        mergePending: false,
      };
    case "submit":
      return {
        fields: { review_stage: 1, submitted_by: actor.id, ...(record.status === "published" ? {} : { status: "review" as const }) },
        mergePending: false,
      };
    case "publish":
      return { fields: { status: "published", review_stage: 0, pending: null, submitted_by: 0 }, mergePending: hasPending(record) };
    case "unpublish":
      return { fields: { status: "unpublished" }, mergePending: false };
    case "republish":
      return { fields: { status: "published" }, mergePending: false };
    case "discard":
      return { fields: { pending: null, review_stage: 0, submitted_by: 0 }, mergePending: false };
  }
}

/** The trail with one more note, the oldest dropped beyond the limit. */
export function withNote(log: readonly ReviewNote[], note: ReviewNote): ReviewNote[] {
  return [...log, note].slice(-REVIEW_LOG_LIMIT);
}

/** The latest rejection still standing (nothing submitted since), for the author to read. */
export function standingRejection(record: WorkflowRecord): ReviewNote | null {
  if (inReview(record)) return null;
  const last = record.review_log.at(-1);
  return last && last.decision === "reject" ? last : null;
}

/** How the admin shows where a record stands: its status, and whether a working copy is in draft or review. */
export const STATUS_LABELS = [...STATUSES, "published-draft", "published-review"] as const;
export type StatusLabel = (typeof STATUS_LABELS)[number];
export function statusLabelOf(record: WorkflowRecord): StatusLabel {
  if (record.status === "published" && hasPending(record)) return inReview(record) ? "published-review" : "published-draft";
  return record.status;
}

/** The content of a stored record or revision: its working copy without the workflow's and the store's fields. */
export function contentOf(record: Record<string, unknown>): Record<string, unknown> {
  const copy = workingCopy(record as Record<string, unknown> & Partial<Pick<WorkflowRecord, "pending">>);
  const content: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(copy)) {
    if (!NOT_CONTENT.has(key) && value !== undefined) content[key] = value;
  }
  return content;
}
const NOT_CONTENT = new Set<string>([...WORKFLOW_FIELDS, "id", "createtime", "updatetime", "del_status", "share_version"]);

/**
 * What restoring a revision writes: a live record takes it as its working copy unless `actor` publishes
 * directly (a restore never skips review); a record not live takes it as it is, an unpublished one becoming a
 * draft like any edit of it.
 */
export function restoredFields(
  current: WorkflowRecord,
  content: Record<string, unknown>,
  actor: Actor,
  steps: number,
): { fields: Record<string, unknown>; asDraft: boolean } {
  if (current.status === "published" && !publishesDirectly(steps, actor)) {
    return { fields: { pending: content }, asDraft: true };
  }
  const status = current.status === "unpublished" ? { status: "draft" as const } : {};
  return { fields: { ...content, pending: null, ...status }, asDraft: current.status !== "published" };
}
