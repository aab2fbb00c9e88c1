/**
 * Messages between the server's worker processes and the primary that coordinates them. Workers serve
 * requests from their own in-memory copy of the content store; the primary keeps that copy consistent:
 * one writer at a time, every write taken in by every other worker before the writer answers, one version
 * sequence for all (so ETags mean the same thing in every worker), one login throttle, and one shelf of the
 * drafts an expired session left (the sign-in that takes one back may reach another worker).
 */
import type { DraftFields } from "~/lib/admin/draft-shelf";
import type { LoginAttempt, ThrottleVerdict } from "~/lib/auth/throttle.server";

/** Worker → primary. Every request carries an id the answer repeats. */
export type WorkerMessage =
  /** Sent once at start-up: from now on the worker acknowledges publications. */
  | { wenlv: "ready" }
  | { wenlv: "lock"; id: number }
  | { wenlv: "unlock"; id: number }
  | { wenlv: "changed"; id: number; files: string[] }
  | { wenlv: "peer-ack"; ref: number }
  /** May this attempt go ahead, and after what slow-down? Answered with "throttle-verdict". */
  | { wenlv: "throttle-check"; id: number; attempt: LoginAttempt }
  /** The attempt had a wrong password. Answered with "done". */
  | { wenlv: "throttle-fail"; id: number; attempt: LoginAttempt }
  /** The attempt had the right password. Answered with "done". */
  | { wenlv: "throttle-reset"; id: number; attempt: LoginAttempt }
  /** Keep this draft (DraftShelf.put). Answered with "done". */
  | { wenlv: "draft-put"; id: number; draftId: string; path: string; fields: DraftFields; now: number }
  /** Take this draft back (DraftShelf.take). Answered with "draft". */
  | { wenlv: "draft-take"; id: number; draftId: string; path: string; now: number };

/** Primary → worker. */
export type PrimaryMessage =
  /** The write lock is this worker's; `version` is the content version every worker holds now. */
  | { wenlv: "granted"; id: number; version: number }
  /** Every other worker has taken the change in; it is content version `version`. */
  | { wenlv: "published"; id: number; version: number }
  /** Another worker changed these files (paths relative to the content folder): take them in and ack. */
  | { wenlv: "peer-change"; ref: number; files: string[]; version: number }
  | { wenlv: "throttle-verdict"; id: number; verdict: ThrottleVerdict }
  | { wenlv: "draft"; id: number; fields: DraftFields | null }
  | { wenlv: "done"; id: number };

export function isWorkerMessage(value: unknown): value is WorkerMessage {
  return typeof value === "object" && value !== null && typeof (value as { wenlv?: unknown }).wenlv === "string";
}

export function isPrimaryMessage(value: unknown): value is PrimaryMessage {
  return isWorkerMessage(value);
}
