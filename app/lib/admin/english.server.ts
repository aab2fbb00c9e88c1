/**
 * The English side of an admin save (docs/decisions/011): the form's `en_<name>` values go into the record's `en`
 * object, and when the English changed, the save stamps it with the time and the fingerprint of the Chinese it
 * now translates. Saving only the Chinese leaves the stamp, so the record shows as outdated.
 */
import { sanitizeArticleHtml } from "~/lib/content/sanitize";
import { translationStampFor, type TranslatableKind } from "~/lib/content/translation";
import { englishFieldsOf, englishName, type EntityDescription } from "./entity";

type Loose = Record<string, unknown>;

/** The form's English values, by stored name, with the rich body sanitized like the Chinese one. */
function englishValues(entity: EntityDescription, value: Loose): Loose {
  const english: Loose = {};
  for (const field of englishFieldsOf(entity)) {
    const v = value[englishName(field.name)];
    english[field.name] = field.widget === "rich" && typeof v === "string" ? sanitizeArticleHtml(v) : v;
  }
  return english;
}

/** The form values without the English ones (they are not stored fields of their own). */
export function withoutEnglish(entity: EntityDescription, value: Loose): Loose {
  const rest = { ...value };
  for (const field of englishFieldsOf(entity)) delete rest[englishName(field.name)];
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
  const fields = englishFieldsOf(entity);
  if (fields.length === 0) return undefined;
  const english = englishValues(entity, value);
  const before = (current?.en ?? {}) as Loose;
  const empty = Object.values(english).every((v) => v === "" || (Array.isArray(v) && v.length === 0));
  if (empty && current?.en === undefined) return undefined;
  const changed = fields.some((field) => !same(english[field.name], before[field.name]));
  const merged = { ...before, ...english };
  if (!changed) return merged;
  return { ...merged, ...translationStampFor(kind, { ...record, en: merged } as never, now) };
}

/** The form values of a record's English fields. */
export function englishFormValues(entity: EntityDescription, record: Loose): Record<string, string> {
  const en = (record.en ?? {}) as Loose;
  return Object.fromEntries(
    englishFieldsOf(entity).map((field) => {
      const v = en[field.name];
      return [englishName(field.name), Array.isArray(v) ? v.join("\n") : typeof v === "string" ? v : ""];
    }),
  );
}
