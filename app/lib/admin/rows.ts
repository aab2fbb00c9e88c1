/**
 * Repeatable rows without script: buttons named `intent` with `rows:<field>:add`, `rows:<field>:remove:<i>`,
 * `rows:<field>:up:<i>` or `rows:<field>:down:<i>` post the form; the server applies the change to what was
 * typed and shows the form again (nothing is saved until "Save").
 */
import type { UploadKind } from "~/lib/media/upload-rules";
import type { FormValues } from "./form-state";

/** What a row's column holds: text, longer text, a link, or an uploaded file's address. */
export type RowColumnKind = "text" | "textarea" | "url" | UploadKind;

export type RowOp = "add" | "remove" | "up" | "down";

/** The intent value of a row button. */
export function rowIntent(field: string, op: RowOp, index?: number): string {
  return index === undefined ? `rows:${field}:${op}` : `rows:${field}:${op}:${index}`;
}

/** Applies a row intent to form values; null when `intent` is not one or names a field not in `allowed`. */
export function applyRowIntent(values: FormValues, intent: string, allowed: readonly string[]): FormValues | null {
  const match = /^rows:([a-z_]+):(add|remove|up|down)(?::(\d+))?$/.exec(intent);
  if (!match) return null;
  const [, field = "", op, indexText] = match;
  if (!allowed.includes(field)) return null;
  const current = values[field];
  const rows = Array.isArray(current) ? [...(current as unknown[])] : [];
  const index = indexText === undefined ? -1 : Number(indexText);
  if (op === "add") rows.push({});
  else if (index >= 0 && index < rows.length) {
    if (op === "remove") rows.splice(index, 1);
    if (op === "up" && index > 0) [rows[index - 1], rows[index]] = [rows[index], rows[index - 1]];
    if (op === "down" && index < rows.length - 1) [rows[index + 1], rows[index]] = [rows[index], rows[index + 1]];
  }
  return { ...values, [field]: rows };
}
