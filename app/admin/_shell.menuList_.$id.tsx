import { data, type ActionFunctionArgs, type LoaderFunctionArgs } from "@remix-run/node";
import { useActionData, useLoaderData } from "@remix-run/react";
import { useTranslation } from "~/lib/i18n/use-translation";
import { Card, editFormState } from "~/components/admin/admin-form";
import { EditPageFrame } from "~/components/admin/edit-page-frame";
import { SelectField, TextField } from "~/components/admin/fields";
import { loadRecordForm, recordFormAction } from "~/lib/admin/edit-route.server";
import { menuToValues, parentOptions, saveMenuAction } from "~/lib/admin/menus.server";
import { adminHref } from "~/lib/auth/guard.server";
import { MENU_HIDE, MENU_HIDE_VALUES, MENU_LEVEL, MENU_LEVELS, MENU_TYPE, MENU_TYPES } from "~/lib/content/codes";
import type { CrumbsHandle } from "./_shell";

export const handle: CrumbsHandle = {
  crumbs: (t, base) => [{ label: t("nav.menus"), to: `${base}/menuList` }, { label: t("common.edit") }],
};

export async function loader({ request, params }: LoaderFunctionArgs) {
  const form = await loadRecordForm(request, params.id, "menus", menuToValues, {
    menu_level: String(MENU_LEVEL.second),
    menu_type: String(MENU_TYPE.list),
    is_hide: String(MENU_HIDE.shown),
    order: "0",
  });
  return data(
    {
      isNew: form.isNew,
      values: form.values,
      restored: form.restored,
      parents: parentOptions(form.store, form.record?.id),
      base: adminHref(),
    },
    form.init,
  );
}

export async function action({ request, params }: ActionFunctionArgs) {
  return recordFormAction(request, params.id, "menus", (ctx, id) => saveMenuAction(ctx, id, adminHref("menuList")));
}

export default function MenuEditPage() {
  const loaded = useLoaderData<typeof loader>();
  const result = useActionData<typeof action>();
  const { t } = useTranslation("admin");
  const { failure, errors, text, updatetime } = editFormState(result, loaded.values);
  return (
    <EditPageFrame
      title={loaded.isNew ? t("menu.new") : t("menu.editTitle")}
      restored={loaded.restored}
      result={result}
      failure={failure}
      updatetime={updatetime}
      conflictLabels={{
        menu_name: t("menu.menu_name"),
        route: t("menu.route"),
        order: t("common.order"),
        is_hide: t("menu.is_hide"),
      }}
      cancelHref={`${loaded.base}/menuList`}
    >
      <Card>
        <div className="grid max-w-3xl gap-4 md:grid-cols-2">
          <TextField
            label={t("menu.menu_name")}
            name="menu_name"
            defaultValue={text("menu_name")}
            error={errors.menu_name}
            required
            maxLength={50}
          />
          <TextField
            label={t("menu.alias_name")}
            name="alias_name"
            defaultValue={text("alias_name")}
            error={errors.alias_name}
          />
          <TextField
            label={t("menu.route")}
            name="route"
            defaultValue={text("route")}
            error={errors.route}
            hint={t("menu.routeHint")}
            className="font-mono"
          />
          <TextField
            label={t("common.order")}
            name="order"
            type="number"
            defaultValue={text("order")}
            error={errors.order}
          />
          <SelectField
            label={t("menu.menu_level")}
            name="menu_level"
            defaultValue={text("menu_level")}
            error={errors.menu_level}
            required
          >
            {MENU_LEVELS.map((level) => (
              <option key={level} value={level}>
                {t(`menu.level${level}`)}
              </option>
            ))}
          </SelectField>
          <SelectField
            label={t("menu.parent_id")}
            name="parent_id"
            defaultValue={text("parent_id") || "0"}
            error={errors.parent_id}
          >
            <option value="0">{t("menu.noParent")}</option>
            {loaded.parents.map((p) => (
              <option key={p.id} value={p.id}>
                {p.level === MENU_LEVEL.second ? "　└ " : ""}
                {p.name}
              </option>
            ))}
          </SelectField>
          <SelectField
            label={t("menu.menu_type")}
            name="menu_type"
            defaultValue={text("menu_type")}
            error={errors.menu_type}
            required
          >
            {MENU_TYPES.map((type) => (
              <option key={type} value={type}>
                {t(`menu.type${type}`)}
              </option>
            ))}
          </SelectField>
          <SelectField
            label={t("menu.is_hide")}
            name="is_hide"
            defaultValue={text("is_hide") || String(MENU_HIDE.shown)}
            error={errors.is_hide}
          >
            {MENU_HIDE_VALUES.map((h) => (
              <option key={h} value={h}>
                {t(`menu.hide${h}`)}
              </option>
            ))}
          </SelectField>
        </div>
      </Card>
    </EditPageFrame>
  );
}
