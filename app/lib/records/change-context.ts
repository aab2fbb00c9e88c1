/**
 * Who made a change and from where: passed with a store write (and to recordAudit) so the revision and the
 * audit entry can say who did what. Callers that pass none (scripts, the console) are recorded as the system.
 */
import type { ReviewDecision } from "~/lib/content/workflow";

/** The signed-in user behind a change. */
export interface Actor {
  id: number;
  username: string;
}

export interface ChangeContext {
  actor: Actor | null;
  /** The client address (the same one the login throttle uses); null when unknown. */
  client: string | null;
  /**
   * What the write means when a plain update says too little: the admin's soft delete and undelete are
   * updates of `del_status`, a restore is an update with a past revision's fields.
   */
  action?: "delete" | "undelete" | "restore" | ReviewDecision | "settings";
  /** For a restore: the revision number restored. */
  restoredFrom?: number;
  /** A short note for the audit entry (a reviewer's comment). */
  note?: string;
}

/** Every audited action. */
export const AUDIT_ACTIONS = [
  "login",
  "login-failed",
  "logout",
  "create",
  "update",
  "delete",
  "undelete",
  "restore",
  "upload",
  "user-create",
  "user-update",
  "user-disable",
  "user-enable",
  "user-signout",
  "password-reset",
  "password-change",
  // The workflow (lib/content/workflow.ts): review decisions, publishing, and the site setting they follow.
  "submit",
  "approve",
  "reject",
  "publish",
  "unpublish",
  "republish",
  "discard",
  "settings",
] as const;
export type AuditAction = (typeof AUDIT_ACTIONS)[number];

/** The entities that keep revisions (issue #16 point 5). */
export const REVISIONED_KINDS = ["articles", "menus", "company", "videos", "links"] as const;
export type RevisionedKind = (typeof REVISIONED_KINDS)[number];

export function isRevisionedKind(kind: string): kind is RevisionedKind {
  return (REVISIONED_KINDS as readonly string[]).includes(kind);
}
