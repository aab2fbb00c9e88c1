/**
 * The shapes the history and audit screens receive from their loaders (browser-safe: the components import
 * them; the *.server modules produce them).
 */
import type { Actor, AuditAction, RevisionedKind } from "./change-context";
import type { DiffPart } from "./diff";

export type RevisionAction =
  | "create"
  | "update"
  | "delete"
  | "undelete"
  | "restore"
  | "submit"
  | "approve"
  | "reject"
  | "publish"
  | "unpublish"
  | "republish"
  | "discard"
  | "settings";

/** What a record-changing entry points at. */
export interface AuditTarget {
  entity: string;
  id: number;
  title: string;
}

/** One line of the audit log. */
export interface AuditEntry {
  /** Unique id (a failed save voids its entry by this id). */
  id: string;
  /** Unix seconds. */
  time: number;
  action: AuditAction;
  actor: Actor | null;
  /** The user name tried (failed logins) or the actor's; "" for the system. */
  username: string;
  client: string | null;
  target: AuditTarget | null;
  /** Fields changed (record changes), file names (uploads). */
  fields?: string[];
  /** The revision written with the change. */
  revision?: number;
  /** A short free note (e.g. the revision a restore brought back). */
  note?: string;
}

/** How a field is named on screen: the label key of its form field (English versions flagged), else its key. */
export interface FieldName {
  field: string;
  label: string | null;
  english: boolean;
}

/** One row of the history list. */
export interface HistoryRow {
  rev: number;
  time: number;
  user: string | null;
  client: string | null;
  action: RevisionAction;
  restoredFrom: number | null;
  changed: FieldName[];
}

/** What the history screen renders. */
export interface HistoryData {
  kind: RevisionedKind;
  id: number;
  title: string;
  editHref: string;
  exists: boolean;
  updatetime: number;
  rows: HistoryRow[];
  selected: number | null;
  /** The selected revision in the public layout (articles and videos shown on a page), or null. */
  previewHref: string | null;
  diff: { name: FieldName; parts: DiffPart[] }[];
}
