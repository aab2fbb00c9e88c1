/**
 * The English side of an admin save (docs/decisions/011): the form's `en_<name>` values go into the record's `en`
 * object, and when the English changed, the save stamps it with the time and the fingerprint of the Chinese it
 * now translates. Saving only the Chinese leaves the stamp, so the record shows as outdated.
 */
import { sanitizeArticleHtml } from "~/lib/content/sanitize";
import { translationStampFor, type TranslatableKind } from "~/lib/content/translation";
import { englishFieldsOf, englishName, fieldsOf, type EntityDescription } from "./entity";

type Loose = Record<string, unknown>;

const EN_SUFFIX = "_en";

/**
 * Repeatable-row fields with English columns (`<key>_en` beside `<key>`), and those keys: the English of one
 * column is stored as a list of texts, of several as a list of objects (`en.leaders[i].name`).
 */
function englishRowFields(entity: EntityDescription): { name: string; keys: string[] }[] {
  return fieldsOf(entity).flatMap((field) => {
    if (field.widget !== "rows") return [];
    const keys = field.columns.filter((c) => c.key.endsWith(EN_SUFFIX)).map((c) => c.key.slice(0, -EN_SUFFIX.length));
    return keys.length > 0 ? [{ name: field.name, keys }] : [];
  });
}

function englishOfRows(rows: unknown, keys: string[]): unknown[] {
  if (!Array.isArray(rows)) return [];
  return rows.map((row: Loose) =>
    keys.length === 1
      ? (row[keys[0] + EN_SUFFIX] ?? "")
      : Object.fromEntries(keys.map((key) => [key, row[key + EN_SUFFIX] ?? ""])),
  );
}

/** The form's English values, by stored name, with the rich body sanitized like the Chinese one. */
function englishValues(entity: EntityDescription, value: Loose): Loose {
  const english: Loose = {};
  // Only what the form posted: a tabbed form's save holds one section's fields.
  for (const field of englishFieldsOf(entity)) {
    if (!(englishName(field.name) in value)) continue;
    const v = value[englishName(field.name)];
    english[field.name] = field.widget === "rich" && typeof v === "string" ? sanitizeArticleHtml(v) : v;
  }
  for (const rows of englishRowFields(entity)) {
    if (rows.name in value) english[rows.name] = englishOfRows(value[rows.name], rows.keys);
  }
  return english;
}

/** The form values without the English ones (they are not stored fields of their own). */
export function withoutEnglish(entity: EntityDescription, value: Loose): Loose {
  const rest = { ...value };
  for (const field of englishFieldsOf(entity)) delete rest[englishName(field.name)];
  for (const { name } of englishRowFields(entity)) {
    const rows = rest[name];
    if (!Array.isArray(rows)) continue;
    rest[name] = rows.map((row: Loose) =>
      Object.fromEntries(Object.entries(row).filter(([key]) => !key.endsWith(EN_SUFFIX))),
    );
  }
  return rest;
}

const same = (a: unknown, b: unknown) => JSON.stringify(a ?? "") === JSON.stringify(b ?? "");

/**
 * The `en` object to store, or undefined to leave it as it is (no English fields, or nothing English at all on a
 * record that had none). `record` is the record as it will be stored (Chinese included), `current` what was stored.
 */
export function englishToStore(
  kind: TranslatableKind,
  entity: EntityDescription,
  value: Loose,
  record: Loose,
  current: Loose | undefined,
  now: number,
): Loose | undefined {
  const names = [...englishFieldsOf(entity).map((f) => f.name), ...englishRowFields(entity).map((r) => r.name)];
  if (names.length === 0) return undefined;
  const english = englishValues(entity, value);
  const before = (current?.en ?? {}) as Loose;
  const blank = (v: unknown): boolean =>
    v === "" ||
    v === undefined ||
    (Array.isArray(v) ? v.every(blank) : typeof v === "object" && v !== null && Object.values(v).every(blank));
  if (Object.values(english).every(blank) && current?.en === undefined) return undefined;
  const changed = names.some((name) => name in english && !same(english[name], before[name]));
  const merged = { ...before, ...english };
  if (!changed) return merged;
  return { ...merged, ...translationStampFor(kind, { ...record, en: merged } as never, now) };
}

/** The form values of a record's English fields (plain ones; row cells come from englishRowCells). */
export function englishFormValues(entity: EntityDescription, record: Loose): Record<string, string> {
  const en = (record.en ?? {}) as Loose;
  return Object.fromEntries(
    englishFieldsOf(entity).map((field) => {
      const v = en[field.name];
      return [englishName(field.name), Array.isArray(v) ? v.join("\n") : typeof v === "string" ? v : ""];
    }),
  );
}

/** The English cell `<key>_en` of row `index` of a rows field, from the record's `en` object. */
export function englishRowCell(record: Loose, field: string, index: number, key: string): string {
  if (!key.endsWith(EN_SUFFIX)) return "";
  const list = ((record.en ?? {}) as Loose)[field];
  const entry = Array.isArray(list) ? (list[index] as unknown) : undefined;
  if (typeof entry === "string") return entry;
  const value = entry && typeof entry === "object" ? (entry as Loose)[key.slice(0, -EN_SUFFIX.length)] : undefined;
  return typeof value === "string" ? value : "";
}
