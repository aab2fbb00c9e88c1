/**
 * What the admin needs to know about an editable entity, as data (docs/product.md §3 fields): its screens'
 * path and titles, and its edit form — cards of fields, each with a label key and a widget. The generic edit
 * page (components/admin/entity-edit-page.tsx) renders it, the generic loader and action
 * (lib/admin/entity.server.ts) read and save it. Adding a field is one line here plus one in the form schema.
 *
 * Browser-safe: labels are admin.json keys, choices of a select come from the loader.
 */
import type { UploadKind } from "~/lib/media/upload-rules";
import type { RowColumnKind } from "./rows";

interface FieldBase {
  /** The form field's name, also the stored record's key unless the entity maps it. */
  name: string;
  /** admin.json key of the label. */
  label: string;
  /** admin.json key of a hint shown under the control. */
  hint?: string;
  required?: boolean;
  /** Columns of its card's grid the field spans. */
  span?: 2 | 3;
  /** Listed in the conflict panel when someone else saved first. */
  compare?: boolean;
  /**
   * The field has an English version beside it (docs/decisions/011), edited side by side as `en_<name>` and
   * stored in the record's `en` object.
   */
  english?: boolean;
}

export interface TextWidget {
  widget: "text";
  maxLength?: number;
  inputMode?: "url" | "tel" | "decimal";
  type?: "email" | "date" | "datetime-local" | "password";
  /** The browser's autofill hint (a new account's password is "new-password"). */
  autoComplete?: string;
}

export type FieldWidget =
  | TextWidget
  | { widget: "number" }
  | { widget: "textarea"; rows: number }
  /** A native select whose choices the loader sends under the field's name. */
  | { widget: "select" }
  | { widget: "checkbox" }
  | { widget: "media"; kind: UploadKind }
  | { widget: "rich" }
  | { widget: "rows"; columns: readonly RowColumnDescription[] };

export type FieldDescription = FieldBase & FieldWidget;

export interface RowColumnDescription {
  key: string;
  label: string;
  kind: RowColumnKind;
  required?: boolean;
}

export interface SectionDescription {
  /** admin.json key of the card's title (and of its tab, in a tabbed form). */
  title?: string;
  /** A tabbed form's section name in its URL (`?section=contact`). */
  key?: string;
  /** The card's grid: 1 to 3 columns from the md breakpoint on. */
  columns: 1 | 2 | 3;
  /** "narrow" keeps short forms from stretching across a wide screen. */
  width?: "narrow";
  /** A preview beside the fields (videos show the player). */
  preview?: "video";
  fields: readonly FieldDescription[];
}

export interface EntityDescription {
  /** The list screen's path under the admin base ("linksList"); the edit screen is `<path>/:id`. */
  path: string;
  /** admin.json key of the navigation label (breadcrumbs). */
  nav: string;
  /** The list screen's title (a single record's screen has none), the new and edit page titles. */
  titles: { list?: string; create: string; edit: string };
  /** One record edited in place (the company): no list, no "new", no cancel. */
  single?: true;
  /**
   * A long record edited one section at a time: each section is a tab (`?section=<n>`, a link, no script needed)
   * with its own save, which writes that section's fields only.
   */
  tabbed?: true;
  sections: readonly SectionDescription[];
}

/**
 * A list entity's description: its screens' titles are `<prefix>.title`, `<prefix>.new` and `<prefix>.editTitle`
 * (e.g. "link.title"); the edit screen is `<path>/:id`.
 */
export function listEntity(
  prefix: string,
  path: string,
  nav: string,
  sections: readonly SectionDescription[],
): EntityDescription {
  return {
    path,
    nav,
    titles: { list: `${prefix}.title`, create: `${prefix}.new`, edit: `${prefix}.editTitle` },
    sections,
  };
}

export interface Crumb {
  label: string;
  to?: string;
}

/** A list screen's breadcrumb: the entity's navigation label. */
export function listCrumbs(entity: EntityDescription) {
  return (t: (key: string) => string): Crumb[] => [{ label: t(entity.nav) }];
}

/**
 * The edit screen's breadcrumbs: the list, then "new" for a record not saved yet (id "new") or "edit"; a single
 * record's screen is its own crumb.
 */
export function entityCrumbs(entity: EntityDescription) {
  return (
    t: (key: string) => string,
    base: string,
    params: Readonly<Record<string, string | undefined>> = {},
  ): Crumb[] =>
    entity.single
      ? [{ label: t(entity.nav) }]
      : [
          { label: t(entity.nav), to: `${base}/${entity.path}` },
          { label: t(params.id === "new" ? "common.create" : "common.edit") },
        ];
}

type Options = Partial<Omit<FieldBase, "name">>;

/**
 * Field makers for one entity's description, one line a field: the label key defaults to `<prefix>.<name>`
 * (e.g. "menu.route"); anything else is given in `options`.
 */
export function fieldMakers(prefix: string) {
  const base = (name: string, options: Options) => ({ name, label: `${prefix}.${name}`, ...options });
  return {
    text: (name: string, options: Options & Omit<TextWidget, "widget"> = {}): FieldDescription => ({
      ...base(name, options),
      widget: "text",
    }),
    number: (name: string, options: Options = {}): FieldDescription => ({ ...base(name, options), widget: "number" }),
    textarea: (name: string, rows: number, options: Options = {}): FieldDescription => ({
      ...base(name, options),
      widget: "textarea",
      rows,
    }),
    select: (name: string, options: Options = {}): FieldDescription => ({ ...base(name, options), widget: "select" }),
    checkbox: (name: string, options: Options = {}): FieldDescription => ({
      ...base(name, options),
      widget: "checkbox",
    }),
    media: (name: string, kind: UploadKind, options: Options = {}): FieldDescription => ({
      ...base(name, options),
      widget: "media",
      kind,
    }),
    rich: (name: string, options: Options = {}): FieldDescription => ({ ...base(name, options), widget: "rich" }),
    rows: (name: string, columns: readonly RowColumnDescription[], options: Options = {}): FieldDescription => ({
      ...base(name, options),
      widget: "rows",
      columns,
    }),
  };
}

/**
 * A choice of a select field as the loader sends it: `labelKey` is an admin.json key, `label` is shown as it is
 * (a stored name); `group` is the admin.json key of the option group it is listed under.
 */
export interface FieldOption {
  value: string;
  label?: string;
  labelKey?: string;
  group?: string;
}

/** The section a tabbed form shows and saves (`?section=<key>` or the posted `section`), as an index; 0 if unknown. */
export function sectionIndex(entity: EntityDescription, value: string | null | undefined): number {
  const index = entity.sections.findIndex((section) => section.key !== undefined && section.key === value);
  return index >= 0 ? index : 0;
}

/** The name of a tabbed form's section in URLs and posts (its key, else its position). */
export function sectionKey(entity: EntityDescription, index: number): string {
  return entity.sections[index]?.key ?? String(index);
}

/** The form names a section writes: its fields and their English twins. */
export function sectionFieldNames(section: SectionDescription): string[] {
  return section.fields.flatMap((field) => (field.english ? [field.name, englishName(field.name)] : [field.name]));
}

/** Every field of a description, in form order. */
export function fieldsOf(entity: EntityDescription): FieldDescription[] {
  return entity.sections.flatMap((section) => section.fields);
}

/** The form name of a field's English version. */
export const englishName = (name: string) => `en_${name}`;

/** The fields with an English version beside them. */
export function englishFieldsOf(entity: EntityDescription): FieldDescription[] {
  return fieldsOf(entity).filter((field) => field.english);
}

/** Whether the form posts files (it has a media field or a row column that takes one). */
export function postsFiles(entity: EntityDescription): boolean {
  return fieldsOf(entity).some(
    (field) =>
      field.widget === "media" ||
      (field.widget === "rows" && field.columns.some((c) => c.kind === "image" || c.kind === "video")),
  );
}

/** Names of the repeatable-row fields (their add/remove/move buttons post the form). */
export function rowFieldsOf(entity: EntityDescription): string[] {
  return fieldsOf(entity)
    .filter((field) => field.widget === "rows")
    .map((field) => field.name);
}

/** The fields the conflict panel compares: those marked `compare`. */
export function comparedFieldsOf(entity: EntityDescription): FieldDescription[] {
  return fieldsOf(entity).filter((field) => field.compare);
}
