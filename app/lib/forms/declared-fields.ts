/**
 * Refuses form posts whose field names the form does not declare, before anything turns names like
 * `img[1000000].url` into nested objects (a sparse index there would make the parser build a huge array).
 * The declaration is the form's own zod schema: object keys, and list indices below the list's row limit.
 */
import type { z } from "zod";

/**
 * Field names every admin form may carry besides its schema's: the submit intent, the script marker, and the part
 * of a long form a save is for (lib/admin/entity.ts `tabbed`).
 */
export const CONTROL_FIELDS = ["intent", "js", "section"] as const;
/** Row limit for a list whose schema names none. */
export const DEFAULT_ROW_LIMIT = 100;
/** Longest field name accepted (the longest declared one is far shorter). */
const MAX_NAME_LENGTH = 200;

type Segment = { key: string } | { index: number };

/** `a[2].b` → [{key:a},{index:2},{key:b}]; null when the name is not well formed. */
export function parseFieldName(name: string): Segment[] | null {
  if (name.length === 0 || name.length > MAX_NAME_LENGTH) return null;
  const segments: Segment[] = [];
  const pattern = /([A-Za-z_][A-Za-z0-9_]*)|\[(\d{1,9})\]|(\.)/gy;
  let expectKey = true;
  let match: RegExpExecArray | null;
  let consumed = 0;
  while ((match = pattern.exec(name))) {
    consumed = pattern.lastIndex;
    if (match[1] !== undefined) {
      if (!expectKey) return null;
      segments.push({ key: match[1] });
      expectKey = false;
    } else if (match[2] !== undefined) {
      if (expectKey) return null;
      segments.push({ index: Number(match[2]) });
    } else {
      if (expectKey) return null;
      expectKey = true;
    }
  }
  if (consumed !== name.length || expectKey) return null;
  return segments;
}

type Def = {
  type: string;
  shape?: Record<string, z.ZodType>;
  element?: z.ZodType;
  innerType?: z.ZodType;
  in?: z.ZodType;
  out?: z.ZodType;
  options?: z.ZodType[];
  left?: z.ZodType;
  right?: z.ZodType;
  valueType?: z.ZodType;
  checks?: { _zod: { def: { check?: string; maximum?: number } } }[];
};
const defOf = (schema: z.ZodType): Def => (schema as unknown as { _zod: { def: Def } })._zod.def;

/** The schema that describes the shape of posted names: wrappers and pipes are looked through. */
function shapeOf(schema: z.ZodType): z.ZodType {
  for (let current = schema, depth = 0; depth < 20; depth += 1) {
    const def = defOf(current);
    if (def.innerType) current = def.innerType;
    else if (def.type === "pipe" && def.in && def.out) {
      // A pipe whose output is structured (rows: records in, typed objects out) declares its names there.
      const outType = defOf(shapeOf(def.out)).type;
      current = outType === "object" || outType === "array" ? def.out : def.in;
    } else return current;
  }
  return schema;
}

function rowLimit(def: Def): number {
  const max = def.checks?.map((c) => c._zod.def).find((c) => c.check === "max_length")?.maximum;
  return typeof max === "number" ? max : DEFAULT_ROW_LIMIT;
}

/** Whether `segments` name a field the schema declares. */
function declares(schema: z.ZodType, segments: Segment[]): boolean {
  let current = schema;
  for (const [i, segment] of segments.entries()) {
    const shaped = shapeOf(current);
    const def = defOf(shaped);
    // Either side of an intersection, or any option of a union, may declare the rest of the name.
    if (def.type === "intersection" && def.left && def.right)
      return declares(def.left, segments.slice(i)) || declares(def.right, segments.slice(i));
    if (def.type === "union" && def.options) return def.options.some((option) => declares(option, segments.slice(i)));
    if ("key" in segment) {
      if (def.type === "object" && def.shape && Object.hasOwn(def.shape, segment.key))
        current = def.shape[segment.key]!;
      else if (def.type === "record" && def.valueType) current = def.valueType;
      else return false;
    } else {
      if (def.type !== "array" || !def.element || segment.index >= rowLimit(def)) return false;
      current = def.element;
    }
  }
  return true;
}

export interface DeclaredFieldsOptions {
  /** Other names the form may post (beyond the schema and the control fields). */
  extra?: readonly string[];
}

/** The first posted name the schema does not declare (or that indexes past a list's limit), else null. */
export function undeclaredField(
  formData: FormData,
  schema: z.ZodType,
  { extra = [] }: DeclaredFieldsOptions = {},
): string | null {
  const allowed = new Set<string>([...CONTROL_FIELDS, ...extra]);
  const checked = new Set<string>();
  for (const name of formData.keys()) {
    if (checked.has(name) || allowed.has(name)) continue;
    checked.add(name);
    // A file input `<target>:<kind>` is declared when its target field is.
    const target = name.replace(/:(image|video|document)$/, "");
    const segments = parseFieldName(target);
    if (!segments || !declares(schema, segments)) return name;
  }
  return null;
}

/** Throws 400 when the post names a field the form does not declare. */
export function assertDeclaredFields(formData: FormData, schema: z.ZodType, options?: DeclaredFieldsOptions): void {
  const name = undeclaredField(formData, schema, options);
  if (name !== null) {
    const shown = name.length > 60 ? `${name.slice(0, 60)}…` : name;
    throw new Response(`表单含有未知字段 ${JSON.stringify(shown)}。Unexpected form field: ${JSON.stringify(shown)}.`, {
      status: 400,
      headers: { "Content-Type": "text/plain; charset=utf-8" },
    });
  }
}

/**
 * Throws 400 when any posted name indexes a list at or past `limit` (`x[100000]`): checked as a form is read,
 * before any parser builds lists from the names, for forms whose fields are not declared by one schema.
 */
export function assertBoundedIndices(formData: FormData, limit = DEFAULT_ROW_LIMIT): void {
  for (const name of formData.keys()) {
    for (const match of name.matchAll(/\[(\d+)\]/g)) {
      if (match[1]!.length > 9 || Number(match[1]) >= limit) {
        const shown = JSON.stringify(name.slice(0, 60));
        throw new Response(`表单字段序号超出范围：${shown}。Form field index out of range: ${shown}.`, {
          status: 400,
          headers: { "Content-Type": "text/plain; charset=utf-8" },
        });
      }
    }
  }
}
