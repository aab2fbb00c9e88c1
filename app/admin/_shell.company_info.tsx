import { data, type ActionFunctionArgs, type LoaderFunctionArgs } from "@remix-run/node";
import { useActionData, useLoaderData } from "@remix-run/react";
import { useTranslation } from "~/lib/i18n/use-translation";
import { Card, editFormState } from "~/components/admin/admin-form";
import { EditPageFrame } from "~/components/admin/edit-page-frame";
import { MediaField, TextAreaField, TextField } from "~/components/admin/fields";
import { RowsEditor } from "~/components/admin/rows-editor";
import { beginAdminAction } from "~/lib/admin/action.server";
import { formValuesFor } from "~/lib/admin/edit-route.server";
import { companyToValues, saveCompanyAction } from "~/lib/admin/company.server";
import { rowsAt } from "~/lib/admin/form-state";
import { adminHref, requireUser } from "~/lib/auth/guard.server";
import { getContentStore } from "~/lib/content/store.server";
import type { CrumbsHandle } from "./_shell";

export const handle: CrumbsHandle = { crumbs: (t) => [{ label: t("nav.company") }] };

export async function loader({ request }: LoaderFunctionArgs) {
  await requireUser(request);
  const store = await getContentStore();
  const form = await formValuesFor(request, () => companyToValues(store.getCompany()));
  return data({ values: form.values, restored: form.restored }, form.init);
}

export async function action({ request }: ActionFunctionArgs) {
  const started = await beginAdminAction(request);
  if (started.expired) return started.expired;
  return saveCompanyAction(started.ctx, adminHref("company_info"));
}

export default function CompanyInfoPage() {
  const loaded = useLoaderData<typeof loader>();
  const result = useActionData<typeof action>();
  const { t } = useTranslation("admin");
  const { failure, values, errors, text, updatetime } = editFormState(result, loaded.values);
  const label = (key: string) => t(`company.${key}`);
  const imageRow = [
    { key: "url", label: label("rowUrl"), kind: "image" as const, required: true },
    { key: "name", label: label("rowName"), kind: "text" as const },
  ];
  return (
    <EditPageFrame
      title={t("company.title")}
      restored={loaded.restored}
      result={result}
      failure={failure}
      updatetime={updatetime}
      conflictLabels={Object.fromEntries(
        ["company_name", "company_info", "address", "phone", "mailbox", "copyright", "business_scope"].map((k) => [
          k,
          label(k),
        ]),
      )}
      upload
    >
      <Card title={label("basic")}>
        <div className="grid gap-4 md:grid-cols-2">
          <TextField
            label={label("company_name")}
            name="company_name"
            defaultValue={text("company_name")}
            error={errors.company_name}
            required
            maxLength={100}
          />
          <TextField
            label={label("company_name_en")}
            name="company_name_en"
            defaultValue={text("company_name_en")}
            error={errors.company_name_en}
          />
          <TextAreaField
            label={label("company_info")}
            name="company_info"
            defaultValue={text("company_info")}
            error={errors.company_info}
            hint={label("company_infoHint")}
            rows={6}
            className="md:col-span-2"
          />
          <TextAreaField
            label={label("organization")}
            name="organization"
            defaultValue={text("organization")}
            error={errors.organization}
            rows={3}
            className="md:col-span-2"
          />
          <TextAreaField
            label={label("vision")}
            name="vision"
            defaultValue={text("vision")}
            error={errors.vision}
            rows={2}
          />
          <TextAreaField
            label={label("mission")}
            name="mission"
            defaultValue={text("mission")}
            error={errors.mission}
            rows={2}
          />
          <TextAreaField
            label={label("culture")}
            name="culture"
            defaultValue={text("culture")}
            error={errors.culture}
            rows={2}
          />
          <MediaField label={label("logo")} name="logo" kind="image" value={text("logo")} error={errors.logo} />
        </div>
      </Card>
      <Card title={label("contact")}>
        <div className="grid gap-4 md:grid-cols-2">
          <TextField
            label={label("address")}
            name="address"
            defaultValue={text("address")}
            error={errors.address}
            className="md:col-span-2"
          />
          <TextField
            label={label("phone")}
            name="phone"
            defaultValue={text("phone")}
            error={errors.phone}
            inputMode="tel"
          />
          <TextField
            label={label("mailbox")}
            name="mailbox"
            defaultValue={text("mailbox")}
            error={errors.mailbox}
            type="email"
          />
          <TextField
            label={label("copyright")}
            name="copyright"
            defaultValue={text("copyright")}
            error={errors.copyright}
            className="md:col-span-2"
          />
          <MediaField
            label={label("qr_code")}
            name="qr_code"
            kind="image"
            value={text("qr_code")}
            error={errors.qr_code}
          />
          <div className="grid grid-cols-2 gap-4 self-start">
            <TextField
              label={label("lat")}
              name="lat"
              defaultValue={text("lat")}
              error={errors.lat}
              inputMode="decimal"
              required
            />
            <TextField
              label={label("lng")}
              name="lng"
              defaultValue={text("lng")}
              error={errors.lng}
              inputMode="decimal"
              required
            />
          </div>
        </div>
      </Card>
      <Card title={label("registration")}>
        <div className="grid gap-4 md:grid-cols-3">
          <TextField
            label={label("credit_code")}
            name="credit_code"
            defaultValue={text("credit_code")}
            error={errors.credit_code}
            maxLength={18}
          />
          <TextField
            label={label("registered_capital")}
            name="registered_capital"
            defaultValue={text("registered_capital")}
            error={errors.registered_capital}
          />
          <TextField
            label={label("founded")}
            name="founded"
            type="date"
            defaultValue={text("founded")}
            error={errors.founded}
          />
          <TextAreaField
            label={label("business_scope")}
            name="business_scope"
            defaultValue={text("business_scope")}
            error={errors.business_scope}
            rows={3}
            className="md:col-span-3"
          />
          <TextAreaField
            label={label("business_info")}
            name="business_info"
            defaultValue={text("business_info")}
            error={errors.business_info}
            rows={3}
            className="md:col-span-2"
          />
          <TextAreaField
            label={label("tags")}
            name="tags"
            defaultValue={text("tags")}
            error={errors.tags}
            hint={label("tagsHint")}
            rows={5}
          />
        </div>
      </Card>
      <Card title={label("images")}>
        <div className="space-y-8">
          <RowsEditor
            name="banner_img"
            label={label("banner_img")}
            rows={rowsAt(values, "banner_img")}
            errors={errors}
            columns={[...imageRow, { key: "title", label: label("rowTitle"), kind: "text" }]}
          />
          <RowsEditor
            name="news_img"
            label={label("news_img")}
            rows={rowsAt(values, "news_img")}
            errors={errors}
            columns={[...imageRow, { key: "title", label: label("rowTitle"), kind: "text" }]}
          />
          <RowsEditor
            name="party_img"
            label={label("party_img")}
            rows={rowsAt(values, "party_img")}
            errors={errors}
            columns={[...imageRow, { key: "href", label: label("rowHref"), kind: "url" }]}
          />
          <RowsEditor
            name="network_img"
            label={label("network_img")}
            rows={rowsAt(values, "network_img")}
            errors={errors}
            columns={[...imageRow, { key: "href", label: label("rowHref"), kind: "url" }]}
          />
        </div>
      </Card>
      <Card title={label("leaders")}>
        <RowsEditor
          name="leaders"
          label={label("leaders")}
          rows={rowsAt(values, "leaders")}
          errors={errors}
          columns={[
            { key: "name", label: label("leaderName"), kind: "text", required: true },
            { key: "title", label: label("leaderTitle"), kind: "text" },
            { key: "img", label: label("leaderImg"), kind: "image" },
            { key: "remark", label: label("leaderRemark"), kind: "textarea" },
          ]}
        />
      </Card>
    </EditPageFrame>
  );
}
