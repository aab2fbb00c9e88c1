/**
 * Errors raised by the content store. Routes tell them apart with `instanceof` to pick a response:
 * validation → 400 with field errors, conflict → show the current record, not found → 404.
 */
import type { z } from "zod";
import type {
  CertificationRecord,
  ChatMessage,
  ChannelFormRecord,
  ConsoleCard,
  ConsoleMessage,
  ConsoleProfile,
  ParameterSet,
  Policy,
} from "./console-schema";
import type { AdminUser, Article, CompanyInfo, DictionaryEntry, Link, MediaRecord, MenuItem, Video } from "./schema";

/** Recursively readonly view of a record: what the store hands out. */
export type DeepReadonly<T> = T extends (infer U)[]
  ? readonly DeepReadonly<U>[]
  : T extends object
    ? { readonly [K in keyof T]: DeepReadonly<T[K]> }
    : T;

/** Any record the store keeps. */
export type ContentRecord =
  | MenuItem
  | Article
  | Video
  | CompanyInfo
  | DictionaryEntry
  | Link
  | AdminUser
  | Policy
  | ConsoleMessage
  | ConsoleCard
  | ChannelFormRecord
  | ParameterSet
  | ConsoleProfile
  | CertificationRecord
  | ChatMessage
  | MediaRecord;

/** Base class, so callers can catch every store error at once. */
export class ContentError extends Error {
  override name = "ContentError";
}

/** Where a load problem sits, as precisely as we know it. */
export interface LoadProblem {
  /** Path relative to the content folder, with forward slashes ("articles/0001.md"). */
  file: string;
  recordId?: number;
  /** Position of the record in its list, when it has no usable id. */
  recordIndex?: number;
  /** Dotted field path ("img.0.url"). */
  field?: string;
  detail: string;
}

/** A content file is missing, unreadable or invalid: start-up must stop and say where. */
export class ContentLoadError extends ContentError {
  override name = "ContentLoadError";
  readonly file: string;
  readonly recordId: number | undefined;
  readonly recordIndex: number | undefined;
  readonly field: string | undefined;
  /** What is wrong, without the location (the message adds it). */
  readonly detail: string;

  constructor(problem: LoadProblem, options?: ErrorOptions) {
    super(describeLoadProblem(problem), options);
    this.file = problem.file;
    this.recordId = problem.recordId;
    this.recordIndex = problem.recordIndex;
    this.field = problem.field;
    this.detail = problem.detail;
  }
}

function describeLoadProblem(p: LoadProblem): string {
  let where = `content file ${p.file}`;
  if (p.recordId !== undefined) where += `, record id ${p.recordId}`;
  else if (p.recordIndex !== undefined) where += `, record #${p.recordIndex + 1}`;
  if (p.field) where += `, field "${p.field}"`;
  return `${where}: ${p.detail}`;
}

/** A write was refused because the resulting record does not pass its schema; nothing was written. */
export class ContentValidationError extends ContentError {
  override name = "ContentValidationError";
  /** First message per dotted field path; "" holds problems with the record as a whole. */
  readonly fieldErrors: Readonly<Record<string, string>>;
  readonly issues: readonly z.core.$ZodIssue[];

  constructor(issues: readonly z.core.$ZodIssue[]) {
    const fieldErrors = issuesToFieldErrors(issues);
    const summary = Object.entries(fieldErrors)
      .map(([field, message]) => (field ? `${field}: ${message}` : message))
      .join("; ");
    super(`invalid record: ${summary}`);
    this.fieldErrors = fieldErrors;
    this.issues = issues;
  }
}

/** Dotted path of a zod issue ("img.0.url"); "" for the record itself. */
export function issuePath(issue: z.core.$ZodIssue): string {
  return issue.path.map(String).join(".");
}

/** Maps zod issues to `{ field → first message }`, the shape forms show next to inputs. */
export function issuesToFieldErrors(issues: readonly z.core.$ZodIssue[]): Record<string, string> {
  const errors: Record<string, string> = {};
  for (const issue of issues) {
    const field = issuePath(issue);
    errors[field] ??= issue.message;
  }
  return errors;
}

/** The record changed since the caller read it; carries the current version so the UI can show it. */
export class ConflictError extends ContentError {
  override name = "ConflictError";
  readonly kind: string;
  readonly current: DeepReadonly<ContentRecord>;

  constructor(kind: string, current: DeepReadonly<ContentRecord>, expectedUpdatetime: number) {
    super(
      `${kind} record ${current.id} was changed by someone else (saved at ${currentUpdatetime(current)}, ` +
        `your copy is from ${expectedUpdatetime}); reload it and apply your changes again`,
    );
    this.kind = kind;
    this.current = current;
  }
}

function currentUpdatetime(record: DeepReadonly<ContentRecord>): string {
  return "updatetime" in record ? String(record.updatetime) : "unknown";
}

/** No record with that id. */
export class NotFoundError extends ContentError {
  override name = "NotFoundError";
  readonly kind: string;
  readonly id: number;

  constructor(kind: string, id: number) {
    super(`${kind} record ${id} does not exist`);
    this.kind = kind;
    this.id = id;
  }
}

/**
 * Why the disk refused a write, as far as the error code tells: the folder (or file system) cannot be
 * written to, the disk (or quota) is full, or something else (an I/O error, a folder replaced by a file).
 */
export type WriteFailureReason = "read-only" | "disk-full" | "other";

const READ_ONLY_CODES: ReadonlySet<string> = new Set(["EACCES", "EPERM", "EROFS"]);
const DISK_FULL_CODES: ReadonlySet<string> = new Set(["ENOSPC", "EDQUOT"]);

/** Classifies a file-system error code (`error.code` of a Node fs error). */
export function writeFailureReason(code: string | undefined): WriteFailureReason {
  if (code && READ_ONLY_CODES.has(code)) return "read-only";
  if (code && DISK_FULL_CODES.has(code)) return "disk-full";
  return "other";
}

/** The disk refused the write; memory was left as it was and the previous file is intact. */
export class ContentWriteError extends ContentError {
  override name = "ContentWriteError";
  readonly file: string;
  /** The fs error code of the cause ("EACCES", "ENOSPC" …), when it has one. */
  readonly code: string | undefined;
  readonly reason: WriteFailureReason;

  constructor(file: string, cause: unknown) {
    super(`could not save content file ${file}: ${cause instanceof Error ? cause.message : String(cause)}`, {
      cause,
    });
    this.file = file;
    const code = typeof cause === "object" && cause !== null && "code" in cause ? cause.code : undefined;
    this.code = typeof code === "string" ? code : undefined;
    this.reason = writeFailureReason(this.code);
  }
}
