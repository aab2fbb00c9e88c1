/**
 * Renders one described field (lib/admin/entity.ts) with the ui field family: FormField around an Input,
 * Textarea, NativeSelect or Checkbox, or the admin's composite media, rich-text and rows fields. Values and
 * errors are read by the field's form name, so row cells (`img[0].url`) use it too.
 */
import { useTranslation } from "~/lib/i18n/use-translation";
import type { Message } from "~/lib/i18n/message";
import type { FieldDescription, FieldOption } from "~/lib/admin/entity";
import { rowsAt, textAt, type FormValues } from "~/lib/admin/form-state";
import type { RowColumnKind } from "~/lib/admin/rows";
import { cn } from "~/lib/utils/cn";
import { Checkbox } from "~/components/ui/checkbox";
import { FormField } from "~/components/ui/form-field";
import { Input } from "~/components/ui/input";
import { NativeSelect, type SelectOption } from "~/components/ui/select";
import { Textarea } from "~/components/ui/textarea";
import { MediaField, useErrorText } from "./fields";
import { RichTextField } from "./rich-editor";
import { RowsEditor } from "./rows-editor";

const SPAN = { 1: "", 2: "md:col-span-2", 3: "md:col-span-3" } as const;

export function DescribedField({
  field,
  values,
  errors,
  options = [],
  labelSuffix = "",
}: {
  field: FieldDescription;
  values: FormValues;
  errors: Record<string, Message>;
  options?: readonly FieldOption[];
  /** Appended to the label (the language of one side of a bilingual pair). */
  labelSuffix?: string;
}) {
  const { t } = useTranslation("admin");
  const errorText = useErrorText();
  const { name, required } = field;
  const label = t(field.label) + labelSuffix;
  const value = textAt(values, name);
  const error = errors[name];
  const className = SPAN[field.span ?? 1];
  const row = {
    label,
    name,
    required,
    className,
    error: errorText(error),
    help: field.hint ? t(field.hint) : undefined,
  };

  switch (field.widget) {
    case "media":
      return <MediaField {...row} kind={field.kind} value={value} error={error} />;
    case "rich":
      return <RichTextField name={name} label={label} value={value} error={error} hint={row.help} />;
    case "rows":
      return (
        <RowsEditor
          name={name}
          label={label}
          rows={rowsAt(values, name)}
          error={error}
          columns={field.columns}
          renderCell={(column, cellName) => (
            <DescribedField field={cellField(column, cellName)} values={values} errors={errors} />
          )}
        />
      );
    case "checkbox":
      return (
        <Checkbox name={name} label={label} defaultChecked={Boolean(value)} className={cn("self-center", className)} />
      );
    case "select":
      return (
        <FormField {...row}>
          <NativeSelect
            name={name}
            defaultValue={value}
            options={options.map((o): SelectOption => ({
              value: o.value,
              label: o.labelKey ? t(o.labelKey) : (o.label ?? o.value),
              group: o.group ? t(o.group) : undefined,
            }))}
          />
        </FormField>
      );
    case "textarea":
      return (
        <FormField {...row}>
          <Textarea name={name} defaultValue={value} rows={field.rows} />
        </FormField>
      );
    case "number":
      return (
        <FormField {...row}>
          <Input name={name} type="number" defaultValue={value} />
        </FormField>
      );
    case "text":
      return (
        <FormField {...row}>
          <Input
            name={name}
            type={field.type}
            defaultValue={value}
            maxLength={field.maxLength}
            inputMode={field.inputMode}
            autoComplete={field.autoComplete}
            // To the second, so a time set to the second is kept (and passes the browser's step check).
            step={field.type === "datetime-local" ? 1 : undefined}
            className={cn((field.type === "date" || field.type === "datetime-local") && "tabular-nums")}
          />
        </FormField>
      );
  }
}

/** A row column as a field of its own, named by its cell (`img[0].url`); media and long text span the row. */
function cellField(
  column: { key: string; label: string; kind: RowColumnKind; required?: boolean },
  name: string,
): FieldDescription {
  const base = { name, label: column.label, required: column.required };
  switch (column.kind) {
    case "image":
    case "video":
    case "document":
      return { ...base, widget: "media", kind: column.kind, span: 2 };
    case "textarea":
      return { ...base, widget: "textarea", rows: 3, span: 2 };
    case "url":
      return { ...base, widget: "text", inputMode: "url" };
    case "text":
      return { ...base, widget: "text" };
  }
}
