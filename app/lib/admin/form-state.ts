import type { Message } from "~/lib/i18n/message";

/**
 * The state a form screen renders from, shared by loaders (a stored record), failed posts (what was typed)
 * and restored drafts: raw field values by name, field errors and one form-level message.
 */
export type FormValues = Record<string, unknown>;

export interface FormFailure {
  ok: false;
  /** Changes on every post so uncontrolled inputs remount with the returned values. */
  formKey: string;
  values: FormValues;
  fieldErrors: Record<string, Message>;
  formError: Message | null;
  /** Set when someone else saved first: what is stored now. */
  conflict: { updatetime: number; current: FormValues } | null;
  /** Set after a row operation (add/remove/reorder): nothing was saved. */
  rowsChanged?: boolean;
}

export interface SessionExpired {
  ok: false;
  sessionExpired: true;
  loginHref: string;
}

/** Reads a nested value by Conform name ("banner_img[0].url"). */
export function valueAt(values: FormValues | undefined, name: string): unknown {
  if (!values) return undefined;
  const parts = name.replace(/\[(\d+)\]/g, ".$1").split(".");
  let current: unknown = values;
  for (const part of parts) {
    if (current === null || typeof current !== "object") return undefined;
    current = (current as Record<string, unknown>)[part];
  }
  return current;
}

/** A value as input text. */
export function textAt(values: FormValues | undefined, name: string): string {
  const value = valueAt(values, name);
  if (value === undefined || value === null) return "";
  if (Array.isArray(value)) return value.join("\n");
  return String(value);
}

/** The rows of a repeatable list field. */
export function rowsAt(values: FormValues | undefined, name: string): FormValues[] {
  const value = valueAt(values, name);
  return Array.isArray(value) ? (value as FormValues[]).map((row) => (row && typeof row === "object" ? row : {})) : [];
}

/** Store paths ("img.0.url") → Conform names ("img[0].url"). */
export function toFieldName(path: string): string {
  return path.replace(/\.(\d+)(?=\.|$)/g, "[$1]");
}
