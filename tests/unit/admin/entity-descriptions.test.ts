/**
 * Every admin entity's description checked the same way: its fields and the form schema name the same
 * things, every label exists in both languages, every select has choices, and a stored record shown in the
 * form posts back unchanged — so a field added to one side only, or mapped wrongly, fails here.
 */
import { readFileSync } from "node:fs";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { ADMIN_ENTITY_SERVERS, entityServerAt } from "~/lib/admin/entities.server";
import { EDITED_ENTITIES, editedEntityAt } from "~/lib/admin/entities";
import { ENTITY_EDIT_SCREENS } from "../../../remix.config.js";
import { englishFieldsOf, englishName, fieldsOf, postsFiles, rowFieldsOf } from "~/lib/admin/entity";
import { toFormValues, type EntityServer } from "~/lib/admin/entity.server";
import { parseForm } from "~/lib/admin/action.server";
import type { FormValues } from "~/lib/admin/form-state";
import { undeclaredField } from "~/lib/forms/declared-fields";
import type { ContentStore } from "~/lib/content/store.server";
import { ArticleSchema, CompanyInfoSchema, LinkSchema, MenuItemSchema, VideoSchema } from "~/lib/content/schema";
import { useSeededStore } from "./admin-fixture";

/** What the store keeps of each entity: a described field it does not declare would be dropped on save. */
const STORED_SHAPES: Record<string, object> = {
  menus: MenuItemSchema.shape,
  articles: ArticleSchema.shape,
  links: LinkSchema.shape,
  videos: VideoSchema.shape,
  company: CompanyInfoSchema.shape,
};

const messages = Object.fromEntries(
  ["zh-CN", "en-US"].map((lng) => [lng, JSON.parse(readFileSync(`app/locales/${lng}/admin.json`, "utf8")) as object]),
);
const hasKey = (tree: object, key: string) =>
  typeof key.split(".").reduce<unknown>((node, part) => (node as Record<string, unknown>)?.[part], tree) === "string";

/** Form values as the browser posts them: rows as `name[i].key`, empty checkboxes left out. */
function formDataOf(values: FormValues): FormData {
  const data = new FormData();
  for (const [name, value] of Object.entries(values)) {
    if (Array.isArray(value))
      value.forEach((row: Record<string, unknown>, i) =>
        Object.entries(row).forEach(([key, cell]) => data.append(`${name}[${i}].${key}`, String(cell))),
      );
    else if (value !== "") data.append(name, String(value));
  }
  return data;
}

let store: ContentStore;
let cleanup: () => Promise<void>;
beforeEach(async () => {
  ({ store, cleanup } = await useSeededStore());
});
afterEach(async () => cleanup());

/** A stored record of the entity (the first one; the company record for the company). */
function sample(entity: EntityServer<never>) {
  const kind = entity.kind as string;
  return kind === "company" ? store.getCompany() : store.list(kind as "links")[0]!;
}

describe.each(
  ADMIN_ENTITY_SERVERS.map((entity) => [entity.description.path, entity as unknown as EntityServer<never>] as const),
)("admin entity %s", (_path, entity) => {
  const fields = fieldsOf(entity.description);

  it("describes exactly the fields its form schema declares", () => {
    const declared = Object.keys(entity.schema.shape).filter((name) => name !== "updatetime");
    const english = englishFieldsOf(entity.description).map((f) => englishName(f.name));
    expect([...fields.map((f) => f.name), ...english].sort()).toEqual(declared.sort());
    const posted = new FormData();
    for (const field of fields) {
      if (field.widget === "rows") for (const c of field.columns) posted.append(`${field.name}[0].${c.key}`, "x");
      else posted.append(field.name, "x");
    }
    for (const name of english) posted.append(name, "x");
    expect(undeclaredField(posted, entity.schema)).toBeNull();
  });

  it("stores every field it describes (as it is, or mapped by the entity)", () => {
    const mapped = Object.keys(entity.storedValues?.(sample(entity) as never) ?? {});
    const stored = Object.keys(STORED_SHAPES[entity.kind as string]!);
    expect(fields.map((f) => f.name).filter((name) => !stored.includes(name) && !mapped.includes(name))).toEqual([]);
    if (mapped.length > 0) expect(entity.toRecord, "an entity that maps fields writes them back").toBeDefined();
  });

  it("has every label, hint, title and choice key in both languages", async () => {
    const keys = [
      entity.description.nav,
      entity.description.titles.create,
      entity.description.titles.edit,
      ...entity.description.sections.flatMap((s) => (s.title ? [s.title] : [])),
      ...fields.flatMap((f) => [
        f.label,
        ...(f.hint ? [f.hint] : []),
        ...(f.widget === "rows" ? f.columns.map((c) => c.label) : []),
      ]),
      ...Object.values(entity.options?.(store, undefined) ?? {}).flatMap((options) =>
        options.flatMap((o) => [...(o.labelKey ? [o.labelKey] : []), ...(o.group ? [o.group] : [])]),
      ),
    ];
    for (const [lng, tree] of Object.entries(messages))
      expect(keys.filter((key) => !hasKey(tree, key)).map((key) => `${lng}:${key}`)).toEqual([]);
  });

  it("offers choices for every select, and a new record's defaults among them", () => {
    const options = entity.options?.(store, undefined) ?? {};
    const defaults = entity.defaults?.(new URL("http://127.0.0.1/x"), store) ?? {};
    for (const field of fields.filter((f) => f.widget === "select")) {
      expect(options[field.name]?.length, field.name).toBeGreaterThan(0);
      if (defaults[field.name] !== undefined)
        expect(options[field.name]!.map((o) => o.value)).toContain(defaults[field.name]);
    }
    expect(Object.keys(options).every((name) => fields.some((f) => f.name === name && f.widget === "select"))).toBe(
      true,
    );
  });

  it("shows a stored record in the form so that posting it back validates", () => {
    const values = toFormValues(entity, sample(entity) as never);
    expect(values.updatetime).toMatch(/^\d+$/);
    for (const field of fields) expect(values, field.name).toHaveProperty(field.name);
    const parsed = parseForm(formDataOf(values), entity.schema);
    expect(parsed.ok ? {} : parsed.fieldErrors).toEqual({});
  });

  it("posts files exactly when a field takes an upload, and lists its row fields", () => {
    const uploads = fields.some(
      (f) =>
        f.widget === "media" ||
        (f.widget === "rows" && f.columns.some((c) => c.kind !== "text" && c.kind !== "textarea" && c.kind !== "url")),
    );
    expect(postsFiles(entity.description)).toBe(uploads);
    expect(rowFieldsOf(entity.description)).toEqual(fields.filter((f) => f.widget === "rows").map((f) => f.name));
  });
});

describe("the edit screens' addresses", () => {
  it("remix.config.js mounts the edit module at exactly the described entities, each in its shape", () => {
    const described = Object.fromEntries(
      [...EDITED_ENTITIES].map(([segment, entity]) => [segment, entity.single ? "single" : "list"]),
    );
    expect(ENTITY_EDIT_SCREENS).toEqual(described);
  });

  it("finds the entity, and its server side, from the address", () => {
    expect(editedEntityAt("/adm/articleList/12")?.path).toBe("articleList");
    expect(editedEntityAt("/adm/company_info")?.path).toBe("company_info");
    expect(editedEntityAt("/adm/no-such-screen")).toBeUndefined();
    expect(editedEntityAt("/adm/constructor")).toBeUndefined();
    expect(entityServerAt(new Request("http://x/adm/settings/")).description.path).toBe("settings");
    expect(entityServerAt(new Request("http://x/adm/videosList/new")).kind).toBe("videos");
    const refused = (() => {
      try {
        entityServerAt(new Request("http://x/adm/users/new"));
      } catch (thrown) {
        return thrown;
      }
    })();
    expect(refused instanceof Response && refused.status).toBe(404);
  });
});
