import { describe, expect, it } from "vitest";
import {
  afterSave,
  applyCommand,
  commandsFor,
  contentOf,
  mayDecide,
  restoredFields,
  saveMeaning,
  secondaryIntent,
  standingRejection,
  statusLabelOf,
  withNote,
  workingCopy,
  REVIEW_LOG_LIMIT,
  type Actor,
  type ReviewNote,
  type WorkflowRecord,
} from "~/lib/content/workflow";

const admin: Actor = { id: 1, role: "admin", publish: true, review: true, edit: true };
const reviewer: Actor = { id: 2, role: "reviewer", publish: true, review: true, edit: true };
const editor: Actor = { id: 3, role: "editor", publish: false, review: false, edit: true };
const reviewer2: Actor = { id: 4, role: "reviewer", publish: true, review: true, edit: true };

const record = (extra: Partial<WorkflowRecord> = {}): WorkflowRecord => ({
  status: "published",
  review_stage: 0,
  pending: null,
  review_log: [],
  submitted_by: 0,
  ...extra,
});

describe("saving the form", () => {
  it("with no review steps, whoever may publish publishes a new record and saves a live one live", () => {
    expect(afterSave(null, "save", admin, 0)).toEqual({
      live: true,
      fields: { status: "published", review_stage: 0, submitted_by: 0 },
    });
    expect(afterSave(record(), "save", reviewer, 0).live).toBe(true);
    expect(afterSave(record({ pending: { title: "x" } }), "save", admin, 0).fields.pending).toBeNull();
  });

  it("keeps a draft a draft until it is published, also for those who may publish", () => {
    expect(afterSave(null, "draft", admin, 0)).toEqual({
      live: false,
      fields: { status: "draft", review_stage: 0, submitted_by: 0 },
    });
    const draft = record({ status: "draft" });
    expect(afterSave(draft, "save", admin, 0)).toEqual({ live: false, fields: { status: "draft", pending: null } });
    expect(afterSave(draft, "publish", admin, 0).fields.status).toBe("published");
  });

  it("an editor never publishes: a new record is a draft or submitted, a live one keeps its published version", () => {
    expect(afterSave(null, "save", editor, 0).fields.status).toBe("draft");
    expect(afterSave(null, "publish", editor, 0).live).toBe(false);
    expect(afterSave(null, "submit", editor, 0)).toEqual({
      live: false,
      fields: { status: "review", review_stage: 1, submitted_by: editor.id },
    });
    // Written into the working copy by the server: the status stays published.
    expect(afterSave(record(), "submit", editor, 0)).toEqual({
      live: false,
      fields: { review_stage: 1, submitted_by: editor.id },
    });
  });

  it("with review steps, nobody publishes on save, not even an admin", () => {
    for (const actor of [admin, reviewer, editor]) {
      expect(afterSave(null, "save", actor, 1).live).toBe(false);
      expect(afterSave(record(), "publish", actor, 2).live).toBe(false);
      expect(saveMeaning(record(), actor, 1)).toBe("draft");
      expect(secondaryIntent(record(), actor, 1)).toBe("submit");
    }
  });

  it("an edited unpublished record is a draft again, so what comes back goes through review", () => {
    expect(afterSave(record({ status: "unpublished" }), "save", editor, 1).fields.status).toBe("draft");
  });

  it("offers publish beside save to those who publish directly, submit to the others", () => {
    expect(saveMeaning(null, admin, 0)).toBe("live");
    expect(secondaryIntent(null, admin, 0)).toBe("draft");
    expect(secondaryIntent(record({ status: "draft" }), admin, 0)).toBe("publish");
    expect(secondaryIntent(record({ status: "draft" }), editor, 0)).toBe("submit");
    expect(secondaryIntent(record({ status: "review", review_stage: 1 }), editor, 1)).toBeNull();
  });
});

describe("review decisions", () => {
  const submitted = (stage: number, by = editor.id, extra: Partial<WorkflowRecord> = {}) =>
    record({ status: "review", review_stage: stage, submitted_by: by, ...extra });

  it("two steps: the first approval moves on to the final review, the final one publishes", () => {
    expect(applyCommand(submitted(1), "approve", reviewer, 2)).toEqual({
      fields: { review_stage: 2 },
      mergePending: false,
    });
    expect(applyCommand(submitted(2), "approve", reviewer2, 2)).toEqual({
      fields: { status: "published", review_stage: 0, pending: null, submitted_by: 0 },
      mergePending: false,
    });
  });

  it("one step (and an editor's submission under none) publishes on the first approval", () => {
    expect(applyCommand(submitted(1), "approve", reviewer, 1).fields.status).toBe("published");
    expect(applyCommand(submitted(1), "approve", reviewer, 0).fields.status).toBe("published");
  });

  it("approving a live record's changes replaces its content with the working copy", () => {
    const live = record({ review_stage: 1, submitted_by: editor.id, pending: { title: "new" } });
    expect(applyCommand(live, "approve", reviewer, 1)).toEqual({
      fields: { status: "published", review_stage: 0, pending: null, submitted_by: 0 },
      mergePending: true,
    });
  });

  it("a rejection sends a new record back to draft and keeps a live record's working copy", () => {
    expect(applyCommand(submitted(2), "reject", reviewer, 2).fields).toEqual({
      review_stage: 0,
      submitted_by: 0,
      status: "draft",
    });
    const live = record({ review_stage: 1, pending: { title: "new" } });
    expect(applyCommand(live, "reject", reviewer, 1).fields).toEqual({ review_stage: 0, submitted_by: 0 });
  });

  it("a reviewer never decides on their own submission; an admin may; an editor never", () => {
    expect(mayDecide(submitted(1, reviewer.id), reviewer)).toBe(false);
    expect(mayDecide(submitted(1, reviewer.id), reviewer2)).toBe(true);
    expect(mayDecide(submitted(1, admin.id), admin)).toBe(true);
    expect(mayDecide(submitted(1), editor)).toBe(false);
    expect(mayDecide(record(), reviewer)).toBe(false);
  });

  it("offers each role only its commands for the record's state", () => {
    expect(commandsFor(submitted(1), reviewer, 1)).toEqual(["approve", "reject"]);
    expect(commandsFor(submitted(1), editor, 1)).toEqual([]);
    expect(commandsFor(record(), reviewer, 1)).toEqual(["unpublish"]);
    expect(commandsFor(record({ status: "unpublished" }), reviewer, 1)).toEqual(["republish"]);
    expect(commandsFor(record({ pending: { title: "x" } }), editor, 1)).toEqual(["discard", "submit"]);
    expect(commandsFor(record({ status: "draft" }), admin, 0)).toEqual([]);
  });

  it("tells the author about a rejection until the next submission", () => {
    const note = (decision: ReviewNote["decision"]): ReviewNote => ({
      at: 1,
      by: 2,
      by_name: "r",
      decision,
      stage: 1,
      comment: "fix",
    });
    const rejected = record({ status: "draft", review_log: [note("submit"), note("reject")] });
    expect(standingRejection(rejected)?.comment).toBe("fix");
    expect(standingRejection({ ...rejected, review_log: [...rejected.review_log, note("submit")], review_stage: 1 })).toBeNull();
    const long = Array.from({ length: REVIEW_LOG_LIMIT + 5 }, () => note("submit"));
    expect(withNote(long, note("reject"))).toHaveLength(REVIEW_LOG_LIMIT);
  });

  it("labels a live record with a working copy by where the copy stands", () => {
    expect(statusLabelOf(record({ pending: { title: "x" } }))).toBe("published-draft");
    expect(statusLabelOf(record({ pending: { title: "x" }, review_stage: 1 }))).toBe("published-review");
    expect(statusLabelOf(record({ status: "unpublished" }))).toBe("unpublished");
  });
});

describe("working copies and restores", () => {
  it("edits show over the live record, and content leaves out the workflow and the store's fields", () => {
    const stored = { id: 7, title: "live", info: "a", updatetime: 5, ...record({ pending: { title: "draft" } }) };
    expect(workingCopy(stored).title).toBe("draft");
    expect(contentOf(stored)).toEqual({ title: "draft", info: "a" });
  });

  it("a restore never skips review: a live record takes it as its working copy unless published directly", () => {
    expect(restoredFields(record(), { title: "old" }, editor, 0)).toEqual({
      fields: { pending: { title: "old" } },
      asDraft: true,
    });
    expect(restoredFields(record(), { title: "old" }, admin, 1).asDraft).toBe(true);
    expect(restoredFields(record(), { title: "old" }, admin, 0)).toEqual({
      fields: { title: "old", pending: null },
      asDraft: false,
    });
    expect(restoredFields(record({ status: "unpublished" }), { title: "old" }, admin, 0).fields.status).toBe("draft");
  });
});
