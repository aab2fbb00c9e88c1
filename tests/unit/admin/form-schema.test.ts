/** Form rules derived from stored fields, and the entity form schema built from a description. */
import { describe, expect, it } from "vitest";
import { z } from "zod";
import { listEntity, fieldMakers } from "~/lib/admin/entity";
import { derivedFormRule, formSchemaFor } from "~/lib/admin/form-schema";
import { parseForm } from "~/lib/admin/action.server";
import { form } from "./admin-fixture";

const f = fieldMakers("demo");
const stored = z.object({
  title: z.string().trim().max(20).min(1),
  note: z.string().trim().max(5).default(""),
  count: z.number().int().default(3),
  kind: z.enum(["a", "b"]),
  when: z.iso.date(),
});
const entity = listEntity("demo", "demoList", "nav.demo", [
  { columns: 1, fields: [f.text("title"), f.text("note"), f.number("count"), f.select("kind")] },
]);
const schema = formSchemaFor(entity, stored, { updatetime: z.number().optional() });

describe("derived form rules", () => {
  it("give plain text, numbers and choices the admin's messages", () => {
    const parsed = parseForm(form({ title: "", note: "too long", count: "x", kind: "c" }), schema);
    expect(parsed.ok ? {} : parsed.fieldErrors).toEqual({
      title: { key: "validation.required" },
      note: { key: "validation.tooLong", params: { max: 5 } },
      count: { key: "validation.integer" },
      kind: { key: "validation.choose" },
    });
  });

  it("keep the stored defaults and blank optional text", () => {
    const parsed = parseForm(form({ title: " t ", kind: "b" }), schema);
    expect(parsed.ok && parsed.value).toEqual({ title: "t", note: "", count: 3, kind: "b" });
  });

  it("are not guessed for other types: such a field needs an explicit rule", () => {
    expect(derivedFormRule(stored.shape.when)).toBeNull();
    const dated = listEntity("demo", "demoList", "nav.demo", [{ columns: 1, fields: [f.text("when")] }]);
    expect(() => formSchemaFor(dated, stored, {})).toThrow(/"when" needs a form rule/);
    expect(() => formSchemaFor(dated, stored, { when: z.string() })).not.toThrow();
  });
});
