/**
 * An entity's form schema, built from its description: each described field takes its explicit form rule
 * (lib/admin/schemas.ts) or, for plain text, numbers and choices, a rule derived from the stored field in the
 * content schema (its length limit, whether it is required, its choices) with the admin's messages. So a plain
 * field added to an entity needs its stored field and its description line, nothing else (README, "Adding a
 * field").
 */
import { z } from "zod";
import { englishFieldsOf, englishName, fieldsOf, type EntityDescription } from "./entity";

const required = "validation.required";

/** Required text up to `max` characters, trimmed. */
export const reqText = (max: number) =>
  z.string({ error: required }).trim().min(1, required).max(max, "validation.tooLong");

/** Optional text up to `max` characters, trimmed; empty when left blank. */
export const optText = (max: number) =>
  z
    .string()
    .trim()
    .max(max, "validation.tooLong")
    .optional()
    .transform((v) => v ?? "");

type Def = { type: string; innerType?: z.ZodType; defaultValue?: unknown };
const defOf = (schema: z.ZodType) => (schema as unknown as { def: Def }).def;

/** The form rule of a stored field, or null when its type has no plain rule (give one explicitly). */
export function derivedFormRule(stored: z.ZodType | undefined): z.ZodType | null {
  if (!stored) return null;
  let inner = stored;
  let fallback: unknown;
  while (defOf(inner).type === "default" || defOf(inner).type === "optional") {
    if (defOf(inner).type === "default") fallback = defOf(inner).defaultValue;
    inner = defOf(inner).innerType!;
  }
  if (inner instanceof z.ZodString) {
    const max = inner.maxLength ?? 10_000;
    return (inner.minLength ?? 0) >= 1 ? reqText(max) : optText(max);
  }
  if (inner instanceof z.ZodNumber) {
    const rule = inner.isInt
      ? z.number({ error: "validation.integer" }).int("validation.integer")
      : z.number({ error: "validation.number" });
    return typeof fallback === "number" ? rule.default(fallback) : rule;
  }
  if (inner instanceof z.ZodEnum) return z.enum(inner.options as [string, ...string[]], { error: "validation.choose" });
  return null;
}

/** Optional lines of text (one entry a line, blanks dropped), each up to `max` characters. */
const optLines = (max: number, count: number) =>
  optText(count * (max + 1)).transform((v, ctx) => {
    const lines = v
      .split("\n")
      .map((line) => line.trim())
      .filter(Boolean);
    if (lines.length > count) ctx.addIssue({ code: "custom", message: "validation.tooMany", params: { max: count } });
    if (lines.some((line) => line.length > max))
      ctx.addIssue({ code: "custom", message: "validation.tooLong", params: { max } });
    return lines;
  });

/** The stored shape of a record's `en` object (the English beside the Chinese), if it has one. */
function englishShape(stored: z.ZodObject): Record<string, z.ZodType> {
  let en = stored.shape.en as z.ZodType | undefined;
  while (en && (defOf(en).type === "optional" || defOf(en).type === "default")) en = defOf(en).innerType;
  return en instanceof z.ZodObject ? (en.shape as Record<string, z.ZodType>) : {};
}

/** The rule of a field's English version: never required (a missing translation is a status, not an error). */
function englishRule(stored: z.ZodType | undefined): z.ZodType | null {
  let inner = stored;
  while (inner && (defOf(inner).type === "default" || defOf(inner).type === "optional")) inner = defOf(inner).innerType;
  if (inner instanceof z.ZodString) return optText(inner.maxLength ?? 10_000);
  if (inner instanceof z.ZodArray && inner.element instanceof z.ZodString) {
    return optLines(inner.element.maxLength ?? 200, 20);
  }
  return null;
}

/**
 * The form schema of `entity`: `rules` (updatetime and every field with rules or messages of its own), plus a
 * derived rule for each other described field. A described field with neither is a programming error.
 */
export function formSchemaFor<R extends z.ZodRawShape>(
  entity: EntityDescription,
  stored: z.ZodObject,
  rules: R,
): z.ZodObject<R> {
  const shape: Record<string, z.core.$ZodType> = { ...rules };
  for (const field of fieldsOf(entity)) {
    if (shape[field.name]) continue;
    const derived = derivedFormRule(stored.shape[field.name] as z.ZodType | undefined);
    if (!derived) throw new Error(`${entity.path}: "${field.name}" needs a form rule (none can be derived)`);
    shape[field.name] = derived;
  }
  const english = englishShape(stored);
  for (const field of englishFieldsOf(entity)) {
    const rule = englishRule(english[field.name]);
    if (!rule)
      throw new Error(`${entity.path}: "${field.name}" is marked english but its record has no en.${field.name}`);
    shape[englishName(field.name)] = rule;
  }
  return z.object(shape) as unknown as z.ZodObject<R>;
}
