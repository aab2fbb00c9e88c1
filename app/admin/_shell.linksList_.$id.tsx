import { data, type ActionFunctionArgs, type LoaderFunctionArgs } from "@remix-run/node";
import { useActionData, useLoaderData } from "@remix-run/react";
import { useTranslation } from "~/lib/i18n/use-translation";
import { Card, editFormState } from "~/components/admin/admin-form";
import { EditPageFrame } from "~/components/admin/edit-page-frame";
import { SelectField, TextField } from "~/components/admin/fields";
import { loadRecordForm, recordFormAction } from "~/lib/admin/edit-route.server";
import { linkCategories, linkToValues, saveLinkAction } from "~/lib/admin/links.server";
import { adminHref } from "~/lib/auth/guard.server";
import { LINK_CATEGORY } from "~/lib/content/codes";
import type { CrumbsHandle } from "./_shell";

export const handle: CrumbsHandle = {
  crumbs: (t, base) => [{ label: t("nav.links"), to: `${base}/linksList` }, { label: t("common.edit") }],
};

export async function loader({ request, params }: LoaderFunctionArgs) {
  const form = await loadRecordForm(request, params.id, "links", linkToValues, {
    type: new URL(request.url).searchParams.get("type") ?? LINK_CATEGORY.authorities,
    order: "0",
    url: "https://",
  });
  return data(
    {
      isNew: form.isNew,
      values: form.values,
      restored: form.restored,
      categories: linkCategories(form.store),
      base: adminHref(),
    },
    form.init,
  );
}

export async function action({ request, params }: ActionFunctionArgs) {
  return recordFormAction(request, params.id, "links", (ctx, id) => saveLinkAction(ctx, id, adminHref("linksList")));
}

export default function LinkEditPage() {
  const loaded = useLoaderData<typeof loader>();
  const result = useActionData<typeof action>();
  const { t } = useTranslation("admin");
  const { failure, errors, text, updatetime } = editFormState(result, loaded.values);
  return (
    <EditPageFrame
      title={loaded.isNew ? t("link.new") : t("link.editTitle")}
      restored={loaded.restored}
      result={result}
      failure={failure}
      updatetime={updatetime}
      conflictLabels={{ name: t("link.name"), url: t("link.url"), type: t("link.type"), order: t("common.order") }}
      cancelHref={`${loaded.base}/linksList`}
    >
      <Card>
        <div className="grid max-w-3xl gap-4 md:grid-cols-2">
          <TextField
            label={t("link.name")}
            name="name"
            defaultValue={text("name")}
            error={errors.name}
            required
            maxLength={100}
          />
          <SelectField label={t("link.type")} name="type" defaultValue={text("type")} error={errors.type} required>
            {loaded.categories.map((c) => (
              <option key={c.key} value={c.key}>
                {c.label}
              </option>
            ))}
          </SelectField>
          <TextField
            label={t("link.url")}
            name="url"
            defaultValue={text("url")}
            error={errors.url}
            required
            inputMode="url"
            className="md:col-span-2"
          />
          <TextField
            label={t("common.order")}
            name="order"
            type="number"
            defaultValue={text("order")}
            error={errors.order}
          />
        </div>
      </Card>
    </EditPageFrame>
  );
}
