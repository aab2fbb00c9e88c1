import { data, type ActionFunctionArgs, type LoaderFunctionArgs } from "@remix-run/node";
import { useActionData, useLoaderData } from "@remix-run/react";
import { useTranslation } from "~/lib/i18n/use-translation";
import { Card, editFormState } from "~/components/admin/admin-form";
import { EditPageFrame } from "~/components/admin/edit-page-frame";
import { CheckboxField, MediaField, SelectField, TextField } from "~/components/admin/fields";
import { RichTextField } from "~/components/admin/rich-editor";
import { RowsEditor } from "~/components/admin/rows-editor";
import { loadRecordForm, recordFormAction } from "~/lib/admin/edit-route.server";
import { articleMenuOptions, articleToValues, saveArticleAction } from "~/lib/admin/articles.server";
import { rowsAt } from "~/lib/admin/form-state";
import { adminHref } from "~/lib/auth/guard.server";
import { DEL_STATUS, isListMenuType, isPageMenuType } from "~/lib/content/codes";
import type { CrumbsHandle } from "./_shell";

export const handle: CrumbsHandle = {
  crumbs: (t, base) => [{ label: t("nav.articles"), to: `${base}/articleList` }, { label: t("common.edit") }],
};

export async function loader({ request, params }: LoaderFunctionArgs) {
  const form = await loadRecordForm(request, params.id, "articles", articleToValues, { order: "0", img: [] });
  return data(
    {
      isNew: form.isNew,
      values: form.values,
      restored: form.restored,
      menus: articleMenuOptions(form.store),
      base: adminHref(),
      deleted: form.record?.del_status === DEL_STATUS.deleted,
    },
    form.init,
  );
}

export async function action({ request, params }: ActionFunctionArgs) {
  return recordFormAction(request, params.id, "articles", (ctx, id) =>
    saveArticleAction(ctx, id, adminHref("articleList")),
  );
}

export default function ArticleEditPage() {
  const loaded = useLoaderData<typeof loader>();
  const result = useActionData<typeof action>();
  const { t } = useTranslation("admin");
  const { failure, values, errors, text, updatetime } = editFormState(result, loaded.values);
  const lists = loaded.menus.filter((m) => isListMenuType(m.type));
  const pages = loaded.menus.filter((m) => isPageMenuType(m.type));
  return (
    <EditPageFrame
      title={loaded.isNew ? t("article.new") : t("article.editTitle")}
      restored={loaded.restored}
      result={result}
      failure={failure}
      updatetime={updatetime}
      conflictLabels={{
        title: t("article.titleField"),
        menu_id: t("article.menu_id"),
        order: t("article.order"),
        info: t("article.info"),
      }}
      cancelHref={`${loaded.base}/articleList`}
      upload
    >
      <Card>
        <div className="grid gap-4 md:grid-cols-2">
          <TextField
            label={t("article.titleField")}
            name="title"
            defaultValue={text("title")}
            error={errors.title}
            required
            maxLength={200}
            className="md:col-span-2"
          />
          <SelectField
            label={t("article.menu_id")}
            name="menu_id"
            defaultValue={text("menu_id")}
            error={errors.menu_id}
            required
          >
            <option value="">{t("article.chooseMenu")}</option>
            <optgroup label={t("article.menuGroupList")}>
              {lists.map((m) => (
                <option key={m.id} value={m.id}>
                  {m.label}
                </option>
              ))}
            </optgroup>
            <optgroup label={t("article.menuGroupPage")}>
              {pages.map((m) => (
                <option key={m.id} value={m.id}>
                  {m.label}
                </option>
              ))}
            </optgroup>
          </SelectField>
          <TextField
            label={t("article.order")}
            name="order"
            type="number"
            defaultValue={text("order")}
            error={errors.order}
          />
          <div className="flex items-center gap-6 md:col-span-2">
            <CheckboxField label={t("article.is_topic")} name="is_topic" defaultChecked={Boolean(text("is_topic"))} />
            <CheckboxField
              label={t("article.is_carousel")}
              name="is_carousel"
              defaultChecked={Boolean(text("is_carousel"))}
            />
          </div>
        </div>
      </Card>
      <Card>
        <RichTextField
          name="info"
          label={t("article.info")}
          value={text("info")}
          error={errors.info}
          hint={t("article.infoHint")}
        />
      </Card>
      <Card>
        <div className="space-y-6">
          <RowsEditor
            name="img"
            label={t("article.img")}
            rows={rowsAt(values, "img")}
            errors={errors}
            columns={[
              { key: "url", label: t("company.rowUrl"), kind: "image", required: true },
              { key: "name", label: t("company.rowName"), kind: "text" },
            ]}
          />
          <MediaField
            label={t("article.file_url")}
            name="file_url"
            kind="document"
            value={text("file_url")}
            error={errors.file_url}
          />
        </div>
      </Card>
    </EditPageFrame>
  );
}
