/**
 * An entity's form schema, built from its description: each described field takes its explicit form rule
 * (lib/admin/schemas.ts) or, for plain text, numbers and choices, a rule derived from the stored field in the
 * content schema (its length limit, whether it is required, its choices) with the admin's messages. So a plain
 * field added to an entity needs its stored field and its description line, nothing else (README, "Adding a
 * field").
 */
import { z } from "zod";
import { fieldsOf, type EntityDescription } from "./entity";

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
  return z.object(shape) as unknown as z.ZodObject<R>;
}
