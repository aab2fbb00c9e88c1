import type { FormReply, FormValues } from "~/lib/forms/form-reply";

export type { FormValues } from "~/lib/forms/form-reply";

/**
 * A refused admin save: the shared form reply (lib/forms/form-reply.ts) — what was typed and the messages —
 * plus what only the admin's edit forms have.
 */
export interface FormFailure extends FormReply {
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
